import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPRESSION_THRESHOLD_BYTES, getCacheControl } from '../../../runtime/server/plugins/registerExternalPlugins.js';
import { describeEachStore } from '../testStores.js';

const webRoot = mkdtempSync(path.join(tmpdir(), 'admin-gen-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log("app")');
// The build's manifest (vite's .vite/manifest.json): the map of every chunk, for the tests, not for visitors.
mkdirSync(path.join(webRoot, '.vite'));
writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app.js"}}');
// A hashed asset as the build writes it: the file and its brotli and gzip copies (see compressAssets).
const HASHED = 'assets/vendor-BbY0SNgM.js';
const hashedSource = `export const lines = [${'"una línea de código", '.repeat(200)}];`;
writeFileSync(path.join(webRoot, HASHED), hashedSource);
writeFileSync(path.join(webRoot, `${HASHED}.br`), brotliCompressSync(hashedSource));
writeFileSync(path.join(webRoot, `${HASHED}.gz`), gzipSync(hashedSource));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describeEachStore(
  'the built web app beside the API',
  (store) => {
    it('serves index.html at /', async () => {
      const response = await store().request({ method: 'GET', url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    });

    it.each(['/sellers', '/sellers/abc/edit', '/course-categories?page=2'])('falls back to index.html for the page %s', async (url) => {
      const response = await store().request({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    });

    it('serves static assets', async () => {
      const response = await store().request({ method: 'GET', url: '/assets/app.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('console.log');
    });

    it.each(['/.vite/manifest.json', '/.vite/', '/.env'])('never sends a dotfile or a file under a dot folder: %s', async (url) => {
      const response = await store().request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('assets/app.js');
    });

    it.each([
      ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
      ['gzip, deflate', 'gzip', (body: Buffer) => gunzipSync(body)],
      ['identity', undefined, (body: Buffer) => body],
    ] as const)('sends a hashed asset as the build compressed it for Accept-Encoding: %s, cached for a year', async (accept, encoding, decode) => {
      const response = await store().request({ method: 'GET', url: `/${HASHED}`, headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe(hashedSource);
    });

    it.each(['/', '/index.html', '/sellers'])('has every use of %s revalidate index.html (no-cache), with or without compression', async (url) => {
      for (const accept of ['br', 'gzip', 'identity']) {
        const response = await store().request({ method: 'GET', url, headers: { ...html, 'accept-encoding': accept } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('compresses an API answer over the threshold by Accept-Encoding, and leaves a small one as it is', async () => {
      for (let index = 0; index < 40; index++) await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: `Vendedora número ${index}` } });
      const small = await store().request({ method: 'GET', url: '/api/sellers?pageSize=1', headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      const plain = await store().request({ method: 'GET', url: '/api/sellers?pageSize=40' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      for (const [accept, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
        const compressed = await store().request({ method: 'GET', url: '/api/sellers?pageSize=40', headers: { 'accept-encoding': accept } });
        expect(compressed.headers['content-encoding']).toBe(accept);
        expect(compressed.headers['cache-control']).toBe('no-store');
        expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
        expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(plain.data);
      }
    });

    it('404s a missing asset that is not a page request', async () => {
      const response = await store().request({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
    });

    it.each([
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['POST', '/api/sellers'],
      ['DELETE', '/api/sellers/abc'],
    ] as const)('answers JSON 404 for %s %s, even to a browser', async (method, url) => {
      const response = await store().request({ method, url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.data.error).toMatch(/Ruta no encontrada/);
    });

    it('still serves the API', async () => {
      const response = await store().request({ method: 'GET', url: '/api/sellers', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.data).toEqual({ data: [], itemsCount: 0 });
    });
  },
  { webRoot },
);

describeEachStore('without a built web app', (store) => {
  it('answers page requests with a 503 saying to run npm run build', async () => {
    const response = await store().request({ method: 'GET', url: '/sellers', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('keeps the API and its JSON 404s', async () => {
    expect((await store().request({ method: 'GET', url: '/api/institutes' })).statusCode).toBe(200);
    const missing = await store().request({ method: 'GET', url: '/api/nothing', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.data.error).toBeTruthy();
  });
});

describe('getCacheControl', () => {
  it.each([
    ['/srv/web/assets/vendor-BbY0SNgM.js', 'public, max-age=31536000, immutable'],
    ['/srv/web/assets/vendor-BbY0SNgM.js.br', 'public, max-age=31536000, immutable'],
    ['/srv/web/assets/index-vurH6k8H.css.gz', 'public, max-age=31536000, immutable'],
    ['/srv/web/assets/rolldown-runtime-BWaJ3C7D.js', 'public, max-age=31536000, immutable'],
    ['/srv/web/index.html', 'no-cache'],
    ['/srv/web/index.html.br', 'no-cache'],
    ['/srv/web/favicon.svg', 'no-cache'],
    ['/srv/web/demo/picture.png', 'no-cache'],
    ['/srv/web/assets/app.js', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(getCacheControl(file)).toBe(expected);
  });
});
