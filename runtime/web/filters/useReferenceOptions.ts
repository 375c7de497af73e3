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
  /** One choice per referenced row: its `_id` and its display field, sorted by that field. */
  readonly options: readonly OptionDefinition[];
  readonly isLoading: boolean;
  readonly error: Error | null;
}

const noOptions: readonly OptionDefinition[] = [];

/** Loads a reference filter's choices from `filter.reference.list` (first 100 rows, sorted by the display field). */
export function useReferenceOptions(filter: FilterDefinition): UseReferenceOptionsResult {
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
  const options = useMemo(
    () =>
      result.data?.data.map((row) => ({ value: String(row._id), label: String(row[reference.display] ?? row._id) })) ?? noOptions,
    [result.data, reference.display],
  );
  return { options, isLoading: result.isPending, error: result.error };
}
