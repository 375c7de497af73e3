// Fills a store with N users (and a few sellers) for the list benchmarks: `npm run bench:fill -- 1000000 [DATA_DIR | postgres://…]`.
// The store is migrated first (the server's own migration, which makes the search table), then filled outside the ORM:
// on SQLite one transaction of batched prepared inserts with the triggers and indexes set aside and rebuilt after
// (fillSqlite), on PostgreSQL multi-row inserts whose triggers fill the counts and the search table. Prints the time it took.
import { rmSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { entities } from '../generated/index.js';
import { createDatabase, getListStorage, getSearchTable, getValueRecountSql, isPostgresUrl, migrate } from '../runtime/server/storage/index.js';

const FIRST = ['Ana', 'Álvaro', 'Andrés', 'Beatriz', 'Carlos', 'Cecilia', 'Diego', 'Élena', 'Emilio', 'Fernando', 'Gabriela', 'Héctor', 'Inés', 'Íñigo', 'Javier', 'José', 'Lucía', 'María', 'Martín', 'Nicolás', 'Óscar', 'Pablo', 'Raúl', 'Sofía', 'Tomás', 'Úrsula', 'Valentina', 'Ximena', 'Yolanda', 'Zoe'];
const LAST = ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Fernández', 'Díaz', 'Muñoz', 'Álvarez', 'Romero', 'Núñez', 'Ruiz', 'Hernández', 'Jiménez', 'Ibáñez', 'Castaño', 'Ortega', 'Delgado', 'Vázquez', 'Mendoza', 'Málaga', 'Peña', 'Quiroga', 'Rojas', 'Salinas', 'Toledo', 'Urrutia', 'Villalobos', 'Zúñiga'];
const DOMAINS = ['example.com', 'correo.es', 'mail.ar', 'ejemplo.mx'];
const DAY_MS = 86_400_000;

/** A small deterministic generator, so two fills of the same N hold the same users. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugs = new Map<string, string>();

/** `Ana Núñez` → `ana.nunez`; names repeat (30³ of them), so each is worked out once. */
function slug(text: string): string {
  let known = slugs.get(text);
  if (known === undefined) {
    known = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '.');
    slugs.set(text, known);
  }
  return known;
}

/** The i-th user as column values: _id (24 hex, time-ordered like the server's), email, nombre, createdAt, facebook, pro. */
function* users(count: number): Generator<[string, string, string, string, string, number]> {
  const random = createRandom(42);
  const now = Date.now();
  // Sign-ups over the last year, in the order they happened (as a live table fills): ids then ascend like the server's.
  const times = new Float64Array(count).map(() => now - Math.floor(random() * 365 * DAY_MS)).sort();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (let index = 0; index < count; index += 1) {
    const nombre = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
    const created = new Date(times[index]!);
    const id = Math.floor(created.getTime() / 1000).toString(16).padStart(8, '0') + index.toString(16).padStart(16, '0');
    const handle = slug(nombre);
    yield [id, `${handle}${index}@${pick(DOMAINS)}`, nombre, created.toISOString(), `facebook.com/${handle}${index}`, random() < 0.3 ? 1 : 0];
  }
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 100_000);
  const target = process.argv[3] ?? './bench-data';
  if (!Number.isInteger(count) || count < 1) throw new Error('usage: bench/fillUsers.ts <count> [DATA_DIR | postgres://…]');
  const started = performance.now();
  if (!isPostgresUrl(target)) for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(target, `admin.sqlite${suffix}`), { force: true });
  const database = createDatabase(isPostgresUrl(target) ? { databaseUrl: target } : { dataDir: target });
  if (isPostgresUrl(target)) {
    // A clean slate: drop every table, then let the migration create them.
    const pool = new pg.Pool({ connectionString: target });
    await pool.query('drop schema public cascade; create schema public;');
    await pool.end();
  }
  await migrate(database, entities);
  await database.close();
  const migrated = performance.now();

  if (isPostgresUrl(target)) await fillPostgres(target, count);
  else fillSqlite(path.join(target, 'admin.sqlite'), count);
  const filled = performance.now();
  console.log(`filled ${count} users in ${((filled - migrated) / 1000).toFixed(1)} s (migration ${((migrated - started) / 1000).toFixed(1)} s) into ${isPostgresUrl(target) ? 'PostgreSQL' : target}`);
}

const SELLERS = 30;

/** The users fields whose rows per value the store counts (their triggers are set aside with the others). */
function getCountedFields(): string[] {
  const users = entities.find((entity) => entity.table === 'users');
  if (!users) throw new Error('no entity is stored in the users table');
  return getListStorage(users, entities.flatMap((entity) => entity.grids)).counted.map((field) => field.name);
}

/**
 * One transaction, as a bulk importer would load it: the table's triggers and secondary indexes (the DB-maintained
 * folded-key indexes, FTS5 trigram search and row count among them) are set aside, the rows inserted, then the indexes
 * rebuilt in one pass each, the search table rebuilt from the table, the count taken, and the same triggers put back
 * from their own stored SQL, so later writes by any tool keep everything right.
 */
function fillSqlite(file: string, count: number): void {
  const sqlite = new BetterSqlite3(file);
  // A bulk load into a file made for it: no write-ahead copy of every page (WAL comes back at the end), no fsync,
  // index sorts in memory and on a second thread.
  sqlite.pragma('journal_mode = MEMORY');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('threads = 2');
  // A page cache that holds the indexes: index builds then never wait for the disk.
  sqlite.pragma('cache_size = -2000000');
  const batch = 500;
  const row = '(?, ?, ?, ?, ?, ?)';
  const many = sqlite.prepare(`insert into users (_id, email, nombre, "createdAt", facebook, pro) values ${Array(batch).fill(row).join(', ')}`);
  const one = sqlite.prepare(`insert into users (_id, email, nombre, "createdAt", facebook, pro) values ${row}`);
  const seller = sqlite.prepare('insert into sellers (_id, name) values (?, ?)');
  const setAside = sqlite
    .prepare("select type, name, sql from sqlite_master where tbl_name = 'users' and type in ('trigger', 'index') and sql is not null")
    .all() as { type: 'trigger' | 'index'; name: string; sql: string }[];
  const searchTables = (sqlite.prepare("select name from sqlite_master where type = 'table' and name = ?").all(getSearchTable('users')) as { name: string }[]).map((table) => table.name);
  const stages: string[] = [];
  let mark = { wall: performance.now(), cpu: process.cpuUsage() };
  const stage = (label: string) => {
    const cpu = process.cpuUsage(mark.cpu);
    stages.push(`${label} ${((performance.now() - mark.wall) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`);
    mark = { wall: performance.now(), cpu: process.cpuUsage() };
  };
  sqlite.transaction(() => {
    for (const item of setAside) sqlite.exec(`drop ${item.type} "${item.name.replace(/"/g, '""')}"`);
    const values: unknown[] = new Array(batch * 6);
    let filled = 0;
    for (const user of users(count)) {
      for (let column = 0; column < 6; column += 1) values[filled + column] = user[column];
      filled += 6;
      if (filled === values.length) {
        many.run(values);
        filled = 0;
      }
    }
    for (let index = 0; index < filled; index += 6) one.run(values.slice(index, index + 6));
    stage('rows');
    for (const item of setAside.filter((entry) => entry.type === 'index')) sqlite.exec(item.sql);
    stage('indexes');
    for (const table of searchTables) sqlite.exec(`insert into "${table}"("${table}") values ('rebuild')`);
    stage('trigram search');
    sqlite.exec("update admin_row_counts set row_count = (select count(*) from users) where table_name = 'users'");
    for (const statement of getCountedFields().flatMap((field) => getValueRecountSql('users', field))) sqlite.exec(statement);
    for (const item of setAside.filter((entry) => entry.type === 'trigger')) sqlite.exec(item.sql);
    for (let index = 0; index < SELLERS; index += 1) seller.run(`s${index.toString(16).padStart(23, '0')}`, `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`);
  })();
  sqlite.exec('analyze');
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
  stage('commit, checkpoint, analyze');
  console.log(stages.join('; '));
}

async function fillPostgres(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const batch = 1000;
    let rows: string[] = [];
    let values: unknown[] = [];
    const flush = async () => {
      if (rows.length === 0) return;
      await client.query(`insert into users (_id, email, nombre, "createdAt", facebook, pro) values ${rows.join(', ')}`, values);
      rows = [];
      values = [];
    };
    for (const [id, email, nombre, createdAt, facebook, pro] of users(count)) {
      const base = values.length;
      rows.push(`($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6})`);
      values.push(id, email, nombre, createdAt, facebook, pro === 1);
      if (rows.length === batch) await flush();
    }
    await flush();
    for (let index = 0; index < SELLERS; index += 1) {
      await client.query('insert into sellers (_id, name) values ($1, $2)', [`s${index.toString(16).padStart(23, '0')}`, `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`]);
    }
    await client.query('commit');
    await client.query('vacuum analyze');
    // The triggers filled the search table row for row: said, so a fill that missed it shows.
    const search = getSearchTable('users');
    const found = await client.query<{ count: string }>(`select count(*) as count from "${search}"`).catch(() => null);
    console.log(found ? `${search}: ${found.rows[0]!.count} rows` : `no ${search} table (no field of users is searched)`);
  } finally {
    await client.end();
  }
}

await main();
