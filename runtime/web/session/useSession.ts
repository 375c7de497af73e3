import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../context/index.js';
import { fetchSession } from './fetchSession.js';
import { getSessionQueryKey } from './getSessionQueryKey.js';
import type { SessionInfo, SessionUser } from './SessionInfo.js';

/** Where the session stands: being read, signed in, signed out, or unreadable (the server did not answer). */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export interface UseSessionResult {
  readonly status: SessionStatus;
  readonly session: SessionInfo | null;
  readonly user: SessionUser | null;
  /** Why the session could not be read (status 'error'). */
  readonly error: Error | null;
  /** Reads the session again after an error. */
  readonly retry: () => void;
}

/**
 * The session, read once from `GET {apiBase}/session` (a 401 reads as signed out) and then kept by the cache:
 * login and logout set it (setSession), and any 401 of the API client clears it.
 */
export function useSession(): UseSessionResult {
  const apiClient = useApiClient();
  const query = useQuery({
    queryKey: getSessionQueryKey(),
    queryFn: ({ signal }) => fetchSession(apiClient, signal),
    // Only login, logout and a 401 change the session; a refetch would only add requests.
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const session = query.data ?? null;
  const status: SessionStatus =
    query.data !== undefined ? (session ? 'signedIn' : 'signedOut') : query.isError ? 'error' : 'loading';
  return {
    status,
    session,
    user: session?.user ?? null,
    error: query.data === undefined ? query.error : null,
    retry: () => {
      query.refetch().catch(() => {});
    },
  };
}
