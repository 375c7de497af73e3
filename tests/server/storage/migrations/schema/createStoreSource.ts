// Stores filled once and copied for each case or run (SQLite's data folder, or a PostgreSQL database made from it as a
// template), and what the migration tests read back from a store: columns, counts, tables, foreign keys.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Database, type StoreDialect } from '../../../../../runtime/server/index.js';
import { runAdminQuery, type TestDatabase } from '../../../testStores.js';

/** A store filled once, closed, and copied for each case or run: SQLite's data folder, or a PostgreSQL database made from it as a template. */
export interface StoreSource {
  readonly dialect: StoreDialect;
  /** A fresh store equal to the filled one (disposed by the caller, or by `dispose`). */
  copy(): Promise<TestDatabase>;
  /** Disposes the copies left and the source. */
  dispose(): Promise<void>;
}

const pgUrl = process.env.TEST_DATABASE_URL;


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

