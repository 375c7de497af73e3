import { getFieldType } from '../../shared/getFieldType.js';
import type { JsonSchema } from '../../shared/index.js';
import { formatMoney } from './formatMoney.js';

/**
 * A number field's value as a person reads it: an integer field as a whole number ('1', '1.250'), a decimal one as
 * an amount with two decimals ('1,00'); null when not a number. The schema's type decides, never the value: a
 * decimal field's 3 is still '3,00'.
 */
export function formatFieldNumber(value: unknown, schema: JsonSchema, locale: string): string | null {
  if (getFieldType(schema) !== 'integer') return formatMoney(value, locale);
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' }).format(number);
}
