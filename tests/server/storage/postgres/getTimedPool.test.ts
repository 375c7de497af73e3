// The client-side answer limit of PostgreSQL queries: cut past statement limit + grace, lifted by a transaction's own
// `set local statement_timeout = 0` until it ends, and a client left with an unanswered query is not reused.
import pg from 'pg';
import { getTimedPool, READ_TIMEOUT_MESSAGE } from '../../../../runtime/server/storage/postgres/getTimedPool.js';
import { getTestDialects, reportMissingPostgres } from '../../testStores.js';

const STATEMENT_MS = 200;
const GRACE_MS = 100;

if (!getTestDialects().includes('postgres')) reportMissingPostgres('getTimedPool');
else
  describe('getTimedPool [postgres]', () => {
    // No server-side statement_timeout here, so only the client-side limit can end a long statement.
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const timed = getTimedPool(pool, STATEMENT_MS, GRACE_MS);
    afterAll(() => timed.end());

    it('cuts an answer that takes longer than the limit and discards its client', async () => {
      const client = await timed.connect();
      const started = performance.now();
      await expect(client.query('select pg_sleep(2)', [])).rejects.toThrow(READ_TIMEOUT_MESSAGE);
      expect(performance.now() - started).toBeLessThan(1500);
      client.release();
      expect(pool.totalCount).toBe(0);
    });

    it('answers within the limit as the pool would', async () => {
      const client = await timed.connect();
      const result = await client.query<{ n: number }>('select 1 as n', []);
      expect(result.rows).toEqual([{ n: 1 }]);
      client.release();
      expect(pool.totalCount).toBe(1);
    });

    it("lifts the limit for a transaction that sets statement_timeout = 0, and restores it when it ends", async () => {
      const client = await timed.connect();
      await client.query('begin', []);
      await client.query('set local statement_timeout = 0', []);
      await expect(client.query('select pg_sleep(0.6)', [])).resolves.toBeDefined();
      await client.query('commit', []);
      await expect(client.query('select pg_sleep(2)', [])).rejects.toThrow(READ_TIMEOUT_MESSAGE);
      client.release();
    });

    it('moves the limit with a set local statement_timeout of its own', async () => {
      const client = await timed.connect();
      await client.query('begin', []);
      await client.query("set local statement_timeout to '1000'", []);
      await expect(client.query('select pg_sleep(0.6)', [])).resolves.toBeDefined();
      await client.query('rollback', []);
      client.release();
    });
  });
