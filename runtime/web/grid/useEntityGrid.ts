import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridDefinition, ListResponse, SortDefinition, SortOrder } from '../../shared/index.js';
import { getListQueryKey } from '../api/index.js';
import { useApiClient } from '../context/index.js';
import { getGridSearchState, getListRequestQuery, PAGE_PARAM, SORT_FIELD_PARAM, SORT_ORDER_PARAM } from './getGridSearchState.js';
import type { GridRow } from './GridRow.js';

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
  /** True until the first answer arrives (previous pages stay visible while the next one loads). */
  readonly isLoading: boolean;
  readonly isFetching: boolean;
  readonly error: Error | null;
  /** The query key of the request on screen; its prefix invalidates every list of the entity. */
  readonly queryKey: readonly unknown[];
  readonly setPage: (page: number) => void;
  readonly setSort: (field: string, order: SortOrder) => void;
  /** Sets one column's filter and goes back to page 1. */
  readonly setFilter: (field: string, value: string) => void;
}

const emptyRows: readonly GridRow[] = [];

/** A grid's server-side list state: page, sort and filters live in the URL; rows come from TanStack Query. */
export function useEntityGrid(grid: GridDefinition): UseEntityGridResult {
  const apiClient = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => getGridSearchState(grid, searchParams), [grid, searchParams]);
  const query = useMemo(() => getListRequestQuery(grid, state), [grid, state]);
  const queryKey = useMemo(() => getListQueryKey(grid.entity, grid.name, query), [grid.entity, grid.name, query]);

  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiClient.request<ListResponse<GridRow>>(grid.dataSource.method, grid.dataSource.path, { query, signal }),
    // The previous page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

  const itemsCount = result.data?.itemsCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(itemsCount / grid.pageSize));

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) =>
      update((params) => {
        if (page <= 1) params.delete(PAGE_PARAM);
        else params.set(PAGE_PARAM, String(page));
      }),
    [update],
  );

  const setSort = useCallback(
    (field: string, order: SortOrder) =>
      update((params) => {
        params.set(SORT_FIELD_PARAM, field);
        params.set(SORT_ORDER_PARAM, order);
        params.delete(PAGE_PARAM);
      }),
    [update],
  );

  const setFilter = useCallback(
    (field: string, value: string) =>
      // Typing replaces the history entry, so Back does not walk through every keystroke.
      update((params) => {
        if (value) params.set(field, value);
        else params.delete(field);
        params.delete(PAGE_PARAM);
      }, true),
    [update],
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
    isLoading: result.isPending,
    isFetching: result.isFetching,
    error: result.error,
    queryKey,
    setPage,
    setSort,
    setFilter,
  };
}
