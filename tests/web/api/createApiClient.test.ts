import { ApiError, createApiClient, getErrorBody, getErrorDetails, getErrorText, NetworkError } from '../../../runtime/web/index.js';
import { createFetchMock } from '../support/createFetchMock.js';

describe('createApiClient', () => {
  it('prefixes the API base, drops empty query values and sends JSON', async () => {
    const mock = createFetchMock(() => ({ body: { ok: true } }));
    const client = createApiClient({ apiBase: '/api/', fetch: mock.fetch });
    await expect(client.request('PUT', '/sellers/1', { query: { a: '1', b: '' }, body: { name: 'x' } })).resolves.toEqual({ ok: true });
    expect(mock.requests[0]).toMatchObject({ method: 'PUT', path: '/api/sellers/1', body: { name: 'x' } });
    expect(mock.requests[0]!.query.toString()).toBe('a=1');
  });

  it('throws an ApiError with the status and the parsed body', async () => {
    const body = { error: 'Datos no válidos', details: [{ field: 'name', message: 'Obligatorio' }] };
    const client = createApiClient({ apiBase: '/api', fetch: createFetchMock(() => ({ status: 400, body })).fetch });
    const error = await client.request('POST', '/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).message).toBe('Datos no válidos');
  });

  it('sends the CSRF token once known, on every method, with same-origin credentials', async () => {
    const mock = createFetchMock(() => ({ body: { ok: true } }));
    let token: string | null = null;
    const client = createApiClient({ apiBase: '/api', fetch: mock.fetch, getCsrfToken: () => token });
    await client.request('GET', '/sellers');
    token = 'tok-1';
    await client.request('GET', '/lessons/l1/up');
    await client.request('POST', '/sellers', { body: { name: 'x' } });
    await client.request('PUT', '/sellers/1', { body: { name: 'x' }, encoding: 'form' });
    expect(mock.requests.map((request) => request.headers.get('X-CSRF-Token'))).toEqual([null, 'tok-1', 'tok-1', 'tok-1']);
    expect(mock.requests.map((request) => request.credentials)).toEqual(['same-origin', 'same-origin', 'same-origin', 'same-origin']);
    expect(mock.requests[3]!.contentType).toBe('application/x-www-form-urlencoded');
    expect(client.getSessionHeaders()).toEqual({ 'X-CSRF-Token': 'tok-1' });
  });

  it('a 401 calls onUnauthorized and still throws the ApiError', async () => {
    const onUnauthorized = vi.fn();
    const mock = createFetchMock((request) => (request.path === '/api/sellers' ? { status: 401, body: { error: 'Inicia sesión para continuar.' } } : { body: {} }));
    const client = createApiClient({ apiBase: '/api', fetch: mock.fetch, getCsrfToken: () => 'tok', onUnauthorized });
    await client.request('GET', '/other');
    expect(onUnauthorized).not.toHaveBeenCalled();
    const error = await client.request('GET', '/sellers').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 403 or 500 does not sign out', async () => {
    const onUnauthorized = vi.fn();
    for (const status of [403, 500]) {
      const client = createApiClient({ apiBase: '/api', fetch: createFetchMock(() => ({ status, body: { error: 'x' } })).fetch, onUnauthorized });
      await client.request('POST', '/x').catch(() => {});
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a late 401 of a request sent under an older token does not sign the new session out', async () => {
    const onUnauthorized = vi.fn();
    let token = 'old';
    let answer!: (response: Response) => void;
    const fetchLate = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    const client = createApiClient({ apiBase: '/api', fetch: fetchLate, getCsrfToken: () => token, onUnauthorized });
    const pending = client.request('GET', '/sellers').catch(() => {});
    token = 'new';
    answer(new Response(JSON.stringify({ error: 'no' }), { status: 401 }));
    await pending;
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps a non-JSON error body as text', async () => {
    const fetchText = vi.fn(async () => new Response('Bad Gateway', { status: 502 })) as unknown as typeof fetch;
    const error = await createApiClient({ apiBase: '/api', fetch: fetchText }).request('GET', '/x').catch((caught: unknown) => caught);
    expect((error as ApiError).body).toBe('Bad Gateway');
  });

  it('throws a NetworkError with the given sentence when no answer arrives, and lets an abort through', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await createApiClient({ apiBase: '/api', fetch: down, networkErrorMessage: 'Sin conexión.' }).request('GET', '/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Sin conexión.');
    expect(getErrorText(error as Error, { errorPrefix: 'Ha ocurrido un error: ' })).toBe('Sin conexión.');
    expect(getErrorText(new ApiError(409, { error: 'Conflicto' }), { errorPrefix: 'Ha ocurrido un error: ' })).toBe('Ha ocurrido un error: Conflicto');
    const aborted = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    const abort = await createApiClient({ apiBase: '/api', fetch: aborted }).request('GET', '/x').catch((caught: unknown) => caught);
    expect(abort).not.toBeInstanceOf(NetworkError);
  });
});

describe('getErrorDetails', () => {
  it.each([
    [
      'details per field',
      new ApiError(400, { error: 'Datos no válidos', details: [{ field: 'name', message: 'Obligatorio' }, { field: 'name', message: 'Muy corto' }] }),
      { fieldErrors: { name: ['Obligatorio', 'Muy corto'] }, formError: null },
    ],
    ['a field error', new ApiError(400, { error: 'Ya existe', field: 'name' }), { fieldErrors: { name: ['Ya existe'] }, formError: null }],
    ['a general error', new ApiError(409, { error: 'Conflicto' }), { fieldErrors: {}, formError: 'Conflicto' }],
    ['a network error', new TypeError('Failed to fetch'), { fieldErrors: {}, formError: 'Failed to fetch' }],
  ])('%s', (_name, error, want) => {
    expect(getErrorDetails(error)).toEqual(want);
  });

  it('getErrorBody is the server body, or the message wrapped like one', () => {
    expect(getErrorBody(new ApiError(404, { error: 'No' }))).toEqual({ error: 'No' });
    expect(getErrorBody(new TypeError('Failed to fetch'))).toEqual({ error: 'Failed to fetch' });
  });
});
