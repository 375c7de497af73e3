import type { ConfigType } from 'dayjs';
import { filterKinds, type FilterDefinition, type RangeQuery } from '../../shared/index.js';
import { getDateRangeInstants, getDateRangeValue } from './getDateRangeValue.js';
import { getNumberRangeValue } from './getNumberRangeValue.js';
import { splitRangeValue } from './splitRangeValue.js';

/**
 * The list request's parameters for one column's filter value as it stands in the URL, encoded as its kind's
 * descriptor says (runtime/shared/kinds/filterKinds.ts): one value, or a range's bounds (a date range's are instants
 * in the administrator's time zone, a number range's the numbers the URL keeps). A value the kind does not accept (Todos, an unknown option, a
 * malformed date) sends nothing rather than a 400.
 */
export function getFilterQuery(field: string, value: string, filter: FilterDefinition, now: ConfigType): Record<string, string> {
  if (value === '') return {};
  const query = filterKinds[filter.kind].query;
  if (query.shape === 'range') {
    const { from, to } = getRangeBounds(query.bound, value, now);
    const params: Record<string, string> = {};
    if (from !== null) params[`${field}[from]`] = from;
    if (to !== null) params[`${field}[to]`] = to;
    return params;
  }
  return isAccepted(query.accepts, value, filter) ? { [field]: value } : {};
}

/** A range's bounds as the request sends them: a date range's instants, a number range's numbers as the URL keeps them. */
function getRangeBounds(bound: RangeQuery['bound'], value: string, now: ConfigType): { readonly from: string | null; readonly to: string | null } {
  if (bound === 'number') {
    // The bounds as the URL writes them once the value reads as a range (in order).
    const bounds = getNumberRangeValue(value) ? splitRangeValue(value, () => true) : null;
    return bounds ? { from: bounds[0] || null, to: bounds[1] || null } : { from: null, to: null };
  }
  const range = getDateRangeValue(value);
  return range ? getDateRangeInstants(range, now) : { from: null, to: null };
}

function isAccepted(accepts: 'any' | 'boolean' | 'options', value: string, filter: FilterDefinition): boolean {
  if (accepts === 'boolean') return value === 'true' || value === 'false';
  if (accepts === 'options') return filter.options.some((option) => String(option.value) === value) && (filter.all === null || String(filter.all) !== value);
  return true;
}
