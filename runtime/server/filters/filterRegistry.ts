import type { FilterKind } from '../../shared/index.js';
import { booleanFilter } from './booleanFilter.js';
import { dateRangeFilter } from './dateRangeFilter.js';
import type { FilterFactory } from './FilterInput.js';
import { referenceFilter } from './referenceFilter.js';
import { selectFilter } from './selectFilter.js';
import { textFilter } from './textFilter.js';

/** The SQL of each filter kind (descriptors, with their query parameters: runtime/shared/kinds/filterKinds.ts); a missing kind fails `tsc`. */
export const filterRegistry: Record<FilterKind, FilterFactory> = {
  text: textFilter,
  boolean: booleanFilter,
  select: selectFilter,
  reference: referenceFilter,
  dateRange: dateRangeFilter,
};
