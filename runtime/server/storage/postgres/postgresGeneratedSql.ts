import { quoteName } from '../common/quoteName.js';
import type { GeneratedSql } from '../generated/GeneratedSql.js';

const DOUBLE = 'double precision';

/**
 * A value rounded to 15 significant digits without a function call where that is safe: a whole number below 10^15
 * is its own rounding; a value x·2^(16 − ⌊log10 |x|⌋) does not make whole cannot be a tie (a tie at the 16th digit,
 * ±d·10^(e−15), times 2^(15−e) is d / 5^(15−e), whole: 16 − ⌊log10⌋ covers a log10 one too high), so the float →
 * numeric cast's half-even rounding is toPrecision's; a value of 15 digits or fewer (2.75: the cast gives it back)
 * is its own rounding; the rest (possible ties) goes to admin_gen_round15. `value` is copied, so it must be cheap
 * (no rounding inside).
 */
function roundInline(value: string): string {
  const scaled = `(${value} * power(cast(2 as ${DOUBLE}), 16 - floor(log(abs(${value})))))`;
  const rounded = `cast(cast(${value} as numeric) as ${DOUBLE})`;
  return `(case when ${value} = trunc(${value}) and abs(${value}) < 1e15 then ${value} + cast(0 as ${DOUBLE}) when ${scaled} <> trunc(${scaled}) then ${rounded} when ${rounded} = ${value} then ${value} else admin_gen_round15(${value}) end)`;
}

/**
 * PostgreSQL's generated-column SQL. Its float arithmetic raises an error where IEEE arithmetic (the server's
 * JavaScript) answers ±Infinity or ±0, and its float → numeric cast rounds an exact tie to even where toPrecision
 * rounds it away from zero, so the exact form goes through small immutable functions (made once per schema by
 * `setup`). PL/pgSQL is never inlined: a call per operation and a rounding per row cost several times a plain insert,
 * so rows whose inputs keep every step far from overflow and underflow (all but extreme ones) take the native form,
 * plain operators and a rounding inlined. A generated column may not read another one here: a computed field read by
 * another is inlined, rounded.
 */
export const postgresGeneratedSql: GeneratedSql = {
  field: (column) => `nullif(nullif(nullif(cast(${quoteName(column)} as double precision), 'NaN'), 'Infinity'), '-Infinity')`,
  computedField: (_column, inline) => inline(),
  number: (value) => `cast('${String(value)}' as double precision)`,
  negate: (operand) => `(- ${operand})`,
  binary: (operator, left, right) => `admin_gen_apply(${left}, '${operator}', ${right})`,
  round: (value) => `admin_gen_round15(${value})`,
  native: {
    field: (column) => `cast(${quoteName(column)} as ${DOUBLE})`,
    number: (value) => `cast('${String(value)}' as ${DOUBLE})`,
    negate: (operand) => `(- ${operand})`,
    binary: (operator, left, right) => (operator === '/' ? `(${left} / nullif(${right}, cast(0 as ${DOUBLE})))` : `(${left} ${operator} ${right})`),
    round: (value, once) => (once ? `admin_gen_round15(${value})` : roundInline(value)),
    // NaN compares above every number in PostgreSQL, so `between` rules it out with ±Infinity.
    inRange: (column, exponent) => `(${quoteName(column)} is null or ${quoteName(column)} = 0 or abs(cast(${quoteName(column)} as ${DOUBLE})) between 1e-${exponent} and 1e${exponent})`,
    choose: (inRange, native, exact) => (inRange.length === 0 ? native : `(case when ${inRange.join(' and ')} then ${native} else ${exact} end)`),
  },
  setup: [
    // IEEE results for operands far from 1 (where PostgreSQL could raise); the exception block, a subtransaction, only there.
    `create or replace function admin_gen_apply_ieee(a double precision, operator text, b double precision) returns double precision
language plpgsql immutable strict as $$
begin
  return case operator when '+' then a + b when '-' then a - b when '*' then a * b else a / b end;
exception when numeric_value_out_of_range then
  -- An overflow is ±Infinity, an underflow ±0, as JavaScript answers (the sign of a product or quotient, of a sum's operands).
  if operator in ('+', '-') then return sign(a) * 'Infinity'::double precision; end if;
  if (operator = '*' and ln(abs(a)) + ln(abs(b)) > 0) or (operator = '/' and ln(abs(a)) - ln(abs(b)) > 0) then
    return sign(a) * sign(b) * 'Infinity'::double precision;
  end if;
  return 0;
end $$`,
    `create or replace function admin_gen_apply(a double precision, operator text, b double precision) returns double precision
language plpgsql immutable strict as $$
begin
  if operator = '/' and b = 0 then return null; end if;
  -- Operands between 1e-150 and 1e150 (or zero) can neither overflow nor underflow.
  if (a = 0 or abs(a) between 1e-150 and 1e150) and (b = 0 or abs(b) between 1e-150 and 1e150) then
    return case operator when '+' then a + b when '-' then a - b when '*' then a * b else a / b end;
  end if;
  return admin_gen_apply_ieee(a, operator, b);
end $$`,
    // float8 → numeric rounds to 15 significant digits (glibc, half to even); an exact tie (a double whose decimal
    // expansion ends at the 16th digit with 5, only between 1e-8 and 1e17) goes away from zero, as toPrecision(15).
    // Whole numbers below 1e15 and values that cannot be a tie (roundInline's test) skip the exact check.
    `create or replace function admin_gen_round15(x double precision) returns double precision
language plpgsql immutable strict as $$
declare
  rounded numeric; exponent integer; unit numeric; half numeric; shift integer; scaled numeric; probe double precision;
begin
  if x = 'NaN' or x = 'Infinity' or x = '-Infinity' then return null; end if;
  if x = trunc(x) and abs(x) < 1e15 then return x + 0; end if;
  rounded := x::numeric;
  -- Rounding may pass the largest double (1.7976931348623157e308 → 1.79769313486232e308): empty, as on the server.
  if abs(rounded) > 1.7976931348623157e308 then return null; end if;
  probe := x * power(2::double precision, 16 - floor(log(abs(x))));
  if probe <> trunc(probe) then return rounded::double precision; end if;
  if abs(x) < 1e-8 or abs(x) >= 1e17 then return rounded::double precision; end if;
  exponent := floor(log(abs(x)));
  if ('1e' || exponent)::numeric > abs(rounded) then exponent := exponent - 1;
  elsif ('1e' || (exponent + 1))::numeric <= abs(rounded) then exponent := exponent + 1; end if;
  unit := ('1e' || (exponent - 14))::numeric;
  half := rounded + sign(x)::numeric * unit / 2;
  -- x times 2^shift is an integer below 2^55 (a bigint, exactly), so x equals the tie exactly when the products agree.
  shift := 53 - floor(ln(abs(x)) / ln(2));
  scaled := (x * power(2::double precision, shift))::bigint::numeric;
  if (shift >= 0 and half * power(2::numeric, shift) = scaled) or (shift < 0 and half = scaled * power(2::numeric, -shift)) then
    return (rounded + sign(x)::numeric * unit)::double precision;
  end if;
  return rounded::double precision;
end $$`,
  ],
};
