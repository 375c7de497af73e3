import { sql, type CompiledQuery, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { EntityDefinition, FieldDefinition, FilterKind, ListSpec, SortOrder } from '../../../shared/index.js';
import type { EntityRegistry } from '../../model/index.js';
import { readByKey } from '../common/readByKey.js';
import type { Database } from '../Database.js';
import { ROW_COUNTS_TABLE } from '../migrations/migrateListStorage.js';
import { getColumnType, type ColumnStorage } from '../migrations/getColumnType.js';
import { readOtherValueCounts, readValueCount } from '../migrations/migrateValueCounts.js';
import { addReferenceLabels } from '../references/addReferenceLabels.js';
import { readApiRow } from '../rows/readRow.js';
import { toStoredValue } from '../rows/writeRow.js';
import type { FilterColumn, ListFilter } from './ListFilter.js';
import { getListKeySql, getListStorage, getSortKey } from './getListStorage.js';
import { getFilterColumn, getListScopeCondition, type ListScope } from './getRowScopeCondition.js';

export type { FilterColumn, ListFilter, ReferenceLinks } from './ListFilter.js';
import { getKeyScan, getSearchMatch } from './getTextContains.js';
import { getSearchCondition } from './getSearchCondition.js';

/** A column of the listed table (`t`) or of the link table of a through list (`l`). */
const column = (table: 't' | 'l', name: string): RawBuilder<unknown> => sql.ref(`${table}.${name}`);

/** A list endpoint as the store serves it, its fields checked at start-up by the endpoint. */
export interface ListDefinition {
  readonly entity: EntityDefinition;
  readonly spec: ListSpec;
  /** A through list: the link entity, its field pointing at the listed row, and its field holding the path's scope. */
  readonly through: { readonly link: EntityDefinition; readonly field: string; readonly scope: FieldDefinition } | null;
  /** The path placeholders the listed rows equal (the through scope excluded). */
  readonly pathFields: readonly FieldDefinition[];
  /** The endpoint's `where` constants, typed like their fields. */
  readonly where: readonly { readonly field: FieldDefinition; readonly value: unknown }[];
}

/** The rows in none of a grid's tabs: the field holds none of `values` (typed like the field), or no value. */
export interface ListOthers {
  readonly field: FieldDefinition;
  readonly values: readonly unknown[];
}

/** One page of a list as the request asks it, its values typed (the endpoint answers 400 for the rest). */
export interface ListRead {
  /** The path placeholders' values (pathFields' and the through scope's), typed like their fields. */
  readonly path: Readonly<Record<string, unknown>>;
  /** The exclusion owners by query parameter (absent or empty: no exclusion). */
  readonly owners: Readonly<Record<string, unknown>>;
  readonly filters: readonly ListFilter[];
  /** Tab sets' other values asked for (a grid's Otros tab). */
  readonly others: readonly ListOthers[];
  readonly sort: { readonly field: string; readonly order: SortOrder };
  /** False when the sort is the list's default one (a through list then keeps the link's order). */
  readonly sortFieldGiven: boolean;
  readonly pageSize: number;
  readonly pageIndex: number;
  readonly after?: string | undefined;
  readonly before?: string | undefined;
  /** The rows the request may reach (the user's row filters), one more condition of the same query; absent: every row. */
  readonly scope?: ListScope;
  /** The search box's text (`q`): rows where any of the list's search fields contains it, folded; absent: no search. */
  readonly q?: string | undefined;
  /** The count an earlier page of the same request gave (an export's next chunk): it is not counted again. */
  readonly count?: number | undefined;
}

/** One page of records with their reference labels, and how many rows the whole list has. */
export interface ListPage {
  readonly rows: Record<string, unknown>[];
  readonly count: number;
}

export type ListReader = (read: ListRead) => Promise<ListPage>;

/**
 * Reads pages of a list: `where` constants, path placeholders as equalities, filters, exclusions; for a through list
 * only the rows linked to the path's scope; sorted (then `_id`, for stable paging), by offset or after/before a row
 * (keyset). Counts from the maintained counts when it can, and picks the search and paging strategies the engine
 * serves fastest.
 */
export function createListReader(database: Database, registry: EntityRegistry, definition: ListDefinition): ListReader {
  const { entity, spec, through, pathFields } = definition;
  const { engine } = database;
  const constants = definition.where.map(({ field, value }) =>
    value === null
      ? sql<SqlBool>`${column('t', field.name)} is null`
      : sql<SqlBool>`${column('t', field.name)} = ${toStoredValue(database.dialect, field.storage, value)}`,
  );
  // Assignment grids leave out the rows their link table already ties to the owner (its unique index serves it).
  const exclusions = spec.exclusions.map((exclusion) => ({ ...exclusion, table: registry.get(exclusion.link).table }));
  const storage = getListStorage(entity, registry.entities.flatMap((candidate) => candidate.grids));
  const counted = new Set(storage.counted.map((field) => field.name));
  // Compiled once: the maintained row count of the table, a key lookup.
  const rowCount = database.db.selectFrom(ROW_COUNTS_TABLE).select('row_count').where('table_name', '=', entity.table).compile();
  // The search box's fields, their folded keys on the listed table (fields the store keeps no key for are skipped).
  const searchColumns = spec.search.flatMap((field) => getFilterColumn(database, registry, entity, field, 't').folded ?? []);
  const equality = (table: 't' | 'l', field: FieldDefinition, value: unknown) =>
    sql<SqlBool>`${column(table, field.name)} = ${toStoredValue(database.dialect, field.storage, value)}`;

  return async (query) => {
    const conditions: Expression<SqlBool>[] = [...constants];
    for (const field of pathFields) conditions.push(equality('t', field, query.path[field.name]));
    if (through) conditions.push(equality('l', through.scope, query.path[through.scope.name]));
    for (const exclusion of exclusions) {
      const owner = query.owners[exclusion.param];
      if (typeof owner !== 'string' || owner === '') continue;
      conditions.push(
        sql<SqlBool>`not exists (select 1 from ${sql.table(exclusion.table)} as x where ${sql.ref(`x.${exclusion.target}`)} = ${column('t', '_id')} and ${sql.ref(`x.${exclusion.scope}`)} = ${owner})`,
      );
    }
    let keyScan: { scan: NonNullable<ReturnType<typeof getKeyScan>>; condition: Expression<SqlBool> } | null = null;
    let valueCount: { field: FieldDefinition; stored: unknown; condition: Expression<SqlBool> } | null = null;
    let search: NonNullable<ReturnType<typeof getSearchMatch>> | null = null;
    let otherValues: { condition: Expression<SqlBool>; probe: Expression<SqlBool>; count: number | null } | null = null;
    for (const { field, values } of query.others) {
      const found = await getOtherValues(database, entity, field, values, counted.has(field.name));
      conditions.push(found.condition);
      otherValues = found;
    }
    // The user's row filters: more conditions of the same query, so counts, pages and exports read only the reached
    // rows. One set joins the request's filters (the maintained counts and search strategies serve it); several, one OR.
    const single = query.scope && 'rows' in query.scope && query.scope.rows?.length === 1 ? query.scope.rows[0]! : null;
    const scoped = query.scope && !single ? getListScopeCondition(database, registry, entity, query.scope) : null;
    if (scoped) conditions.push(scoped);
    for (const filter of [...query.filters, ...(single ?? [])]) {
      const input: FilterColumn = getFilterColumn(database, registry, entity, filter.field, 't');
      const { folded } = input;
      const scan = folded && filter.kind === 'text' && typeof filter.value === 'string' ? getKeyScan(folded, filter.value) : null;
      const condition = filter.condition(input);
      if (condition) conditions.push(condition);
      if (condition && scan) keyScan = { scan, condition };
      const match = folded && filter.kind === 'text' && typeof filter.value === 'string' ? getSearchMatch([folded], filter.value) : null;
      // The condition itself, as pushed: it is what `alone` and the swap for the probe look for.
      if (condition && match) search = { ...match, condition };
      if (condition && counted.has(filter.name)) valueCount = { field: filter.field, stored: filter.equals(input), condition };
    }
    // The search box: one more condition (the OR over its fields), served by the same trigram strategy as a text filter.
    const searched = query.q !== undefined && query.q !== '' && searchColumns.length > 0 ? getSearchCondition(searchColumns, query.q) : null;
    if (searched) {
      conditions.push(searched.condition);
      if (searched.match && !search) search = { ...searched.match, condition: searched.condition };
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
    const readMaintained = async (): Promise<number | null> =>
      conditions.length === 0 && !through
        ? await readRowCount(database, rowCount)
        : valueCount && alone(valueCount.condition)
          ? await readValueCount(database, entity.table, valueCount.field, valueCount.stored)
          : otherValues && alone(otherValues.condition)
            ? otherValues.count
            : null;
    // A list constrained by one short "contains" alone counts in that field's index (no row read, no key computed).
    const countRows = async (): Promise<number> => {
      if (keyScan && alone(keyScan.condition)) {
        const { table, index, where } = keyScan.scan;
        const scanned = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)} indexed by ${sql.ref(index)} where ${where}`.execute(database.db);
        return Number(scanned.rows[0]?.count ?? 0);
      }
      if (search && alone(search.condition)) return Number((await search.count.execute(database.db)).rows[0]?.count ?? 0);
      // A search beside one counted value (q with pro=true): both counts are lookups. No match counts 0 at once; a value
      // held by not many more rows than match is counted by walking its index and probing the matched set, cheaper
      // than fetching every matched row to test the value (about 16 index entries cost one row fetch). A probe that
      // fetches the row itself (PostgreSQL) gains nothing here: its planner joins the matched set and the value's index
      // in one count (and skips the index when nothing matches), so the search is not counted twice.
      if (search && !search.probeReadsRow && valueCount && !through && conditions.length === 2 && conditions.includes(search.condition) && conditions.includes(valueCount.condition)) {
        const matches = Number((await search.count.execute(database.db)).rows[0]?.count ?? 0);
        if (matches === 0) return 0;
        const held = await readValueCount(database, entity.table, valueCount.field, valueCount.stored);
        if (held !== null && held <= 16 * matches) {
          const probed = database.db.selectFrom(`${entity.table} as t`).where((eb) => eb.and([search!.probe, valueCount!.condition]));
          return Number((await probed.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst())?.count ?? 0);
        }
      }
      return Number((await select().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst())?.count ?? 0);
    };
    const itemsCount = query.count ?? (await readMaintained()) ?? (await countRows());
    // No row matches: no page to read (the counts are exact).
    if (itemsCount === 0) return { rows: [], count: 0 };
    // A counted value under another sort than the list's default has no (field, key) index: taking the field's index
    // (as SQLite does) sorts every match, so when they are many the sort's index is walked and each row tested instead.
    const unsortedValue =
      valueCount && query.sort.field !== spec.defaultSort.field ? { condition: valueCount.condition, probe: sql<SqlBool>`(case when ${valueCount.condition} then 1 else 0 end) = 1` } : null;
    for (const matched of [search, otherValues, unsortedValue]) {
      if (!matched || through) continue;
      // Many matches: walking the order's index and probing the matched set reaches the page's rows after about
      // reach × rows ÷ matches entries, far fewer than fetching and sorting every match (few matches: the reverse).
      const total = (await readRowCount(database, rowCount)) ?? itemsCount;
      const reach = (query.after ?? query.before) !== undefined ? query.pageSize : query.pageIndex * query.pageSize;
      const index = conditions.indexOf(matched.condition);
      if (index >= 0 && (reach * total) / itemsCount <= 4 * itemsCount) conditions[index] = matched.probe;
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
      // Text sorts on the folded key (case- and accent-insensitive, Spanish order), enums on their titles' rank, others
      // on the column; ties by _id. The same key as the list index's (getListStorage), so the index serves the order.
      const sortKey = getSortKey(entity, spec.fields.get(query.sort.field), query.sort.field);
      const key = getListKeySql(sortKey, 't');
      // NULLs where SQLite puts them, and on _id too, so a backward index scan serves the order without a sort step.
      const order = (direction: SortOrder) => sql`${key} ${sql.raw(engine.orderDirection(direction))}, ${column('t', '_id')} ${sql.raw(engine.orderDirection(direction))}`;
      const page = (segment: KeysetSegment, direction: SortOrder, limit: number) =>
        select([segment.condition])
          .selectAll('t')
          .orderBy(segment.byId ? sql`${column('t', '_id')} ${sql.raw(engine.orderDirection(direction))}` : order(direction))
          .limit(limit)
          .execute();
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
        const segments = sortKey.rank
          ? getExpressionKeysetSegments(key, column('t', '_id'), anchor.key, anchorId!, direction)
          : getKeysetSegments(key, column('t', '_id'), anchor.key, anchorId!, direction).map((condition) => ({ condition, byId: false }));
        for (const segment of segments) {
          rows.push(...(await page(segment, direction, query.pageSize - rows.length)));
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

    const records = rows.map((row) => readApiRow(entity, row));
    return { rows: await addReferenceLabels(database.db, registry, entity, records), count: itemsCount };
  };
}

/** One range of a keyset page; `byId`: the key is one value there, so the rows are ordered by _id alone. */
interface KeysetSegment {
  readonly condition: Expression<SqlBool>;
  readonly byId: boolean;
}

/**
 * The rows that follow (key, id) when the key is an expression that is never NULL (an enum's title rank): the rest of
 * the anchor's key, ordered by _id alone, then the keys after it. SQLite reads neither a row value over an indexed
 * expression nor an expression held to one value as an index order: these two ranges are each one index search.
 */
function getExpressionKeysetSegments(key: RawBuilder<unknown>, id: RawBuilder<unknown>, value: unknown, anchorId: string, direction: SortOrder): KeysetSegment[] {
  const after = sql.raw(direction === 'asc' ? '>' : '<');
  return [
    { condition: sql<SqlBool>`${key} = ${value} and ${id} ${after} ${anchorId}`, byId: true },
    { condition: sql<SqlBool>`${key} ${after} ${value}`, byId: false },
  ];
}

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

/**
 * The rows whose field holds none of `values` (stored typed like the field) or no value. A counted field's other
 * values are read from the maintained counts (readOtherValueCounts): the condition names them (`in (…) or is null`,
 * each an index range) and their counts add up to the list's itemsCount; `probe` is the same rows as a test of each
 * row the query scans (`is null or not in (…)`), the only form for a field without counts.
 */
async function getOtherValues(database: Database, entity: EntityDefinition, field: FieldDefinition, values: readonly unknown[], counted: boolean) {
  const key = column('t', field.name);
  const stored = values.map((value) => toStoredValue(database.dialect, field.storage, value));
  const probe = sql<SqlBool>`(${key} is null or ${key} not in (${sql.join(stored)}))`;
  const others = counted ? await readOtherValueCounts(database, entity.table, field, stored) : null;
  if (!others) return { condition: probe, probe, count: null };
  const type = sql.raw(getColumnType(database.dialect, field.storage as ColumnStorage));
  const held = others.flatMap((other) => (other.value === null ? [] : [sql`cast(${other.value} as ${type})`]));
  const parts = [...(held.length > 0 ? [sql<SqlBool>`${key} in (${sql.join(held)})`] : []), ...(others.some((other) => other.value === null) ? [sql<SqlBool>`${key} is null`] : [])];
  const condition = parts.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  return { condition, probe, count: others.reduce((sum, other) => sum + other.count, 0) };
}

/** The row count the triggers keep, or null when the store has none for the table. */
async function readRowCount(database: Database, query: CompiledQuery): Promise<number | null> {
  const [row] = await readByKey(database, query);
  return row ? Number(row.row_count) : null;
}
