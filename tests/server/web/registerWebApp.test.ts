import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeEachStore } from '../testStores.js';

const webRoot = mkdtempSync(path.join(tmpdir(), 'admin-gen-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log("app")');
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
