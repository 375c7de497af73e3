// The names schema: every closed set of names a schema may use, made from the descriptors, each name with a description.
import { getNamesSchema, getSchemaNameSets } from '../../../generator/shared/index.js';
import { wordBanks } from '../../../runtime/shared/demo/index.js';
import { ACTION_KINDS, ALL_GRANTED, CELL_KINDS, EDITOR_KINDS, ENDPOINT_KINDS, FILTER_KINDS, GENERATED_VALUE_KINDS, GRANT_ACTIONS, ON_DELETE_RULES, WIDGET_NAMES, actionKinds } from '../../../runtime/shared/index.js';
import type { JsonSchema } from '../../../runtime/shared/index.js';

const definitions = getNamesSchema().definitions as Readonly<Record<string, JsonSchema>>;

describe('getNamesSchema', () => {
  it.each<[string, readonly string[]]>([
    ['actionKind', ACTION_KINDS],
    ['cellKind', CELL_KINDS],
    ['filterKind', FILTER_KINDS],
    ['editorKind', EDITOR_KINDS],
    ['widgetName', WIDGET_NAMES],
    ['endpointKind', ENDPOINT_KINDS],
    ['generatedValueKind', GENERATED_VALUE_KINDS],
    ['onDeleteRule', ON_DELETE_RULES],
    ['grantAction', [...GRANT_ACTIONS, ALL_GRANTED]],
    ['demoWordBank', Object.keys(wordBanks)],
  ])('%s lists the descriptors\' names in their order, each with a description', (name, names) => {
    const set = definitions[name]!;
    expect(set.enum).toEqual(names);
    const descriptions = set.markdownEnumDescriptions as string[];
    expect(descriptions).toHaveLength(names.length);
    for (const description of descriptions) expect(description.length).toBeGreaterThan(10);
    expect(typeof set.title).toBe('string');
  });

  it('documents every set it makes, and nothing else', () => {
    expect(Object.keys(definitions)).toEqual(Object.keys(getSchemaNameSets()));
  });

  it('says which action kinds record pages offer, from the descriptors', () => {
    const descriptions = definitions.actionKind!.markdownEnumDescriptions as string[];
    ACTION_KINDS.forEach((kind, i) => expect(descriptions[i]!.includes('Record pages:')).toBe(actionKinds[kind].record));
  });

  it('gives each admin-gen widget\'s ui:options with their defaults', () => {
    const descriptions = definitions.widgetName!.markdownEnumDescriptions as string[];
    expect(descriptions[WIDGET_NAMES.indexOf('reference')]).toContain('`pageSize` (default 20)');
    expect(descriptions[WIDGET_NAMES.indexOf('date')]).toContain('`ui:options`: none');
  });
});
