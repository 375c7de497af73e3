import type { QueryClient } from '@tanstack/react-query';
import { getSessionQueryKey } from './getSessionQueryKey.js';
import type { SessionInfo } from './SessionInfo.js';

/**
 * Starts or ends a session in the cache: every other query and mutation is dropped first, so no data read
 * under the previous session is shown under the next one (or to whoever sits down after a logout).
 */
export function setSession(queryClient: QueryClient, session: SessionInfo | null): void {
  const sessionKey = getSessionQueryKey();
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] }).catch(() => {});
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  queryClient.getMutationCache().clear();
  queryClient.setQueryData(sessionKey, session);
}
