export { filterRegistry } from './filterRegistry.js';
export type { DateRangeValue, FilterFactory, FilterInput, FilterValue } from './FilterInput.js';
export { escapeLike, getTextContains } from './textFilter.js';
