import { useAdmin } from '../context/index.js';
import type { CellProps } from '../registry/CellProps.js';

/** Draws a number with the app locale's digit grouping; non-numbers are shown as written. */
export function NumberCell({ value }: CellProps) {
  const { app } = useAdmin();
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  const text = Number.isFinite(number) ? new Intl.NumberFormat(app.locale).format(number) : String(value);
  return <span className="cell-number">{text}</span>;
}
