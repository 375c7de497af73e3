export { filterRegistry } from './filterRegistry.js';
export type { DateRangeValue, FilterFactory, FilterInput, FilterValue, ReferenceLinks } from './FilterInput.js';
export { getEqualityValue } from './getEqualityValue.js';
export { toListFilter } from './toListFilter.js';
