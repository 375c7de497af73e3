import { COLUMNS_PARAM, MAX_PAGE_SIZE, PAGE_SIZE_PARAM, SEARCH_PARAM, VIEW_PARAM, type GridDefinition, type SavedViewState } from '../../shared/index.js';
import { getGridSearchState, PAGE_PARAM, SORT_FIELD_PARAM, SORT_ORDER_PARAM } from './getGridSearchState.js';

// A saved view's parameters (the view applied, the columns shown, the page size) are runtime/shared/gridUrlParams.ts's.
export { COLUMNS_PARAM, PAGE_SIZE_PARAM, VIEW_PARAM };

/** The grid's state in the URL as a view saves it, and the view the URL names (null: none). */
export interface GridViewState {
  readonly viewId: string | null;
  readonly state: SavedViewState;
  /** Whether the URL holds any of the grid's state (a filter, sort, tab, page, columns, page size or view). */
  readonly isEmpty: boolean;
}

/**
 * Reads what a saved view keeps from the URL: the filters, the search text, the sort and tab the user chose (not the
 * grid's defaults), the page size and the columns (`columns=a,b`: the grid's own, each once; none left: the grid's own).
 */
export function getGridViewState(grid: GridDefinition, params: URLSearchParams, prefix = ''): GridViewState {
  const search = getGridSearchState(grid, params, prefix);
  const sort = params.get(prefix + SORT_FIELD_PARAM) !== null && search.sort !== null ? search.sort : null;
  const tab = grid.tabs && params.get(prefix + grid.tabs.param) !== null ? search.tab : null;
  const sizeText = params.get(prefix + PAGE_SIZE_PARAM);
  const size = sizeText !== null && /^[1-9][0-9]*$/.test(sizeText) ? Number(sizeText) : null;
  const pageSize = size !== null && size <= MAX_PAGE_SIZE ? size : null;
  const columns = getShownColumns(grid, params.get(prefix + COLUMNS_PARAM));
  const keys = getViewKeys(grid);
  return {
    viewId: params.get(prefix + VIEW_PARAM) || null,
    state: { filters: search.filters, sort, tab, pageSize, columns, ...(search.q ? { q: search.q } : {}) },
    isEmpty: keys.every((key) => params.get(prefix + key) === null),
  };
}

/** The grid's parameters a view sets or clears (without the grid's prefix). */
function getViewKeys(grid: GridDefinition): string[] {
  return [VIEW_PARAM, COLUMNS_PARAM, PAGE_SIZE_PARAM, PAGE_PARAM, SORT_FIELD_PARAM, SORT_ORDER_PARAM, SEARCH_PARAM, ...(grid.tabs ? [grid.tabs.param] : []), ...grid.columns.map((column) => column.field)];
}

/** The fields of `columns=` that are the grid's, each once, in the given order; null when none is (the grid's own). */
export function getShownColumns(grid: GridDefinition, text: string | null): readonly string[] | null {
  if (text === null) return null;
  const fields = text.split(',').filter((field, index, all) => grid.columns.some((column) => column.field === field) && all.indexOf(field) === index);
  return fields.length > 0 ? fields : null;
}

/**
 * The search string with a view applied to the grid: its filters, search text, sort, tab, page size, columns and `view=<id>`, in
 * place of the grid's state (other grids' parameters stay), back on page 1.
 */
export function getGridViewSearch(grid: GridDefinition, params: URLSearchParams, prefix: string, view: { readonly _id: string | null; readonly state: SavedViewState }): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of getViewKeys(grid)) next.delete(prefix + key);
  const { state } = view;
  for (const [field, value] of Object.entries(state.filters)) if (value) next.set(prefix + field, value);
  if (state.sort) {
    next.set(prefix + SORT_FIELD_PARAM, state.sort.field);
    next.set(prefix + SORT_ORDER_PARAM, state.sort.order);
  }
  if (grid.tabs && state.tab !== null) next.set(prefix + grid.tabs.param, state.tab);
  if (state.pageSize !== null) next.set(prefix + PAGE_SIZE_PARAM, String(state.pageSize));
  if (state.columns !== null && state.columns.length > 0) next.set(prefix + COLUMNS_PARAM, state.columns.join(','));
  if (state.q && grid.search?.length) next.set(prefix + SEARCH_PARAM, state.q);
  if (view._id !== null) next.set(prefix + VIEW_PARAM, view._id);
  return next;
}

/** The grid as drawn with a view's page size and columns (those shown, in their order); the same object when neither is set. */
export function getViewedGrid(grid: GridDefinition, pageSize: number | null, columns: readonly string[] | null): GridDefinition {
  if (pageSize === null && columns === null) return grid;
  const shown = columns === null ? grid.columns : columns.flatMap((field) => grid.columns.filter((column) => column.field === field));
  return { ...grid, ...(pageSize !== null && { pageSize }), columns: shown };
}
