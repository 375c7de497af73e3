import { useAdmin } from '../context/index.js';
import { formatMoney } from '../i18n/index.js';
import type { CellProps } from '../registry/CellProps.js';

/** Draws an amount with 2 decimals and the app locale's separators (es: 1.234,50), grouping even 4-digit amounts. */
export function MoneyCell({ value }: CellProps) {
  const { app } = useAdmin();
  if (value === null || value === undefined || value === '') return null;
  const text = formatMoney(value, app.locale);
  return <span className="cell-money">{text ?? String(value)}</span>;
}
