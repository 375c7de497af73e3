import dayjs from 'dayjs';
// Only the locales the product uses are bundled; English is built into dayjs.
import 'dayjs/locale/es.js';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Makes dayjs format with the app's locale (`es` by default). */
export function setDateLocale(locale: string): void {
  dayjs.locale(locale.toLowerCase().split('-')[0] === 'en' ? 'en' : 'es');
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats a date or datetime value for display; an unparsable value is shown as written, null as ''.
 * A date-only string is a calendar day, not an instant: it is shown as is, never shifted by the time zone.
 */
export function formatDate(value: unknown, kind: 'date' | 'datetime'): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'date' && typeof value === 'string' && DATE_ONLY.test(value)) return value;
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return String(value);
  const date = dayjs(value);
  if (!date.isValid()) return String(value);
  return date.format(kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT);
}
