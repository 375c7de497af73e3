import { sql } from 'kysely';
import type { ListResponse } from '../../shared/index.js';
import { filterRegistry } from '../filters/filterRegistry.js';
import { getListSpec, parseListQuery } from '../http/parseListQuery.js';
import { readRow } from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';

/** GET a page of rows: filters, sort (then `_id`, for stable paging) and `{ data, itemsCount }`. */
export const listEndpoint: EndpointFactory = ({ entity, endpoint, database }) => {
  const spec = getListSpec(entity, endpoint);
  return async (request) => {
    const query = parseListQuery(spec, request.query);
    const conditions = query.filters.map((filter) => filterRegistry[filter.kind](filter.field, filter.value));
    const base = database.db
      .selectFrom(entity.table)
      .$if(conditions.length > 0, (builder) => builder.where((eb) => eb.and(conditions)));

    const countRow = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
    // Same NULL placement on both engines: NULL sorts as the smallest value.
    const nulls = sql.raw(query.sort.order === 'asc' ? 'nulls first' : 'nulls last');
    const direction = sql.raw(query.sort.order);
    const sortField = spec.fields.get(query.sort.field);
    // Text sorts case-insensitively ("de Artes" beside "Agropecuario"), the same on both engines.
    const sortKey = sortField?.storage === 'text' ? sql`lower(${sql.ref(query.sort.field)})` : sql`${sql.ref(query.sort.field)}`;
    const rows = await base
      .selectAll()
      .orderBy(sql`${sortKey} ${direction} ${nulls}`)
      .$if(sortField?.storage === 'text', (builder) => builder.orderBy(sql`${sql.ref(query.sort.field)} ${direction}`))
      .orderBy('_id', query.sort.order)
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();

    const response: ListResponse = { data: rows.map((row) => readRow(entity, row)), itemsCount: Number(countRow?.count ?? 0) };
    return response;
  };
};
