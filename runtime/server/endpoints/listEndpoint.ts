import { EXPORT_AUDIT_ACTION, getListSpec, getTemplateParams, hasListExport, toExportAuditChanges, type EndpointDefinition, type EntityDefinition, type ExportFormat, type FieldDefinition, type ListResponse } from '../../shared/index.js';
import { writeAuditEntries } from '../audit/index.js';
import { getExportColumns, sendListExport } from '../export/index.js';
import { toListFilter } from '../filters/index.js';
import { badRequest } from '../http/HttpError.js';
import { getListQuery } from '../http/getListQuery.js';
import { messages } from '../messages.js';
import { toFieldValue, type EntityRegistry } from '../model/index.js';
import { getListScope } from '../security/getRowScope.js';
import type { ListRead } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';

/**
 * GET a page of rows: `where` constants, path placeholders as equalities, filters by kind, tabs and the rows in none
 * of them (getListSpec's `others`); for a through
 * list only the rows linked to the path's scope; sorted (then `_id`, for stable paging), by offset or after/before
 * a row (keyset); only the rows the user's row filters reach (getListScope); `{ data, itemsCount }` with the reference
 * labels of each row. The store reads the page. With `format`, the same reads, chunk after chunk, make a file of
 * every row (sendListExport), audited as an `export`.
 */
export const listEndpoint: EndpointFactory = ({ entity, endpoint, store, registry, xlsxMaxRows }) => {
  const spec = getListSpec(entity, endpoint, registry.entities.flatMap((candidate) => candidate.grids));
  const through = getThrough(registry, entity, endpoint);
  const pathFields = getTemplateParams(endpoint.path)
    .filter((name) => name !== through?.scope.name)
    .map((name) => getField(entity, name, endpoint));
  const where = Object.entries(endpoint.where).map(([name, value]) => ({ field: getField(entity, name, endpoint), value }));
  const read = store.createListReader({ entity, spec, through, pathFields, where });
  const exportable = hasListExport(spec);
  const grids = registry.entities.flatMap((candidate) => candidate.grids).filter((grid) => spec.grids.includes(grid.name));
  // The tab values typed like their field once (a tab's `equals` is text even over a number field).
  const tabValues = new Map(spec.others.map((other) => [other.param, other.values.map((value) => toFieldValue(other.field, value)).filter((value) => value !== undefined)]));

  return async (request, reply) => {
    // The route's schema (the contract's) has checked and typed the query.
    const query = getListQuery(spec, request.query);
    const params = request.params as Record<string, string | undefined>;
    const path: Record<string, unknown> = {};
    for (const field of [...pathFields, ...(through ? [through.scope] : [])]) path[field.name] = getPathValue(field, params[field.name]);
    const filters = query.filters.map(({ name, field, filter, value }) => toListFilter(name, field, filter, value));
    const others = query.others.map((other) => ({ field: other.field, values: tabValues.get(other.param) ?? [] }));
    const list: ListRead = { ...query, path, owners: request.query as Record<string, unknown>, filters, others, scope: getListScope(request, entity, registry) };
    const { format, grid: gridName, columns, pageIndex: _pageIndex, pageSize: _pageSize, after: _after, before: _before, sortField: _sortField, sortOrder: _sortOrder, ...asked } = request.query as Record<string, unknown>;
    // A filter on a field named `format` keeps the parameter (the contract gives it the filter's schema): no export there.
    if (format !== undefined && exportable) {
      const grid = grids.find((candidate) => candidate.name === (gridName ?? spec.grids[0]));
      return sendListExport(reply, {
        format: format as ExportFormat,
        name: grid?.name ?? entity.entity,
        title: grid?.title ?? entity.label.many,
        columns: getExportColumns(grid, columns as string | undefined, request.permissions?.entities[entity.entity]?.hidden ?? []),
        read: async (chunk) => {
          const page = await read({ ...list, before: undefined, ...chunk });
          // The rows as the list would answer them to this user (hidden fields and labels gone).
          return request.hideFields ? { ...page, rows: (request.hideFields({ data: page.rows }) as { data: Record<string, unknown>[] }).data } : page;
        },
        chunkRows: store.chunkRows,
        xlsxMaxRows,
        onEnd: (rows) =>
          store.transaction((tx) =>
            writeAuditEntries(tx.db, registry, request.adminUser, [
              { entity, recordId: '', action: EXPORT_AUDIT_ACTION, changes: toExportAuditChanges({ format: String(format), grid: grid?.name ?? null, rows, where: asked, sort: query.sort }) },
            ]),
          ),
      });
    }
    const page = await read(list);
    const response: ListResponse = { data: page.rows, itemsCount: page.count };
    return response;
  };
};

/** The link entity and its fields of a through list, checked at start-up. */
function getThrough(registry: EntityRegistry, entity: EntityDefinition, endpoint: EndpointDefinition) {
  if (!endpoint.through) return null;
  const where = `${entity.entity}.${endpoint.name} (${endpoint.method} ${endpoint.path})`;
  if (!registry.has(endpoint.through.entity)) throw new Error(`Endpoint ${where} lists through unknown entity "${endpoint.through.entity}".`);
  const link = registry.get(endpoint.through.entity);
  if (!getTemplateParams(endpoint.path).includes(endpoint.through.scope)) {
    throw new Error(`Endpoint ${where} lists through ${link.entity}.${endpoint.through.scope} but has no {${endpoint.through.scope}} placeholder.`);
  }
  return { link, field: getField(link, endpoint.through.field, endpoint).name, scope: getField(link, endpoint.through.scope, endpoint) };
}

function getField(entity: EntityDefinition, name: string, endpoint: EndpointDefinition): FieldDefinition {
  const field = entity.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`Endpoint ${endpoint.name} (${endpoint.method} ${endpoint.path}) constrains unknown field ${entity.entity}.${name}.`);
  return field;
}

/** A path placeholder's value, typed like the field; 400 when the text cannot be that type. */
function getPathValue(field: FieldDefinition, text: string | undefined): unknown {
  const value = toFieldValue(field, text ?? '');
  if (value === undefined) throw badRequest(messages.invalidPathValue(field.name, field.title), field.name);
  return value;
}
