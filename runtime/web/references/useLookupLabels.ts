import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getLookupPath } from '../../shared/index.js';
import { getLookupQueryKey } from '../api/index.js';
import { useApiClient, useEntity } from '../context/index.js';
import { getReferenceOf } from './getReferenceTarget.js';
import { getLookupChoices, type LookupChoice, type LookupResponse } from './LookupChoice.js';

export interface UseLookupLabelsResult {
  /** The choice of each resolved id; an id the server does not know is absent once loaded. */
  readonly choices: ReadonlyMap<string, LookupChoice>;
  readonly isLoading: boolean;
  /** True when the lookup failed (its ids are then neither known nor missing). */
  readonly isError: boolean;
}

/** The labels (and paths, secondary texts) of chosen ids, read from the reference's lookup in one request. */
export function useLookupLabels(entity: string, field: string, ids: readonly string[]): UseLookupLabelsResult {
  const apiClient = useApiClient();
  const target = getReferenceOf(useEntity(entity), field).entity;
  const wanted = useMemo(() => [...new Set(ids.filter((id) => id !== ''))].sort(), [ids]);
  const query = { ids: wanted.join(',') };
  const result = useQuery({
    queryKey: getLookupQueryKey(target, entity, field, query),
    queryFn: ({ signal }) => apiClient.request<LookupResponse | null>('GET', getLookupPath(entity, field), { query, signal }),
    enabled: wanted.length > 0,
    staleTime: 30_000,
  });
  const choices = useMemo(() => new Map(getLookupChoices(result.data).map((choice) => [choice.value, choice])), [result.data]);
  return { choices, isLoading: wanted.length > 0 && result.isPending, isError: result.isError };
}
