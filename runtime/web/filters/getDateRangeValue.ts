import dayjs from 'dayjs';
import type { ConfigType } from 'dayjs';
import { getDateRangePreset, isDateRangePreset } from './getDateRangePreset.js';
import type { DateRangePresetName } from './getDateRangePreset.js';
import { RANGE_SEPARATOR, splitRangeValue } from './splitRangeValue.js';

/** Separates the first and last day of a custom range in the URL: `2024-03-01..2024-03-31`. */
export const DATE_RANGE_SEPARATOR = RANGE_SEPARATOR;

const DAY_FORMAT = 'YYYY-MM-DD';

/** A date filter's value as kept in the URL: a preset name, or the first and last day (either may be open). */
export type DateRangeValue =
  { readonly preset: DateRangePresetName } | { readonly preset: null; readonly fromDay: string | null; readonly toDay: string | null };

/** Reads a URL value; null for empty or malformed values, which filter nothing. */
export function getDateRangeValue(text: string): DateRangeValue | null {
  if (isDateRangePreset(text)) return { preset: text };
  const bounds = splitRangeValue(text, isDay);
  if (!bounds) return null;
  const [fromText, toText] = bounds;
  return { preset: null, fromDay: fromText || null, toDay: toText || null };
}

/** The URL value of a custom range; '' when both days are empty (no filter). */
export function formatDateRangeValue(fromDay: string | null, toDay: string | null): string {
  if (!fromDay && !toDay) return '';
  return `${fromDay ?? ''}${DATE_RANGE_SEPARATOR}${toDay ?? ''}`;
}

/** The first and last day (inclusive, YYYY-MM-DD) a value covers at `now`, to show in the Desde/Hasta inputs. */
export function getDateRangeDays(
  value: DateRangeValue,
  now: ConfigType,
): { readonly fromDay: string | null; readonly toDay: string | null } {
  if (value.preset === null) return { fromDay: value.fromDay, toDay: value.toDay };
  const range = getDateRangePreset(value.preset, now);
  return { fromDay: range.from.format(DAY_FORMAT), toDay: range.to.subtract(1, 'day').format(DAY_FORMAT) };
}

/**
 * The request's instants for a value: `from` the local midnight starting the first day, `to` the local
 * midnight after the last day (exclusive), as ISO strings; an open end is null.
 */
export function getDateRangeInstants(value: DateRangeValue, now: ConfigType): { readonly from: string | null; readonly to: string | null } {
  if (value.preset !== null) {
    const range = getDateRangePreset(value.preset, now);
    return { from: range.from.toISOString(), to: range.to.toISOString() };
  }
  // dayjs reads YYYY-MM-DD as local midnight, so the day is the administrator's day, not UTC's.
  return {
    from: value.fromDay ? dayjs(value.fromDay).startOf('day').toISOString() : null,
    to: value.toDay ? dayjs(value.toDay).startOf('day').add(1, 'day').toISOString() : null,
  };
}

function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(DAY_FORMAT) === text;
}
