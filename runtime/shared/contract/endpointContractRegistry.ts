import type { EndpointDefinition, EndpointKind, EntityDefinition } from '../types.js';
import type { ResponseContract } from './ApiContract.js';
import { EXPORT_FORMATS } from './exportFormats.js';
import { getRowSchemaName, getSchemaName, schemaRef } from './getEntitySchemas.js';

/** What each endpoint kind answers (whether it changes data is its descriptor's, kinds/endpointKinds.ts). */
export interface EndpointKindContract {
  /** Its own responses (the shared 401, 403 and 4XX come on top). */
  readonly responses: (entity: EntityDefinition, endpoint: EndpointDefinition) => Record<string, ResponseContract>;
}

const json = (name: string) => ({ 'application/json': schemaRef(name) });
const error = (description: string): ResponseContract => ({ description, content: json('Error') });
const row = (entity: EntityDefinition) => json(getRowSchemaName(entity));
/** The 409 of a write that would repeat one of the entity's unique combinations or overlap another row's range (noOverlap); none when it declares neither. */
const duplicate = (entity: EntityDefinition): Record<string, ResponseContract> => {
  const clashes = [
    ...(entity.unique.length === 0 ? [] : [`Another ${entity.label.one} has the same ${entity.unique.map((fields) => fields.join(' + ')).join(' or ')}; \`field\` names the first field`]),
    ...(entity.noOverlap ?? []).map((rule) => `The range [${rule.start}, ${rule.end}) overlaps another ${entity.label.one}'s${rule.scope.length > 0 ? ` with the same ${rule.scope.join(' + ')}` : ''}; \`field\` names ${rule.start}`),
  ];
  return clashes.length === 0 ? {} : { '409': error(clashes.join('; or ')) };
};

// The export's files, by media type (without parameters: OpenAPI keys content by bare media type).
const exportFiles = Object.fromEntries(Object.values(EXPORT_FORMATS).map(({ mediaType }) => [mediaType.split(';')[0]!, { type: 'string', format: 'binary' }]));

/** One entry per endpoint kind; a kind added to endpointKinds without one fails `tsc`. */
export const endpointContractRegistry: Record<EndpointKind, EndpointKindContract> = {
  list: {
    responses: (entity) => ({
      '200': {
        description: 'One page of rows and the total count; with `format`, every matching row as a CSV (UTF-8 with BOM, `;`) or XLSX file',
        content: { ...json(getSchemaName(entity, 'List')), ...exportFiles },
        headers: { 'Content-Disposition': { description: 'With `format`: `attachment; filename="…"`', schema: { type: 'string' } } },
      },
    }),
  },
  get: { responses: (entity) => ({ '200': { description: `The ${entity.label.one}`, content: row(entity) }, '404': error(`No such ${entity.label.one}`) }) },
  create: { responses: (entity) => ({ '201': { description: `The created ${entity.label.one}`, content: row(entity) }, ...duplicate(entity) }) },
  update: {
    responses: (entity) => ({ '200': { description: `The updated ${entity.label.one}`, content: row(entity) }, '404': error(`No such ${entity.label.one}`), ...duplicate(entity) }),
  },
  delete: { responses: (entity) => ({ '200': { description: 'Deleted', content: json('DeleteResult') }, '404': error(`No such ${entity.label.one}`) }) },
  move: { responses: (entity) => ({ '200': { description: 'Moved, or already at the edge', content: json('MoveResult') }, '404': error(`No such ${entity.label.one}`) }) },
  transition: {
    responses: (entity, endpoint) => ({
      '200': { description: `The ${entity.label.one}, now in state ${endpoint.transition?.to ?? ''}`, content: row(entity) },
      '404': error(`No such ${entity.label.one}`),
      '409': error(`The ${entity.label.one} is not in one of the states ${(endpoint.transition?.from ?? []).join(', ')}`),
    }),
  },
  assign: {
    responses: (entity, endpoint) => {
      const target = entity.references.find((reference) => reference.field === endpoint.relation?.target);
      return {
        '201': { description: `The created ${entity.label.one}`, content: row(entity) },
        '404': error(`No such ${target?.entity ?? 'row'} or ${endpoint.relation?.scope ?? 'scope'}`),
        '409': error('Already linked'),
      };
    },
  },
  unassign: { responses: (entity) => ({ '200': { description: `Unlinked; _id is the deleted ${entity.label.one}`, content: json('DeleteResult') }, '404': error('Not linked') }) },
};
