import { wordBanks } from '../../runtime/shared/demo/index.js';
import {
  actionKinds,
  ALL_GRANTED,
  cellKinds,
  editorKinds,
  endpointKinds,
  filterKinds,
  generatedValueKinds,
  grantActions,
  onDeleteRules,
  widgetKinds,
} from '../../runtime/shared/index.js';

/** Where the names schema lives, from the admin-gen package root; the meta-schemas refer to it by this file name. */
export const NAMES_SCHEMA_PATH = 'generator/names.schema.json';

/** One closed set of names: the word its errors use, what it is, each name with its description. */
interface NameSet {
  readonly title: string;
  readonly description: string;
  readonly names: Readonly<Record<string, string>>;
}

const describeAction = (name: keyof typeof actionKinds): string => {
  const kind = actionKinds[name];
  const where = kind.placement === 'row' ? 'On every row' : 'Above the grid';
  const endpoint = kind.endpoint === null ? 'no endpoint' : `the endpoint its \`endpoint\` names (kind \`${kind.endpoint}\`)`;
  const confirm = { always: 'always asks first (`confirm`: its text)', optional: 'asks first when it has a `confirm` text', never: 'never asks' }[kind.confirm];
  const record = kind.record ? ' Record pages: the entity\'s view and edit pages offer it too, for their row, wherever a grid of the entity does (same label, confirm and `when`).' : '';
  return `${kind.description} ${where}; calls ${endpoint}; ${confirm}.${record}`;
};

const describeWidget = (name: keyof typeof widgetKinds): string => {
  const widget = widgetKinds[name];
  const options = Object.entries(widget.options as Readonly<Record<string, { readonly description: string; readonly default: unknown }>>);
  if (widget.source === 'rjsf') return widget.description;
  const list = options.map(([key, option]) => `\`${key}\`${option.default === null ? '' : ` (default ${JSON.stringify(option.default)})`}: ${option.description}`);
  return `${widget.description} \`ui:options\`: ${list.length > 0 ? list.join('; ') : 'none'}.`;
};

const map = <T extends object>(record: T, describe: (name: keyof T & string) => string): Record<string, string> =>
  Object.fromEntries(Object.keys(record).map((name) => [name, describe(name as keyof T & string)]));

/** Every closed set of names a schema may use, by its definition's name in the names schema, from the descriptors. */
export function getSchemaNameSets(): Readonly<Record<string, NameSet>> {
  return {
    actionKind: { title: 'action kind', description: 'A grid action\'s `kind`.', names: map(actionKinds, describeAction) },
    cellKind: { title: 'cell', description: 'How a grid column or a view draws a value (a column\'s `cell`); default by the field.', names: map(cellKinds, (name) => cellKinds[name].description) },
    filterKind: { title: 'filter', description: 'A grid column\'s `filter` (or its `kind`).', names: map(filterKinds, (name) => filterKinds[name].description) },
    editorKind: { title: 'editor', description: 'The input of an editable column in the insert row and inline edit (a column\'s `editor`); default by the field.', names: map(editorKinds, (name) => editorKinds[name].description) },
    widgetName: { title: 'widget', description: 'A form field\'s `ui:widget`: RJSF\'s standard widgets and admin-gen\'s own (which the build checks against the field and their `ui:options`).', names: map(widgetKinds, describeWidget) },
    endpointKind: { title: 'endpoint kind', description: 'What an endpoint does (its `kind`).', names: map(endpointKinds, (name) => endpointKinds[name].description) },
    generatedValueKind: { title: 'generated value kind', description: 'How the server makes a `generated` field\'s value.', names: { ...generatedValueKinds } },
    onDeleteRule: { title: 'onDelete rule', description: 'What a referencing row does when the row it points to is deleted.', names: { ...onDeleteRules } },
    grantAction: {
      title: 'grant action',
      description: 'What a role grant allows on its entity; a transition endpoint\'s name is allowed too.',
      names: { ...grantActions, [ALL_GRANTED]: 'Every action of the entity, its transitions included.' },
    },
    demoWordBank: {
      title: 'word bank',
      description: 'The word banks a demo template\'s `{bank}` placeholder draws from (runtime/shared/demo/wordBanks.ts).',
      names: map(wordBanks, (name) => `${wordBanks[name].length} entries, e.g. ${wordBanks[name].slice(0, 3).map((word) => `«${word}»`).join(', ')}.`),
    },
  };
}

/**
 * generator/names.schema.json: each closed set as a string `enum` with `markdownEnumDescriptions` (what VS Code shows beside
 * each suggestion) and a `title` (the word build errors use: `unknown action kind "x"`). The meta-schemas `$ref` it; the
 * build validates with this object (so a new kind is known at once) and writes it for editors.
 */
export function getNamesSchema(): JsonObject {
  const definitions = Object.fromEntries(
    Object.entries(getSchemaNameSets()).map(([name, set]) => [
      name,
      { title: set.title, description: set.description, type: 'string', enum: Object.keys(set.names), markdownEnumDescriptions: Object.values(set.names) },
    ]),
  );
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://admin-gen.dev/schemas/names.schema.json',
    $comment: 'Generated by admin-gen build from the descriptors in runtime/shared (kinds, permissions, demo word banks); do not edit. admin-gen build --check fails when it is stale.',
    title: 'admin-gen names',
    description: 'The closed sets of names entity and app schemas may use, each name with its description.',
    definitions,
  };
  return schema;
}

type JsonObject = { readonly [key: string]: unknown };
