import dayjs from 'dayjs';
// Only the locales the product uses are bundled; English is built into dayjs.
import 'dayjs/locale/es.js';
import type { DateDisplay } from '../../shared/dateDisplays.js';
import { formatDateValue } from '../../shared/labelTemplate.js';

/** Makes dayjs format with the app's locale (`es` by default). */
export function setDateLocale(locale: string): void {
  dayjs.locale(locale.toLowerCase().split('-')[0] === 'en' ? 'en' : 'es');
}

/**
 * A date or datetime value as the app shows it everywhere (cells, view pages, history, line editors), in the site's
 * date display (`13/12/2026 19:24` or `2026-12-13 19:24:17`), by the label templates' own formatDateValue; an instant at
 * the browser's local time, a date-only day never shifted; an unparsable value as written, null as ''. Exports keep
 * their own format.
 */
export function formatDate(value: unknown, kind: 'date' | 'datetime', dateDisplay: DateDisplay): string {
  if (value === null || value === undefined || value === '') return '';
  const text = value instanceof Date || typeof value === 'number' ? toInstantText(value) : typeof value === 'string' ? value : null;
  if (text === null) return String(value);
  return formatDateValue(text, kind === 'date' ? 'date' : 'dateTime', dateDisplay);
}

function toInstantText(value: Date | number): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
