import { ApiError } from '../api/index.js';
import type { ApiClient } from '../api/index.js';
import { isSessionInfo } from './SessionInfo.js';
import type { SessionInfo } from './SessionInfo.js';

/** Reads the session: the user and CSRF token, or null when the server answers 401 (signed out). */
export async function fetchSession(apiClient: ApiClient, signal?: AbortSignal): Promise<SessionInfo | null> {
  let body: unknown;
  try {
    body = await apiClient.request('GET', '/session', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  if (!isSessionInfo(body)) throw new Error('GET /session answered without { user, csrfToken }.');
  return body;
}
