import { useAdmin } from '../context/index.js';
import type { CellProps } from './CellProps.js';

/** Draws an amount with 2 decimals and the app locale's separators (es: 1.234,50), grouping even 4-digit amounts. */
export function MoneyCell({ value }: CellProps) {
  const { app } = useAdmin();
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return <span className="cell-money">{String(value)}</span>;
  const text = new Intl.NumberFormat(app.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(
    number,
  );
  return <span className="cell-money">{text}</span>;
}
