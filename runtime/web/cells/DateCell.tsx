import { formatDate } from '../i18n/index.js';
import type { CellProps } from '../registry/CellProps.js';

/** Draws a date as YYYY-MM-DD. */
export function DateCell({ value }: CellProps) {
  const text = formatDate(value, 'date');
  return text ? <time dateTime={text}>{text}</time> : null;
}
