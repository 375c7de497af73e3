import type { ConfigType } from 'dayjs';
import { filterKinds, type FilterDefinition } from '../../shared/index.js';
import { getDateRangeInstants, getDateRangeValue } from './getDateRangeValue.js';

/**
 * The list request's parameters for one column's filter value as it stands in the URL, encoded as its kind's
 * descriptor says (runtime/shared/kinds/filterKinds.ts): one value, or a range's bounds (the web's ranges are date
 * ranges, instants in the administrator's time zone). A value the kind does not accept (Todos, an unknown option, a
 * malformed date) sends nothing rather than a 400.
 */
export function getFilterQuery(field: string, value: string, filter: FilterDefinition, now: ConfigType): Record<string, string> {
  if (value === '') return {};
  const query = filterKinds[filter.kind].query;
  if (query.shape === 'range') {
    const range = getDateRangeValue(value);
    if (!range) return {};
    const { from, to } = getDateRangeInstants(range, now);
    const params: Record<string, string> = {};
    if (from) params[`${field}[from]`] = from;
    if (to) params[`${field}[to]`] = to;
    return params;
  }
  return isAccepted(query.accepts, value, filter) ? { [field]: value } : {};
}

function isAccepted(accepts: 'any' | 'boolean' | 'options', value: string, filter: FilterDefinition): boolean {
  if (accepts === 'boolean') return value === 'true' || value === 'false';
  if (accepts === 'options') return filter.options.some((option) => String(option.value) === value) && (filter.all === null || String(filter.all) !== value);
  return true;
}
