/** An amount with 2 decimals and the locale's separators (es: 1.234,50), grouping even 4-digit amounts; null when not a number. */
export function formatMoney(value: unknown, locale: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(number);
}
