/**
 * The parameters a grid page's address holds besides its filters (named after their fields), its tab (`tabs.param`)
 * and its search box (`q`): the web app reads and writes them, and the build refuses a filter or tab named like one.
 */
export const PAGE_PARAM = 'page';
export const SORT_FIELD_PARAM = 'sortField';
export const SORT_ORDER_PARAM = 'sortOrder';
/** The saved view applied, the columns shown, the page size (runtime/web/grid/getGridViewState.ts). */
export const VIEW_PARAM = 'view';
export const COLUMNS_PARAM = 'columns';
export const PAGE_SIZE_PARAM = 'pageSize';

export const GRID_URL_PARAMS: readonly string[] = [PAGE_PARAM, SORT_FIELD_PARAM, SORT_ORDER_PARAM, VIEW_PARAM, COLUMNS_PARAM, PAGE_SIZE_PARAM];
