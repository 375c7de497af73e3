import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
