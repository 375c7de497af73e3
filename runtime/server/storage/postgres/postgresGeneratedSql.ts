import { quoteName } from '../common/quoteName.js';
import type { GeneratedSql } from '../generated/GeneratedSql.js';

/**
 * PostgreSQL's generated-column SQL. Its float arithmetic raises an error where IEEE arithmetic (the server's
 * JavaScript) answers ±Infinity or ±0, and its float → numeric cast rounds an exact tie to even where toPrecision
 * rounds it away from zero, so both go through small immutable functions (made once per schema by `setup`). A
 * generated column may not read another one here: a computed field read by another is inlined, rounded.
 */
export const postgresGeneratedSql: GeneratedSql = {
  field: (column) => `nullif(nullif(nullif(cast(${quoteName(column)} as double precision), 'NaN'), 'Infinity'), '-Infinity')`,
  computedField: (_column, inline) => inline(),
  number: (value) => `cast('${String(value)}' as double precision)`,
  negate: (operand) => `(- ${operand})`,
  binary: (operator, left, right) => `admin_gen_apply(${left}, '${operator}', ${right})`,
  round: (value) => `admin_gen_round15(${value})`,
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
    `create or replace function admin_gen_round15(x double precision) returns double precision
language plpgsql immutable strict as $$
declare
  rounded numeric; exponent integer; unit numeric; half numeric; shift integer; scaled numeric;
begin
  if x = 'NaN' or x = 'Infinity' or x = '-Infinity' then return null; end if;
  if x = 0 then return 0; end if;
  rounded := x::numeric;
  -- Rounding may pass the largest double (1.7976931348623157e308 → 1.79769313486232e308): empty, as on the server.
  if abs(rounded) > 1.7976931348623157e308 then return null; end if;
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
