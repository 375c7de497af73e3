import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getListQueryKey } from '../api/index.js';

/**
 * Returns a function that refetches every list on screen (and marks the others stale), resolving when the
 * grids show fresh rows. Every list, not one entity's: a change may reach other grids of the page
 * (assign on a shared page) or other entities (a cascading delete, a reference label).
 */
export function useInvalidateLists(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: getListQueryKey() }), [queryClient]);
}
