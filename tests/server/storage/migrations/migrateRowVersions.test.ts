// The `_version` column and its trigger: a table made before them gets both at the next start (its rows at 1), a
// second start changes nothing, and from then on every UPDATE, by the API or by hand, adds one.
import { sql } from 'kysely';
import { migrate } from '../../../../runtime/server/index.js';
import { getRowVersionTrigger } from '../../../../runtime/server/storage/index.js';
import { sellerEntity } from '../../../fixtures/entities.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';

for (const dialect of getTestDialects()) {
  describe(`row versions in the store [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(async () => {
      await store.dispose();
    });

    const versions = async () =>
      Object.fromEntries((await sql<{ _id: string; _version: number }>`select _id, _version from sellers order by _id`.execute(store.database.db)).rows.map((row) => [row._id, Number(row._version)]));
    const triggers = async (): Promise<string[]> =>
      dialect === 'postgres'
        ? (await sql<{ name: string }>`select tgname as name from pg_trigger where tgrelid = 'sellers'::regclass and not tgisinternal`.execute(store.database.db)).rows.map((row) => row.name)
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'sellers'`.execute(store.database.db)).rows.map((row) => row.name);

    it('a table made before versions gets the column (its rows at 1) and the trigger; a row inserted by hand starts at 1', async () => {
      const { db } = store.database;
      await sql`create table sellers (_id text primary key, name text)`.execute(db);
      await sql`insert into sellers (_id, name) values ('a', 'Ana'), ('b', 'Luis')`.execute(db);
      await migrate(store.database, [sellerEntity]);
      expect(await versions()).toEqual({ a: 1, b: 1 });
      expect(await triggers()).toContain(getRowVersionTrigger('sellers'));
      expect(await migrate(store.database, [sellerEntity])).toEqual({ createdTables: [], addedColumns: [], applied: [], dropped: [] });
      await sql`insert into sellers (_id, name) values ('c', 'Eva')`.execute(db);
      await sql`update sellers set name = 'Ana María' where _id = 'a'`.execute(db);
      await sql`update sellers set name = upper(name)`.execute(db);
      expect(await versions()).toEqual({ a: 3, b: 2, c: 2 });
    });

    it('a new table has them from the start; the trigger is made once', async () => {
      await migrate(store.database, [sellerEntity]);
      await migrate(store.database, [sellerEntity]);
      expect((await triggers()).filter((name) => name === getRowVersionTrigger('sellers'))).toHaveLength(1);
      await sql`insert into sellers (_id, name) values ('a', 'Ana')`.execute(store.database.db);
      await sql`update sellers set name = 'Ana' where _id = 'a'`.execute(store.database.db);
      expect(await versions()).toEqual({ a: 2 });
    });

    it('names the trigger within PostgreSQL’s 63-byte limit', () => {
      expect(getRowVersionTrigger('sellers')).toBe('sellers__version');
      const long = getRowVersionTrigger('x'.repeat(70));
      expect(long.length).toBeLessThanOrEqual(63);
      expect(long).not.toBe(getRowVersionTrigger('x'.repeat(71)));
    });
  });
}
