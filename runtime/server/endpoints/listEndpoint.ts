import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { getListSpec, getTemplateParams, type EndpointDefinition, type EntityDefinition, type FieldDefinition, type ListResponse } from '../../shared/index.js';
import { filterRegistry } from '../filters/index.js';
import { badRequest } from '../http/HttpError.js';
import { getListQuery } from '../http/getListQuery.js';
import { messages } from '../messages.js';
import { toFieldValue, type EntityRegistry } from '../model/index.js';
import { addReferenceLabels, readRow, toStoredValue, type StoreDialect } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';

/** A column of the listed table (`t`) or of the link table of a through list (`l`). */
const column = (table: 't' | 'l', name: string): RawBuilder<unknown> => sql.ref(`${table}.${name}`);

/**
 * GET a page of rows: `where` constants, path placeholders as equalities, filters by kind, tabs; for a through
 * list only the rows linked to the path's scope; sorted (then `_id`, for stable paging); `{ data, itemsCount }`
 * with the reference labels of each row.
 */
export const listEndpoint: EndpointFactory = ({ entity, endpoint, database, registry }) => {
  const spec = getListSpec(entity, endpoint, registry.entities.flatMap((candidate) => candidate.grids));
  const through = getThrough(registry, entity, endpoint);
  const pathFields = getTemplateParams(endpoint.path)
    .filter((name) => name !== through?.scope.name)
    .map((name) => getField(entity, name, endpoint));
  const constants = Object.entries(endpoint.where).map(([name, value]) => {
    const field = getField(entity, name, endpoint);
    return value === null
      ? sql<SqlBool>`${column('t', name)} is null`
      : sql<SqlBool>`${column('t', name)} = ${toStoredValue(database.dialect, field.storage, value)}`;
  });

  return async (request) => {
    // The route's schema (the contract's) has checked and typed the query.
    const query = getListQuery(spec, request.query);
    const params = request.params as Record<string, string | undefined>;
    const conditions: Expression<SqlBool>[] = [...constants];
    for (const field of pathFields) conditions.push(getPathCondition('t', field, params[field.name], database.dialect));
    if (through) conditions.push(getPathCondition('l', through.scope, params[through.scope.name], database.dialect));
    for (const filter of query.filters) {
      const input = { name: filter.name, field: filter.field, filter: filter.filter, column: column('t', filter.name), dialect: database.dialect };
      const condition = filterRegistry[filter.filter.kind](input, filter.value);
      if (condition) conditions.push(condition);
    }

    const base = database.db
      .selectFrom(`${entity.table} as t`)
      .$if(through !== null, (builder) =>
        builder.innerJoin(`${through!.link.table} as l`, (join) => join.on(sql<SqlBool>`${column('l', through!.field)} = ${column('t', '_id')}`)),
      )
      .$if(conditions.length > 0, (builder) => builder.where((eb) => eb.and(conditions)));

    const countRow = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
    const direction = sql.raw(query.sort.order);
    let ordered = base.selectAll('t');
    if (through && !query.sortFieldGiven) {
      // A through list keeps the link's order: its position within the scope, else when each link was made.
      if (through.link.ordering) ordered = ordered.orderBy(sql`${column('l', through.link.ordering.field)} ${direction}`);
      ordered = ordered.orderBy(sql`${column('l', '_id')} ${direction}`);
    } else {
      // Same NULL placement on both engines: NULL sorts as the smallest value.
      const nulls = sql.raw(query.sort.order === 'asc' ? 'nulls first' : 'nulls last');
      const sortField = spec.fields.get(query.sort.field);
      const sortColumn = column('t', query.sort.field);
      // Text sorts case-insensitively ("de Artes" beside "Agropecuario"), the same on both engines.
      const sortKey = sortField?.storage === 'text' ? sql`lower(${sortColumn})` : sortColumn;
      ordered = ordered.orderBy(sql`${sortKey} ${direction} ${nulls}`);
      if (sortField?.storage === 'text') ordered = ordered.orderBy(sql`${sortColumn} ${direction}`);
    }
    const rows = await ordered
      .orderBy(sql`${column('t', '_id')} ${direction}`)
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();

    const records = rows.map((row) => readRow(entity, row));
    const response: ListResponse = { data: await addReferenceLabels(database.db, registry, entity, records), itemsCount: Number(countRow?.count ?? 0) };
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

/** `table.field = value` for a path placeholder, typed like the field; 400 when the text cannot be that type. */
function getPathCondition(table: 't' | 'l', field: FieldDefinition, text: string | undefined, dialect: StoreDialect): Expression<SqlBool> {
  const value = toFieldValue(field, text ?? '');
  if (value === undefined) throw badRequest(messages.invalidPathValue(field.name, field.title), field.name);
  return sql<SqlBool>`${column(table, field.name)} = ${toStoredValue(dialect, field.storage, value)}`;
}
