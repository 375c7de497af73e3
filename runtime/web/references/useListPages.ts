import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListResponse } from '../../shared/index.js';
import { getOptionsQueryKey } from '../api/index.js';
import type { GridRow } from '../api/index.js';
import { useAdmin, useApiClient } from '../context/index.js';
import { getListChoices, getListQuery } from './getListChoices.js';
import type { ReferenceSource } from './getReferenceSource.js';
import type { MenuPageFetcher } from './useLookupMenu.js';

/**
 * useLookupMenu's pages over a list's rows (a child line copies from the picked row): the first `pageSize` rows whose
 * display field contains the typed text, each choice keeping its row; no further page.
 */
export function useListPages(source: ReferenceSource, pageSize: number): MenuPageFetcher {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { dateDisplay } = useAdmin().app;
  return useCallback(
    async (text: string) => {
      const query = getListQuery(source, text, pageSize);
      const response = await queryClient.fetchQuery({
        queryKey: [...getOptionsQueryKey(source.entity.entity, source.list.path), query],
        queryFn: ({ signal }) => apiClient.request<ListResponse<GridRow> | null>(source.list.method, source.list.path, { query, signal }),
        staleTime: 30_000,
      });
      return { choices: getListChoices(response, source, text, dateDisplay), nextOffset: null };
    },
    [apiClient, queryClient, source, pageSize, dateDisplay],
  );
}
