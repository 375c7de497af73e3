// This site's own schemas (schemas/*.json) as a maintainer edits them, built as `admin-gen build` builds them (validate →
// normalize, then emitMigrations over the migrations earlier builds wrote, read back from the JSON it writes), and
// stores holding the site's demo data: seeded once per engine, then copied for each case (SQLite's file, or a
// PostgreSQL database made from it as a template).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { emitMigrations, loadSchemas, normalize, validateSchemas } from '../../../../../generator/index.js';
import type { LoadedFile, NormalizeResult } from '../../../../../generator/index.js';
import { loadBuiltinEntities } from '../../../../../generator/load/loadBuiltinEntities.js';
import { createAdminAccount, createDatabase, createServer, readMigrationFiles, seedDemoData, type Database, type StoreDialect } from '../../../../../runtime/server/index.js';
import { applyMigrations } from '../../../../../runtime/server/storage/index.js';
import type { EntityDefinition } from '../../../../../runtime/shared/index.js';
import type { MigrationFile } from '../../../../../runtime/shared/migrations/index.js';
import { injectAs, signIn, TEST_ADMIN, type TestDatabase, type TestRequestOptions, type TestResponse, type TestSession } from '../../../testStores.js';

/** The site's schemas folder. */
export const SITE_SCHEMAS = path.resolve(import.meta.dirname, '../../../../../schemas');

/** The demo data's reference time: the same rows every run. */
export const DEMO_NOW = new Date('2026-06-15T12:00:00Z');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema JSON as a maintainer edits it, member by member
export type Json = any;

/** The site's schema files, copied for editing: app.json, and each entity file's JSON by its file name without `.json`. */
export interface SiteSchemas {
  app: Json;
  files: Record<string, Json>;
}

const loaded = loadSchemas(SITE_SCHEMAS);
const originals = new Map(loaded.entities.filter((file) => file.source.startsWith('schemas/')).map((file) => [path.basename(file.source, '.json'), file]));

/** A fresh copy of schemas/ as on disk. */
export function readSiteSchemas(): SiteSchemas {
  return { app: structuredClone(loaded.app!.data), files: Object.fromEntries([...originals].map(([name, file]) => [name, structuredClone(file.data)])) };
}

/** schemas/ edited by `edit` (on a fresh copy). */
export function editSite(edit: (site: SiteSchemas) => void): SiteSchemas {
  const site = readSiteSchemas();
  edit(site);
  return site;
}

export interface SiteBuild {
  readonly model: NormalizeResult;
  readonly entities: readonly EntityDefinition[];
  /** Every migration file the build leaves in generated/migrations, read back from the JSON it writes. */
  readonly migrations: readonly MigrationFile[];
  /** The migration this build added, or null. */
  readonly created: MigrationFile | null;
}

/**
 * The build of `site` after earlier builds wrote `existing`: the files as loadSchemas reads them (a file whose JSON the
 * edit changed loses its positions, which only place messages), validated and normalized, and the migration files as
 * emitMigrations writes them (the newest one's decisions brought up to the schemas'), parsed back from their text.
 */
export function buildSite(site: SiteSchemas, existing: readonly MigrationFile[] = []): SiteBuild {
  const asLoaded = (name: string, data: Json): LoadedFile => {
    const original = originals.get(name);
    if (original && JSON.stringify(original.data) === JSON.stringify(data)) return original;
    return { path: path.join(SITE_SCHEMAS, `${name}.json`), source: `schemas/${name}.json`, data };
  };
  const names = Object.keys(site.files).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const app: LoadedFile = JSON.stringify(loaded.app!.data) === JSON.stringify(site.app) ? loaded.app! : { path: path.join(SITE_SCHEMAS, 'app.json'), source: 'schemas/app.json', data: site.app };
  const files = names.map((name) => asLoaded(name, site.files[name]));
  // The built-ins first, made from these files as loadSchemas makes them (the audit log's entity filter lists the site's entities).
  const model = normalize(validateSchemas({ app, entities: [...loadBuiltinEntities(files, app), ...files] }));
  const emitted = emitMigrations(model.entities, model.migrationHints, existing);
  const migrations = emitted.files.map((file) => JSON.parse(file.contents) as MigrationFile);
  return { model, entities: model.entities, migrations, created: emitted.created && migrations.at(-1)! };
}

/** The site's migration files as its builds wrote them (generated/migrations). */
export const SITE_MIGRATIONS = readMigrationFiles(path.resolve(SITE_SCHEMAS, '../generated/migrations'));

/** The site as on disk, after the migrations its builds wrote: a case's edit writes the next one. */
export const siteV1 = buildSite(readSiteSchemas(), SITE_MIGRATIONS);

/** The name of the migration `later` builds after the site's own would write (1: the next one), for `entities`. */
export function nextMigrationName(entities: string, later = 1): string {
  return `${String(SITE_MIGRATIONS.length + later).padStart(4, '0')}_${entities}`;
}

/** A store filled once, closed, and copied for each case or run: SQLite's data folder, or a PostgreSQL database made from it as a template. */
export interface StoreSource {
  readonly dialect: StoreDialect;
  /** A fresh store equal to the filled one (disposed by the caller, or by `dispose`). */
  copy(): Promise<TestDatabase>;
  /** Disposes the copies left and the source. */
  dispose(): Promise<void>;
}

const pgUrl = process.env.TEST_DATABASE_URL;

async function runAdminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function getDatabaseUrl(name: string): string {
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new store of `dialect` filled by `fill` (with a data folder for servers over it), then closed: the source of `copy`. */
export async function createStoreSource(dialect: StoreDialect, fill: (database: Database, dataDir: string) => Promise<void>): Promise<StoreSource> {
  const copies: TestDatabase[] = [];
  const track = (copy: TestDatabase, remove: () => Promise<void>): TestDatabase => {
    const tracked: TestDatabase = {
      ...copy,
      dispose: async () => {
        copies.splice(copies.indexOf(tracked), 1);
        await copy.database.close();
        await remove();
        rmSync(copy.dataDir, { recursive: true, force: true });
      },
    };
    copies.push(tracked);
    return tracked;
  };
  const sourceDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-evo-'));
  if (dialect === 'sqlite') {
    const database = createDatabase({ dataDir: sourceDir });
    await fill(database, sourceDir);
    await database.close();
    return {
      dialect,
      async copy() {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-evo-'));
        cpSync(sourceDir, dataDir, { recursive: true });
        return track({ database: createDatabase({ dataDir }), dataDir, openAnother: () => createDatabase({ dataDir }), dispose: async () => {} }, async () => {});
      },
      async dispose() {
        for (const copy of [...copies]) await copy.dispose();
        rmSync(sourceDir, { recursive: true, force: true });
      },
    };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const prefix = `admin_gen_evo_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const source = `${prefix}_source`;
  await runAdminQuery(`create database ${source}`);
  const database = createDatabase({ databaseUrl: getDatabaseUrl(source) });
  await fill(database, sourceDir);
  // A template database takes no other connection while it is copied.
  await database.close();
  rmSync(sourceDir, { recursive: true, force: true });
  let copied = 0;
  return {
    dialect,
    async copy() {
      const name = `${prefix}_${++copied}`;
      await runAdminQuery(`create database ${name} template ${source}`);
      const url = getDatabaseUrl(name);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-evo-'));
      return track({ database: createDatabase({ databaseUrl: url }), dataDir, url, openAnother: () => createDatabase({ databaseUrl: url }), dispose: async () => {} }, () =>
        runAdminQuery(`drop database if exists ${name} with (force)`),
      );
    },
    async dispose() {
      for (const copy of [...copies]) await copy.dispose();
      await runAdminQuery(`drop database if exists ${source} with (force)`);
    },
  };
}

/** The site at 0001_initial with its whole demo data, and the test administrator's session, valid on every copy. */
export interface SeededSite extends StoreSource {
  readonly session: TestSession;
}

/** A store source holding `build` (its migrations applied, as a start does) and the demo data, the test administrator signed in. */
export async function createSeededSite(dialect: StoreDialect, build: SiteBuild = siteV1): Promise<SeededSite> {
  let session: TestSession | undefined;
  const source = await createStoreSource(dialect, async (database, dataDir) => {
    await applyMigrations(database, build.migrations, build.entities);
    await seedDemoData(database, build.entities, { now: DEMO_NOW });
    // Signed in once here: sessions live in the store, so every copy has this one (hashing a password takes a while).
    await createAdminAccount(database, TEST_ADMIN);
    const server = await createServer({ entities: build.entities, app: build.model.app, database, dataDir, webRoot: '/nonexistent-web-root' });
    session = await signIn(server, build.model.app.apiBase, TEST_ADMIN);
    await server.close();
  });
  return { ...source, session: session! };
}

/** A column's values by `_id`, as the store reads them. */
export async function readColumn(database: Database, table: string, column: string): Promise<Map<string, unknown>> {
  const rows = await sql<{ id: string; value: unknown }>`select "_id" as id, ${sql.ref(column)} as value from ${sql.table(table)}`.execute(database.db);
  return new Map(rows.rows.map((row) => [row.id, row.value]));
}

/** A number as its canonical text, so that 5, "5", 5.0 and 5n compare equal; other values as they are. */
export function normalizeValue(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return value;
}

/** A column's values by `_id`, numbers as their canonical text (normalizeValue): equal across a lossless conversion. */
export async function readNormalizedColumn(database: Database, table: string, column: string): Promise<Record<string, unknown>> {
  return Object.fromEntries([...(await readColumn(database, table, column))].map(([id, value]) => [id, normalizeValue(value)]).sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)));
}

/** How many rows a table has. */
export async function countRows(database: Database, table: string): Promise<number> {
  const row = (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!;
  return Number(row.n);
}

/** Whether the store has a table of that name. */
export async function hasTable(database: Database, table: string): Promise<boolean> {
  return (await database.db.introspection.getTables()).some((candidate) => candidate.name === table);
}

/** The foreign keys of a table: the columns holding them and the tables they point at. */
export async function readForeignKeys(database: Database, table: string): Promise<{ column: string; target: string }[]> {
  if (database.dialect === 'sqlite') {
    const rows = await sql<{ from: string; table: string }>`select "from", "table" from pragma_foreign_key_list(${table})`.execute(database.db);
    return rows.rows.map((row) => ({ column: row.from, target: row.table })).sort((a, b) => (a.column < b.column ? -1 : 1));
  }
  const rows = await sql<{ column: string; target: string }>`
    select a.attname as column, c.confrelid::regclass::text as target
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.conrelid = ${table}::regclass`.execute(database.db);
  return rows.rows.map((row) => ({ column: row.column, target: row.target.replace(/^"|"$/g, '') })).sort((a, b) => (a.column < b.column ? -1 : 1));
}

type Row = Record<string, Json> & { _id: string };

/**
 * The site's API over a copy of a seeded site, under its session (the test administrator's): `call` answers any request,
 * the others expect success.
 */
export async function openSiteApi(store: TestDatabase, build: SiteBuild, session: TestSession) {
  const server = await createServer({ entities: build.entities, app: build.model.app, database: store.database, dataDir: store.dataDir, webRoot: '/nonexistent-web-root' });
  const apiBase = build.model.app.apiBase.replace(/\/+$/, '');
  // Changes here are about migrations, not versions: made on whatever version the row has (If-Match: *), unless a test names one.
  const call = (options: TestRequestOptions) => injectAs(server, session, { ...options, headers: { 'if-match': '*', ...options.headers } }, `${apiBase}/login`);
  const ok = async (options: TestRequestOptions, status = 200): Promise<TestResponse> => {
    const answer = await call(options);
    if (answer.statusCode !== status) throw new Error(`${String(options.method)} ${options.url}: ${answer.statusCode} ${answer.body}`);
    return answer;
  };
  return {
    call,
    list: async (url: string) => (await ok({ method: 'GET', url })).data as { data: Row[]; itemsCount: number },
    get: async (url: string) => (await ok({ method: 'GET', url })).data as Row,
    post: async (url: string, payload: Record<string, unknown>, status = 200) => (await ok({ method: 'POST', url, payload }, status)).data as Row,
    close: () => server.close(),
  };
}
