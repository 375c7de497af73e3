import type { GridDefinition, SortDefinition } from '../../shared/index.js';

/** The grid state kept in the URL, so a reload or a shared link shows the same page. */
export interface GridSearchState {
  /** 1-based page. */
  readonly page: number;
  /** The sort the user chose, else the grid's default sort. */
  readonly sort: SortDefinition | null;
  /** Filter values by column field; only non-empty values of filterable columns. */
  readonly filters: Readonly<Record<string, string>>;
}

/** Search parameter names besides the filters, which use the column's field name. */
export const PAGE_PARAM = 'page';
export const SORT_FIELD_PARAM = 'sortField';
export const SORT_ORDER_PARAM = 'sortOrder';

/** Reads the grid state from the URL, ignoring values the grid does not allow (unknown sort fields, bad pages). */
export function getGridSearchState(grid: GridDefinition, params: URLSearchParams): GridSearchState {
  const pageText = params.get(PAGE_PARAM);
  const page = pageText !== null && /^[1-9][0-9]*$/.test(pageText) ? Number(pageText) : 1;

  const sortField = params.get(SORT_FIELD_PARAM);
  const sortOrder = params.get(SORT_ORDER_PARAM);
  const sortable = grid.columns.some((column) => column.sortable && column.field === sortField);
  const sort: SortDefinition | null =
    sortField !== null && sortable ? { field: sortField, order: sortOrder === 'desc' ? 'desc' : 'asc' } : grid.defaultSort;

  const filters: Record<string, string> = {};
  if (grid.filtering) {
    for (const column of grid.columns) {
      const value = column.filter ? params.get(column.field) : null;
      if (value) filters[column.field] = value;
    }
  }
  return { page, sort, filters };
}

/** The list request's query: filters, 1-based pageIndex, pageSize and the sort, as the HTTP contract names them. */
export function getListRequestQuery(grid: GridDefinition, state: GridSearchState): Readonly<Record<string, string>> {
  const query: Record<string, string> = { ...state.filters, pageIndex: String(state.page), pageSize: String(grid.pageSize) };
  if (state.sort) {
    query.sortField = state.sort.field;
    query.sortOrder = state.sort.order;
  }
  return query;
}
