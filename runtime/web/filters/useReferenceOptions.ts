import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fillTemplate } from '../../shared/index.js';
import type { FilterDefinition, ListResponse, OptionDefinition } from '../../shared/index.js';
import { getOptionsQueryKey } from '../api/index.js';
import { useApiClient } from '../context/index.js';
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

/** Loads a reference filter's choices from `filter.reference.list` (first 100 rows, sorted by the display field). */
export function useReferenceOptions(filter: FilterDefinition, selected: string): UseReferenceOptionsResult {
  const reference = filter.reference;
  if (!reference) throw new Error(`A reference filter needs "reference" (the list of the referenced entity).`);
  const apiClient = useApiClient();
  const { params } = useGridScope();
  const path = fillTemplate(reference.list.path, params);
  const result = useQuery({
    queryKey: getOptionsQueryKey(reference.entity, path),
    queryFn: ({ signal }) =>
      apiClient.request<ListResponse<GridRow>>(reference.list.method, path, {
        query: { pageIndex: '1', pageSize: String(REFERENCE_OPTIONS_PAGE_SIZE), sortField: reference.display, sortOrder: 'asc' },
        signal,
      }),
  });
  const { data } = result;
  const options = useMemo(() => {
    // A body that is not a list (a misconfigured endpoint) leaves the choices empty rather than failing the page.
    if (!data || !Array.isArray(data.data)) return [];
    const loaded: OptionDefinition[] = data.data.map((row) => ({ value: String(row._id), label: String(row[reference.display] ?? row._id) }));
    const missing = selected !== '' && !loaded.some((option) => option.value === selected);
    return missing ? [...loaded, { value: selected, label: selected }] : loaded;
  }, [data, reference.display, selected]);
  return { options, isLoading: result.isPending, error: result.error };
}
