export { filterRegistry } from './filterRegistry.js';
export type { RangeValue, FilterFactory, FilterInput, FilterValue, ReferenceLinks } from './FilterInput.js';
export { getEqualityValue } from './getEqualityValue.js';
export { toListFilter } from './toListFilter.js';
