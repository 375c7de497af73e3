import { formatDate } from '../i18n/index.js';
import type { CellProps } from '../registry/CellProps.js';

/** Draws a datetime as YYYY-MM-DD HH:mm:ss. */
export function DateTimeCell({ value }: CellProps) {
  const text = formatDate(value, 'datetime');
  return text ? <time dateTime={text}>{text}</time> : null;
}
