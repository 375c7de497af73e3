/** A non-2xx answer of the API: its status and the parsed JSON body (or the raw text when it is not JSON). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(getBodyMessage(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function getBodyMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') return body.error;
  return typeof body === 'string' && body !== '' ? body : null;
}
