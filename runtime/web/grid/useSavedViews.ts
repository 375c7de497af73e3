import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { getViewGridId, type GridDefinition, type SavedView, type SavedViewInput, type SavedViewList, type SavedViewPatch, type SavedViewState } from '../../shared/index.js';
import { useApiClient } from '../context/index.js';
import { COLUMNS_PARAM, getGridViewSearch, getGridViewState, getViewedGrid } from './getGridViewState.js';
import { PAGE_PARAM } from './getGridSearchState.js';
import { useSearchParamsUpdate } from './useSearchParamsUpdate.js';

export interface UseSavedViewsResult {
  /** The user's views of the grid (own, shared with everyone or a role), by name; empty until loaded. */
  readonly views: readonly SavedView[];
  readonly defaultId: string | null;
  /** The view the URL names (`view=`), when the user sees it. */
  readonly current: SavedView | null;
  /** The grid's state in the URL, as a view saves it. */
  readonly state: SavedViewState;
  /** The grid with the URL's page size (what the list reads) and, drawn, with its columns too. */
  readonly listGrid: GridDefinition;
  readonly shownGrid: GridDefinition;
  /** Sets a view's state in the URL (and `view=<id>`). */
  apply(view: SavedView): void;
  /** Shows these columns in this order (null: the grid's own); a function gets the columns of the latest change. */
  setColumns(columns: ColumnsChange): void;
  /** Saves the URL's state as a new view (applied: the URL names it). */
  create(input: Omit<SavedViewInput, 'grid' | 'state'>): Promise<SavedView>;
  /** Changes one of the user's views; with `state: true`, it takes the URL's state. */
  update(view: SavedView, patch: Omit<SavedViewPatch, 'state'>, takeState?: boolean): Promise<SavedView>;
  remove(view: SavedView): Promise<void>;
  /** Makes the view the user's default of the grid (null: none). */
  setDefault(view: SavedView | null): Promise<void>;
}

/** Columns to show (null: the grid's own), or how to change the latest ones. */
export type ColumnsChange = readonly string[] | null | ((current: readonly string[] | null) => readonly string[] | null);

const noViews: readonly SavedView[] = [];

/**
 * A grid's saved views (`/api/views`) and the URL state they keep: the columns and page size the URL names, the view
 * applied (`view=`), and, when the grid opens with nothing in its URL, the user's default view applied in place. A link
 * with only `view=<id>` opens with that view's state.
 */
export function useSavedViews(grid: GridDefinition, prefix = ''): UseSavedViewsResult {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const gridId = getViewGridId(grid);
  const [searchParams] = useSearchParams();
  const updateSearch = useSearchParamsUpdate();
  const viewState = useMemo(() => getGridViewState(grid, searchParams, prefix), [grid, searchParams, prefix]);
  const queryKey = useMemo(() => ['views', gridId] as const, [gridId]);
  const result = useQuery({ queryKey, queryFn: ({ signal }) => apiClient.request<SavedViewList>('GET', '/views', { query: { grid: gridId }, signal }) });
  const views = result.data?.data ?? noViews;
  const defaultId = result.data?.defaultId ?? null;
  const current = views.find((view) => view._id === viewState.viewId) ?? null;

  const apply = useCallback(
    (view: SavedView, replace = false) => updateSearch((params) => getGridViewSearch(grid, params, prefix, view), { replace }),
    [grid, prefix, updateSearch],
  );

  // Once per grid: the default on an empty URL, or the view a bare `view=<id>` link names.
  const opened = useRef(false);
  const { state, isEmpty, viewId } = viewState;
  const onlyView = viewId !== null && Object.keys(state.filters).length === 0 && state.sort === null && state.tab === null && state.pageSize === null && state.columns === null;
  useEffect(() => {
    if (opened.current || result.data === undefined) return;
    opened.current = true;
    const target = isEmpty ? views.find((view) => view._id === defaultId) : onlyView ? current : undefined;
    if (target) apply(target, true);
  }, [result.data, isEmpty, onlyView, views, defaultId, current, apply]);

  const listGrid = useMemo(() => getViewedGrid(grid, state.pageSize, null), [grid, state.pageSize]);
  const columnsKey = state.columns?.join(',') ?? null;
  const shownGrid = useMemo(() => getViewedGrid(listGrid, null, columnsKey === null ? null : columnsKey.split(',')), [listGrid, columnsKey]);

  const setColumns = useCallback(
    (change: ColumnsChange) =>
      updateSearch((params) => {
        const all = grid.columns.map((column) => column.field);
        const columns = typeof change === 'function' ? change(getGridViewState(grid, params, prefix).state.columns) : change;
        if (columns === null || columns.join(',') === all.join(',')) params.delete(prefix + COLUMNS_PARAM);
        else params.set(prefix + COLUMNS_PARAM, columns.join(','));
        params.delete(prefix + PAGE_PARAM);
      }),
    [grid, prefix, updateSearch],
  );

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
  const create = useCallback(
    async (input: Omit<SavedViewInput, 'grid' | 'state'>) => {
      const saved = await apiClient.request<SavedView>('POST', '/views', { body: { ...input, grid: gridId, state } });
      await refresh();
      apply(saved, true);
      return saved;
    },
    [apiClient, gridId, state, refresh, apply],
  );
  const update = useCallback(
    async (view: SavedView, patch: Omit<SavedViewPatch, 'state'>, takeState = false) => {
      const saved = await apiClient.request<SavedView>('PUT', `/views/${encodeURIComponent(view._id)}`, { body: { ...patch, _version: view._version, ...(takeState && { state }) } });
      await refresh();
      return saved;
    },
    [apiClient, state, refresh],
  );
  const remove = useCallback(
    async (view: SavedView) => {
      await apiClient.request('DELETE', `/views/${encodeURIComponent(view._id)}`);
      if (view._id === viewId) updateSearch((params) => getGridViewSearch(grid, params, prefix, { _id: null, state }), { replace: true });
      await refresh();
    },
    [apiClient, viewId, grid, prefix, state, updateSearch, refresh],
  );
  const setDefault = useCallback(
    async (view: SavedView | null) => {
      await apiClient.request('PUT', '/views/default', { body: { grid: gridId, viewId: view?._id ?? null } });
      await refresh();
    },
    [apiClient, gridId, refresh],
  );

  return { views, defaultId, current, state, listGrid, shownGrid, apply, setColumns, create, update, remove, setDefault };
}

