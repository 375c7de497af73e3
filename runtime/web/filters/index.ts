export { BooleanFilter } from './BooleanFilter.js';
export { DateRangeFilter } from './DateRangeFilter.js';
export { getDefaultFilters, getFilter } from './filterRegistry.js';
export { DATE_RANGE_PRESETS, getDateRangePreset, isDateRangePreset } from './getDateRangePreset.js';
export type { DateRange, DateRangePresetName } from './getDateRangePreset.js';
export {
  DATE_RANGE_SEPARATOR,
  formatDateRangeValue,
  getDateRangeDays,
  getDateRangeInstants,
  getDateRangeValue,
} from './getDateRangeValue.js';
export type { DateRangeValue } from './getDateRangeValue.js';
export { getFilterQuery } from './getFilterQuery.js';
export { formatLocaleNumber, formatNumberRangeValue, getNumberRangeValue, parseLocaleNumber } from './getNumberRangeValue.js';
export type { NumberRangeValue } from './getNumberRangeValue.js';
export { NumberRangeFilter } from './NumberRangeFilter.js';
export { useNumberRangeFilter } from './useNumberRangeFilter.js';
export type { UseNumberRangeFilterResult } from './useNumberRangeFilter.js';
export { ReferenceFilter } from './ReferenceFilter.js';
export { SelectFilter } from './SelectFilter.js';
export { FILTER_DEBOUNCE_MS, TextFilter } from './TextFilter.js';
export { useDateRangeFilter } from './useDateRangeFilter.js';
export type { UseDateRangeFilterResult } from './useDateRangeFilter.js';
export { useDebouncedCallback } from './useDebouncedCallback.js';
export { useDebouncedInput } from './useDebouncedInput.js';
export type { DebouncedCallback } from './useDebouncedCallback.js';
