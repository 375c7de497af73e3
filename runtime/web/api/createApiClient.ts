import type { HttpMethod } from '../../shared/index.js';
import { ApiError } from './ApiError.js';

export interface ApiRequestOptions {
  /** Query parameters; empty values are left out. */
  readonly query?: Readonly<Record<string, string>>;
  /** Sent as JSON when present. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  /** Sends one request under the API base and resolves with the parsed JSON body (null when empty). */
  request<T = unknown>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `/api`. */
  readonly apiBase: string;
  /** Defaults to the global fetch; tests and embedders may pass their own. */
  readonly fetch?: typeof fetch;
}

/** Creates the fetch-based client every hook uses; non-2xx answers throw an ApiError. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.apiBase.replace(/\/+$/, '');
  return {
    async request<T>(method: HttpMethod, path: string, requestOptions: ApiRequestOptions = {}): Promise<T> {
      const doFetch = options.fetch ?? globalThis.fetch;
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(requestOptions.query ?? {})) {
        if (value !== '') search.append(key, value);
      }
      const query = search.toString();
      const hasBody = requestOptions.body !== undefined;
      const init: RequestInit = {
        method,
        headers: hasBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      };
      if (hasBody) init.body = JSON.stringify(requestOptions.body);
      if (requestOptions.signal) init.signal = requestOptions.signal;
      const response = await doFetch(`${base}${path}${query ? `?${query}` : ''}`, init);
      const body = await readBody(response);
      if (!response.ok) throw new ApiError(response.status, body);
      // The caller names the body's shape; the HTTP contract (generated/openapi.json) is what guarantees it.
      return body as T;
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
