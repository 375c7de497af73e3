export { getDefaultFilters, getFilter } from './filterRegistry.js';
export type { FilterRegistry } from './filterRegistry.js';
export type { FilterComponent, FilterProps } from './FilterProps.js';
export { FILTER_DEBOUNCE_MS, TextFilter } from './TextFilter.js';
export { useDebouncedCallback } from './useDebouncedCallback.js';
export type { DebouncedCallback } from './useDebouncedCallback.js';
