// Liveness and readiness without a session, on both stores.
import { MIGRATION_TABLES } from '../../../runtime/server/storage/index.js';
import { describeEachStore } from '../testStores.js';

describeEachStore('health routes', (store) => {
  it('healthz answers without a session', async () => {
    const response = await store().request({ method: 'GET', url: '/api/healthz', signedIn: false });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ status: 'ok' });
  });

  it('readyz is 200 once the store answers and its migrations ran, 503 naming the check when one is missing', async () => {
    const ready = await store().request({ method: 'GET', url: '/api/readyz', signedIn: false });
    expect(ready.statusCode).toBe(200);
    expect(ready.data).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });

    const { db } = store().database;
    const rows = await db.selectFrom(MIGRATION_TABLES.migrations).selectAll().execute();
    await db.deleteFrom(MIGRATION_TABLES.migrations).execute();
    try {
      const pending = await store().request({ method: 'GET', url: '/api/readyz', signedIn: false });
      expect(pending.statusCode).toBe(503);
      expect(pending.data).toEqual({ ready: false, checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      await db.insertInto(MIGRATION_TABLES.migrations).values(rows).execute();
    }
  });
});
