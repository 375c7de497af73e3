import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../../../runtime/server/index.js';
import { isPostgresUrl } from '../../../runtime/server/storage/createDatabase.js';

describe('createDatabase', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'admin-gen-db-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates DATA_DIR on first start and a WAL SQLite file with foreign keys on', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    const database = createDatabase({ dataDir });
    expect(database.dialect).toBe('sqlite');
    expect(existsSync(path.join(dataDir, 'admin.sqlite'))).toBe(true);
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    await database.close();
  });

  // Password hashes, sessions and product keys live in these files: no other local user may read them.
  const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
  const FILES = ['admin.sqlite', 'admin.sqlite-wal', 'admin.sqlite-shm'];

  it.runIf(process.platform !== 'win32')('creates DATA_DIR 0700 and admin.sqlite, -wal and -shm 0600', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    const database = createDatabase({ dataDir });
    await sql`create table t (x integer)`.execute(database.db);
    expect(mode(dataDir)).toBe('700');
    expect(Object.fromEntries(FILES.map((name) => [name, mode(path.join(dataDir, name))]))).toEqual({ 'admin.sqlite': '600', 'admin.sqlite-wal': '600', 'admin.sqlite-shm': '600' });
    await database.close();
  });

  it.runIf(process.platform !== 'win32')('tightens the files of an existing DATA_DIR to 0600 and leaves the folder the operator made as it is', async () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir, { mode: 0o750 });
    chmodSync(dataDir, 0o750);
    const first = createDatabase({ dataDir, readWorkers: 0 });
    await sql`create table t (x integer)`.execute(first.db);
    await first.close();
    // As an older version (or a copy) left them: readable by everyone.
    for (const name of FILES) {
      if (!existsSync(path.join(dataDir, name))) writeFileSync(path.join(dataDir, name), '');
      chmodSync(path.join(dataDir, name), 0o644);
    }
    const database = createDatabase({ dataDir });
    expect(Object.fromEntries(FILES.map((name) => [name, mode(path.join(dataDir, name))]))).toEqual({ 'admin.sqlite': '600', 'admin.sqlite-wal': '600', 'admin.sqlite-shm': '600' });
    expect(mode(dataDir)).toBe('750');
    await database.close();
  });

  it('uses SQLite for a non-postgres DATABASE_URL', async () => {
    const database = createDatabase({ dataDir: root, databaseUrl: 'file:whatever' });
    expect(database.dialect).toBe('sqlite');
    await database.close();
  });

  it.each([
    ['postgres://u@h/db', true],
    ['postgresql://u@h:5432/db', true],
    ['POSTGRES://u@h/db', true],
    ['mysql://u@h/db', false],
    ['', false],
    [undefined, false],
  ])('isPostgresUrl(%s) is %s', (url, expected) => {
    expect(isPostgresUrl(url)).toBe(expected);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('opens PostgreSQL for a postgres:// URL and reads int8 as numbers', async () => {
    const database = createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    expect(database.dialect).toBe('postgres');
    const result = await sql<{ n: unknown }>`select count(*) as n from (values (1), (2)) as t(x)`.execute(database.db);
    expect(result.rows[0]?.n).toBe(2);
    await database.close();
  });
});
