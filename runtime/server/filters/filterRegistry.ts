import type { FilterKind } from '../../shared/index.js';
import { booleanFilter } from './booleanFilter.js';
import { dateRangeFilter } from './dateRangeFilter.js';
import type { FilterFactory } from './FilterInput.js';
import { referenceFilter } from './referenceFilter.js';
import { selectFilter } from './selectFilter.js';
import { textFilter } from './textFilter.js';

/** One factory per filter kind a schema may declare; a missing kind fails `tsc`. */
export const filterRegistry: Record<FilterKind, FilterFactory> = {
  text: textFilter,
  boolean: booleanFilter,
  select: selectFilter,
  reference: referenceFilter,
  dateRange: dateRangeFilter,
};
