import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/index.js';
import { useApiClient } from '../context/index.js';
import { setSession } from './setSession.js';

export interface UseLogoutResult {
  /** Sends `POST {apiBase}/logout`, then empties the cache and opens the login page. */
  readonly logout: () => void;
  readonly isPending: boolean;
  /** Why the server did not end the session (the user is still signed in there). */
  readonly error: Error | null;
}

/** The logout button's controller. A 401 means the session had already ended, which is what was wanted. */
export function useLogout(): UseLogoutResult {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        await apiClient.request('POST', '/logout');
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
  });
  const { mutate } = mutation;
  const logout = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: () => {
          setSession(queryClient, null);
          navigate('/login', { replace: true });
        },
      }),
    [mutate, queryClient, navigate],
  );
  return { logout, isPending: mutation.isPending, error: mutation.error };
}
