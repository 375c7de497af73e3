import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListResponse } from '../../shared/index.js';
import { getOptionsQueryKey } from '../api/index.js';
import { useApiClient } from '../context/index.js';
import type { GridRow } from '../api/GridRow.js';
import type { ReferenceSource } from './getReferenceSource.js';

/** A row offered by a widget's select: its id, its label and the row itself (a product line reads its price). */
export interface ReferenceOption {
  readonly value: string;
  readonly label: string;
  readonly row: GridRow;
}

/**
 * The loader of a widget's async select: the first `pageSize` rows of the source's list whose display field
 * contains the typed text (sent as the list's text filter, or matched here when the list has none).
 */
export function useReferenceSearch(source: ReferenceSource, pageSize: number): (input: string) => Promise<ReferenceOption[]> {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { list, display, searchField, sortable, entity } = source;
  return useCallback(
    async (input: string) => {
      const text = input.trim();
      const query: Record<string, string> = { pageIndex: '1', pageSize: String(pageSize) };
      if (searchField && text !== '') query[searchField] = text;
      if (sortable) Object.assign(query, { sortField: display, sortOrder: 'asc' });
      const response = await queryClient.fetchQuery({
        queryKey: [...getOptionsQueryKey(entity.entity, list.path), query],
        queryFn: ({ signal }) => apiClient.request<ListResponse<GridRow> | null>(list.method, list.path, { query, signal }),
        staleTime: 30_000,
      });
      // A body that is not a list (a misconfigured endpoint) offers nothing rather than failing the form.
      const rows = Array.isArray(response?.data) ? response.data : [];
      const options = rows.map((row) => ({ value: String(row._id), label: getRowLabel(row, display), row }));
      if (searchField || text === '') return options;
      const needle = text.toLocaleLowerCase();
      return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
    },
    [apiClient, queryClient, list, display, searchField, sortable, entity.entity, pageSize],
  );
}

/** A row's label: its display field, else its id. */
export function getRowLabel(row: GridRow, display: string): string {
  const value = row[display];
  return value === undefined || value === null || value === '' ? String(row._id) : String(value);
}
