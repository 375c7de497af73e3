// SQL pieces both engines evaluate alike, each a total predicate or expression over one value (never an error).
import { sql, type RawBuilder } from 'kysely';
import type { ColumnStorage } from '../../../../../shared/migrations/index.js';
import type { StoreDialect } from '../../../Database.js';

export type Sql = RawBuilder<unknown>;

/** A predicate that is never null (SQL's unknown counts as false), so `not` of it is safe. */
export function isTrue(predicate: Sql): Sql {
  return sql`coalesce((${predicate}), false)`;
}

/** `a is distinct from b` in each engine's words. */
export function isDistinct(dialect: StoreDialect, a: Sql, b: Sql): Sql {
  return dialect === 'sqlite' ? sql`((${a}) is not (${b}))` : sql`((${a}) is distinct from (${b}))`;
}

const DATE_PATTERN = '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';
const TIME_PATTERN = 'T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z';

/**
 * PostgreSQL 15 has no pg_input_is_valid: the day must exist in its month (the pattern has checked the digits first).
 * Two-digit texts compare as their numbers; no date arithmetic per row.
 */
function pgDayExists(value: Sql): Sql {
  const year = sql`substr(${value}, 1, 4)::int`;
  const leap = sql`(${year} % 4 = 0 and (${year} % 100 <> 0 or ${year} % 400 = 0))`;
  return sql`substr(${value}, 9, 2) <= (case substr(${value}, 6, 2) when '02' then case when ${leap} then '29' else '28' end when '04' then '30' when '06' then '30' when '09' then '30' when '11' then '30' else '31' end)`;
}

/** A date as writeRow stores it: `YYYY-MM-DD`, a day that exists, year 0001 or later. */
export function isCanonicalDate(dialect: StoreDialect, value: Sql): Sql {
  if (dialect === 'sqlite') return isTrue(sql`typeof(${value}) = 'text' and ${value} not like '0000%' and date(${value}) = ${value}`);
  return sql`(case when ${value} ~ ${`^${DATE_PATTERN}$`} and ${value} not like '0000%' then ${pgDayExists(value)} else false end)`;
}

/** A date-time as writeRow stores it: `toISOString()`, `YYYY-MM-DDTHH:MM:SS.sssZ`. */
export function isCanonicalDateTime(dialect: StoreDialect, value: Sql): Sql {
  if (dialect === 'sqlite') return isTrue(sql`typeof(${value}) = 'text' and ${value} not like '0000%' and strftime('%Y-%m-%dT%H:%M:%fZ', ${value}) = ${value}`);
  return sql`(case when ${value} ~ ${`^${DATE_PATTERN}${TIME_PATTERN}$`} and ${value} not like '0000%' then ${pgDayExists(value)} else false end)`;
}

/** A text that is exactly how a 64-bit integer is written: no sign but a leading minus, no leading zero, no space. */
export function isCanonicalInteger(dialect: StoreDialect, value: Sql): Sql {
  // SQLite's cast saturates at the 64-bit limits, so a value past them (or '00123', '+5', ' 7') does not come back equal.
  if (dialect === 'sqlite') return isTrue(sql`typeof(${value}) = 'text' and cast(cast(${value} as integer) as text) = ${value}`);
  return sql`(case when ${value} ~ '^(0|-?[1-9][0-9]{0,18})$' then ${value}::numeric between -9223372036854775808 and 9223372036854775807 else false end)`;
}

/**
 * A text that is exactly how its number is written: plain decimal (no exponent, no `+`, no leading or trailing zero
 * but a lone `0`), at most 15 significant digits, so it round-trips through a double on both engines.
 */
export function isCanonicalNumber(dialect: StoreDialect, value: Sql): Sql {
  const digits = sql`length(ltrim(replace(replace(${value}, '-', ''), '.', ''), '0')) <= 15`;
  if (dialect === 'postgres') return sql`(${value} ~ '^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$' and ${value} <> '-0' and ${digits})`;
  // No regular expressions in SQLite: the same shape, one GLOB at a time.
  const unsigned = sql`ltrim(${value}, '-')`;
  return isTrue(sql`typeof(${value}) = 'text' and ${value} <> '-0' and ${value} not glob '*[^0-9.-]*' and substr(${value}, 2) not glob '*-*'
    and ${value} not glob '*.*.*' and ${unsigned} <> '' and ${unsigned} not glob '0[0-9]*' and ${unsigned} not glob '.*'
    and (${value} not glob '*.*' or (${value} not glob '*0' and ${value} not glob '*.')) and ${digits}`);
}

/** A double written as text the way isCanonicalNumber accepts, or null when it has no such text (1e21, NaN, 0.1 + 0.2). */
export function getRealText(dialect: StoreDialect, value: Sql): Sql {
  // PostgreSQL writes the shortest text that reads back as the same double; SQLite too, but `1.0` for integral values.
  const text =
    dialect === 'postgres'
      ? sql`(${value})::text`
      : sql`(case when typeof(${value}) in ('real', 'integer') then case when ${value} = cast(${value} as integer) and abs(${value}) < 1e15 then cast(cast(${value} as integer) as text) else cast(${value} as text) end end)`;
  return sql`(case when ${isCanonicalNumber(dialect, text)} then ${text} end)`;
}

/** A stored value as text: what a decision's `map` keys, a backfill template and risk examples show. */
export function getTextSql(dialect: StoreDialect, storage: ColumnStorage, value: Sql): Sql {
  switch (storage) {
    case 'text':
      return value;
    case 'boolean':
      return dialect === 'sqlite' ? sql`(case ${value} when 1 then 'true' when 0 then 'false' else cast(${value} as text) end)` : sql`(case when ${value} then 'true' when not ${value} then 'false' end)`;
    case 'real':
      return sql`coalesce(${getRealText(dialect, value)}, cast(${value} as text))`;
    default:
      return sql`cast(${value} as text)`;
  }
}
