import type { EntityDefinition, JsonSchema, ReferenceDefinition } from '../types.js';
import type { EndpointContract, ResponseContract } from './ApiContract.js';
import { schemaRef } from './getEntitySchemas.js';

/** Options per lookup page unless `limit` says otherwise. */
export const LOOKUP_PAGE_SIZE = 20;
/** The most options one lookup answers, and the most ids one resolves. */
export const MAX_LOOKUP_LIMIT = 100;
/**
 * The deepest page a lookup serves: 50 pages of 20 (1,020 options) is past what anyone scrolls in a picker instead of
 * typing, and skipping a thousand rows stays cheap where a million would hold a connection for seconds.
 */
export const MAX_LOOKUP_OFFSET = 1000;
/** Between the labels of a tree option's ancestors: 'Álgebra › Lecciones'. */
export const TREE_PATH_SEPARATOR = ' › ';
/** The name of the lookup result schema in the contract. */
export const LOOKUP_RESULT_SCHEMA = 'LookupResult';

/** Where the picker of `entity.field` searches its referenced rows: `/lookup/{entity}/{field}` under the API base. */
export function getLookupPath(entity: string, field: string): string {
  return `/lookup/${entity}/${field}`;
}

/** The operation id of a reference's lookup: `productCourseLookup`. */
export function getLookupOperationId(entity: string, field: string): string {
  return `${entity}${field.charAt(0).toUpperCase()}${field.slice(1)}Lookup`;
}

/** The field of `target` that references `target` itself with one id (its parent in a tree); null when it is not a tree. */
export function getTreeParentField(target: EntityDefinition): string | null {
  return target.references.find((reference) => reference.entity === target.entity && !reference.many)?.field ?? null;
}

/**
 * One lookup operation per declared reference: the referenced rows whose display field contains `q` (as the list
 * text filter matches), by that field, `limit` from `offset`; or, with `ids`, the rows of those ids (labels of
 * current values). Options carry the label, the declared secondary field and, for a tree, the ancestors' path.
 */
export function getLookupEndpoints(entities: readonly EntityDefinition[], shared: Readonly<Record<string, ResponseContract>>): EndpointContract[] {
  return entities.flatMap((entity) => entity.references.map((reference) => getLookupEndpoint(entity, reference, entities, shared)));
}

function getLookupEndpoint(entity: EntityDefinition, reference: ReferenceDefinition, entities: readonly EntityDefinition[], shared: Readonly<Record<string, ResponseContract>>): EndpointContract {
  const target = entities.find((candidate) => candidate.entity === reference.entity);
  const display = target?.fields.find((field) => field.name === reference.display);
  const tree = target ? getTreeParentField(target) : null;
  const notes = [
    `Rows of ${reference.entity} for ${entity.entity}.${reference.field}: label ${reference.display}`,
    reference.secondary ? `, secondary ${reference.secondary}` : '',
    tree ? `; the whole tree through ${tree}, each with the path of its ancestors' labels` : '',
    '.',
  ].join('');
  const response: Record<string, ResponseContract> = {
    '200': { description: 'One page of options (or the options of the ids), nextOffset null on the last page', content: { 'application/json': schemaRef(LOOKUP_RESULT_SCHEMA) } },
    ...shared,
  };
  return {
    operationId: getLookupOperationId(entity.entity, reference.field),
    method: 'GET',
    path: getLookupPath(entity.entity, reference.field),
    tag: entity.entity,
    summary: `search ${target?.label.many ?? reference.entity} for ${reference.field}`,
    description: notes,
    security: 'session',
    lookup: { entity: entity.entity, field: reference.field, target: reference.entity },
    querystring: getLookupQuerySchema(display?.title ?? target?.label.one ?? reference.display),
    response,
  };
}

/** q, offset and limit for a search; ids for labels of known rows. */
function getLookupQuerySchema(displayTitle: string): JsonSchema {
  return {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: 200, description: `Text the label (${displayTitle}) contains, case-insensitive; absent: every row` },
      offset: {
        type: 'integer',
        minimum: 0,
        maximum: MAX_LOOKUP_OFFSET,
        default: 0,
        description: `Options to skip (the previous page's nextOffset); at most ${MAX_LOOKUP_OFFSET}: past it, type more of the label`,
      },
      limit: { type: 'integer', minimum: 1, maximum: MAX_LOOKUP_LIMIT, default: LOOKUP_PAGE_SIZE, description: 'Options per page' },
      ids: { type: 'string', maxLength: 10_000, description: `Comma-separated _ids (at most ${MAX_LOOKUP_LIMIT}) to answer instead of a search, in that order; unknown ids are left out` },
    },
    additionalProperties: false,
  };
}

/** The lookup answer's schema, shared by every lookup. */
export function getLookupResultSchema(): JsonSchema {
  return {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            label: { type: 'string', description: "The display field's value (the id when it is empty)" },
            secondary: { type: 'string', description: "The reference's secondary field, when it declares one and the row has a value" },
            path: { type: 'string', description: `Tree references: the ancestors' labels and the row's, joined by '${TREE_PATH_SEPARATOR}'` },
            ancestors: { type: 'array', items: { type: 'string' }, description: "Tree references: the ancestors' ids, root first (the path's steps but the last)" },
          },
          required: ['id', 'label'],
          additionalProperties: false,
        },
      },
      nextOffset: { type: ['integer', 'null'], description: `The offset of the next page; null when there is none or it would pass ${MAX_LOOKUP_OFFSET}` },
    },
    required: ['data', 'nextOffset'],
  };
}
