import dayjs from 'dayjs';
import type { ConfigType } from 'dayjs';
import { getOthersParam, OTHER_TAB_VALUE, PAGE_PARAM, SEARCH_PARAM, SORT_FIELD_PARAM, SORT_ORDER_PARAM } from '../../shared/index.js';
import type { GridDefinition, SortDefinition } from '../../shared/index.js';
import { getFilterQuery } from '../filters/getFilterQuery.js';

/** The grid state kept in the URL, so a reload or a shared link shows the same page. */
export interface GridSearchState {
  /** 1-based page. */
  readonly page: number;
  /** The sort the user chose, else the grid's default sort. */
  readonly sort: SortDefinition | null;
  /** Filter values by column field, as written in the URL; only non-empty values of filterable columns. */
  readonly filters: Readonly<Record<string, string>>;
  /**
   * The selected tab's URL value (the grid's default when absent or unknown), OTHER_TAB_VALUE for the rows in none of
   * the tabs; null for grids without tabs.
   */
  readonly tab: string | null;
  /** The search box's text (`q`), trimmed; absent when empty or the grid has no `search`. */
  readonly q?: string;
}

// The page's own parameter names live in runtime/shared/gridUrlParams.ts (the build checks filters and tabs against them).
export { PAGE_PARAM, SORT_FIELD_PARAM, SORT_ORDER_PARAM };

/**
 * Prefix of a grid's search parameters: none when it is alone on its page, `<grid name>.` when it shares
 * the page, `<entity>.<grid name>.` when another grid of the page (of another entity) has the same name.
 */
export function getGridSearchPrefix(grid: GridDefinition, gridsOnPage: readonly GridDefinition[]): string {
  if (gridsOnPage.length <= 1) return '';
  const sameName = gridsOnPage.some((other) => other !== grid && other.name === grid.name);
  return sameName ? `${grid.entity}.${grid.name}.` : `${grid.name}.`;
}

/** Reads the grid state from the URL, ignoring values the grid does not allow (unknown sort fields, bad pages, unknown tabs). */
export function getGridSearchState(grid: GridDefinition, params: URLSearchParams, prefix = ''): GridSearchState {
  const pageText = params.get(prefix + PAGE_PARAM);
  const page = pageText !== null && /^[1-9][0-9]*$/.test(pageText) ? Number(pageText) : 1;

  const sortField = params.get(prefix + SORT_FIELD_PARAM);
  const sortOrder = params.get(prefix + SORT_ORDER_PARAM);
  const sortable = grid.columns.some((column) => column.sortable && column.field === sortField);
  const sort: SortDefinition | null =
    sortField !== null && sortable ? { field: sortField, order: sortOrder === 'desc' ? 'desc' : 'asc' } : grid.defaultSort;

  const filters: Record<string, string> = {};
  if (grid.filtering) {
    for (const column of grid.columns) {
      const value = column.filter ? params.get(prefix + column.field) : null;
      if (value) filters[column.field] = value;
    }
  }

  let tab: string | null = null;
  if (grid.tabs) {
    const value = params.get(prefix + grid.tabs.param);
    const known = value === OTHER_TAB_VALUE || grid.tabs.options.some((option) => option.value === value);
    tab = known && value !== null ? value : grid.tabs.default;
  }
  const q = grid.search && grid.search.length > 0 ? (params.get(prefix + SEARCH_PARAM) ?? '').trim() : '';
  return { page, sort, filters, tab, ...(q ? { q } : {}) };
}

/**
 * The list request's query as the HTTP contract names it: each filter in its kind's encoding, the tab's
 * equality (the Otros tab: its field's other values, getOthersParam), 1-based pageIndex, pageSize and the sort. `now`
 * anchors the date presets (the browser's time zone).
 */
export function getListRequestQuery(
  grid: GridDefinition,
  state: GridSearchState,
  now: ConfigType = dayjs(),
): Readonly<Record<string, string>> {
  const query: Record<string, string> = {};
  for (const column of grid.columns) {
    const value = state.filters[column.field];
    if (column.filter && value) Object.assign(query, getFilterQuery(column.field, value, column.filter, now));
  }
  const tab = grid.tabs?.options.find((option) => option.value === state.tab);
  if (grid.tabs && tab) query[grid.tabs.field] = tab.equals;
  if (grid.tabs && state.tab === OTHER_TAB_VALUE) query[getOthersParam(grid.tabs.field)] = 'true';
  if (grid.search && grid.search.length > 0 && state.q) query[SEARCH_PARAM] = state.q;
  query.pageIndex = String(state.page);
  query.pageSize = String(grid.pageSize);
  if (state.sort) {
    query.sortField = state.sort.field;
    query.sortOrder = state.sort.order;
  }
  return query;
}
