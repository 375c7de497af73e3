import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runSeed, startServer } from '../../runtime/server/index.js';
import { loadSettings } from '../../runtime/server/settings/index.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';

const generated = { app: fixtureApp, entities: fixtureEntities };
const admin = { email: 'root@example.com', password: 'clave-de-arranque' };

interface Session {
  cookie: string;
  csrfToken: string;
}

/** Signs in over HTTP: the `admin_session=…` pair and the CSRF token. */
async function signInOver(url: string, credentials: { email: string; password: string }): Promise<Session> {
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

/** fetch with a session's cookie and CSRF header. */
function fetchAs(session: Session, url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, headers: { ...init.headers, cookie: session.cookie, 'x-csrf-token': session.csrfToken } });
}

describe('startServer and runSeed', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-start-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, creates the first administrator, seeds an empty store when asked (demo), listens, and does not reseed later', async () => {
    const printed: string[] = [];
    const first = await startServer({ dataDir, port: 0, host: '127.0.0.1', generated, logger: false, webRoot: path.join(dataDir, 'no-web'), firstAdmin: admin, print: (line) => printed.push(line), demo: true });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(printed).toEqual(['admin-gen: administrador creado desde ADMIN_EMAIL/ADMIN_PASSWORD: root@example.com']);
    expect((await fetch(`${first.url}/api/courseCategories`)).status).toBe(401);
    const session = await signInOver(first.url, admin);
    const list = await (await fetchAs(session, `${first.url}/api/courseCategories`)).json();
    expect(list.itemsCount).toBe(12);
    const one = list.data[0];
    expect((await fetchAs(session, `${first.url}/api/courseCategories/delete/${one._id}`, { method: 'PUT' })).status).toBe(200);
    await first.close();

    const second = await startServer({ dataDir, port: 0, host: '127.0.0.1', generated, logger: false, firstAdmin: { email: 'other@example.com', password: 'otra-clave-larga' }, print: (line) => printed.push(line), demo: true });
    expect(printed).toHaveLength(1); // An administrator exists: none is created.
    // Sessions live in the database: the first process's session still works in the second.
    expect((await (await fetchAs(session, `${second.url}/api/courseCategories`)).json()).itemsCount).toBe(11);
    expect((await (await fetchAs(session, `${second.url}/api/sellers?pageSize=1`)).json()).itemsCount).toBe(30);
    await second.close();
  });

  it('seeds nothing unless asked, and with demo never a store that has rows in any table', async () => {
    const plain = await startServer({ dataDir, port: 0, host: '127.0.0.1', generated, logger: false, firstAdmin: admin, print: () => {} });
    const session = await signInOver(plain.url, admin);
    for (const route of ['courseCategories', 'institutes', 'sellers']) expect((await (await fetchAs(session, `${plain.url}/api/${route}`)).json()).itemsCount).toBe(0);
    const created = await fetchAs(session, `${plain.url}/api/sellers/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Única Vendedora' }) });
    expect(created.status).toBe(201);
    await plain.close();
    const demo = await startServer({ dataDir, port: 0, host: '127.0.0.1', generated, logger: false, firstAdmin: admin, print: () => {}, demo: true });
    for (const [route, count] of [['courseCategories', 0], ['institutes', 0], ['sellers', 1]] as const) {
      expect((await (await fetchAs(session, `${demo.url}/api/${route}`)).json()).itemsCount).toBe(count);
    }
    await demo.close();
  });

  it('listens on loopback unless HOST says otherwise', async () => {
    const previous = process.env.HOST;
    delete process.env.HOST;
    try {
      const running = await startServer({ dataDir, port: 0, generated, logger: false, firstAdmin: admin, print: () => {} });
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await running.close();
    } finally {
      if (previous !== undefined) process.env.HOST = previous;
    }
  });

  it('runSeed returns a Spanish summary line and respects force', async () => {
    expect(await runSeed({ dataDir, generated })).toMatch(
      /^Datos de demostración \(SQLite\) — Categorías de cursos: 12, Institutos: 40, Vendedores: 30; 82 filas en \d+,\d\d s\.$/,
    );
    expect(await runSeed({ dataDir, generated })).toMatch(/ya tenía datos.*--force/);
    expect(await runSeed({ dataDir, generated, force: true })).toContain('Vendedores: 30; 82 filas en');
  });

  it('refuses PostgreSQL without UPLOAD_SECRET, before opening it', async () => {
    await expect(startServer({ dataDir, databaseUrl: 'postgres://nobody@127.0.0.1:1/none', settings: loadSettings({}), generated, logger: false, print: () => {} })).rejects.toThrow(
      /^UPLOAD_SECRET es obligatorio con DATABASE_URL \(PostgreSQL\)/,
    );
  });

  it('rejects a malformed PORT', async () => {
    const previous = process.env.PORT;
    process.env.PORT = 'abc';
    try {
      await expect(startServer({ dataDir, generated, logger: false, firstAdmin: admin, print: () => {} })).rejects.toThrow(/PORT/);
    } finally {
      if (previous === undefined) delete process.env.PORT;
      else process.env.PORT = previous;
    }
  });
});
