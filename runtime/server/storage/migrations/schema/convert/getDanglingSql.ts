import { sql } from 'kysely';
import type { StoreDialect } from '../../../Database.js';
import type { Sql } from './sqlParts.js';

/**
 * A predicate: `value` (a reference's id, or a many-reference's array) names a row that `targetTable` lacks; every id
 * dangles while that table does not exist yet. Only the string items of an array are ids.
 */
export function getDanglingSql(dialect: StoreDialect, value: Sql, targetTable: string | null, many: boolean, column?: { readonly table: string; readonly field: string }): Sql {
  const missing = (id: Sql) => (targetTable === null ? sql`true` : sql`not exists (select 1 from ${sql.table(targetTable)} as "migrate_target" where "migrate_target"."_id" = ${id})`);
  if (!many) return sql`(${value} is not null and ${missing(value)})`;
  if (column) return getDanglingOwnersSql(dialect, column.table, column.field, targetTable);
  if (dialect === 'sqlite') {
    return sql`(${value} is not null and json_valid(${value}) and json_type(${value}) = 'array' and exists (select 1 from json_each(${value}) as "migrate_item" where "migrate_item"."type" = 'text' and ${missing(sql`"migrate_item"."value"`)}))`;
  }
  return sql`(jsonb_typeof(${value}) = 'array' and exists (select 1 from jsonb_array_elements(${value}) as "migrate_item"("item") where jsonb_typeof("migrate_item"."item") = 'string' and ${missing(sql`("migrate_item"."item" #>> '{}')`)}))`;
}

/** The ids of `value` that name no row (a JSON array as text), or `value` itself for a single reference: what a dangling risk shows. */
export function getDanglingIdsSql(dialect: StoreDialect, value: Sql, targetTable: string | null, many: boolean): Sql {
  if (!many) return value;
  const missing = (id: Sql) => (targetTable === null ? sql`true` : sql`not exists (select 1 from ${sql.table(targetTable)} as "migrate_target" where "migrate_target"."_id" = ${id})`);
  if (dialect === 'sqlite') {
    return sql`(select json_group_array("migrate_item"."value" order by "migrate_item"."key") from json_each(${value}) as "migrate_item" where "migrate_item"."type" = 'text' and ${missing(sql`"migrate_item"."value"`)})`;
  }
  return sql`(select jsonb_agg("migrate_item"."item" order by "migrate_item"."position")::text from jsonb_array_elements(${value}) with ordinality as "migrate_item"("item", "position")
    where jsonb_typeof("migrate_item"."item") = 'string' and ${missing(sql`("migrate_item"."item" #>> '{}')`)})`;
}

/** The array of `column` without its dangling ids, in order (other items stay). */
export function getArrayWithoutDanglingSql(dialect: StoreDialect, column: Sql, targetTable: string | null): Sql {
  const missing = (id: Sql) => (targetTable === null ? sql`true` : sql`not exists (select 1 from ${sql.table(targetTable)} as "migrate_target" where "migrate_target"."_id" = ${id})`);
  if (dialect === 'sqlite') {
    return sql`(select json_group_array(json(${column} -> "migrate_item"."fullkey") order by "migrate_item"."key") from json_each(${column}) as "migrate_item"
      where not ("migrate_item"."type" = 'text' and ${missing(sql`"migrate_item"."value"`)}))`;
  }
  return sql`(select coalesce(jsonb_agg("migrate_item"."item" order by "migrate_item"."position"), '[]'::jsonb) from jsonb_array_elements(${column}) with ordinality as "migrate_item"("item", "position")
    where not (jsonb_typeof("migrate_item"."item") = 'string' and ${missing(sql`("migrate_item"."item" #>> '{}')`)}))`;
}

/**
 * The many-reference predicate when `value` is the stored column itself: the rows are found by one join of every id
 * against the target table (a hash join on PostgreSQL, several times faster than a lookup per id at a million rows).
 */
function getDanglingOwnersSql(dialect: StoreDialect, table: string, field: string, targetTable: string | null): Sql {
  const owner = sql.ref(`migrate_owner.${field}`);
  const join = (id: Sql) => (targetTable === null ? sql`` : sql` left join ${sql.table(targetTable)} as "migrate_target" on "migrate_target"."_id" = ${id}`);
  const found = targetTable === null ? sql`` : sql` and "migrate_target"."_id" is null`;
  if (dialect === 'sqlite') {
    return sql`${sql.ref(`${table}._id`)} in (select "migrate_owner"."_id" from ${sql.table(table)} as "migrate_owner",
      json_each(case when json_valid(${owner}) then case when json_type(${owner}) = 'array' then ${owner} end end) as "migrate_item"${join(sql`"migrate_item"."value"`)}
      where "migrate_item"."type" = 'text'${found})`;
  }
  return sql`${sql.ref(`${table}._id`)} in (select "migrate_owner"."_id" from ${sql.table(table)} as "migrate_owner"
    cross join lateral jsonb_array_elements(case when jsonb_typeof(${owner}) = 'array' then ${owner} else '[]'::jsonb end) as "migrate_item"("item")${join(sql`("migrate_item"."item" #>> '{}')`)}
    where jsonb_typeof("migrate_item"."item") = 'string'${found})`;
}
