// The security headers on every kind of response: API JSON, 401/400/404/500 errors, the SPA's index.html, its
// static files and uploaded files (whose own nosniff and Content-Disposition survive).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from '../../../runtime/server/index.js';
import { fixtureApp, sellerEntity } from '../../fixtures/entities.js';
import { multipart, png } from '../fixtures/sampleFiles.js';
import { createTestDatabase, describeEachStore, type TestResponse } from '../testStores.js';

const webRoot = mkdtempSync(path.join(tmpdir(), 'admin-gen-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body></body></html>');
writeFileSync(path.join(webRoot, 'assets/x.js'), 'console.log(1);');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** The CSP's directives by name. */
function readPolicy(response: TestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(response: TestResponse, what: string): void {
  const policy = readPolicy(response);
  expect(Object.fromEntries(policy), what).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  expect(policy.get('script-src'), what).not.toContain("'unsafe-inline'");
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['referrer-policy'], what).toBe('same-origin');
  // Plain http: no HSTS (see registerSecurityHeaders).
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

describeEachStore(
  'security headers',
  (store) => {
    it.each([
      ['an API list', { method: 'GET', url: '/api/sellers' }, 200],
      ['a 401 without a session', { method: 'GET', url: '/api/sellers', signedIn: false }, 401],
      ['a 403 without the CSRF token', { method: 'POST', url: '/api/sellers/create', payload: { name: 'x' }, csrf: false }, 403],
      ['a 400 for a bad query', { method: 'GET', url: '/api/sellers?pageSize=100000' }, 400],
      ['a 404 under the API', { method: 'GET', url: '/api/nothing-here' }, 404],
      ['a 404 of a record', { method: 'GET', url: '/api/sellers/0123456789abcdef01234567' }, 404],
      ['a failed login', { method: 'POST', url: '/api/login', payload: { email: 'x@example.com', password: 'no-es-la-clave' } }, 401],
      ['index.html at /', { method: 'GET', url: '/', signedIn: false }, 200],
      ['index.html for a page route', { method: 'GET', url: '/sellers/abc/edit', signedIn: false, headers: { accept: 'text/html' } }, 200],
      ['a static asset', { method: 'GET', url: '/assets/x.js', signedIn: false }, 200],
      ['a missing asset', { method: 'GET', url: '/assets/missing.js', signedIn: false }, 404],
    ] as const)('%s', async (name, request, status) => {
      const response = await store().request(request);
      expect(response.statusCode).toBe(status);
      expectSecurityHeaders(response, name);
      // Every API answer, errors included, stays out of browser and proxy caches.
      if (request.url.startsWith('/api')) expect(response.headers['cache-control'], name).toBe('no-store');
    });

    it.each([
      ['the session', { method: 'GET', url: '/api/session' }],
      ['a login', { method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'clave-de-pruebas-1' }, signedIn: false }],
      ['a record', { method: 'POST', url: '/api/sellers/create', payload: { name: 'x' } }],
      ['an unknown path without a session', { method: 'GET', url: '/api/nothing', signedIn: false }],
      ['a method no route has', { method: 'DELETE', url: '/api/sellers' }],
    ] as const)('Cache-Control: no-store on %s', async (name, request) => {
      const response = await store().request(request);
      expect(response.headers['cache-control'], name).toBe('no-store');
    });

    it('an uploaded file keeps its own nosniff and Content-Disposition beside the CSP', async () => {
      const body = multipart([{ name: 'file', filename: 'foto.png', data: png(), contentType: 'image/png' }]);
      const uploaded = await store().request({ method: 'POST', url: '/api/upload', payload: body.payload, headers: body.headers });
      expect(uploaded.statusCode).toBe(200);
      expectSecurityHeaders(uploaded, 'upload answer');
      const file = await store().request({ method: 'GET', url: uploaded.data.uploadURL });
      expect(file.statusCode).toBe(200);
      expectSecurityHeaders(file, 'uploaded file');
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f]{16}\.png"$/);
    });
  },
  { webRoot },
);

describe('security headers on a 500', () => {
  it('are sent with the hidden internal error', async () => {
    const store = await createTestDatabase('sqlite');
    try {
      // Not migrated: every query fails inside the store, even the session lookup.
      const server = await createServer({ entities: [sellerEntity], app: fixtureApp, database: store.database, dataDir: store.dataDir, webRoot });
      const response = await server.inject({ method: 'GET', url: '/api/sellers', headers: { cookie: `admin_session=${'A'.repeat(43)}` } });
      expect(response.statusCode).toBe(500);
      expectSecurityHeaders(Object.assign(response, { data: undefined }), '500');
      await server.close();
    } finally {
      await store.dispose();
    }
  });
});
