import { IF_MATCH_HEADER, toEntityTag, type HttpMethod } from '../../shared/index.js';
import { ApiError } from './ApiError.js';
import { encodeFormBody } from './encodeFormBody.js';
import { NetworkError } from './NetworkError.js';
import { isRecord } from '../../shared/isRecord.js';

/** The header that carries the session's CSRF token; the server refuses state changes without it. */
export const CSRF_HEADER = 'X-CSRF-Token';

export interface ApiRequestOptions {
  /** Query parameters; empty values are left out. */
  readonly query?: Readonly<Record<string, string>>;
  /** Sent as JSON when present, or form-encoded (see encodeFormBody) with `encoding: 'form'`. */
  readonly body?: unknown;
  /** How the body travels: JSON (default) or `application/x-www-form-urlencoded`, as the forms post. */
  readonly encoding?: 'json' | 'form';
  /** The version of the row the change was made on (its `_version`), sent as If-Match; a 412 then means someone changed it since. */
  readonly version?: number;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  /** Sends one request under the API base and resolves with the parsed JSON body (null when empty). */
  request<T = unknown>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
  /** The headers every request of the session carries (the CSRF token once known), for uploads sent outside `request`. */
  getSessionHeaders(): Record<string, string>;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `/api`. */
  readonly apiBase: string;
  /** Defaults to the global fetch; tests and embedders may pass their own. */
  readonly fetch?: typeof fetch;
  /** The current session's CSRF token, or null before sign-in; read at every request. */
  readonly getCsrfToken?: () => string | null;
  /** Called when the server answers 401: the session is gone (expired, or signed out elsewhere). */
  readonly onUnauthorized?: () => void;
  /** The sentence of a NetworkError, thrown when no answer arrives (the catalog's networkError). */
  readonly networkErrorMessage?: string;
}

/** Creates the fetch-based client every hook uses; non-2xx answers throw an ApiError (a 401 also calls onUnauthorized), no answer a NetworkError. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const getSessionHeaders = (): Record<string, string> => {
    const token = options.getCsrfToken?.() ?? null;
    return token ? { [CSRF_HEADER]: token } : {};
  };
  return {
    getSessionHeaders,
    async request<T>(method: HttpMethod, path: string, requestOptions: ApiRequestOptions = {}): Promise<T> {
      const doFetch = options.fetch ?? globalThis.fetch;
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(requestOptions.query ?? {})) {
        if (value !== '') search.append(key, value);
      }
      const query = search.toString();
      const { body } = requestOptions;
      const sentToken = options.getCsrfToken?.() ?? null;
      const headers: Record<string, string> = { Accept: 'application/json', ...getSessionHeaders() };
      if (requestOptions.version !== undefined) headers[IF_MATCH_HEADER] = toEntityTag(requestOptions.version);
      const init: RequestInit = { method, headers, credentials: 'same-origin' };
      if (body !== undefined && requestOptions.encoding === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        init.body = encodeFormBody(isRecord(body) ? body : {});
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      if (requestOptions.signal) init.signal = requestOptions.signal;
      let response: Response;
      try {
        response = await doFetch(`${base}${path}${query ? `?${query}` : ''}`, init);
      } catch (error) {
        // An abort is the caller's own doing (a newer query); anything else means the server could not be reached.
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new NetworkError(options.networkErrorMessage ?? 'Could not reach the server.', { cause: error });
      }
      const answer = await readBody(response);
      // A late 401 of a request sent before a new sign-in must not sign the new session out.
      if (response.status === 401 && (options.getCsrfToken?.() ?? null) === sentToken) options.onUnauthorized?.();
      if (!response.ok) throw new ApiError(response.status, answer);
      // The caller names the body's shape; the HTTP contract (generated/openapi.json) is what guarantees it.
      return answer as T;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page or a plain-text answer: keep it readable rather than failing twice.
    return text;
  }
}
