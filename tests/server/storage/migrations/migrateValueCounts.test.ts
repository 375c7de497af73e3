// The rows per value of an equality-filtered field (the member's "active" boolean filter) are kept by the store:
// counted on the first migrate of a filled table, then right after plain-SQL inserts, updates, deletes and (on
// PostgreSQL) multi-row statements and TRUNCATE, as another tool would write them.
import { sql } from 'kysely';
import { migrate, readOtherValueCounts, readValueCount, toStoredValue } from '../../../../runtime/server/storage/index.js';
import { getMemberRows, memberEntity } from '../../fixtures/memberEntity.js';
import { getParcelRow, parcelEntity } from '../../fixtures/parcelEntity.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';

for (const dialect of getTestDialects()) {
  describe(`migrateValueCounts [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(() => store.dispose());

    const activeField = memberEntity.fields.find((field) => field.name === 'active')!;
    const stored = (value: boolean) => toStoredValue(dialect, 'boolean', value);
    /** What the store holds, counted directly: the expectation the maintained counts must meet. */
    async function actual(value: boolean): Promise<number> {
      const row = await store.database.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('active', '=', stored(value)).executeTakeFirstOrThrow();
      return Number(row.n);
    }
    async function expectCountsRight(): Promise<void> {
      for (const value of [true, false]) expect(await readValueCount(store.database, 'members', activeField, stored(value))).toBe(await actual(value));
    }

    it('counts a filled table on migrate and follows plain-SQL writes', async () => {
      const { db } = store.database;
      await sql.raw(`create table members (_id text primary key, name text, email text, "joinedAt" text, active ${dialect === 'postgres' ? 'boolean' : 'integer'}, score integer)`).execute(db);
      const rows = getMemberRows().map((row) => ({ ...row, active: row.active === null ? null : stored(row.active) }));
      await db.insertInto('members').values(rows).execute();
      await migrate(store.database, [memberEntity]);
      expect(await actual(true)).toBeGreaterThan(0);
      await expectCountsRight();

      const t = stored(true);
      const f = stored(false);
      await sql`insert into members (_id, active) values ('n1', ${t}), ('n2', ${t}), ('n3', ${f}), ('n4', null)`.execute(db);
      await expectCountsRight();
      await sql`update members set active = ${f} where active = ${t} and _id < 'm020'`.execute(db);
      await expectCountsRight();
      await sql`update members set name = 'otro' where _id = 'n1'`.execute(db);
      await sql`update members set active = null where _id = 'n2'`.execute(db);
      await expectCountsRight();
      await sql`delete from members where _id in ('n1', 'n3') or (active = ${f} and _id > 'm040')`.execute(db);
      await expectCountsRight();

      // A second start recounts nothing and keeps the counts.
      await migrate(store.database, [memberEntity]);
      await expectCountsRight();
      if (dialect === 'postgres') {
        await sql`truncate members`.execute(db);
        for (const value of [true, false]) expect(await readValueCount(store.database, 'members', activeField, stored(value))).toBe(0);
        await sql`insert into members (_id, active) values ('t1', ${t})`.execute(db);
        await expectCountsRight();
      }
    });

    it('reads the values a field holds besides some (a tab set): each with its rows, no value included, following writes', async () => {
      await migrate(store.database, [parcelEntity]);
      const { db } = store.database;
      const state = parcelEntity.fields.find((field) => field.name === 'state')!;
      const rows = [['a', 'Nuevo'], ['b', 'Enviado'], ['c', 'Entregado'], ['d', 'Perdido'], ['e', 'Perdido'], ['f', null]] as const;
      await db.insertInto(parcelEntity.table).values(rows.map(([id, value]) => getParcelRow(id, { code: id, state: value }))).execute();
      const others = async () => ((await readOtherValueCounts(store.database, parcelEntity.table, state, ['Nuevo', 'Enviado'])) ?? []).sort((x, y) => String(x.value).localeCompare(String(y.value)));
      expect(await others()).toEqual([
        { value: 'Entregado', count: 1 },
        { value: null, count: 1 },
        { value: 'Perdido', count: 2 },
      ]);
      await sql`update parcels set state = 'Nuevo' where state = 'Perdido' or state is null`.execute(db);
      expect(await others()).toEqual([{ value: 'Entregado', count: 1 }]);
      const code = parcelEntity.fields.find((field) => field.name === 'code')!;
      expect(await readOtherValueCounts(store.database, parcelEntity.table, code, ['x'])).toBeNull();
    });

    it('answers null for a field no list filters by one value', async () => {
      await migrate(store.database, [memberEntity]);
      expect(await readValueCount(store.database, 'members', memberEntity.fields.find((field) => field.name === 'score')!, 1)).toBeNull();
      expect(await readValueCount(store.database, 'members', activeField, stored(true))).toBe(0);
    });
  });
}
