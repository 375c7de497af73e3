import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { fillTemplate, getOthersParam, OTHER_TAB_VALUE, SEARCH_PARAM } from '../../shared/index.js';
import type { GridDefinition, ListResponse, SortDefinition, SortOrder } from '../../shared/index.js';
import { getListQueryKey } from '../api/index.js';
import { useApiClient, useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { getGridParams } from './getGridParams.js';
import { getGridSearchState, getListRequestQuery, PAGE_PARAM, SORT_FIELD_PARAM, SORT_ORDER_PARAM } from './getGridSearchState.js';
import { getPageCursor, withPageCursor, type PageCursor } from './getPageCursor.js';
import { useSearchParamsUpdate } from './useSearchParamsUpdate.js';
import type { GridRow } from '../api/GridRow.js';
import type { GridScope } from '../context/GridScopeContext.js';

export interface UseEntityGridOptions {
  /** Prefix of the grid's search parameters, so grids sharing a page keep separate state (see getGridSearchPrefix). */
  readonly prefix?: string;
}

/** One tab of a grid's tab bar: its URL value and its text. */
export interface GridTabOption {
  readonly value: string;
  readonly label: string;
}

export interface UseEntityGridResult {
  readonly rows: readonly GridRow[];
  readonly itemsCount: number;
  /** At least 1, so an empty grid reads 'Página: 1 de 1'. */
  readonly pageCount: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly sort: SortDefinition | null;
  readonly filters: Readonly<Record<string, string>>;
  /** The selected tab's URL value; null for grids without tabs. */
  readonly tab: string | null;
  /**
   * The tab bar: the grid's tabs and, when some rows are in none of them (a value no tab shows, one the field no longer
   * lists, none), one more that lists those, 'Otros (n)'; empty for grids without tabs.
   */
  readonly tabs: readonly GridTabOption[];
  /** The route's values of `grid.params` and the selected tab, for the grid's links and actions. */
  readonly scope: GridScope;
  /** True until the first answer arrives (previous pages stay visible while the next one loads). */
  readonly isLoading: boolean;
  readonly isFetching: boolean;
  readonly error: Error | null;
  /** The query key of the request on screen; its prefix invalidates every list of the entity. */
  readonly queryKey: readonly unknown[];
  /** The list's path (route params filled) and its query without paging: filters, sort, tab, exclusion (an export's). */
  readonly listPath: string;
  readonly listQuery: Readonly<Record<string, string>>;
  readonly setPage: (page: number) => void;
  readonly setSort: (field: string, order: SortOrder) => void;
  /** Sets one column's filter and goes back to page 1. */
  readonly setFilter: (field: string, value: string) => void;
  /** Clears these columns' filters at once and goes back to page 1. */
  readonly clearFilters: (fields: readonly string[]) => void;
  /** The search box's text as the URL keeps it (`q`); empty when none. */
  readonly q: string;
  /** Sets the search box's text and goes back to page 1 (an empty text removes it). */
  readonly setSearch: (text: string) => void;
  /** The search string (`?…`) that selects a tab, back on page 1, keeping the other state; for the tab links. */
  readonly getTabSearch: (value: string) => string;
}

const emptyRows: readonly GridRow[] = [];

/**
 * A grid's server-side list state: page, sort, filters and tab live in the URL (under the grid's prefix);
 * the route's params fill the data source path; rows come from TanStack Query.
 */
export function useEntityGrid(grid: GridDefinition, options: UseEntityGridOptions = {}): UseEntityGridResult {
  const prefix = options.prefix ?? '';
  const apiClient = useApiClient();
  const messages = useMessages();
  const routeParams = useParams();
  const [searchParams] = useSearchParams();
  const state = useMemo(() => getGridSearchState(grid, searchParams, prefix), [grid, searchParams, prefix]);
  // An assignment grid asks only for the rows not yet linked to the route's owner (the server filters them).
  const excludedOwner = grid.exclude ? routeParams[grid.exclude.scope] : undefined;
  const pageQuery = useMemo(() => {
    const request = getListRequestQuery(grid, state);
    return grid.exclude && excludedOwner ? { ...request, [grid.exclude.param]: excludedOwner } : request;
  }, [grid, state, excludedOwner]);
  const listQuery = useMemo(() => {
    const { pageIndex: _pageIndex, pageSize: _pageSize, ...rest } = pageQuery;
    return rest;
  }, [pageQuery]);
  const params = useMemo(() => getGridParams(grid, routeParams), [grid, routeParams]);
  const path = useMemo(() => fillTemplate(grid.dataSource.path, params), [grid.dataSource.path, params]);
  // Next and previous continue from the rows on screen (keyset paging, in memory only: the URL keeps the page number).
  const [cursor, setCursor] = useState<PageCursor | null>(null);
  const list = useMemo(() => JSON.stringify([path, { ...pageQuery, pageIndex: null }]), [path, pageQuery]);
  const query = useMemo(() => withPageCursor(pageQuery, list, state.page, cursor), [pageQuery, list, state.page, cursor]);
  const scope = useMemo<GridScope>(() => ({ params, tab: state.tab }), [params, state.tab]);
  const queryKey = useMemo(() => getListQueryKey(grid.entity, grid.name, path, query), [grid.entity, grid.name, path, query]);

  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiClient.request<ListResponse<GridRow>>(grid.dataSource.method, path, { query, signal }),
    // The previous page of the same list stays on screen while the next one loads, so the pager does not
    // jump; another list (a new route param: another parent's children) starts from 'Cargando...' instead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === path ? keepPreviousData(previous) : undefined),
  });

  const itemsCount = result.data?.itemsCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(itemsCount / grid.pageSize));

  // Whether some rows are in none of the tabs: the count of a one-row page of them (the store reads it from its counts).
  const onOthers = state.tab === OTHER_TAB_VALUE;
  const othersQuery = useMemo(() => {
    if (!grid.tabs) return null;
    const request = { [getOthersParam(grid.tabs.field)]: 'true', pageIndex: '1', pageSize: '1' };
    return grid.exclude && excludedOwner ? { ...request, [grid.exclude.param]: excludedOwner } : request;
  }, [grid, excludedOwner]);
  const others = useQuery({
    queryKey: getListQueryKey(grid.entity, grid.name, path, othersQuery ?? {}),
    queryFn: ({ signal }) => apiClient.request<ListResponse<GridRow>>(grid.dataSource.method, path, { query: othersQuery ?? {}, signal }),
    enabled: othersQuery !== null && !onOthers,
  });
  const otherCount = onOthers ? itemsCount : (others.data?.itemsCount ?? 0);
  const tabs = useMemo<readonly GridTabOption[]>(() => {
    if (!grid.tabs) return [];
    const declared = grid.tabs.options.map(({ value, label }) => ({ value, label }));
    if (!onOthers && otherCount === 0) return declared;
    return [...declared, { value: OTHER_TAB_VALUE, label: formatMessage(messages.otherTab, { count: otherCount }) }];
  }, [grid.tabs, onOthers, otherCount, messages]);

  const update = useSearchParamsUpdate();

  const shownRows = result.data !== undefined && !result.isPlaceholderData ? result.data.data : null;
  const setPage = useCallback(
    (page: number) => {
      setCursor(shownRows ? getPageCursor(list, shownRows, state.page, page) : null);
      update((params) => {
        if (page <= 1) params.delete(prefix + PAGE_PARAM);
        else params.set(prefix + PAGE_PARAM, String(page));
      });
    },
    [update, prefix, shownRows, list, state.page],
  );

  const setSort = useCallback(
    (field: string, order: SortOrder) =>
      update((params) => {
        params.set(prefix + SORT_FIELD_PARAM, field);
        params.set(prefix + SORT_ORDER_PARAM, order);
        params.delete(prefix + PAGE_PARAM);
      }),
    [update, prefix],
  );

  const setFilter = useCallback(
    (field: string, value: string) =>
      // Typing replaces the history entry, so Back does not walk through every keystroke.
      update((params) => {
        if (value) params.set(prefix + field, value);
        else params.delete(prefix + field);
        params.delete(prefix + PAGE_PARAM);
      }, { replace: true }),
    [update, prefix],
  );

  const clearFilters = useCallback(
    (fields: readonly string[]) =>
      update((params) => {
        for (const field of fields) params.delete(prefix + field);
        params.delete(prefix + PAGE_PARAM);
      }),
    [update, prefix],
  );

  // The search box is kept like a filter, under its own parameter.
  const setSearch = useCallback((text: string) => setFilter(SEARCH_PARAM, text), [setFilter]);

  const tabParam = grid.tabs ? prefix + grid.tabs.param : null;
  const getTabSearch = useCallback(
    (value: string) => {
      const next = new URLSearchParams(searchParams);
      if (tabParam) next.set(tabParam, value);
      next.delete(prefix + PAGE_PARAM);
      return `?${next.toString()}`;
    },
    [searchParams, tabParam, prefix],
  );

  // A page past the end (the last row of the last page was deleted, or a stale link) falls back to the last page.
  const settled = result.data !== undefined && !result.isPlaceholderData;
  useEffect(() => {
    if (settled && state.page > pageCount) setPage(pageCount);
  }, [settled, state.page, pageCount, setPage]);

  return {
    rows: result.data?.data ?? emptyRows,
    itemsCount,
    pageCount,
    page: state.page,
    pageSize: grid.pageSize,
    sort: state.sort,
    filters: state.filters,
    tab: state.tab,
    tabs,
    scope,
    isLoading: result.isPending,
    isFetching: result.isFetching,
    error: result.error,
    queryKey,
    listPath: path,
    listQuery,
    setPage,
    setSort,
    setFilter,
    clearFilters,
    getTabSearch,
    q: state.q ?? '',
    setSearch,
  };
}
