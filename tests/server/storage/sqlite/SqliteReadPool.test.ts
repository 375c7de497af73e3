import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../../../../runtime/server/index.js';
import { QueryTimeoutError, SqliteReadPool } from '../../../../runtime/server/storage/sqlite/SqliteReadPool.js';
import { getTestDialects } from '../../testStores.js';

// A SELECT that keeps SQLite busy for a long while (counting with a recursive CTE); `limit` sets how long.
const slowSelect = (limit: number) => `select count(*) as n from (with recursive c(x) as (select 1 union all select x + 1 from c where x < ${limit}) select x from c)`;

describe('SqliteReadPool', () => {
  let dataDir: string;
  let file: string;
  const pools: SqliteReadPool[] = [];
  const open = (size: number, timeoutMs: number) => {
    const pool = new SqliteReadPool({ file, size, timeoutMs, busyTimeoutMs: 1000 });
    pools.push(pool);
    return pool;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-pool-'));
    file = path.join(dataDir, 'admin.sqlite');
    const database = createDatabase({ dataDir, readWorkers: 0 });
    await sql`create table t (id integer primary key, name text)`.execute(database.db);
    await sql`insert into t (name) values ('Ana'), ('Álvaro'), ('Íñigo')`.execute(database.db);
    await database.close();
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a SELECT with its rows, parameters bound, with the server’s SQL functions', async () => {
    const pool = open(1, 10_000);
    expect(await pool.run('select id, lower(name) as name from t where id > ? order by id', [1])).toEqual([
      { id: 2, name: 'álvaro' },
      { id: 3, name: 'íñigo' },
    ]);
  });

  it('fails with SQLite’s own error, and keeps serving', async () => {
    const pool = open(1, 10_000);
    await expect(pool.run('select x from nowhere', [])).rejects.toThrow(/no such table: nowhere/);
    expect(await pool.run('select count(*) as n from t', [])).toEqual([{ n: 3 }]);
  });

  it('refuses writes: its connections are read-only', async () => {
    const pool = open(1, 10_000);
    await expect(pool.run("insert into t (name) values ('x') returning id", [])).rejects.toThrow(/readonly|read-only/i);
  });

  it('keeps the event loop free while a slow query runs, and answers a quick one meanwhile on another worker', async () => {
    // The slow query never ends by itself: the time limit ends it, so it surely outlasts the quick one on any machine.
    const pool = open(2, 1500);
    // Both threads started first (two at once make the pool grow), so the race below is between queries only.
    await Promise.all([pool.run(slowSelect(100_000), []), pool.run(slowSelect(100_000), [])]);
    const order: string[] = [];
    const slow = pool.run(slowSelect(1_000_000_000), []).catch(() => order.push('slow'));
    // The event loop turns while the slow query runs: timers fire, and a quick query is answered first.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    await pool.run('select 1 as one', []).then(() => order.push('quick'));
    const ticksWhileQuick = ticks;
    await slow;
    clearInterval(ticker);
    expect(order).toEqual(['quick', 'slow']);
    expect(ticks).toBeGreaterThan(ticksWhileQuick);
  });

  it('ends a query past the time limit with QueryTimeoutError, replaces its worker and goes on', async () => {
    const pool = open(1, 300);
    const error = await pool.run(slowSelect(1_000_000_000), []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryTimeoutError);
    expect((error as QueryTimeoutError).timeoutMs).toBe(300);
    expect(await pool.run('select count(*) as n from t', [])).toEqual([{ n: 3 }]);
  });

  it('counts the wait for a busy worker in the time limit', async () => {
    const pool = open(1, 400);
    const running = pool.run(slowSelect(1_000_000_000), []).catch((caught: unknown) => caught);
    const waiting = pool.run('select 1 as one', []).catch((caught: unknown) => caught);
    expect(await running).toBeInstanceOf(QueryTimeoutError);
    expect(await waiting).toBeInstanceOf(QueryTimeoutError);
  });

  it('fails what is queued or running when closed', async () => {
    const pool = open(1, 60_000);
    const running = pool.run(slowSelect(1_000_000_000), []).catch((caught: unknown) => caught);
    await pool.close();
    expect(await running).toBeInstanceOf(Error);
    await expect(pool.run('select 1', [])).rejects.toThrow(/closed/);
  });
});

describe('createDatabase on SQLite: reads on workers, writes and transactions on the writing connection', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-routing-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a committed write is read at once by a worker; a transaction reads its own uncommitted writes; a rollback leaves nothing', async () => {
    const database = createDatabase({ dataDir });
    await sql`create table t (id integer primary key, name text)`.execute(database.db);
    await database.db.insertInto('t').values({ name: 'Ana' }).execute();
    expect(await database.db.selectFrom('t').select('name').execute()).toEqual([{ name: 'Ana' }]);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ name: 'Berta' }).execute();
        expect((await trx.selectFrom('t').select('name').orderBy('id').execute()).map((row) => row.name)).toEqual(['Ana', 'Berta']);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await database.db.selectFrom('t').select('name').execute()).toEqual([{ name: 'Ana' }]);
    await database.close();
  });

  it('a slow list does not hold writes: an insert finishes while the read runs', async () => {
    // The read never ends by itself: the time limit ends it, so it surely outlasts the write on any machine.
    const database = createDatabase({ dataDir, queryTimeoutMs: 1500 });
    await sql`create table t (id integer primary key, name text)`.execute(database.db);
    // A worker started first, so the race below is between the read and the write only.
    await database.db.selectFrom('t').selectAll().execute();
    const order: string[] = [];
    const slow = sql.raw(slowSelect(1_000_000_000)).execute(database.db).catch(() => order.push('read'));
    await database.db.insertInto('t').values({ name: 'Ana' }).execute().then(() => order.push('write'));
    await slow;
    expect(order).toEqual(['write', 'read']);
    await database.close();
  });

  it('a read past QUERY_TIMEOUT_MS fails with QueryTimeoutError', async () => {
    const database = createDatabase({ dataDir, queryTimeoutMs: 300 });
    await expect(sql.raw(slowSelect(1_000_000_000)).execute(database.db)).rejects.toBeInstanceOf(QueryTimeoutError);
    await database.close();
  });
});

describe.runIf(getTestDialects().includes('postgres'))('createDatabase on PostgreSQL: the time limit', () => {
  it('ends a statement past QUERY_TIMEOUT_MS with query_canceled (57014)', async () => {
    const database = createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, queryTimeoutMs: 300 });
    const error = await sql`select pg_sleep(5)`.execute(database.db).catch((caught: unknown) => caught);
    expect((error as { code?: string }).code).toBe('57014');
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    await database.close();
  });
});
