import { SEARCH_PARAM, type ListFilterSpec, type ListOthersSpec, type ListSpec, type SortDefinition } from '../../shared/index.js';
import type { FilterValue } from '../filters/index.js';

/** A list request's paging, sort and filters, read from a query its route schema has validated and typed. */
export interface ListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sort: SortDefinition;
  /** The request named a sortField (lists with a natural order, like through lists, use it only then). */
  readonly sortFieldGiven: boolean;
  /** Keyset paging: the `_id` of the row the page follows (next page) or precedes (previous page); after wins. */
  readonly after?: string;
  readonly before?: string;
  readonly filters: readonly (ListFilterSpec & { readonly name: string; readonly value: FilterValue })[];
  /** The tab sets whose other values the request asks for (`otherState=true`). */
  readonly others: readonly ListOthersSpec[];
  /** The search box's text (`q`), trimmed; absent when the list has no search or the text is blank. */
  readonly q?: string;
}

/** The defaults of what the query leaves out; filter values as the filters read them (text, or a from/to pair). */
export function getListQuery(spec: ListSpec, query: unknown): ListQuery {
  const params = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const sortField = typeof params.sortField === 'string' ? params.sortField : undefined;
  const sortOrder = params.sortOrder === 'asc' || params.sortOrder === 'desc' ? params.sortOrder : undefined;
  const filters: ListQuery['filters'][number][] = [];
  for (const [name, filter] of spec.filters) {
    const value = params[name];
    if (value === undefined) continue;
    filters.push({ ...filter, name, value: typeof value === 'object' && value !== null ? (value as FilterValue) : String(value) });
  }
  // A list whose filter owns `q` (a field of that name) has no search: the parameter is the filter's.
  const q = spec.search.length > 0 && !spec.filters.has(SEARCH_PARAM) && typeof params[SEARCH_PARAM] === 'string' ? params[SEARCH_PARAM].trim() : '';
  return {
    ...(q !== '' ? { q } : {}),
    pageIndex: typeof params.pageIndex === 'number' ? params.pageIndex : 1,
    pageSize: typeof params.pageSize === 'number' ? params.pageSize : spec.defaultPageSize,
    sort: { field: sortField ?? spec.defaultSort.field, order: sortOrder ?? (sortField !== undefined ? 'asc' : spec.defaultSort.order) },
    sortFieldGiven: sortField !== undefined,
    ...(typeof params.after === 'string' && params.after !== '' ? { after: params.after } : typeof params.before === 'string' && params.before !== '' ? { before: params.before } : {}),
    filters,
    others: spec.others.filter((other) => params[other.param] === true),
  };
}
