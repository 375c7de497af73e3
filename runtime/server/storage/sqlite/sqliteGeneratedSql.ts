import { quoteName } from '../common/quoteName.js';
import type { GeneratedSql } from '../generated/GeneratedSql.js';

/**
 * SQLite's generated-column SQL, built-in functions only: REAL arithmetic already answers null for a division by
 * zero and for NaN (Infinity − Infinity); an Infinity is caught at the end, `v - v` being null for it and for null.
 * `printf('%.15g')` rounds a double to 15 significant digits half away from zero, as JavaScript's toPrecision(15).
 */
export const sqliteGeneratedSql: GeneratedSql = {
  // Text or a blob in a number column is no number (the server's toNumber); Infinity neither.
  field: (column) => `(case when typeof(${quoteName(column)}) in ('integer', 'real') and abs(${quoteName(column)}) < 9e999 then cast(${quoteName(column)} as real) end)`,
  // SQLite lets a generated column read another one, holding the value already rounded.
  computedField: (column) => quoteName(column),
  number: (value) => (Number.isFinite(value) ? `cast(${String(value)} as real)` : '9e999'),
  negate: (operand) => `(- ${operand})`,
  binary: (operator, left, right) => `(${left} ${operator} ${right})`,
  round: (value) => {
    const rounded = `(cast(printf('%.15g', ${value}) as real) + (${value} - ${value}))`;
    // Rounding may pass the largest double (1.7976931348623157e308 → 1.79769313486232e308): empty, as on the server.
    return `(case when abs(${rounded}) < 9e999 then ${rounded} end)`;
  },
  setup: [],
};
