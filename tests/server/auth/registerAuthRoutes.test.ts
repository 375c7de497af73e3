import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../../runtime/server/auth/createSessionStore.js';
import { passwordCost, verifyDummyPassword, verifyPassword } from '../../../runtime/server/auth/hashPassword.js';
import { createServer } from '../../../runtime/server/index.js';
import { toFastifyTrustProxy } from '../../../runtime/server/settings/index.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { fixtureApp, fixtureEntities } from '../../fixtures/entities.js';
import { hashWithOldCost } from '../fixtures/hashWithOldCost.js';
import { startSecondServer } from '../fixtures/startSecondServer.js';
import { describeEachStore, type TestResponse } from '../testStores.js';

// The real verifications, counted: the limiter's promise is about how many passwords get checked, not only the answers.
vi.mock('../../../runtime/server/auth/hashPassword.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../runtime/server/auth/hashPassword.js')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword), verifyDummyPassword: vi.fn(original.verifyDummyPassword) };
});
const verifications = () => vi.mocked(verifyPassword).mock.calls.length + vi.mocked(verifyDummyPassword).mock.calls.length;

// Every failed login spends one scrypt verification (on purpose), so the rate-limit cases take seconds.
describeEachStore('sign-in routes', (store) => {
  const login = (payload: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}): Promise<TestResponse> =>
    store().request({ method: 'POST', url: '/api/login', payload: payload as Record<string, unknown>, ...options });
  const goodLogin = () => login({ email: 'admin@example.com', password: store().admin.password });
  const sessionCookie = (response: TestResponse) => response.cookies.find((cookie) => cookie.name === 'admin_session');
  const as = (cookie: string, csrfToken?: string) => ({ cookie: `admin_session=${cookie}`, ...(csrfToken && { 'x-csrf-token': csrfToken }) });

  it('login answers the user and a CSRF token, and sets an HttpOnly, SameSite=Strict, Path=/ cookie (not Secure over http)', async () => {
    const response = await login({ email: '  ADMIN@example.com ', password: store().admin.password });
    expect(response.statusCode).toBe(200);
    // The fixture site declares no roles: its accounts hold none and may do everything.
    expect(response.data).toEqual({
      user: { id: store().admin.id, email: 'admin@example.com', roles: null, displayName: null, fields: {} },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      permissions: { restricted: false, roles: [], entities: {} },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The row's id is the token's hash; the token itself is nowhere in the table.
    const row = await store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).selectAll().where('_id', '=', hashToken(cookie.value)).executeTakeFirst();
    expect(row).toMatchObject({ userId: store().admin.id, csrfToken: response.data.csrfToken });
    const user = await store().database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('lastLoginAt').where('_id', '=', store().admin.id).executeTakeFirstOrThrow();
    expect(user.lastLoginAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('sets the cookie Secure when the request came over https through a trusted proxy', { timeout: 30_000 }, async () => {
    const server = await createServer({ entities: fixtureEntities, app: fixtureApp, database: store().database, dataDir: store().dataDir, trustProxy: toFastifyTrustProxy({ hops: 1 }) });
    try {
      const response = await server.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'admin@example.com', password: store().admin.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((cookie) => cookie.name === 'admin_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
      expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
      // Without a trusted proxy the same header is not believed.
      const plain = await store().request({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-proto': 'https' }, payload: { email: 'admin@example.com', password: store().admin.password } });
      expect(plain.cookies.find((cookie) => cookie.name === 'admin_session')!.secure).toBeUndefined();
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it.each([
    ['a wrong password', { email: 'admin@example.com', password: 'no-es-la-clave' }],
    ['an unknown email', { email: 'nadie@example.com', password: 'no-es-la-clave' }],
  ])('refuses %s with the same 401 and no cookie', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(401);
    expect(response.data).toEqual({ error: 'Correo o contraseña incorrectos.' });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it.each([
    ['an array', [], 400, 'El cuerpo debe ser un objeto JSON con «email» y «password».', undefined],
    ['no email', { password: 'x' }, 400, 'El campo «email» es obligatorio y debe ser un texto.', 'email'],
    ['an email that is no text', { email: ['a'], password: 'x' }, 400, 'El campo «email» es obligatorio y debe ser un texto.', 'email'],
    ['no password', { email: 'admin@example.com' }, 400, 'El campo «password» es obligatorio y debe ser un texto.', 'password'],
    ['a password that is a number', { email: 'admin@example.com', password: 1234567890 }, 400, 'El campo «password» es obligatorio y debe ser un texto.', 'password'],
  ])('400s a body with %s, naming the field', async (_case, payload, status, error, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(status);
    expect(response.data).toEqual({ error, ...(field && { field }) });
  });

  it('415s a login that is not JSON (a cross-site form cannot sign anyone in)', async () => {
    const response = await store().request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=admin%40example.com&password=${encodeURIComponent(store().admin.password)}`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.data.error).toMatch(/application\/json/);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('gives a new session id at every login and ends the session the request came with', async () => {
    const first = sessionCookie(await goodLogin())!.value;
    const again = await store().request({ method: 'POST', url: '/api/login', headers: as(first), payload: { email: 'admin@example.com', password: store().admin.password } });
    const second = sessionCookie(again)!.value;
    expect(second).not.toBe(first);
    expect((await store().request({ method: 'GET', url: '/api/session', headers: as(first) })).statusCode).toBe(401);
    expect((await store().request({ method: 'GET', url: '/api/session', headers: as(second) })).statusCode).toBe(200);
  });

  it('GET session answers the user and CSRF token of a live session, 401 otherwise', async () => {
    const response = await goodLogin();
    const cookie = sessionCookie(response)!.value;
    const session = await store().request({ method: 'GET', url: '/api/session', headers: as(cookie) });
    expect(session.statusCode).toBe(200);
    expect(session.data).toEqual(response.data);
    const none = await store().request({ method: 'GET', url: '/api/session', signedIn: false });
    expect(none.statusCode).toBe(401);
    expect(none.data).toEqual({ error: 'Inicia sesión para continuar.' });
    const unknown = await store().request({ method: 'GET', url: '/api/session', headers: as('A'.repeat(43)) });
    expect(unknown.statusCode).toBe(401);
    // A dead cookie is cleared.
    expect(sessionCookie(unknown)).toMatchObject({ value: '', path: '/' });
  });

  it('an idle session is deleted and answers 401', async () => {
    const cookie = sessionCookie(await goodLogin())!.value;
    const idle = new Date(Date.now() - 121 * 60_000).toISOString();
    await store().database.db.updateTable(SYSTEM_TABLES.adminSessions).set({ lastSeenAt: idle }).where('_id', '=', hashToken(cookie)).execute();
    const response = await store().request({ method: 'GET', url: '/api/sellers', headers: as(cookie) });
    expect(response.statusCode).toBe(401);
    expect(response.data).toEqual({ error: 'Inicia sesión para continuar.' });
    expect(await store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).select('_id').where('_id', '=', hashToken(cookie)).execute()).toEqual([]);
  });

  it('a hash stored with the old scrypt cost signs in and is rehashed at the current cost on that login, sessions kept', { timeout: 60_000 }, async () => {
    const users = () => store().database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('passwordHash').where('_id', '=', store().admin.id);
    const old = hashWithOldCost(store().admin.password);
    await store().database.db.updateTable(SYSTEM_TABLES.adminUsers).set({ passwordHash: old }).where('_id', '=', store().admin.id).execute();
    // A wrong password leaves it as it is.
    expect((await login({ email: 'admin@example.com', password: 'mala-contraseña' }, { remoteAddress: '10.7.0.1' })).statusCode).toBe(401);
    expect((await users().executeTakeFirstOrThrow()).passwordHash).toBe(old);
    expect((await login({ email: 'admin@example.com', password: store().admin.password }, { remoteAddress: '10.7.0.2' })).statusCode).toBe(200);
    const rehashed = String((await users().executeTakeFirstOrThrow()).passwordHash);
    expect(rehashed.split('$').slice(0, 4)).toEqual(['scrypt', ...Object.values(passwordCost()).map(String)]);
    expect((await login({ email: 'admin@example.com', password: store().admin.password }, { remoteAddress: '10.7.0.2' })).statusCode).toBe(200);
    expect((await users().executeTakeFirstOrThrow()).passwordHash).toBe(rehashed);
    // The suite's own session was not ended by the new hash.
    expect((await store().request({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
  });

  it('logout needs the CSRF token, then deletes the session and clears the cookie', async () => {
    const response = await goodLogin();
    const cookie = sessionCookie(response)!.value;
    expect((await store().request({ method: 'POST', url: '/api/logout', headers: as(cookie) })).statusCode).toBe(403);
    const out = await store().request({ method: 'POST', url: '/api/logout', headers: as(cookie, response.data.csrfToken) });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out)).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(await store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).select('_id').where('_id', '=', hashToken(cookie)).execute()).toEqual([]);
    expect((await store().request({ method: 'GET', url: '/api/sellers', headers: as(cookie) })).statusCode).toBe(401);
    // The suite's own session is untouched.
    expect((await store().request({ method: 'GET', url: '/api/sellers' })).statusCode).toBe(200);
  });

  it('5 wrong passwords for an email from one address make that address wait a minute, even with the right password; another address signs in at once', { timeout: 90_000 }, async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ email: 'admin@example.com', password: `mala-${attempt}` }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    }
    vi.mocked(verifyPassword).mockClear();
    const refused = await login({ email: 'admin@example.com', password: store().admin.password }, { remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(429);
    // A minute from the fifth attempt, less what the checks took since.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.data).toEqual({ error: 'Demasiados intentos fallidos. Inténtalo de nuevo en 1 minuto.' });
    expect(sessionCookie(refused)).toBeUndefined();
    expect(vi.mocked(verifyPassword)).not.toHaveBeenCalled();
    // The stranger at 203.0.113.9 locks nobody else out: the owner, from an address with no failures for the email, gets in.
    const owner = await login({ email: 'admin@example.com', password: store().admin.password }, { remoteAddress: '10.1.0.1' });
    expect(owner.statusCode).toBe(200);
    expect((await login({ email: 'otra@example.com', password: 'mala' }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
  });

  it('429s an address after 20 failures across emails; a success clears only the email’s count from that address', { timeout: 180_000 }, async () => {
    expect((await login({ email: 'admin@example.com', password: 'mala' }, { remoteAddress: '10.3.0.1' })).statusCode).toBe(401);
    expect((await login({ email: 'admin@example.com', password: store().admin.password }, { remoteAddress: '10.3.0.1' })).statusCode).toBe(200);
    expect(await store().database.db.selectFrom(SYSTEM_TABLES.loginAttempts).select('_id').where('_id', 'like', 'pair:%').execute()).toEqual([]);
    for (let attempt = 0; attempt < 19; attempt += 1) {
      expect((await login({ email: `u${attempt}@example.com`, password: 'mala' }, { remoteAddress: '10.3.0.1' })).statusCode).toBe(401);
    }
    const refused = await login({ email: 'admin@example.com', password: store().admin.password }, { remoteAddress: '10.3.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await login({ email: 'admin@example.com', password: store().admin.password }, { remoteAddress: '10.3.0.2' })).statusCode).toBe(200);
  });
  /** Wrong passwords for one email sent all at once from one address through `servers` in turn: the answers' statuses and how many passwords were checked. */
  const burst = async (servers: readonly FastifyInstance[], count: number, payload: (index: number) => { email: string; password: string }, headers: (index: number) => Record<string, string> = () => ({})) => {
    vi.mocked(verifyPassword).mockClear();
    vi.mocked(verifyDummyPassword).mockClear();
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        servers[index % servers.length]!.inject({ method: 'POST', url: '/api/login', payload: payload(index), headers: headers(index), remoteAddress: '10.4.0.1' }),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const response of responses) statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    return { statuses, verifications: verifications(), responses };
  };

  it('40 concurrent wrong passwords for one email from one address: 5 passwords checked (5 × 401), 35 × 429 with Retry-After and no check', { timeout: 60_000 }, async () => {
    const { statuses, verifications: checked, responses } = await burst([store().server], 40, (index) => ({ email: 'admin@example.com', password: `mala-${index}` }));
    expect({ statuses, checked }).toEqual({ statuses: { 401: 5, 429: 35 }, checked: 5 });
    for (const response of responses.filter((item) => item.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(response.json()).toEqual({ error: 'Demasiados intentos fallidos. Inténtalo de nuevo en 1 minuto.' });
    }
    // From that address the right password is refused too until the wait ends, without being checked; from another it signs in.
    vi.mocked(verifyPassword).mockClear();
    expect((await login({ email: 'admin@example.com', password: store().admin.password }, { remoteAddress: '10.4.0.1' })).statusCode).toBe(429);
    expect(vi.mocked(verifyPassword)).not.toHaveBeenCalled();
    expect((await goodLogin()).statusCode).toBe(200);
  });

  it('40 concurrent wrong passwords for an unknown email spend 5 checks as well', { timeout: 60_000 }, async () => {
    const { statuses, verifications: checked } = await burst([store().server], 40, (index) => ({ email: 'nadie@example.com', password: `mala-${index}` }));
    expect({ statuses, checked }).toEqual({ statuses: { 401: 5, 429: 35 }, checked: 5 });
  });

  it('two servers on one database (each its own connection) share the count: 40 concurrent wrong passwords, 5 checks', { timeout: 60_000 }, async () => {
    const otherDatabase = store().openAnother();
    const other = await createServer({ entities: fixtureEntities, app: fixtureApp, database: otherDatabase, dataDir: store().dataDir });
    try {
      const { statuses, verifications: checked } = await burst([store().server, other], 40, (index) => ({ email: 'admin@example.com', password: `mala-${index}` }));
      expect({ statuses, checked }).toEqual({ statuses: { 401: 5, 429: 35 }, checked: 5 });
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });

  it('two server processes on one database share the count: 40 concurrent wrong passwords, 5 checks in all', { timeout: 90_000 }, async () => {
    const second = await startSecondServer(store());
    try {
      vi.mocked(verifyPassword).mockClear();
      const payload = (index: number) => ({ email: 'admin@example.com', password: `mala-${index}` });
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async (_, index) => {
          // The same address as the other process sees: the two count one pair.
          if (index % 2 === 0) return { here: true, status: (await login(payload(index), { remoteAddress: '127.0.0.1' })).statusCode };
          const response = await fetch(`${second.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload(index)) });
          await response.arrayBuffer();
          return { here: false, status: response.status };
        }),
      );
      const count = (here: boolean | undefined, status: number) => statuses.filter((item) => (here === undefined || item.here === here) && item.status === status).length;
      expect({ 401: count(undefined, 401), 429: count(undefined, 429) }).toEqual({ 401: 5, 429: 35 });
      // Checks here are counted by the spy; the other process checks once per 401 it answers (its only way to a 401).
      expect(vi.mocked(verifyPassword).mock.calls.length).toBe(count(true, 401));
    } finally {
      await second.stop();
    }
  });

  it('behind one trusted proxy, a forged X-Forwarded-For does not dodge the per-address limit', { timeout: 30_000 }, async () => {
    // A per-address limit of 3 (instead of 20) keeps the test to three scrypt checks.
    const proxied = await createServer({
      entities: fixtureEntities,
      app: fixtureApp,
      database: store().database,
      dataDir: store().dataDir,
      trustProxy: toFastifyTrustProxy({ hops: 1 }),
      loginLimit: { maxPerAddress: 3 },
    });
    try {
      // The client writes a new address at every try; the proxy (10.9.0.1) appends the one it saw, 198.51.100.7.
      const forged = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index}, 198.51.100.7` });
      const send = (index: number) =>
        proxied.inject({ method: 'POST', url: '/api/login', payload: { email: `u${index}@example.com`, password: 'mala' }, headers: forged(index), remoteAddress: '10.9.0.1' });
      const statuses = (await Promise.all(Array.from({ length: 12 }, (_, index) => send(index)))).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
      const keys = (await store().database.db.selectFrom(SYSTEM_TABLES.loginAttempts).select('_id').where('_id', 'like', 'ip:%').execute()).map((row) => row._id);
      expect(keys).toEqual(['ip:198.51.100.7']);
    } finally {
      await proxied.close();
    }
  });
});
