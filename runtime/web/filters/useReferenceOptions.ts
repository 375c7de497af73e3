import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fillTemplate } from '../../shared/index.js';
import type { FilterDefinition, ListResponse, OptionDefinition } from '../../shared/index.js';
import { ApiError, getOptionsQueryKey } from '../api/index.js';
import { useAdmin } from '../context/index.js';
import type { GridRow } from '../grid/GridRow.js';
import { useGridScope } from '../grid/GridScopeContext.js';

/** How many referenced rows a reference filter offers. */
export const REFERENCE_OPTIONS_PAGE_SIZE = 100;

export interface UseReferenceOptionsResult {
  /**
   * One choice per referenced row: its `_id` and its display field, in the server's order (by that field).
   * A selected id beyond the loaded rows is kept as a last choice labelled with the id, so the select shows it.
   */
  readonly options: readonly OptionDefinition[];
  readonly isLoading: boolean;
  readonly error: Error | null;
}

/**
 * Loads a reference filter's choices from `filter.reference.list`: the first 100 rows sorted by the display
 * field, by the server when the list accepts that sort, else here.
 */
export function useReferenceOptions(filter: FilterDefinition, selected: string): UseReferenceOptionsResult {
  const reference = filter.reference;
  if (!reference) throw new Error(`A reference filter needs "reference" (the list of the referenced entity).`);
  const { apiClient, app } = useAdmin();
  const { locale } = app;
  const { params } = useGridScope();
  const path = fillTemplate(reference.list.path, params);
  const result = useQuery({
    queryKey: getOptionsQueryKey(reference.entity, path),
    queryFn: async ({ signal }) => {
      const page = { pageIndex: '1', pageSize: String(REFERENCE_OPTIONS_PAGE_SIZE) };
      try {
        return await apiClient.request<ListResponse<GridRow>>(reference.list.method, path, {
          query: { ...page, sortField: reference.display, sortOrder: 'asc' },
          signal,
        });
      } catch (error) {
        // A list that does not sort by the display field (a 400 naming sortField) is read unsorted and sorted here.
        if (!isSortRefused(error)) throw error;
        const list = await apiClient.request<ListResponse<GridRow>>(reference.list.method, path, { query: page, signal });
        if (!Array.isArray(list?.data)) return list;
        const collator = new Intl.Collator(locale, { sensitivity: 'base' });
        const label = (row: GridRow) => String(row[reference.display] ?? row._id);
        return { ...list, data: [...list.data].sort((a, b) => collator.compare(label(a), label(b))) };
      }
    },
  });
  const { data } = result;
  const options = useMemo(() => {
    // A body that is not a list (a misconfigured endpoint) leaves the choices empty rather than failing the page.
    if (!data || !Array.isArray(data.data)) return [];
    const loaded: OptionDefinition[] = data.data.map((row) => ({
      value: String(row._id),
      label: String(row[reference.display] ?? row._id),
    }));
    const missing = selected !== '' && !loaded.some((option) => option.value === selected);
    return missing ? [...loaded, { value: selected, label: selected }] : loaded;
  }, [data, reference.display, selected]);
  return { options, isLoading: result.isPending, error: result.error };
}

function isSortRefused(error: unknown): boolean {
  const body = error instanceof ApiError && error.status === 400 ? error.body : null;
  return typeof body === 'object' && body !== null && 'field' in body && body.field === 'sortField';
}
