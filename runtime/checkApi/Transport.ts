/** A request as sent: the path and query under the server's origin, headers, and the encoded body. */
export interface TransportRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string | Buffer;
}

/** The raw answer: status, headers with lower-case names (`set-cookie` joined by newlines), the body as text. */
export interface TransportResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Sends one request; check-api uses fetch against a base URL, the contract tests Fastify's inject. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The server could not be reached at all (refused, reset, timed out): a usage problem, not an answer. */
export class TransportError extends Error {
  override name = 'TransportError';
}

/** A Transport over fetch: `baseUrl` (origin plus an optional prefix) is put before every documented path. */
export function createFetchTransport(baseUrl: string, timeoutMs = 30_000): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (request) => {
    let response: Response;
    try {
      response = await fetch(base + request.url, {
        method: request.method,
        headers: request.headers,
        // fetch takes bytes as a Uint8Array view; a Buffer is one, but its type says otherwise.
        ...(request.payload !== undefined && { body: typeof request.payload === 'string' ? request.payload : new Uint8Array(request.payload) }),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new TransportError(`${request.method} ${base}${request.url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies.join('\n');
    return { status: response.status, headers, body: await response.text() };
  };
}
