import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { runSeed, startServer } from '../../runtime/server/index.js';
import { loadSettings } from '../../runtime/server/settings/index.js';
import { applyMigrations, SCHEMA_MIGRATION_TABLES } from '../../runtime/server/storage/index.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';
import { getColumnChecksum, getSiteVersions, seedVersionOne } from './storage/migrations/schema/migrationSite.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from './testStores.js';

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
    expect((await fetchAs(session, `${first.url}/api/courseCategories/delete/${one._id}`, { method: 'PUT', headers: { 'if-match': `"${one._version}"` } })).status).toBe(200);
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

const [v1, v2] = getSiteVersions();

for (const dialect of getTestDialects()) {
  describe(`startServer with pending migrations [${dialect}]`, () => {
    let store: TestDatabase;
    const where = () => ({
      ...(store.url ? { databaseUrl: store.url } : { dataDir: store.dataDir }),
      settings: loadSettings({ UPLOAD_SECRET: 'u'.repeat(32) }),
      port: 0,
      host: '127.0.0.1',
      logger: false,
      firstAdmin: admin,
      print: () => {},
    });
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
      await applyMigrations(store.database, v1.migrations, v1.entities);
      await seedVersionOne(store.database, { authors: 10, books: 40 });
    });
    afterEach(() => store.dispose());

    it('two servers starting together both come up, and the plan runs once', { timeout: 60_000 }, async () => {
      const names = await getColumnChecksum(store.database, 'authors', 'name');
      const generated = { app: v2.model.app, entities: v2.entities, migrations: v2.migrations };
      const servers = await Promise.all([startServer({ ...where(), generated }), startServer({ ...where(), generated })]);
      try {
        const ran = await sql<{ name: string }>`select name from ${sql.table(SCHEMA_MIGRATION_TABLES.migrations)} order by name`.execute(store.database.db);
        expect(ran.rows.map((row) => row.name)).toEqual(['0001_initial', '0002_writer_book']);
        expect(await getColumnChecksum(store.database, 'writers', 'fullName')).toBe(names);
        for (const server of servers) {
          const session = await signInOver(server.url, admin);
          const list = await fetchAs(session, `${server.url}/api/writers?sortField=fullName&sortOrder=asc`);
          expect(list.status).toBe(200);
          expect(((await list.json()) as { itemsCount: number }).itemsCount).toBe(10);
        }
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    });

    it('refuses to start while a pending step has rows at risk and no decision, with the message that says where and what to run', async () => {
      await sql`alter table books add column heading text`.execute(store.database.db);
      await sql`update books set heading = 'viejo'`.execute(store.database.db);
      const generated = { app: v2.model.app, entities: v2.entities, migrations: v2.migrations };
      await expect(startServer({ ...where(), generated })).rejects.toThrow(/^no se puede aplicar la migración 0002_writer_book \(paso 2, book\.heading, schemas\/book\.json\)[^]*admin-gen migrate plan/);
      expect((await sql`select 1 from ${sql.table(SCHEMA_MIGRATION_TABLES.migrations)} where name = '0002_writer_book'`.execute(store.database.db)).rows).toEqual([]);
    });
  });
}
