import { ISO_INSTANT_PATTERN, type FieldDefinition } from '../../shared/index.js';

const DAY_MS = 86_400_000;
// The contract's pattern of a bound (the route's schema checks it first; the calendar day is checked here).
const ISO_INSTANT = new RegExp(ISO_INSTANT_PATTERN);

/** The bound as the column stores it, or null when it is no valid ISO 8601 date or instant. */
export function toComparable(field: FieldDefinition, text: string): string | null {
  const trimmed = text.trim();
  const match = ISO_INSTANT.exec(trimmed);
  if (!match || !isCalendarDay(match[1]!)) return null;
  const [, day, hours, , , zone] = match;
  // A bare date or a time without zone is read as UTC, as `Date.parse` reads a bare date.
  const time = Date.parse(hours === undefined ? `${day}T00:00:00Z` : zone === undefined ? `${trimmed}Z` : trimmed);
  if (Number.isNaN(time)) return null;
  if (field.schema.format !== 'date') return new Date(time).toISOString();
  // An explicit offset names the administrator's calendar day; a UTC instant is the midnight of the nearest day
  // (the web sends local midnights as UTC instants, and every zone is within 12 hours of UTC).
  if (hours === undefined || (zone !== undefined && zone !== 'Z')) return day!;
  return new Date(Math.round(time / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
