import { sql, type CompiledQuery, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { getListSpec, getTemplateParams, type EndpointDefinition, type EntityDefinition, type FieldDefinition, type ListResponse, type SortOrder } from '../../shared/index.js';
import { filterRegistry, getEqualityValue, getFoldedColumn, getKeyScan, getSearchMatch } from '../filters/index.js';
import { badRequest } from '../http/HttpError.js';
import { getListQuery } from '../http/getListQuery.js';
import { messages } from '../messages.js';
import { toFieldValue, type EntityRegistry } from '../model/index.js';
import {
  addReferenceLabels,
  getListStorage,
  getReferenceTableName,
  getSortColumn,
  isFolded,
  readByKey,
  readRow,
  readValueCount,
  ROW_COUNTS_TABLE,
  toStoredValue,
  type Database,
  type StoreDialect,
} from '../storage/index.js';
import type { EndpointFactory } from './EndpointContext.js';

/** A column of the listed table (`t`) or of the link table of a through list (`l`). */
const column = (table: 't' | 'l', name: string): RawBuilder<unknown> => sql.ref(`${table}.${name}`);

/**
 * GET a page of rows: `where` constants, path placeholders as equalities, filters by kind, tabs; for a through
 * list only the rows linked to the path's scope; sorted (then `_id`, for stable paging), by offset or after/before
 * a row (keyset); `{ data, itemsCount }` with the reference labels of each row.
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

  // Assignment grids leave out the rows their link table already ties to the owner (its unique index serves it).
  const exclusions = spec.exclusions.map((exclusion) => ({ ...exclusion, table: registry.get(exclusion.link).table }));
  const storage = getListStorage(entity, registry.entities.flatMap((candidate) => candidate.grids));
  const counted = new Set(storage.counted.map((field) => field.name));
  // Compiled once: the maintained row count of the table, a key lookup.
  const rowCount = database.db.selectFrom(ROW_COUNTS_TABLE).select('row_count').where('table_name', '=', entity.table).compile();

  return async (request) => {
    // The route's schema (the contract's) has checked and typed the query.
    const query = getListQuery(spec, request.query);
    const params = request.params as Record<string, string | undefined>;
    const conditions: Expression<SqlBool>[] = [...constants];
    for (const field of pathFields) conditions.push(getPathCondition('t', field, params[field.name], database.dialect));
    if (through) conditions.push(getPathCondition('l', through.scope, params[through.scope.name], database.dialect));
    const queryParams = request.query as Record<string, unknown>;
    for (const exclusion of exclusions) {
      const owner = queryParams[exclusion.param];
      if (typeof owner !== 'string' || owner === '') continue;
      conditions.push(
        sql<SqlBool>`not exists (select 1 from ${sql.table(exclusion.table)} as x where ${sql.ref(`x.${exclusion.target}`)} = ${column('t', '_id')} and ${sql.ref(`x.${exclusion.scope}`)} = ${owner})`,
      );
    }
    let keyScan: { scan: NonNullable<ReturnType<typeof getKeyScan>>; condition: Expression<SqlBool> } | null = null;
    let valueCount: { field: FieldDefinition; stored: unknown; condition: Expression<SqlBool> } | null = null;
    let search: NonNullable<ReturnType<typeof getSearchMatch>> | null = null;
    for (const filter of query.filters) {
      const folded = isFolded(entity, filter.field) ? getFoldedColumn(entity, storage, filter.name, database.dialect, 't') : null;
      const scan = folded && filter.filter.kind === 'text' && typeof filter.value === 'string' ? getKeyScan(folded, filter.value) : null;
      const reference = entity.references.find((candidate) => candidate.many && candidate.field === filter.name);
      const links = reference ? { table: getReferenceTableName(entity, reference), id: column('t', '_id') } : null;
      const input = { name: filter.name, field: filter.field, filter: filter.filter, column: column('t', filter.name), dialect: database.dialect, folded, links };
      const condition = filterRegistry[filter.filter.kind](input, filter.value);
      if (condition) conditions.push(condition);
      if (condition && scan) keyScan = { scan, condition };
      const match = folded && filter.filter.kind === 'text' && typeof filter.value === 'string' ? getSearchMatch(folded, filter.value) : null;
      // The condition itself, as pushed: it is what `alone` and the swap for the probe look for.
      if (condition && match) search = { ...match, condition };
      if (condition && counted.has(filter.name)) valueCount = { field: filter.field, stored: getEqualityValue(input, filter.value), condition };
    }

    const select = (extra: readonly Expression<SqlBool>[] = []) => {
      const all = [...conditions, ...extra];
      return database.db
        .selectFrom(`${entity.table} as t`)
        .$if(through !== null, (builder) =>
          builder.innerJoin(`${through!.link.table} as l`, (join) => join.on(sql<SqlBool>`${column('l', through!.field)} = ${column('t', '_id')}`)),
        )
        .$if(all.length > 0, (builder) => builder.where((eb) => eb.and(all)));
    };

    // An unconstrained list counts from the maintained row count, one held to a single value of a counted field from
    // that value's maintained count; any other constraint counts exactly.
    const alone = (condition: Expression<SqlBool> | undefined) => !through && conditions.length === 1 && conditions[0] === condition;
    const maintained =
      conditions.length === 0 && !through
        ? await readRowCount(database, rowCount)
        : valueCount && alone(valueCount.condition)
          ? await readValueCount(database, entity.table, valueCount.field, valueCount.stored)
          : null;
    // A list constrained by one short "contains" alone counts in that field's index (no row read, no key computed).
    const countRows = async (): Promise<number> => {
      if (keyScan && alone(keyScan.condition)) {
        const { table, index, where } = keyScan.scan;
        const scanned = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)} indexed by ${sql.ref(index)} where ${where}`.execute(database.db);
        return Number(scanned.rows[0]?.count ?? 0);
      }
      if (search && alone(search.condition)) return Number((await search.count.execute(database.db)).rows[0]?.count ?? 0);
      return Number((await select().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst())?.count ?? 0);
    };
    const itemsCount = maintained ?? (await countRows());
    if (search && !through && itemsCount > 0) {
      // Many matches: walking the order's index and probing the matched set reaches the page's rows after about
      // reach × rows ÷ matches entries, far fewer than fetching and sorting every match (few matches: the reverse).
      const total = (await readRowCount(database, rowCount)) ?? itemsCount;
      const reach = (query.after ?? query.before) !== undefined ? query.pageSize : query.pageIndex * query.pageSize;
      const index = conditions.indexOf(search.condition);
      if (index >= 0 && (reach * total) / itemsCount <= 4 * itemsCount) conditions[index] = search.probe;
    }

    let rows: Record<string, unknown>[];
    if (through && !query.sortFieldGiven) {
      // A through list keeps the link's order: its position within the scope, else when each link was made.
      const direction = sql.raw(query.sort.order);
      let ordered = select().selectAll('t');
      if (through.link.ordering) ordered = ordered.orderBy(sql`${column('l', through.link.ordering.field)} ${direction}`);
      rows = await ordered
        .orderBy(sql`${column('l', '_id')} ${direction}`)
        .limit(query.pageSize)
        .offset((query.pageIndex - 1) * query.pageSize)
        .execute();
    } else {
      // Text sorts on the folded key (case- and accent-insensitive, Spanish order), others on the column; ties by _id.
      const key = column('t', getSortColumn(entity, spec.fields.get(query.sort.field), query.sort.field));
      // PostgreSQL: NULLs where SQLite puts them, and on _id too, so a backward index scan serves the order without a sort step.
      const nulls = (direction: SortOrder) => (database.dialect === 'postgres' ? (direction === 'asc' ? ' nulls first' : ' nulls last') : '');
      const order = (direction: SortOrder) => sql`${key} ${sql.raw(direction + nulls(direction))}, ${column('t', '_id')} ${sql.raw(direction + nulls(direction))}`;
      const page = (extra: readonly Expression<SqlBool>[], direction: SortOrder, limit: number) =>
        select(extra).selectAll('t').orderBy(order(direction)).limit(limit).execute();
      const anchorId = query.after ?? query.before;
      // The anchor row's key: a lookup by _id (readByKey), not worth a read worker's round trip.
      const anchor =
        anchorId === undefined
          ? undefined
          : (await readByKey(database, database.db.selectFrom(`${entity.table} as t`).select(sql`${key}`.as('key')).where(column('t', '_id'), '=', anchorId).compile()))[0];
      if (anchor) {
        // Keyset: the rows after the anchor row in the list's order (before it: after it in the reverse order, turned back).
        const direction = query.after !== undefined ? query.sort.order : query.sort.order === 'asc' ? 'desc' : 'asc';
        rows = [];
        for (const segment of getKeysetSegments(key, column('t', '_id'), anchor.key, anchorId!, direction)) {
          rows.push(...(await page([segment], direction, query.pageSize - rows.length)));
          if (rows.length >= query.pageSize) break;
        }
        if (query.after === undefined) rows.reverse();
      } else if (query.pageIndex === 1 || through) {
        rows = await select().selectAll('t').orderBy(order(query.sort.order)).limit(query.pageSize).offset((query.pageIndex - 1) * query.pageSize).execute();
      } else {
        // A jump skips rows in the index alone (only the key and _id), then reads the page's rows.
        const ids = select()
          .select(column('t', '_id').as('_id'))
          .orderBy(order(query.sort.order))
          .limit(query.pageSize)
          .offset((query.pageIndex - 1) * query.pageSize);
        rows = await database.db
          .selectFrom(`${entity.table} as t`)
          .selectAll('t')
          .where(column('t', '_id'), 'in', ids)
          .orderBy(order(query.sort.order))
          .execute();
      }
    }

    const records = rows.map((row) => readRow(entity, row));
    const response: ListResponse = { data: await addReferenceLabels(database.db, registry, entity, records), itemsCount };
    return response;
  };
};

/**
 * The conditions, in order, of the rows that follow (key, id) when sorted by key then _id in `direction`, NULL keys
 * first in ascending order: the rest of the anchor's NULL or non-NULL run, then the other run when it comes later.
 * Each is one range of the (key, _id) index.
 */
function getKeysetSegments(key: RawBuilder<unknown>, id: RawBuilder<unknown>, value: unknown, anchorId: string, direction: SortOrder): Expression<SqlBool>[] {
  if (direction === 'asc') {
    if (value === null) return [sql<SqlBool>`${key} is null and ${id} > ${anchorId}`, sql<SqlBool>`${key} is not null`];
    return [sql<SqlBool>`(${key}, ${id}) > (${value}, ${anchorId})`];
  }
  if (value === null) return [sql<SqlBool>`${key} is null and ${id} < ${anchorId}`];
  return [sql<SqlBool>`(${key}, ${id}) < (${value}, ${anchorId})`, sql<SqlBool>`${key} is null`];
}

/** The row count the triggers keep, or null when the store has none for the table. */
async function readRowCount(database: Database, query: CompiledQuery): Promise<number | null> {
  const [row] = await readByKey(database, query);
  return row ? Number(row.row_count) : null;
}

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
