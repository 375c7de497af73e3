import { OTHER_TAB_VALUE } from '../contract/getListSpec.js';
import type { GridDefinition } from '../types.js';
import type { SavedViewState } from './SavedView.js';

/** What a view's state names that its grid lacks (for this user): the state's key at fault and the value. */
export interface ViewStateProblem {
  readonly field: 'state.filters' | 'state.sort' | 'state.tab' | 'state.columns' | 'state.q';
  readonly value: string;
}

/**
 * The first thing a view's state names that is not the grid's own as the user sees it: a filter of a column that does
 * not filter, a sort by a column that does not sort, an unknown tab, a column twice or not the grid's, a search on a
 * grid without a search box; `hidden` are the
 * fields the user's roles hide, which count as absent. Null when the state fits.
 */
export function getViewStateProblem(grid: GridDefinition, state: SavedViewState, hidden: readonly string[] = []): ViewStateProblem | null {
  const columns = grid.columns.filter((column) => !hidden.includes(column.field));
  for (const field of Object.keys(state.filters)) {
    if (!grid.filtering || !columns.some((column) => column.field === field && column.filter !== null)) return { field: 'state.filters', value: field };
  }
  if (state.sort !== null && !columns.some((column) => column.field === state.sort?.field && column.sortable)) return { field: 'state.sort', value: state.sort.field };
  if (state.tab !== null && !(grid.tabs && (state.tab === OTHER_TAB_VALUE || grid.tabs.options.some((option) => option.value === state.tab)))) return { field: 'state.tab', value: state.tab };
  for (const [index, field] of (state.columns ?? []).entries()) {
    if (!columns.some((column) => column.field === field) || state.columns?.indexOf(field) !== index) return { field: 'state.columns', value: field };
  }
  if (state.q && !hasSearch(grid)) return { field: 'state.q', value: state.q };
  return null;
}

/**
 * The state as a user may use it on the grid: without what the user's roles hide (`hidden` fields) or the grid no longer
 * has (a view saved before a schema change). A view shared with a role never shows that role's hidden columns.
 */
export function getPermittedViewState(grid: GridDefinition, state: SavedViewState, hidden: readonly string[] = []): SavedViewState {
  const columns = grid.columns.filter((column) => !hidden.includes(column.field));
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([field]) => grid.filtering && columns.some((column) => column.field === field && column.filter !== null)));
  const sort = state.sort !== null && columns.some((column) => column.field === state.sort?.field && column.sortable) ? state.sort : null;
  const tab = getViewStateProblem(grid, { ...state, filters: {}, sort: null, columns: null }) === null ? state.tab : null;
  const shown = state.columns === null ? null : state.columns.filter((field, index) => columns.some((column) => column.field === field) && state.columns?.indexOf(field) === index);
  return { filters, sort, tab, pageSize: state.pageSize, columns: shown, ...(state.q && hasSearch(grid) ? { q: state.q } : {}) };
}

const hasSearch = (grid: GridDefinition): boolean => (grid.search?.length ?? 0) > 0;
