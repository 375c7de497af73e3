// Measures a list sorted by an enum column on a filled SQLite store (bench/fillUsers.ts): `npm run bench:enum -- DATA_DIR [runs]`.
// It CHANGES the store, so give it a copy (cp -r the filled DATA_DIR). The users entity gains `plan`, an enum whose
// codes sort otherwise than its Spanish titles (edu «Educación», free «Gratuito», pro «Profesional», team «Equipo»),
// its values filled by SQL once; the store is converged to that model (timed: the list index it builds) and the list
// reader the endpoint uses reads page 1 (asc, desc), the next page by keyset and page 50 sorted by `plan`, p50/p95 of
// `runs` reads each, beside the same first page sorted without any index (NOT INDEXED: a scan and sort of the table).
// BENCH_STORE_ROOT=<checkout> runs another checkout's store code (e.g. the code before a change) on the same model.
import { mkdtempSync, writeFileSync, copyFileSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadSchemas, normalize, validateSchemas } from '../generator/index.js';
import { sql } from 'kysely';
import type { EntityDefinition } from '../runtime/shared/index.js';
import { getListSpec } from '../runtime/shared/index.js';
import { getTitleRank, getTitleRankSql } from '../runtime/server/storage/lists/getTitleRank.js';
import { readMigrationFiles } from '../runtime/server/readMigrationFiles.js';
import { fmt, quantile } from './support/startBenchServer.js';

const dataDir = process.argv[2];
const runs = Number(process.argv[3] ?? 30);
if (!dataDir) throw new Error('usage: npm run bench:enum -- DATA_DIR [runs] (a copy of a filled store: the bench changes it)');
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.BENCH_STORE_ROOT ?? here;
const storage = (await import(pathToFileURL(path.join(root, 'runtime/server/storage/index.ts')).href)) as typeof import('../runtime/server/storage/index.js');
const model = (await import(pathToFileURL(path.join(root, 'runtime/server/model/index.ts')).href)) as typeof import('../runtime/server/model/index.js');

const PLANS = [
  ['free', 'Gratuito'],
  ['pro', 'Profesional'],
  ['team', 'Equipo'],
  ['edu', 'Educación'],
] as const;

/** The site's schemas with `plan` on users, sortable in its grid: the generator's own load, check and normalize. */
function buildEntities(): readonly EntityDefinition[] {
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-enum-schemas-'));
  for (const name of readdirSync(path.join(here, 'schemas'))) copyFileSync(path.join(here, 'schemas', name), path.join(copy, name));
  const loaded = loadSchemas(copy);
  const users = loaded.entities.find((file) => (file.data as { entity?: string }).entity === 'user')!;
  const data = users.data as { fields: Record<string, unknown>; grids: { users: { columns: unknown[] } } };
  data.fields.plan = { type: ['string', 'null'], title: 'Plan', oneOf: PLANS.map(([value, title]) => ({ const: value, title })) };
  data.grids.users.columns.push({ field: 'plan', sort: true });
  writeFileSync(path.join(copy, 'user.json'), JSON.stringify(data));
  return normalize(validateSchemas(loaded)).entities;
}

const entities = buildEntities();
const users = entities.find((entity) => entity.table === 'users')!;
const database = storage.createDatabase({ dataDir });
const { db } = database;
const columns = await db.introspection.getTables().then((tables) => tables.find((table) => table.name === 'users')?.columns.map((column) => column.name) ?? []);
if (!columns.includes('plan')) {
  const started = performance.now();
  await db.schema.alterTable('users').addColumn('plan', 'text').execute();
  // Every plan, a tenth of rows without one; `_version` set too, so the row-version trigger leaves the rows alone.
  await sql`update users set plan = case rowid % 10 when 0 then null else ${sql.raw(`case rowid % 4 ${PLANS.map(([value], index) => `when ${index} then '${value}'`).join(' ')} end`)} end, _version = _version + 1`.execute(db);
  console.log(`filled plan on every row in ${fmt(performance.now() - started)} ms`);
}
let started = performance.now();
// The site's own migrations (the store ran them), then the converge to the model with `plan`.
await storage.migrate(database, entities, { migrations: readMigrationFiles(path.join(here, 'generated/migrations')) });
console.log(`converged (${root === here ? 'this checkout' : root}) in ${fmt(performance.now() - started)} ms`);
const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'users' and name like '%plan%'`.execute(db);
console.log(`plan's list indexes: ${indexes.rows.map((row) => row.name).join(', ') || 'none'}`);

const registry = model.createEntityRegistry(entities);
const list = users.endpoints.find((endpoint) => endpoint.kind === 'list')!;
const spec = getListSpec(users, list, entities.flatMap((entity) => entity.grids));
const read = storage.createStore(database, registry).createListReader({ entity: users, spec, through: null, pathFields: [], where: [] });
const page = (order: 'asc' | 'desc', extra: { pageIndex?: number; after?: string } = {}) =>
  read({ path: {}, owners: {}, filters: [], others: [], sort: { field: 'plan', order }, sortFieldGiven: true, pageSize: spec.defaultPageSize, pageIndex: extra.pageIndex ?? 1, after: extra.after });

async function measure(label: string, work: () => Promise<unknown>): Promise<unknown> {
  const times: number[] = [];
  let last: unknown;
  for (let run = 0; run < runs + 2; run += 1) {
    started = performance.now();
    last = await work();
    if (run >= 2) times.push(performance.now() - started);
  }
  console.log(`| ${label} | ${fmt(quantile(times, 0.5))} | ${fmt(quantile(times, 0.95))} |`);
  return last;
}

console.log(`\nload average ${loadavg().map((value) => value.toFixed(2)).join(' ')}, ${runs} runs each, page size ${spec.defaultPageSize}\n`);
console.log('| read (users sorted by plan) | p50 ms | p95 ms |');
console.log('|---|---|---|');
const first = (await measure('page 1, asc', () => page('asc'))) as { rows: { _id: string; plan: string | null }[] };
await measure('page 1, desc', () => page('desc'));
const lastId = first.rows.at(-1)!._id;
await measure('page 2 by keyset (after page 1)', () => page('asc', { pageIndex: 2, after: lastId }));
await measure('page 50 (offset)', () => page('asc', { pageIndex: 50 }));
// Half-way down (inside «Gratuito»'s rows): the next page after a row there, as a user paging on from it asks.
const middle = String((await page('asc', { pageIndex: 25_000 })).rows.at(-1)!._id);
await measure('next page after the 500,000th row (keyset)', () => page('asc', { pageIndex: 25_001, after: middle }));
// This checkout's rank, whichever store code runs: the order the grid must show, with no index to serve it.
const rank = getTitleRank(users.fields.find((field) => field.name === 'plan')!);
if (rank) {
  const key = sql.raw(getTitleRankSql(rank, 'users'));
  await measure('page 1, asc, NOT INDEXED (scan and sort)', () => sql`select * from users not indexed order by ${key} asc, _id asc limit ${spec.defaultPageSize}`.execute(db));
}
// Rows without a plan come first ascending; descending, the last title's («Profesional») rows.
console.log(`\npage 1 descending holds the plans: ${[...new Set((await page('desc')).rows.map((row) => String(row.plan)))].join(', ')}`);
await database.close();
