// Walks every route a site's registry serves (tests/fixtures/web, the fixture with the most kinds of endpoint: every
// endpoint of every entity, so an entity added later is covered with no new test) plus the upload service and logout:
// no session → 401; a state-changing route without the session's X-CSRF-Token, or with another session's → 403; with
// both → neither.
import { STATE_CHANGING_KINDS, toRoutePath } from '../../../runtime/server/index.js';
import { FIXTURE_SITES } from '../../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { describeEachStore, signIn, type TestResponse } from '../testStores.js';

const { app, entities } = loadFixtureModel(FIXTURE_SITES.find((site) => site.name === 'web')!.schemasDir);
const apiBase = app.apiBase.replace(/\/+$/, '');
const DUMMY_ID = '0123456789abcdef01234567';

interface GuardedRoute {
  readonly name: string;
  readonly method: string;
  /** Fastify's pattern, to check the route exists. */
  readonly pattern: string;
  readonly url: string;
  readonly changesState: boolean;
}

/** A path template with every `{placeholder}` filled: `up` for a move's direction, a well-formed id otherwise. */
function fillPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => (name === 'direction' ? 'up' : DUMMY_ID));
}

const routes: GuardedRoute[] = [
  ...entities.flatMap((entity) =>
    entity.endpoints.map((endpoint) => ({
      name: `${entity.entity}.${endpoint.name} (${endpoint.kind})`,
      method: endpoint.method,
      pattern: apiBase + toRoutePath(endpoint.path),
      url: apiBase + fillPath(endpoint.path),
      changesState: endpoint.method !== 'GET' || STATE_CHANGING_KINDS.has(endpoint.kind),
    })),
  ),
  { name: 'upload', method: 'POST', pattern: `${apiBase}/upload`, url: `${apiBase}/upload`, changesState: true },
  {
    name: 'uploaded file',
    method: 'GET',
    pattern: `${apiBase}/uploads/:folder/:name`,
    url: `${apiBase}/uploads/${app.uploads.defaultFolder}/0123456789abcdef.png`,
    changesState: false,
  },
  {
    name: 'upload signature',
    method: 'GET',
    pattern: `${apiBase}/get_signature_s3`,
    url: `${apiBase}/get_signature_s3?fileName=a.png&contentType=image%2Fpng`,
    changesState: false,
  },
];
const cases = routes.map((route) => [`${route.method} ${route.url} — ${route.name}`, route] as const);

describeEachStore(
  'route guard over the generated registry',
  (store) => {
    const send = (route: GuardedRoute, options: { signedIn?: boolean; csrf?: boolean; headers?: Record<string, string> } = {}): Promise<TestResponse> =>
      store().request({ method: route.method as 'GET', url: route.url, ...(route.method !== 'GET' && { payload: {} }), ...options });

    it('walks every entity endpoint, each one served', () => {
      expect(entities.length).toBeGreaterThan(5);
      expect(routes.some((route) => route.method === 'GET' && route.changesState)).toBe(true); // A move declared as a GET.
      for (const route of routes) expect(store().server.hasRoute({ method: route.method as 'GET', url: route.pattern }), route.name).toBe(true);
    });

    it.each(cases)('%s: 401 without a session', async (_name, route) => {
      const response = await send(route, { signedIn: false });
      expect(response.statusCode).toBe(401);
      expect(response.data).toEqual({ error: 'Inicia sesión para continuar.' });
      if (route.method === 'GET') expect((await store().request({ method: 'HEAD', url: route.url, signedIn: false })).statusCode).toBe(401);
    });

    it.each(cases)('%s: 403 without the CSRF token when it changes state', async (_name, route) => {
      const missing = await send(route, { csrf: false });
      const wrong = await send(route, { csrf: false, headers: { 'x-csrf-token': 'A'.repeat(43) } });
      for (const response of [missing, wrong]) {
        if (route.changesState) {
          expect(response.statusCode).toBe(403);
          expect(response.data).toEqual({ error: 'Falta el token CSRF o no es válido.' });
        } else {
          expect([401, 403]).not.toContain(response.statusCode);
        }
      }
    });

    it.each(cases)('%s: passes the guard with a session and its CSRF token', async (_name, route) => {
      const response = await send(route);
      expect([401, 403], `${response.statusCode} ${response.body}`).not.toContain(response.statusCode);
    });

    it('logout: 401 without a session, 403 without the token, 204 with both', async () => {
      const logout = { method: 'POST', pattern: `${apiBase}/logout`, url: `${apiBase}/logout`, name: 'logout', changesState: true } as const;
      expect((await send(logout, { signedIn: false })).statusCode).toBe(401);
      expect((await send(logout, { csrf: false })).statusCode).toBe(403);
      // Another session's token does not do.
      const other = await signIn(store().server, apiBase, { email: store().admin.email, password: store().admin.password });
      expect((await send(logout, { csrf: false, headers: { 'x-csrf-token': other.csrfToken } })).statusCode).toBe(403);
      const out = await store().request({ method: 'POST', url: logout.url, headers: { cookie: `admin_session=${other.cookie}`, 'x-csrf-token': other.csrfToken } });
      expect(out.statusCode).toBe(204);
    });

    it.each([
      ['GET', `${apiBase}/no-such-thing`],
      ['GET', apiBase],
      ['GET', `${apiBase}/`],
      ['GET', `${apiBase}?x=1`],
      ['POST', `${apiBase}/no/such/thing`],
      ['DELETE', `${apiBase}/sellers`],
      ['PATCH', `${apiBase}/login`],
    ] as const)('unknown API path %s %s: 401 without a session, JSON 404 with one', async (method, url) => {
      const anonymous = await store().request({ method, url, signedIn: false, headers: { accept: 'text/html' } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.data).toEqual({ error: 'Inicia sesión para continuar.' });
      const signedIn = await store().request({ method, url, signedIn: true, headers: { accept: 'text/html' } });
      expect(signedIn.statusCode).toBe(404);
      expect(signedIn.headers['content-type']).toMatch(/^application\/json/);
      expect(signedIn.data.error).toMatch(/^Ruta no encontrada: /);
    });

    it('guards unknown API paths and encoded spellings of real ones; leaves the web app public', async () => {
      expect((await store().request({ method: 'GET', url: `${apiBase}/no-such-thing`, signedIn: false })).statusCode).toBe(401);
      const encoded = await store().request({ method: 'GET', url: `/%61${apiBase.slice(2)}/sellers`, signedIn: false });
      expect([401, 404]).toContain(encoded.statusCode);
      expect(encoded.body).not.toContain('"data"');
      const page = await store().request({ method: 'GET', url: '/sellers', signedIn: false, headers: { accept: 'text/html' } });
      expect([401, 403]).not.toContain(page.statusCode);
      for (const url of [`${apiBase}/login`, `${apiBase}/session`]) {
        const response = await store().request({ method: url.endsWith('login') ? 'POST' : 'GET', url, signedIn: false, payload: url.endsWith('login') ? {} : undefined });
        expect(response.statusCode, url).not.toBe(403);
      }
    });
  },
  { entities, app },
);
