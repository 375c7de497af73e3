import { getRegistryEntry } from '../registry/index.js';
import { BooleanFilter } from './BooleanFilter.js';
import { DateRangeFilter } from './DateRangeFilter.js';
import { NumberRangeFilter } from './NumberRangeFilter.js';
import type { FilterComponent, FilterRegistry } from '../registry/index.js';
import { ReferenceFilter } from './ReferenceFilter.js';
import { SelectFilter } from './SelectFilter.js';
import { TextFilter } from './TextFilter.js';

/** The runtime's built-in filters. Their request encoding is their descriptor's query, read by getFilterQuery. */
export function getDefaultFilters(): FilterRegistry {
  return { text: TextFilter, boolean: BooleanFilter, select: SelectFilter, reference: ReferenceFilter, dateRange: DateRangeFilter, numberRange: NumberRangeFilter };
}

/** The filter for a kind; throws naming the known kinds when there is none. */
export function getFilter(filters: FilterRegistry, kind: string): FilterComponent {
  return getRegistryEntry(filters, kind, 'filter kind');
}
