import { createSignedUploadAdapter, getUploadSignature } from '../../../runtime/web/widgets/createSignedUploadAdapter.js';
import type { SignedUploadLoader, SignedUploadOptions } from '../../../runtime/web/widgets/createSignedUploadAdapter.js';

interface Call {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly entries: [string, FormDataEntryValue][];
  readonly signal: AbortSignal | undefined;
}

type Answer = { status: number; body?: unknown } | Error;

const signature = {
  url: '/api/uploads-signed',
  fields: { key: 'content/foto-1732262400000.png', policy: 'eyJwb2xpY3kiOjF9', signature: 'c2lnbmF0dXJl' },
  maxBytes: 4_000_000,
  expiresAt: '2026-11-22T09:00:00.000Z',
};

/** A fetch that records each call and answers from the list, in order. */
function createFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body;
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      entries: body instanceof FormData ? [...body.entries()] : [],
      signal: init.signal ?? undefined,
    });
    const answer = answers.shift() ?? { status: 500 };
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function createLoader(file: File | null = new File(['png'], 'foto.png', { type: 'image/png' })): SignedUploadLoader {
  return { file: Promise.resolve(file), uploadTotal: null, uploaded: 0 };
}

function options(fetch: typeof globalThis.fetch): SignedUploadOptions {
  return { apiBase: '/api', folder: 'content', locale: 'es', fetch, now: () => 1732262400000 };
}

describe('createSignedUploadAdapter', () => {
  it('asks for a signature, posts its fields and then the file to its url, and resolves the uploadURL', async () => {
    const { fetch, calls } = createFetch(
      { status: 200, body: signature },
      { status: 200, body: { uploadURL: '/api/uploads/content/foto-1732262400000.png', name: 'foto-1732262400000.png' } },
    );
    const loader = createLoader();
    const result = await createSignedUploadAdapter(loader, options(fetch)).upload();

    expect(result).toEqual({ default: '/api/uploads/content/foto-1732262400000.png' });
    expect(calls).toHaveLength(2);
    const [signatureCall, postCall] = calls;
    const signatureUrl = new URL(signatureCall?.url ?? '', 'http://localhost');
    expect(signatureCall?.method).toBe('GET');
    expect(signatureUrl.pathname).toBe('/api/get_signature_s3');
    expect(Object.fromEntries(signatureUrl.searchParams)).toEqual({ fileName: 'foto-1732262400000.png', contentType: 'image/png', folder: 'content' });
    expect(signatureCall?.headers.folder).toBe('content');

    expect(postCall?.method).toBe('POST');
    expect(postCall?.url).toBe('/api/uploads-signed');
    expect(postCall?.entries.map(([name]) => name)).toEqual(['key', 'policy', 'signature', 'file']);
    expect(postCall?.entries.slice(0, 3).map(([, value]) => value)).toEqual([signature.fields.key, signature.fields.policy, signature.fields.signature]);
    const file = postCall?.entries[3]?.[1] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('foto-1732262400000.png');
    expect(loader.uploadTotal).toBe(3);
    expect(loader.uploaded).toBe(3);
  });

  it("resolves the object's address under the url when the POST answers without a body, as S3 does", async () => {
    const { fetch } = createFetch({ status: 200, body: { ...signature, url: 'https://bucket.example/' } }, { status: 204 });
    const result = await createSignedUploadAdapter(createLoader(), options(fetch)).upload();
    expect(result).toEqual({ default: 'https://bucket.example/content/foto-1732262400000.png' });
  });

  it("resolves the signature's uploadURL (read back through the server) when the bucket answers without a body", async () => {
    const { fetch } = createFetch({ status: 200, body: { ...signature, url: 'https://bucket.example/', uploadURL: '/api/uploads/content/x-foto.png' } }, { status: 204 });
    const result = await createSignedUploadAdapter(createLoader(), options(fetch)).upload();
    expect(result).toEqual({ default: '/api/uploads/content/x-foto.png' });
  });

  it('sends application/octet-stream for a file without a type', async () => {
    const { fetch, calls } = createFetch({ status: 200, body: signature }, { status: 200, body: { uploadURL: '/u' } });
    await createSignedUploadAdapter(createLoader(new File(['x'], 'imagen', { type: '' })), options(fetch)).upload();
    const query = new URL(calls[0]?.url ?? '', 'http://localhost').searchParams;
    expect(query.get('contentType')).toBe('application/octet-stream');
    expect(query.get('fileName')).toBe('imagen-1732262400000');
  });

  it("rejects with the server's message when the signature is refused", async () => {
    const { fetch, calls } = createFetch({ status: 415, body: { error: 'Solo se permiten imágenes.', field: 'contentType' } });
    await expect(createSignedUploadAdapter(createLoader(), options(fetch)).upload()).rejects.toBe('Solo se permiten imágenes.');
    expect(calls).toHaveLength(1);
  });

  it("rejects with the server's message when the upload is refused", async () => {
    const { fetch } = createFetch({ status: 200, body: signature }, { status: 413, body: { error: 'La imagen supera el peso máximo de 4MB.', field: 'file' } });
    await expect(createSignedUploadAdapter(createLoader(), options(fetch)).upload()).rejects.toBe('La imagen supera el peso máximo de 4MB.');
  });

  it('names a failure without a server message by its status', async () => {
    const { fetch } = createFetch({ status: 200, body: signature }, { status: 502 });
    await expect(createSignedUploadAdapter(createLoader(), options(fetch)).upload()).rejects.toBe('La solicitud ha fallado (código 502).');
  });

  it('rejects a file larger than the signature allows without sending it', async () => {
    const { fetch, calls } = createFetch({ status: 200, body: { ...signature, maxBytes: 2 } });
    await expect(createSignedUploadAdapter(createLoader(), options(fetch)).upload()).rejects.toBe('foto.png supera el peso máximo de 2B.');
    expect(calls).toHaveLength(1);
  });

  it('rejects in Spanish when the network fails or the signature is malformed', async () => {
    const network = createFetch(new TypeError('Failed to fetch'));
    await expect(createSignedUploadAdapter(createLoader(), options(network.fetch)).upload()).rejects.toBe('No se pudo subir la imagen.');
    const malformed = createFetch({ status: 200, body: { url: '/x' } });
    await expect(createSignedUploadAdapter(createLoader(), options(malformed.fetch)).upload()).rejects.toBe('No se pudo subir la imagen.');
  });

  it('aborts the request under way', async () => {
    let seen: AbortSignal | undefined;
    const fetch = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
      seen = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    });
    const adapter = createSignedUploadAdapter(createLoader(), options(fetch as typeof globalThis.fetch));
    const upload = adapter.upload();
    await vi.waitFor(() => expect(seen).toBeDefined());
    adapter.abort?.();
    await expect(upload).rejects.toBeInstanceOf(DOMException);
    expect(seen?.aborted).toBe(true);
  });
});

describe('getUploadSignature', () => {
  const cases: [string, { given: unknown; want: ReturnType<typeof getUploadSignature> }][] = [
    ['a full answer', { given: signature, want: { ...signature, uploadURL: null } }],
    [
      'without maxBytes and expiresAt',
      { given: { url: '/u', fields: { key: 'k' } }, want: { url: '/u', fields: { key: 'k' }, maxBytes: null, expiresAt: null, uploadURL: null } },
    ],
    [
      "a bucket's, with where to read the image back",
      { given: { url: 'https://b.example', fields: { key: 'k' }, uploadURL: '/api/uploads/k' }, want: { url: 'https://b.example', fields: { key: 'k' }, maxBytes: null, expiresAt: null, uploadURL: '/api/uploads/k' } },
    ],
    ['without url', { given: { fields: {} }, want: null }],
    ['fields that are not strings', { given: { url: '/u', fields: { key: 1 } }, want: null }],
    ['not an object', { given: 'x', want: null }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getUploadSignature(given)).toEqual(want);
  });
});

describe('createSignedUploadAdapter and the session', () => {
  const getHeaders = () => ({ 'X-CSRF-Token': 'tok-9' });

  it('sends the CSRF header to get_signature_s3 and to an upload URL on this site', async () => {
    const { fetch, calls } = createFetch({ status: 200, body: signature }, { status: 200, body: { uploadURL: '/api/uploads/content/a.png' } });
    await createSignedUploadAdapter(createLoader(), { ...options(fetch), getHeaders }).upload();
    expect(calls.map((call) => call.headers['X-CSRF-Token'])).toEqual(['tok-9', 'tok-9']);
    expect(calls[0]!.headers.folder).toBe('content');
  });

  it('never sends the token to a bucket on another origin', async () => {
    const bucket = { ...signature, url: 'https://bucket.s3.amazonaws.com/' };
    const { fetch, calls } = createFetch({ status: 200, body: bucket }, { status: 204 });
    await createSignedUploadAdapter(createLoader(), { ...options(fetch), getHeaders }).upload();
    expect(calls[0]!.headers['X-CSRF-Token']).toBe('tok-9');
    expect(calls[1]!.url).toBe('https://bucket.s3.amazonaws.com/');
    expect(calls[1]!.headers['X-CSRF-Token']).toBeUndefined();
  });
});
