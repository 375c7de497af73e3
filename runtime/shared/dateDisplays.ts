// Apart from labelTemplate.ts so that types.ts names DateDisplay without an import circle.

/** How a placeholder shows a date or date-time (Spanish order, 24-hour clock), by name. */
export const LABEL_DATE_FORMATS = {
  date: 'dd/mm/aaaa',
  shortDate: 'dd/mm',
  time: 'HH:MM',
  dateTime: 'dd/mm/aaaa HH:MM',
  shortDateTime: 'dd/mm HH:MM',
} as const;

export type LabelDateFormat = keyof typeof LABEL_DATE_FORMATS;

/**
 * How a site shows dates (app.json `dateDisplay`), each with every label format's pattern: the Spanish `13/12/2026 19:24`,
 * or the ISO order `2026-12-13 19:24:17` (date-times to the second).
 */
export const DATE_DISPLAYS = {
  'dd/mm/aaaa': LABEL_DATE_FORMATS,
  'aaaa-mm-dd': { date: 'aaaa-mm-dd', shortDate: 'mm-dd', time: 'HH:MM', dateTime: 'aaaa-mm-dd HH:MM:SS', shortDateTime: 'mm-dd HH:MM' },
} as const satisfies Record<string, Record<LabelDateFormat, string>>;

export type DateDisplay = keyof typeof DATE_DISPLAYS;

/** A new site's date display: the Spanish order. */
export const DEFAULT_DATE_DISPLAY: DateDisplay = 'dd/mm/aaaa';
