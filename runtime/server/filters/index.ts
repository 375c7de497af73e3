export { filterRegistry } from './filterRegistry.js';
export type { DateRangeValue, FilterFactory, FilterInput, FilterValue, ReferenceLinks } from './FilterInput.js';
export { escapeLike, getKeyScan, getSearchMatch, getTextContains } from './textFilter.js';
export { getFoldedColumn } from './getFoldedColumn.js';
export { getEqualityValue } from './getEqualityValue.js';
