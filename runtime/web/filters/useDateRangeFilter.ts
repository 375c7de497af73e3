import dayjs from 'dayjs';
import { useCallback } from 'react';
import { isDateRangePreset } from './getDateRangePreset.js';
import type { DateRangePresetName } from './getDateRangePreset.js';
import { formatDateRangeValue, getDateRangeDays, getDateRangeValue } from './getDateRangeValue.js';

/** The select's value for a custom range (never written to the URL). */
export const CUSTOM_RANGE = 'custom';

export interface UseDateRangeFilterResult {
  /** The select's value: a preset, CUSTOM_RANGE for typed days, '' for no filter. */
  readonly selected: DateRangePresetName | typeof CUSTOM_RANGE | '';
  /** The first and last day shown in Desde/Hasta (a preset's days too), '' when open. */
  readonly fromDay: string;
  readonly toDay: string;
  /** Chooses a preset, or '' to clear the filter. */
  readonly selectPreset: (name: string) => void;
  /** Typing a day turns the value into a custom range, keeping the other bound on screen. */
  readonly setFromDay: (day: string) => void;
  readonly setToDay: (day: string) => void;
}

/** The date filter's controller: reads the URL value (preset name or `from..to` days) and writes it back. */
export function useDateRangeFilter(value: string, onChange: (value: string) => void): UseDateRangeFilterResult {
  const range = getDateRangeValue(value);
  const days = range ? getDateRangeDays(range, dayjs()) : { fromDay: null, toDay: null };
  const fromDay = days.fromDay ?? '';
  const toDay = days.toDay ?? '';
  const selected = range === null ? '' : (range.preset ?? CUSTOM_RANGE);

  const selectPreset = useCallback((name: string) => onChange(isDateRangePreset(name) ? name : ''), [onChange]);
  const setFromDay = useCallback((day: string) => onChange(formatDateRangeValue(day || null, toDay || null)), [onChange, toDay]);
  const setToDay = useCallback((day: string) => onChange(formatDateRangeValue(fromDay || null, day || null)), [onChange, fromDay]);

  return { selected, fromDay, toDay, selectPreset, setFromDay, setToDay };
}
