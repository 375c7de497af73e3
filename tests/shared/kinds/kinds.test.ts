import { readFileSync } from 'node:fs';
import {
  ACTION_KINDS,
  actionKinds,
  CELL_KINDS,
  cellKinds,
  EDITOR_KINDS,
  editorKinds,
  endpointContractRegistry,
  ENDPOINT_KINDS,
  endpointKinds,
  FILTER_KINDS,
  filterKinds,
  ON_DELETE_RULES,
  STATE_CHANGING_KINDS,
  WIDGET_NAMES,
  widgetKinds,
} from '../../../runtime/shared/index.js';
import { endpointRegistry } from '../../../runtime/server/endpoints/endpointRegistry.js';
import { filterRegistry } from '../../../runtime/server/filters/filterRegistry.js';
import { messages as serverMessages } from '../../../runtime/server/messages.js';
import { getMessages } from '../../../runtime/web/i18n/messages.js';

const metaSchema = JSON.parse(readFileSync(new URL('../../../generator/entity.schema.json', import.meta.url), 'utf8')) as { definitions: Record<string, { properties: Record<string, unknown> }> };
// Where the meta-schema takes a family's names: its text there, which refers to the names schema's set.
const describedAs = (definition: string, property: string) => JSON.stringify(metaSchema.definitions[definition]?.properties[property] ?? null);

describe('kind descriptors', () => {
  // Each family: its names, its descriptors, where the meta-schema names it, and the tiers' registries keyed by it.
  const families = [
    ['cell', CELL_KINDS, cellKinds, describedAs('column', 'cell'), 'names.schema.json#/definitions/cellKind', []],
    ['filter', FILTER_KINDS, filterKinds, describedAs('column', 'filter'), 'names.schema.json#/definitions/filterKind', [filterRegistry]],
    ['editor', EDITOR_KINDS, editorKinds, describedAs('column', 'editor'), 'names.schema.json#/definitions/editorKind', []],
    ['action', ACTION_KINDS, actionKinds, describedAs('action', 'kind'), 'names.schema.json#/definitions/actionKind', []],
    ['endpoint', ENDPOINT_KINDS, endpointKinds, describedAs('endpoint', 'kind'), 'names.schema.json#/definitions/endpointKind', [endpointRegistry, endpointContractRegistry]],
    ['widget', WIDGET_NAMES, widgetKinds, describedAs('form', 'ui'), 'names.schema.json#/definitions/widgetName', []],
  ] as const satisfies readonly (readonly [string, readonly string[], object, string, string, readonly object[]])[];

  it.each(families)('%s: the names are the descriptors\' keys, in their order, and the meta-schema refers to their set in names.schema.json', (_family, names, descriptors, description, constant) => {
    expect(names).toEqual(Object.keys(descriptors));
    expect(new Set(names).size).toBe(names.length);
    expect(description).toContain(constant);
  });

  it.each(families)('%s: every server and contract registry has one entry per name', (_family, names, _descriptors, _description, _constant, registries) => {
    for (const registry of registries) expect(Object.keys(registry).sort()).toEqual([...names].sort());
  });

  it('onDelete rules are the names schema\'s set the meta-schema refers to', () => {
    expect(describedAs('reference', 'onDelete')).toContain('names.schema.json#/definitions/onDeleteRule');
    expect(ON_DELETE_RULES).toEqual(['restrict', 'cascade', 'setNull']);
  });

  it.each(ACTION_KINDS.map((kind) => [kind, actionKinds[kind]] as const))('action %s: calls an endpoint kind and names a notice of the web catalog', (_kind, descriptor) => {
    if (descriptor.endpoint !== null) expect(ENDPOINT_KINDS).toContain(descriptor.endpoint);
    if (descriptor.notice !== null) expect(Object.keys(getMessages('es'))).toContain(descriptor.notice);
    // Only a kind that calls an endpoint has something to confirm or to announce.
    expect(descriptor.endpoint === null).toBe(descriptor.notice === null);
  });

  it.each(FILTER_KINDS.map((kind) => [kind, filterKinds[kind].query] as const))('filter %s: its 400 texts are the server\'s', (_kind, query) => {
    const keys = query.shape === 'range' ? [query.invalid, query.invalidBound] : [query.invalid];
    for (const key of keys) expect(Object.keys(serverMessages)).toContain(key);
  });

  it('state-changing endpoint kinds are the descriptors\' changesState ones', () => {
    expect([...STATE_CHANGING_KINDS]).toEqual(ENDPOINT_KINDS.filter((kind) => endpointKinds[kind].changesState));
    expect([...STATE_CHANGING_KINDS]).toEqual(['create', 'update', 'delete', 'move', 'transition', 'assign', 'unassign']);
  });

  it('the default rules rank each family\'s kinds without ties', () => {
    for (const descriptors of [cellKinds, editorKinds] as const) {
      const ranks = Object.values(descriptors).flatMap((descriptor) => (descriptor.default ? [descriptor.default.rank] : []));
      expect(new Set(ranks).size).toBe(ranks.length);
    }
  });
});
