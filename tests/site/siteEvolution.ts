// The course site's own schemas (schemas/*.json) as a maintainer edits them, built as `admin-gen build` builds them (validate →
// normalize, then emitMigrations over the migrations earlier builds wrote, read back from the JSON it writes), and
// stores holding the site's demo data: seeded once per engine, then copied for each case (createStoreSource).
import path from 'node:path';
import { emitMigrations, loadSchemas, normalize, validateSchemas } from '../../generator/index.js';
import type { LoadedFile, NormalizeResult } from '../../generator/index.js';
import { loadBuiltinEntities } from '../../generator/load/loadBuiltinEntities.js';
import { createAdminAccount, createServer, readMigrationFiles, seedDemoData, type StoreDialect } from '../../runtime/server/index.js';
import { applyMigrations } from '../../runtime/server/storage/index.js';
import type { EntityDefinition } from '../../runtime/shared/index.js';
import type { MigrationFile } from '../../runtime/shared/migrations/index.js';
import { createStoreSource, type StoreSource } from '../server/storage/migrations/schema/createStoreSource.js';
import { injectAs, signIn, TEST_ADMIN, type TestDatabase, type TestRequestOptions, type TestResponse, type TestSession } from '../server/testStores.js';
import { COURSE_SITE_GENERATED_DIR, COURSE_SITE_SCHEMAS_DIR } from './courseSite.js';

/** The site's schemas folder. */
export const SITE_SCHEMAS = COURSE_SITE_SCHEMAS_DIR;

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
export const SITE_MIGRATIONS = readMigrationFiles(path.join(COURSE_SITE_GENERATED_DIR, 'migrations'));

/** The site as on disk, after the migrations its builds wrote: a case's edit writes the next one. */
export const siteV1 = buildSite(readSiteSchemas(), SITE_MIGRATIONS);

/** The name of the migration `later` builds after the site's own would write (1: the next one), for `entities`. */
export function nextMigrationName(entities: string, later = 1): string {
  return `${String(SITE_MIGRATIONS.length + later).padStart(4, '0')}_${entities}`;
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
