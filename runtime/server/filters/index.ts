export { filterRegistry } from './filterRegistry.js';
export type { DateRangeValue, FilterFactory, FilterInput, FilterValue } from './FilterInput.js';
export { escapeLike } from './textFilter.js';
