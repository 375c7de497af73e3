import type { ConfigType } from 'dayjs';
import type { FilterDefinition, FilterKind } from '../../shared/index.js';
import { getDateRangeInstants, getDateRangeValue } from './getDateRangeValue.js';

type FilterEncoder = (field: string, value: string, filter: FilterDefinition, now: ConfigType) => Record<string, string>;

/** The HTTP contract's encoding per kind (see FilterDefinition); typed by FILTER_KINDS so a kind cannot lack one. */
const encoders: Readonly<Record<FilterKind, FilterEncoder>> = {
  text: (field, value) => ({ [field]: value }),
  boolean: (field, value) => (value === 'true' || value === 'false' ? { [field]: value } : {}),
  select: (field, value, filter) => {
    const known = filter.options.some((option) => String(option.value) === value);
    const all = filter.all !== null && String(filter.all) === value;
    return known && !all ? { [field]: value } : {};
  },
  reference: (field, value) => ({ [field]: value }),
  dateRange: (field, value, _filter, now) => {
    const range = getDateRangeValue(value);
    if (!range) return {};
    const { from, to } = getDateRangeInstants(range, now);
    const query: Record<string, string> = {};
    if (from) query[`${field}[from]`] = from;
    if (to) query[`${field}[to]`] = to;
    return query;
  },
};

/**
 * The list request's parameters for one column's filter value as it stands in the URL. A value the kind
 * does not accept (Todos, an unknown option, a malformed date) sends nothing rather than a 400.
 */
export function getFilterQuery(field: string, value: string, filter: FilterDefinition, now: ConfigType): Record<string, string> {
  if (value === '') return {};
  return encoders[filter.kind](field, value, filter, now);
}
