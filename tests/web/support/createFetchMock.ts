// A fetch stand-in that routes requests to a handler and records them, so tests assert the exact calls.
import qs from 'qs';

export interface RecordedRequest {
  readonly method: string;
  /** Path without the query, e.g. `/api/sellers`. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The parsed body (JSON, or a form-encoded body read by qs like the server does), or undefined when none was sent. */
  readonly body: unknown;
  /** The body as sent, for asserting a form-encoded body exactly. */
  readonly rawBody: string | undefined;
  readonly contentType: string | undefined;
  /** The request's headers (X-CSRF-Token among them). */
  readonly headers: Headers;
  readonly credentials: RequestCredentials | undefined;
}

export interface MockResponse {
  readonly status?: number;
  readonly body?: unknown;
}

export type FetchHandler = (request: RecordedRequest) => MockResponse | Promise<MockResponse>;

export interface FetchMock {
  readonly fetch: typeof fetch;
  readonly requests: RecordedRequest[];
  /** Requests matching a method and path, in order. */
  readonly calls: (method: string, path: string) => RecordedRequest[];
}

export function createFetchMock(handler: FetchHandler): FetchMock {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    const headers = new Headers(init?.headers);
    const contentType = headers.get('Content-Type') ?? undefined;
    const isForm = contentType?.startsWith('application/x-www-form-urlencoded') ?? false;
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body:
        rawBody === undefined ? undefined : isForm ? qs.parse(rawBody, { depth: 5, arrayLimit: 1000 }) : (JSON.parse(rawBody) as unknown),
      rawBody,
      contentType,
      headers,
      credentials: init?.credentials,
    };
    requests.push(request);
    const { status = 200, body = null } = await handler(request);
    // A 204 may carry no body at all, not even an empty one.
    return new Response(body === null ? (status === 204 ? null : '') : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    fetch: fetchMock as typeof fetch,
    requests,
    calls: (method, path) => requests.filter((request) => request.method === method && request.path === path),
  };
}

/** A promise and its resolver, to hold a response until the test has looked at the pending state. */
export function createDeferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
