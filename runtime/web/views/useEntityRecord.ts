import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fillTemplate } from '../../shared/index.js';
import type { EndpointRef } from '../../shared/index.js';
import { getRecordQueryKey } from '../api/index.js';
import { useApiClient } from '../context/index.js';
import type { GridRow } from '../api/GridRow.js';

export interface UseEntityRecordResult {
  /** The record; null while loading, on error, or when there is nothing to load (create forms). */
  readonly record: GridRow | null;
  readonly isLoading: boolean;
  readonly error: Error | null;
  /** Shows this row as the record from now on (the row a 412 answered), without reading it again. */
  readonly setRecord: (record: GridRow) => void;
}

/** Reads one record through an endpoint whose path placeholders come from the route's params. */
export function useEntityRecord(entity: string, load: EndpointRef | null, params: Readonly<Record<string, string | undefined>>): UseEntityRecordResult {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const path = load ? fillTemplate(load.path, params) : null;
  const result = useQuery({
    queryKey: getRecordQueryKey(entity, path ?? ''),
    queryFn: ({ signal }) => apiClient.request<GridRow>(load?.method ?? 'GET', path ?? '', { signal }),
    enabled: load !== null,
  });
  const setRecord = useCallback((record: GridRow) => queryClient.setQueryData(getRecordQueryKey(entity, path ?? ''), record), [queryClient, entity, path]);
  return { record: result.data ?? null, isLoading: load !== null && result.isPending, error: result.error, setRecord };
}
