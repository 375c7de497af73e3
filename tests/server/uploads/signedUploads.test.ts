// The rich-text editor's signed image uploads on both stores: get_signature_s3 signs a policy, the upload route
// verifies signature, expiry, key prefix, content type and size before keeping anything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getUploadSecret } from '../../../runtime/server/uploads/getUploadSecret.js';
import { signUploadPolicy, type UploadPolicy } from '../../../runtime/server/uploads/signUploadPolicy.js';
import { deliveryApp, deliveryEntities } from '../fixtures/deliveryEntities.js';
import { jpeg, multipart, pdfOf, png, type MultipartPart } from '../fixtures/sampleFiles.js';
import { describeEachStore } from '../testStores.js';

interface Signature {
  url: string;
  fields: { key: string; policy: string; signature: string };
  maxBytes: number;
  expiresAt: string;
}

describeEachStore(
  'signed uploads',
  (store) => {
    const sign = async (query: string) => store().request({ method: 'GET', url: `/api/get_signature_s3?${query}` });
    const signature = async (fileName = 'Diagrama de flujo (1).PNG', contentType = 'image/png'): Promise<Signature> => {
      const response = await sign(new URLSearchParams({ fileName, contentType }).toString());
      expect(response.statusCode).toBe(200);
      return response.data as Signature;
    };
    const post = (fields: Record<string, string>, data: Buffer, filename = 'image.png') => {
      const parts: MultipartPart[] = [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, data, contentType: 'image/png' }];
      const body = multipart(parts);
      return store().request({ method: 'POST', url: '/api/upload', payload: body.payload, headers: body.headers });
    };
    const secret = () => readFileSync(path.join(store().dataDir, 'upload-secret'), 'utf8').trim();
    const signed = (policy: UploadPolicy) => signUploadPolicy(policy, secret());
    const decode = (policy: string) => JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as UploadPolicy;
    const storedCount = () => {
      const root = path.join(store().dataDir, 'uploads');
      const walk = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? walk(path.join(dir, entry.name)) : 1), 0);
      return walk(root);
    };

    it('signs a policy for an image: key under the folder, base64 JSON policy, HMAC-SHA256 signature', async () => {
      const before = Date.now();
      const result = await signature();
      expect(result.url).toBe('/api/upload');
      expect(result.maxBytes).toBe(4_000_000);
      expect(result.fields.key).toMatch(/^deliveries\/[0-9a-f-]{36}-Diagrama-de-flujo-1-\.png$/);
      expect(result.fields.signature).toMatch(/^[0-9a-f]{64}$/);
      const policy = decode(result.fields.policy);
      expect(policy).toEqual({ keyPrefix: result.fields.key.slice(0, 'deliveries/'.length + 37), contentType: 'image/png', maxBytes: 4_000_000, expiresAt: result.expiresAt });
      expect(Date.parse(result.expiresAt)).toBeGreaterThan(before);
      expect(statSync(path.join(store().dataDir, 'upload-secret')).mode & 0o777).toBe(0o600);
    });

    it.each([
      ['no fileName', 'contentType=image/png', 'fileName'],
      ['a PDF', 'fileName=a.pdf&contentType=application/pdf', 'contentType'],
      ['an SVG', 'fileName=a.svg&contentType=image/svg%2Bxml', 'contentType'],
      ['an unknown folder', 'fileName=a.png&contentType=image/png&folder=..%2Fetc', 'folder'],
    ])('400 for %s', async (_case, query, field) => {
      const response = await sign(query);
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe(field);
    });

    it('a valid signed upload is stored under the key folder and served', async () => {
      const result = await signature('foto.png');
      const response = await post(result.fields, png());
      expect(response.statusCode).toBe(200);
      expect(response.data).toEqual({ uploadURL: expect.stringMatching(/^\/api\/uploads\/deliveries\/[0-9a-f]{16}\.png$/), name: 'image.png' });
      const served = await store().request({ method: 'GET', url: response.data.uploadURL });
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('a folder in get_signature_s3 is the key folder', async () => {
      const response = await sign('fileName=a.png&contentType=image/png&folder=contents');
      const upload = await post(response.data.fields, png());
      expect(upload.data.uploadURL).toMatch(/^\/api\/uploads\/contents\//);
    });

    it('403 for a tampered policy (a larger size, another prefix) or a forged signature', async () => {
      const before = storedCount();
      const result = await signature();
      const policy = decode(result.fields.policy);
      const bigger = Buffer.from(JSON.stringify({ ...policy, maxBytes: 40_000_000 })).toString('base64');
      const tampered = await post({ ...result.fields, policy: bigger }, png());
      expect(tampered.statusCode).toBe(403);
      expect(tampered.data).toEqual({ error: 'La firma de la subida no es válida.', field: 'signature' });
      const forged = await post({ ...result.fields, signature: 'f'.repeat(64) }, png());
      expect(forged.statusCode).toBe(403);
      const missing = await post({ key: result.fields.key, policy: result.fields.policy }, png());
      expect(missing.statusCode).toBe(403);
      expect(storedCount()).toBe(before);
    });

    it('403 for an expired policy', async () => {
      const policy: UploadPolicy = { keyPrefix: 'deliveries/abc-', contentType: 'image/png', maxBytes: 4_000_000, expiresAt: new Date(Date.now() - 1000).toISOString() };
      const response = await post({ key: 'deliveries/abc-a.png', ...signed(policy) }, png());
      expect(response.statusCode).toBe(403);
      expect(response.data).toEqual({ error: 'La autorización de subida ha caducado; pide una nueva.', field: 'policy' });
    });

    it.each([
      // The first hex digit of the uuid, changed (never to itself).
      ['another uuid', (key: string) => key.replace(/^deliveries\/([0-9a-f])/, (_match, digit: string) => `deliveries/${digit === '0' ? '1' : '0'}`)],
      ['another folder', (key: string) => key.replace(/^deliveries\//, 'contents/')],
      ['a path in the name', (key: string) => `${key}/../../x.png`],
      ['a traversal', () => '../deliveries/x.png'],
    ])('403 for a key with %s', async (_case, change) => {
      const before = storedCount();
      const result = await signature();
      const response = await post({ ...result.fields, key: change(result.fields.key) }, png());
      expect(response.statusCode).toBe(403);
      expect(response.data.field).toBe('key');
      expect(storedCount()).toBe(before);
    });

    it('413 when the file is larger than the policy allows, nothing kept', async () => {
      const policy: UploadPolicy = { keyPrefix: 'deliveries/abc-', contentType: 'image/png', maxBytes: 1000, expiresAt: new Date(Date.now() + 60_000).toISOString() };
      const fields = { key: 'deliveries/abc-a.png', ...signed(policy) };
      const before = storedCount();
      expect((await post(fields, png(1000))).statusCode).toBe(200);
      const response = await post(fields, png(1001));
      expect(response.statusCode).toBe(413);
      expect(response.data.field).toBe('file');
      expect(storedCount()).toBe(before + 1);
    });

    it('415 when the content is not the signed type', async () => {
      const before = storedCount();
      const result = await signature('a.png', 'image/png');
      const jpg = await post({ ...result.fields }, jpeg(), 'a.png');
      expect(jpg.statusCode).toBe(415);
      const pdf = await post(result.fields, pdfOf(1024));
      expect(pdf.statusCode).toBe(415);
      expect(pdf.data.field).toBe('file');
      expect(storedCount()).toBe(before);
    });
  },
  { entities: deliveryEntities, app: deliveryApp },
);

describe('getUploadSecret', () => {
  it('prefers UPLOAD_SECRET, else keeps one random secret per data folder', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-gen-secret-'));
    try {
      expect(getUploadSecret(dir, '  de-entorno  ')).toBe('de-entorno');
      const first = getUploadSecret(dir, undefined);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(getUploadSecret(dir, '')).toBe(first);
      expect(statSync(path.join(dir, 'upload-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
