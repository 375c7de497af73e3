import { useQuery } from '@tanstack/react-query';
import { fillTemplate, getImpactPath, isRecord } from '../../shared/index.js';
import { getImpactQueryKey } from '../api/index.js';
import { useAdmin } from '../context/index.js';
import { getImpactLines } from './getImpactLines.js';
import type { DeleteImpact } from '../../shared/index.js';

export interface UseDeleteImpactResult {
  readonly isLoading: boolean;
  /** One sentence per consequence ('Se quitará de 3 entregas'); empty while loading, on error, or when nothing else changes. */
  readonly lines: readonly string[];
  /** The Spanish reason the delete would be refused now (a restrict rule), or null. */
  readonly refused: string | null;
}

/** What deleting the row would do to the rows that refer to it, read when the confirm dialog opens. */
export function useDeleteImpact(entity: string, id: string): UseDeleteImpactResult {
  const { apiClient, entities, messages } = useAdmin();
  const result = useQuery({
    queryKey: getImpactQueryKey(entity, id),
    queryFn: ({ signal }) => apiClient.request<unknown>('GET', fillTemplate(getImpactPath(entity), { _id: id }), { signal }),
    // The dialog asks once per opening: the answer must be today's.
    staleTime: 0,
    retry: false,
  });
  // A server without the impact operation answers something else: the dialog then lists nothing.
  const impact = isDeleteImpact(result.data) ? result.data : null;
  return {
    isLoading: result.isPending,
    lines: impact ? getImpactLines(impact, entities, messages) : [],
    refused: impact?.refused?.error ?? null,
  };
}

function isDeleteImpact(value: unknown): value is DeleteImpact {
  return isRecord(value) && Array.isArray(value.effects) && (value.refused === null || isRecord(value.refused));
}
