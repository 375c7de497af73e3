import type { DateDisplay } from '../../shared/dateDisplays.js';
import { formatDateValue } from '../../shared/labelTemplate.js';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Spanish order, as people here write it: 13/12/2026 (1/2/2026 too).
const SPANISH_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
// Seconds optional: a site showing `2026-12-13 19:24:17` gets that text back as typed.
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The calendar day of a typed or stored text as a local Date at midnight (what a calendar draws): `dd/mm/aaaa` as
 * people type it, or the stored `aaaa-mm-dd`; undefined when it is not a real day ('30/02/2026'). Never through
 * Date's parser, which reads `aaaa-mm-dd` as a UTC instant.
 */
export function parseLocalDate(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const spanish = iso ? null : SPANISH_DAY.exec(trimmed);
  if (!iso && !spanish) return undefined;
  const [year, month, day] = iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [Number(spanish![3]), Number(spanish![2]), Number(spanish![1])];
  return makeLocalDate(year, month, day, 0, 0, 0);
}

/**
 * A typed date and time, `dd/mm/aaaa hh:mm` (or `aaaa-mm-dd hh:mm`), as the local instant it names; a stored instant
 * (`2026-12-13T18:24:00.000Z`) as itself; undefined when either part is not real ('31/04/2026 10:00', '25:00').
 */
export function parseLocalDateTime(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  const [dayText = '', timeText = '', ...rest] = trimmed.split(/\s+/);
  if (rest.length === 0 && timeText !== '') {
    const day = parseLocalDate(dayText);
    const time = TIME.exec(timeText);
    if (!day || !time) return undefined;
    return makeLocalDate(day.getFullYear(), day.getMonth() + 1, day.getDate(), Number(time[1]), Number(time[2]), Number(time[3] ?? 0));
  }
  // A stored instant with its zone, as the API answers it.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed)) {
    const instant = new Date(trimmed);
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  return undefined;
}

/** A Date's local calendar day as the stored 'YYYY-MM-DD' (local parts; toISOString would shift it across the UTC day). */
export function formatLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** A stored day or instant as a field shows it in the site's date display (`13/12/2026 19:24` at local time); other text as it is. */
export function formatFieldDate(value: string, withTime: boolean, dateDisplay: DateDisplay): string {
  return value === '' ? '' : formatDateValue(value, withTime ? 'dateTime' : 'date', dateDisplay);
}

function makeLocalDate(year: number, month: number, day: number, hours: number, minutes: number, seconds: number): Date | undefined {
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // A 4-digit year below 100 would land in 19xx through the constructor.
  date.setFullYear(year);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && hours < 24 && minutes < 60 && seconds < 60 && date.getHours() === hours && date.getMinutes() === minutes ? date : undefined;
}

function pad(value: number, size: number): string {
  return String(value).padStart(size, '0');
}
