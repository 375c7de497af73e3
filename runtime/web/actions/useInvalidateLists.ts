import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getListQueryKey } from '../api/index.js';

/** Returns a function that refetches every list of an entity and resolves when the grid shows fresh rows. */
export function useInvalidateLists(entity: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: getListQueryKey(entity) }), [queryClient, entity]);
}
