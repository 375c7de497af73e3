// Runs a server suite once per store: SQLite in a temp DATA_DIR always, PostgreSQL when TEST_DATABASE_URL
// is set (a fresh database per suite). Without it, CI fails loudly and a developer's run skips with the reason.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { createDatabase, createServer, migrate, type Database, type StoreDialect } from '../../runtime/server/index.js';
import type { AppDefinition, EntityDefinition } from '../../runtime/shared/index.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';

export interface TestDatabase {
  readonly database: Database;
  /** A temporary DATA_DIR (the SQLite file's, or an empty one beside PostgreSQL) for uploads and the upload secret. */
  readonly dataDir: string;
  /** Closes the store and removes its files or database. */
  dispose(): Promise<void>;
}

export interface TestStore {
  readonly dialect: StoreDialect;
  readonly database: Database;
  readonly dataDir: string;
  readonly server: FastifyInstance;
  /** `server.inject` that also parses the JSON body. */
  request(options: InjectOptions): Promise<LightMyRequestResponse & { body: string; data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
}

export interface DescribeEachStoreOptions {
  readonly entities?: readonly EntityDefinition[];
  readonly app?: AppDefinition;
  readonly webRoot?: string;
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
    dispose: async () => {
      await database.close();
      await runAdminQuery(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runAdminQuery(text: string): Promise<void> {
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
        const server = await createServer({ entities, app: options.app ?? fixtureApp, database, dataDir, webRoot: options.webRoot ?? '/nonexistent-web-root' });
        current = {
          dialect,
          database,
          dataDir,
          server,
          request: async (injectOptions) => {
            const response = await server.inject(injectOptions);
            let data: unknown;
            try {
              data = response.body === '' ? undefined : JSON.parse(response.body);
            } catch {
              data = undefined;
            }
            return Object.assign(response, { data });
          },
        };
      });

      beforeEach(async () => {
        for (const entity of entities) await testDatabase!.database.db.deleteFrom(entity.table).execute();
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

function reportMissingPostgres(title: string): void {
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
