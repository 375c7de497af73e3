// An existing store (tables as an earlier admin-gen made them, rows written by plain SQL) gains the folded keys,
// list indexes, trigram search and row counts on migrate, without losing a row; later plain-SQL writes keep them right.
import { sql } from 'kysely';
import { foldText, getFoldColumn, getSearchTable, migrate, ROW_COUNTS_TABLE } from '../../../../runtime/server/storage/index.js';
import { getMemberRows, memberEntity } from '../../fixtures/memberEntity.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';

for (const dialect of getTestDialects()) {
  describe(`migrateListStorage [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(() => store.dispose());

    /** Ids of rows whose folded name contains the folded text, as the store's own index answers. */
    async function search(text: string): Promise<string[]> {
      const key = foldText(text);
      const { db } = store.database;
      const result =
        dialect === 'sqlite'
          ? await sql<{ _id: string }>`select _id from members where rowid in (select rowid from ${sql.table(getSearchTable('members'))} where ${sql.table(getSearchTable('members'))} match ${`{name__fold} : "${key}"`}) order by _id`.execute(db)
          : await sql<{ _id: string }>`select _id from members where name__fold like ${`%${key}%`} order by _id`.execute(db);
      return result.rows.map((row) => row._id);
    }

    async function count(): Promise<number> {
      const row = await store.database.db.selectFrom(ROW_COUNTS_TABLE).select('row_count').where('table_name', '=', 'members').executeTakeFirstOrThrow();
      return Number(row.row_count);
    }

    it('adds folded keys, indexes, search and counts to a filled table and keeps them right for plain-SQL writes', async () => {
      const { db } = store.database;
      const bool = dialect === 'postgres' ? 'boolean' : 'integer';
      await sql.raw(`create table members (_id text primary key, name text, email text, "joinedAt" text, active ${bool}, score ${dialect === 'postgres' ? 'bigint' : 'integer'})`).execute(db);
      const rows = getMemberRows().map((row) => ({ ...row, active: row.active === null || dialect === 'postgres' ? row.active : Number(row.active) }));
      await db.insertInto('members').values(rows).execute();

      const result = await migrate(store.database, [memberEntity]);
      expect(result).toEqual({ createdTables: [], addedColumns: [], applied: [], dropped: [] });
      expect(await db.selectFrom('members').select(['_id', 'name']).orderBy('_id').execute()).toEqual(rows.map(({ _id, name }) => ({ _id, name })).sort((a, b) => (a._id < b._id ? -1 : 1)));

      if (dialect === 'sqlite') {
        // The keys `alter table` added as virtual columns are stored now (table_xinfo hidden 3), each row under its own rowid.
        expect((await sql<{ name: string; hidden: number }>`select name, hidden from pragma_table_xinfo('members') where hidden > 0 order by name`.execute(db)).rows).toEqual([
          { name: 'email__fold', hidden: 3 },
          { name: 'name__fold', hidden: 3 },
        ]);
        expect((await sql<{ _id: string }>`select _id from members order by rowid`.execute(db)).rows.map((row) => row._id)).toEqual(rows.map((row) => row._id));
      }
      const folded = await db.selectFrom('members').select(['name', getFoldColumn('name'), getFoldColumn('email')]).execute();
      for (const row of folded) expect(row.name__fold).toBe(row.name === null ? null : foldText(String(row.name)));
      const indexes =
        dialect === 'sqlite'
          ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'members'`.execute(db)).rows
          : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'members'`.execute(db)).rows;
      expect(indexes.map((index) => index.name)).toEqual(
        expect.arrayContaining(['members__name__fold__id__list', 'members__email__fold__id__list', 'members__joinedAt__id__list', 'members__score__id__list', 'members__active_joinedAt__id__list']),
      );
      expect(await count()).toBe(rows.length);
      const wanted = (text: string) => rows.filter((row) => row.name !== null && foldText(row.name).includes(foldText(text))).map((row) => row._id).sort();
      expect(await search('MÁL')).toEqual(wanted('mal'));

      // Another tool writes with plain SQL: keys, search and counts follow.
      await sql`insert into members (_id, name) values ('zz1', 'Málaga Ñandú')`.execute(db);
      await sql`update members set name = 'Ciudad de Málaga' where _id = ${rows[1]!._id}`.execute(db);
      await sql`delete from members where _id = ${rows[0]!._id}`.execute(db);
      expect(await search('malaga')).toEqual([...new Set([...wanted('malaga'), 'zz1', rows[1]!._id])].filter((id) => id !== rows[0]!._id).sort());
      expect(await search('ñand')).toEqual([...wanted('ñand'), 'zz1'].filter((id) => id !== rows[0]!._id).sort());
      expect(await count()).toBe(rows.length);

      // A second start changes nothing and loses nothing.
      expect(await migrate(store.database, [memberEntity])).toEqual({ createdTables: [], addedColumns: [], applied: [], dropped: [] });
      expect(await count()).toBe(rows.length);
      expect(await search('malaga')).toContain('zz1');
    });

    // The FTS5 table keys its entries by the table's rowid, which a table without an INTEGER PRIMARY KEY does not
    // declare: VACUUM must not renumber the rows out from under it.
    it.runIf(dialect === 'sqlite')('keeps the search right after rows are deleted and the file is vacuumed', async () => {
      const { db } = store.database;
      await migrate(store.database, [memberEntity]);
      const rows = getMemberRows().map((row) => ({ ...row, active: row.active === null ? null : Number(row.active) }));
      await db.insertInto('members').values(rows).execute();
      const gone = rows.filter((_, index) => index % 3 === 0).map((row) => row._id);
      await db.deleteFrom('members').where('_id', 'in', gone).execute();
      const before = await sql<{ rowid: number; _id: string }>`select rowid, _id from members order by _id`.execute(db);
      await sql`vacuum`.execute(db);
      const after = await sql<{ rowid: number; _id: string }>`select rowid, _id from members order by _id`.execute(db);
      expect(after.rows).toEqual(before.rows);
      await sql.raw(`insert into ${getSearchTable('members')}(${getSearchTable('members')}, rank) values ('integrity-check', 1)`).execute(db);
      const kept = rows.filter((row) => !gone.includes(row._id));
      for (const text of ['malaga', 'Ñand', 'ZOE', 'de art', '100%']) {
        expect(await search(text)).toEqual(kept.filter((row) => row.name !== null && foldText(row.name).includes(foldText(text))).map((row) => row._id).sort());
      }
    });
  });
}
