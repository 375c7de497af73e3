import dayjs from 'dayjs';
import type { ConfigType, Dayjs } from 'dayjs';

/** The date filter's presets, in the order the select lists them (URL values; labels come from the catalog). */
export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;

export type DateRangePresetName = (typeof DATE_RANGE_PRESETS)[number];

/** A span of whole local days: `from` is the first day's midnight, `to` the midnight after the last day (exclusive). */
export interface DateRange {
  readonly from: Dayjs;
  readonly to: Dayjs;
}

/**
 * The days a preset covers as seen at `now` in the browser's time zone: Hoy, Ayer, the last 7 or 30 days
 * ending today, the current month, the previous month. Day arithmetic (not 24 h steps), so DST changes
 * never move a bound off midnight.
 */
export function getDateRangePreset(name: DateRangePresetName, now: ConfigType): DateRange {
  const today = dayjs(now).startOf('day');
  const tomorrow = today.add(1, 'day');
  switch (name) {
    case 'today':
      return { from: today, to: tomorrow };
    case 'yesterday':
      return { from: today.subtract(1, 'day'), to: today };
    case 'last7Days':
      return { from: today.subtract(6, 'day'), to: tomorrow };
    case 'last30Days':
      return { from: today.subtract(29, 'day'), to: tomorrow };
    case 'thisMonth': {
      const first = today.startOf('month');
      return { from: first, to: first.add(1, 'month') };
    }
    case 'lastMonth': {
      const first = today.startOf('month');
      return { from: first.subtract(1, 'month'), to: first };
    }
  }
}

/** Whether a URL value names a preset. */
export function isDateRangePreset(value: string): value is DateRangePresetName {
  return (DATE_RANGE_PRESETS as readonly string[]).includes(value);
}
