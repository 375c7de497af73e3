import { sql } from 'kysely';
import type { FieldModel } from '../../../../../shared/migrations/index.js';
import type { StoreDialect } from '../../../Database.js';
import { getValueKind, type ValueKind } from './getValueKind.js';
import { getRealText, isCanonicalDate, isCanonicalDateTime, isCanonicalInteger, isCanonicalNumber, type Sql } from './sqlParts.js';

/** How the stored values of a field become values of its new type: which convert without change, and into what. */
export interface Conversion {
  readonly from: ValueKind;
  readonly to: ValueKind;
  /** The values stay as stored (same kind, or a format that only drops a check). */
  readonly identity: boolean;
  /** A predicate over a non-null stored value: it converts and reads back the same; null when no value does (no automatic conversion). */
  readonly converts: ((value: Sql) => Sql) | null;
  /** The new stored value of a value that converts. */
  readonly convert: (value: Sql) => Sql;
}

type Rule = Omit<Conversion, 'from' | 'to' | 'identity'>;

const same = (value: Sql) => value;
const always = () => sql`true`;

/**
 * The conversion between two fields' stored values on this engine. Lossless rules only: integer ↔ text when the text
 * is the integer's own, integer ↔ number when the double is exact, date → date-time at midnight UTC (and back from
 * midnight), text ↔ boolean as `true`/`false`, booleans ↔ 0/1, any scalar → a one-item array; a value outside its
 * rule, and every value of a pair without one, is for the step's decision.
 */
export function getConversion(dialect: StoreDialect, from: FieldModel, to: FieldModel): Conversion {
  const fromKind = getValueKind(from);
  const toKind = getValueKind(to);
  if (fromKind === toKind) return { from: fromKind, to: toKind, identity: true, converts: always, convert: same };
  // A date or date-time is text as well: dropping the format keeps it as it is.
  if (toKind === 'text' && (fromKind === 'date' || fromKind === 'date-time')) return { from: fromKind, to: toKind, identity: true, converts: always, convert: same };
  const rule = getRule(dialect, fromKind, toKind);
  return { from: fromKind, to: toKind, identity: false, ...(rule ?? { converts: null, convert: same }) };
}

function getRule(dialect: StoreDialect, from: ValueKind, to: ValueKind): Rule | null {
  const sqlite = dialect === 'sqlite';
  const isText = (value: Sql) => (sqlite ? sql`typeof(${value}) = 'text'` : sql`true`);
  const isInteger = (value: Sql) => (sqlite ? sql`typeof(${value}) = 'integer'` : sql`true`);
  const isBoolean = (value: Sql) => (sqlite ? sql`(typeof(${value}) = 'integer' and ${value} in (0, 1))` : sql`true`);
  const textual = from === 'text' || from === 'date' || from === 'date-time';

  if (to === 'array') {
    // A scalar becomes the one item of a list (a single reference becoming a many-reference keeps its id).
    if (textual || from === 'integer') return { converts: from === 'integer' ? isInteger : isText, convert: (value) => (sqlite ? sql`json_array(${value})` : sql`jsonb_build_array(${value})`) };
    if (from === 'real') return { converts: (value) => (sqlite ? sql`typeof(${value}) in ('real', 'integer')` : sql`abs(${value}) < 'Infinity'::double precision`), convert: (value) => (sqlite ? sql`json_array(${value})` : sql`jsonb_build_array(${value})`) };
    if (from === 'boolean') return { converts: isBoolean, convert: (value) => (sqlite ? sql`json_array(json(case ${value} when 1 then 'true' else 'false' end))` : sql`jsonb_build_array(${value})`) };
    return null;
  }
  if (from === 'date-time' && to === 'date') {
    return { converts: (value) => sql`(${isCanonicalDateTime(dialect, value)} and substr(${value}, 11) = 'T00:00:00.000Z')`, convert: (value) => sql`substr(${value}, 1, 10)` };
  }
  if (textual && to === 'date') return { converts: (value) => isCanonicalDate(dialect, value), convert: same };
  if (textual && to === 'date-time') {
    if (from === 'date') return { converts: (value) => isCanonicalDate(dialect, value), convert: (value) => sql`(${value} || 'T00:00:00.000Z')` };
    return { converts: (value) => isCanonicalDateTime(dialect, value), convert: same };
  }
  if (textual && to === 'integer') return { converts: (value) => isCanonicalInteger(dialect, value), convert: (value) => (sqlite ? sql`cast(${value} as integer)` : sql`(${value})::bigint`) };
  if (textual && to === 'real') return { converts: (value) => isCanonicalNumber(dialect, value), convert: (value) => (sqlite ? sql`cast(${value} as real)` : sql`(${value})::double precision`) };
  if (textual && to === 'boolean') {
    return { converts: (value) => sql`${value} in ('true', 'false')`, convert: (value) => (sqlite ? sql`(case ${value} when 'true' then 1 else 0 end)` : sql`(${value} = 'true')`) };
  }
  if (to === 'text') {
    if (from === 'integer') return { converts: isInteger, convert: (value) => sql`cast(${value} as text)` };
    if (from === 'real') return { converts: (value) => sql`(${getRealText(dialect, value)} is not null)`, convert: (value) => getRealText(dialect, value) };
    if (from === 'boolean') {
      return { converts: isBoolean, convert: (value) => (sqlite ? sql`(case ${value} when 1 then 'true' else 'false' end)` : sql`(case when ${value} then 'true' else 'false' end)`) };
    }
    return null;
  }
  if (from === 'integer' && to === 'real') {
    // The double must hold the integer exactly (not past 2^53 unless it happens to); above 2^63 − 1024 it rounds to 2^63, which no bigint holds.
    return {
      converts: (value) =>
        sqlite
          ? sql`(typeof(${value}) = 'integer' and ${value} <= 9223372036854774784 and cast(cast(${value} as real) as integer) = ${value})`
          : sql`(case when ${value} > 9223372036854774784 then false else (${value})::double precision::bigint = ${value} end)`,
      convert: (value) => (sqlite ? sql`cast(${value} as real)` : sql`(${value})::double precision`),
    };
  }
  if (from === 'real' && to === 'integer') {
    return {
      converts: (value) =>
        sqlite
          ? sql`(typeof(${value}) in ('real', 'integer') and ${value} >= -9223372036854775808.0 and ${value} < 9223372036854775808.0 and cast(${value} as integer) = ${value})`
          : sql`(${value} >= -9223372036854775808::double precision and ${value} < 9223372036854775808::double precision and ${value} = trunc(${value}))`,
      convert: (value) => (sqlite ? sql`cast(${value} as integer)` : sql`(${value})::bigint`),
    };
  }
  if (from === 'integer' && to === 'boolean') return { converts: (value) => sql`${value} in (0, 1)`, convert: (value) => (sqlite ? value : sql`(${value} = 1)`) };
  if (from === 'boolean' && to === 'integer') return { converts: isBoolean, convert: (value) => (sqlite ? value : sql`(case when ${value} then 1 else 0 end)::bigint`) };
  return null;
}
