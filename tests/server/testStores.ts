// Runs a server suite once per store: SQLite in a temp DATA_DIR always, PostgreSQL when TEST_DATABASE_URL
// is set (a fresh database per suite). Without it, CI fails loudly and a developer's run skips with the reason.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { createAdminAccount, createDatabase, findAdminByEmail, createServer, migrate, SESSION_COOKIE, type Database, type StoreDialect } from '../../runtime/server/index.js';
import { SYSTEM_TABLES } from '../../runtime/server/storage/index.js';
import type { AppDefinition, EntityDefinition } from '../../runtime/shared/index.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';

export { ifMatch } from '../support/ifMatch.js';

const SYSTEM_TABLE_NAMES: ReadonlySet<string> = new Set(Object.values(SYSTEM_TABLES));

export interface TestDatabase {
  readonly database: Database;
  /** A temporary DATA_DIR (the SQLite file's, or an empty one beside PostgreSQL) for uploads and the upload secret. */
  readonly dataDir: string;
  /** The PostgreSQL database's URL, for a second connection to it; undefined for SQLite (open `dataDir` again). */
  readonly url?: string;
  /** Another connection to the same store (the SQLite file or the PostgreSQL database), as a second server process would open; the caller closes it. */
  openAnother(): Database;
  /** Closes the store and removes its files or database. */
  dispose(): Promise<void>;
}

/** The administrator every test store signs in as. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'clave-de-pruebas-1' } as const;

export interface TestRequestOptions extends InjectOptions {
  /**
   * Send the test administrator's session cookie; default true, except to `POST …/login`: a login that came with
   * a cookie ends that session, and the suite's must outlive a test that signs in again.
   */
  readonly signedIn?: boolean;
  /** Send the session's X-CSRF-Token; default true (only with signedIn). */
  readonly csrf?: boolean;
}

export type TestResponse = LightMyRequestResponse & { body: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field

export interface TestSession {
  /** The `admin_session` cookie's value. */
  readonly cookie: string;
  readonly csrfToken: string;
}

export interface TestStore {
  readonly dialect: StoreDialect;
  readonly database: Database;
  readonly dataDir: string;
  /** The PostgreSQL database's URL; undefined on SQLite (the file is in dataDir). */
  readonly databaseUrl: string | undefined;
  /** Another connection to the same store; the caller closes it. */
  openAnother(): Database;
  readonly server: FastifyInstance;
  /** The signed-in administrator (created before the suite, kept across its tests). */
  readonly admin: { readonly id: string; readonly email: string; readonly password: string };
  readonly session: TestSession;
  /** `server.inject` as the signed-in administrator (cookie and X-CSRF-Token unless turned off) that also parses the JSON body. */
  request(options: TestRequestOptions): Promise<TestResponse>;
}

export interface DescribeEachStoreOptions {
  readonly entities?: readonly EntityDefinition[];
  readonly app?: AppDefinition;
  readonly webRoot?: string;
  /** The most rows an XLSX export takes (createServer's xlsxMaxRows). */
  readonly xlsxMaxRows?: number;
}

const pgUrl = process.env.TEST_DATABASE_URL;

/** The stores this run covers, and why PostgreSQL is missing when it is. */
export function getTestDialects(): StoreDialect[] {
  return pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fresh, empty store of the given kind. */
export async function createTestDatabase(dialect: StoreDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-test-'));
    const database = createDatabase({ dataDir });
    return {
      database,
      dataDir,
      openAnother: () => createDatabase({ dataDir }),
      dispose: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `admin_gen_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runAdminQuery(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ databaseUrl: url.toString() });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-test-'));
  return {
    database,
    dataDir,
    url: url.toString(),
    openAnother: () => createDatabase({ databaseUrl: url.toString() }),
    dispose: async () => {
      await database.close();
      await runAdminQuery(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One statement on the test PostgreSQL server's own connection (create or drop a database). */
export async function runAdminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * `describe` once per store, each with a migrated database and a server over the fixture entities;
 * tables are emptied before every test.
 */
export function describeEachStore(title: string, body: (store: () => TestStore) => void, options: DescribeEachStoreOptions = {}): void {
  const entities = options.entities ?? fixtureEntities;
  for (const dialect of getTestDialects()) {
    describe(`${title} [${dialect}]`, () => {
      let current: TestStore | undefined;
      let testDatabase: TestDatabase | undefined;

      beforeAll(async () => {
        testDatabase = await createTestDatabase(dialect);
        const { database, dataDir } = testDatabase;
        await migrate(database, entities);
        const app = options.app ?? fixtureApp;
        const server = await createServer({ entities, app, database, dataDir, webRoot: options.webRoot ?? '/nonexistent-web-root', xlsxMaxRows: options.xlsxMaxRows });
        const admin = await createAdminAccount(database, TEST_ADMIN);
        const session = await signIn(server, app.apiBase, TEST_ADMIN);
        current = {
          dialect,
          database,
          dataDir,
          databaseUrl: testDatabase.url,
          openAnother: testDatabase.openAnother,
          server,
          admin: { ...admin, password: TEST_ADMIN.password },
          session,
          request: (requestOptions) => injectAs(server, session, requestOptions, `${app.apiBase.replace(/\/+$/, '')}/login`),
        };
      });

      beforeEach(async () => {
        // One transaction: foreign keys are checked at commit, when every referring row is gone too.
        await testDatabase!.database.db.transaction().execute(async (trx) => {
          // The built-in admin users' table holds the suite's administrator: kept like the other system tables.
          for (const entity of entities) if (!SYSTEM_TABLE_NAMES.has(entity.table)) await trx.deleteFrom(entity.table).execute();
        });
        const { db } = testDatabase!.database;
        // The administrator and its session stay for the whole suite; the audit log, login attempts and sequence counters start empty.
        await db.deleteFrom(SYSTEM_TABLES.auditLog).execute();
        await db.deleteFrom(SYSTEM_TABLES.sequences).execute();
        await db.deleteFrom(SYSTEM_TABLES.loginAttempts).execute();
      });

      afterAll(async () => {
        await current?.server.close();
        await testDatabase?.dispose();
      });

      body(() => {
        if (!current) throw new Error('store not ready');
        return current;
      });
    });
  }
  if (!pgUrl) reportMissingPostgres(title);
}

/** Signs in through `POST {apiBase}/login` and returns the session cookie and CSRF token; throws unless 200. */
export async function signIn(server: FastifyInstance, apiBase: string, credentials: { email: string; password: string }): Promise<TestSession> {
  const response = await server.inject({ method: 'POST', url: `${apiBase.replace(/\/+$/, '')}/login`, payload: credentials });
  if (response.statusCode !== 200) throw new Error(`test sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  if (!cookie) throw new Error('test sign-in set no session cookie');
  return { cookie: cookie.value, csrfToken: (response.json() as { csrfToken: string }).csrfToken };
}

/**
 * For tests that build their own server: creates the test administrator when the store has none, signs in, and
 * returns `inject` as that administrator (`server.inject` alone now gets 401 under the API base).
 */
export async function signInServer(server: FastifyInstance, database: Database, apiBase = '/api'): Promise<(options: TestRequestOptions) => Promise<TestResponse>> {
  if (!(await findAdminByEmail(database, TEST_ADMIN.email))) await createAdminAccount(database, TEST_ADMIN);
  const session = await signIn(server, apiBase, TEST_ADMIN);
  return (options) => injectAs(server, session, options, `${apiBase.replace(/\/+$/, '')}/login`);
}

/** `server.inject` with the session's cookie and CSRF header (unless turned off or given), the JSON body parsed into `data`. */
export async function injectAs(server: FastifyInstance, session: TestSession | null, options: TestRequestOptions, loginUrl?: string): Promise<TestResponse> {
  const isLogin = loginUrl !== undefined && options.url === loginUrl;
  const { signedIn = !isLogin, csrf = true, ...injectOptions } = options;
  const headers: Record<string, string | string[] | undefined> = { ...(injectOptions.headers as Record<string, string | string[] | undefined>) };
  if (session && signedIn) {
    const given = headers.cookie;
    if (given === undefined) headers.cookie = `${SESSION_COOKIE}=${session.cookie}`;
    if (csrf && headers['x-csrf-token'] === undefined) headers['x-csrf-token'] = session.csrfToken;
  }
  const response = await server.inject({ ...injectOptions, headers } as InjectOptions);
  let data: unknown;
  try {
    data = response.body === '' ? undefined : JSON.parse(response.body);
  } catch {
    data = undefined;
  }
  return Object.assign(response, { data });
}

/** Without TEST_DATABASE_URL: a failing test under CI=true, else a skipped suite and one warning per run. */
export function reportMissingPostgres(title: string): void {
  const reason = 'TEST_DATABASE_URL is not set; start a cluster with: eval "$(bash scripts/start-test-postgres.sh)"';
  if (process.env.CI === 'true') {
    describe(`${title} [postgres]`, () => {
      it('runs on PostgreSQL in CI', () => {
        throw new Error(`The PostgreSQL variant must run when CI=true: ${reason}`);
      });
    });
    return;
  }
  describe.skip(`${title} [postgres] (skipped: ${reason})`, () => {
    it('runs on PostgreSQL', () => {});
  });
  // Say it once per run, not once per suite: the first worker to create the marker prints.
  try {
    writeFileSync(path.join(tmpdir(), `admin-gen-pg-skip-${process.ppid}`), '', { flag: 'wx' });
    console.warn(`[admin-gen tests] PostgreSQL variants skipped: ${reason}`);
  } catch {
    // Another suite already printed it.
  }
}
