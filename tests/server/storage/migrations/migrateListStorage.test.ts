// An existing store (tables as an earlier admin-gen made them, rows written by plain SQL) gains the folded keys,
// list indexes, trigram search and row counts on migrate, without losing a row; later plain-SQL writes keep them right.
import { sql } from 'kysely';
import { escapeLike, foldText, getFoldColumn, getSearchTable, hasTable, migrate, ROW_COUNTS_TABLE } from '../../../../runtime/server/storage/index.js';
import { dropStaleObjects } from '../../../../runtime/server/storage/migrations/schema/dropStaleObjects.js';
import { buildFixtureModel } from '../../../fixtures/buildFixtureModel.js';
import { getFixtureEntity } from '../../../fixtures/loadFixtureModel.js';
import type { EntityDefinition } from '../../../../runtime/shared/index.js';
import { getMemberRows, memberEntity } from '../../fixtures/memberEntity.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';

for (const dialect of getTestDialects()) {
  describe(`migrateListStorage [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(() => store.dispose());

    /** Ids of rows whose folded name contains the folded text, as the store's search table answers (its own index). */
    async function search(text: string, column = 'name__fold'): Promise<string[]> {
      const key = foldText(text);
      const { db } = store.database;
      const table = sql.table(getSearchTable('members'));
      const result =
        dialect === 'sqlite'
          ? await sql<{ _id: string }>`select _id from members where rowid in (select rowid from ${table} where ${table} match ${`{${column}} : "${key}"`}) order by _id`.execute(db)
          : await sql<{ _id: string }>`select _id from ${table} where ${sql.ref(column)} like ${`%${escapeLike(key)}%`} escape '\\' order by _id`.execute(db);
      return result.rows.map((row) => row._id);
    }

    /** The same question asked of the table itself: the search table must answer it exactly. */
    async function scan(text: string, column = 'name__fold'): Promise<string[]> {
      const rows = await store.database.db.selectFrom('members').select(['_id', column]).orderBy('_id').execute();
      return rows.filter((row) => typeof row[column] === 'string' && (row[column] as string).includes(foldText(text))).map((row) => row._id as string);
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
        expect.arrayContaining(['members__name__fold__id__list', 'members__joinedAt__id__list', 'members__score__id__list', 'members__active_joinedAt__id__list']),
      );
      // email is filtered, not sorted: its (key, _id) index only serves SQLite's scan of a text too short for trigrams.
      expect(indexes.map((index) => index.name).includes('members__email__fold__id__list')).toBe(dialect === 'sqlite');
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

    it('keeps the search table row for row through any plain-SQL write: multi-row inserts, updates of searched and other fields, an id change, deletes, emptying', async () => {
      const { db } = store.database;
      await migrate(store.database, [memberEntity]);
      const rows = getMemberRows().map((row) => ({ ...row, active: row.active === null || dialect === 'postgres' ? row.active : Number(row.active) }));
      const texts = ['mal', 'ÑAND', 'de art', '100%', 'a_b', 'back\\', 'correo', 'zz'];
      const check = async (step: string) => {
        for (const text of texts) {
          expect(await search(text), `${step}: ${text}`).toEqual(await scan(text));
          expect(await search(text, 'email__fold'), `${step}: ${text} in email`).toEqual(await scan(text, 'email__fold'));
        }
      };
      const writes: [string, () => Promise<unknown>][] = [
        ['one insert of every row', () => db.insertInto('members').values(rows).execute()],
        ['a searched field set on many rows', () => sql`update members set name = 'Zamora Málaga' where score = 1`.execute(db)],
        ['a field nobody searches', () => sql`update members set score = 9 where score = 2`.execute(db)],
        ['a searched field set to the same text', () => sql`update members set name = name where score = 9`.execute(db)],
        ['a value cleared', () => sql`update members set email = null where score = 3`.execute(db)],
        ['an id changed', () => sql`update members set _id = 'zz-' || _id where score = 4`.execute(db)],
        ['many rows deleted', () => sql`delete from members where score is null or score = 0`.execute(db)],
        // PostgreSQL's TRUNCATE fires its own trigger; SQLite has none (a delete without where).
        ['every row gone', () => (dialect === 'postgres' ? sql`truncate members` : sql`delete from members`).execute(db)],
        ['rows again', () => db.insertInto('members').values(rows.slice(0, 20)).execute()],
      ];
      for (const [step, write] of writes) {
        await write();
        await check(step);
        // The update reached rows (else the comparisons after it prove nothing).
        if (step === 'a searched field set on many rows') expect(await search('zamora')).not.toEqual([]);
      }
    });

    /** The members list with a text filter on the given fields only (a text filter's field is searched). */
    const searching = (fields: readonly string[]): EntityDefinition =>
      getFixtureEntity(
        buildFixtureModel([
          {
            entity: 'member',
            label: { one: 'miembro', many: 'Miembros' },
            fields: { _id: { type: 'string', title: 'Id', readOnly: true }, name: { type: 'string', title: 'Nombre' }, email: { type: 'string', title: 'Correo' } },
            endpoints: { list: { kind: 'list', method: 'GET', path: '/members' } },
            grids: { members: { title: 'Miembros', route: '/members', dataSource: 'list', columns: ['name', 'email'].map((field) => ({ field, ...(fields.includes(field) ? { filter: 'text' } : {}) })) } },
          },
        ]),
        'member',
      );
    const searchColumns = async () => [...(await readColumnNames(getSearchTable('members')))].filter((name) => name.endsWith('__fold')).sort();

    it('builds the search table again when the model changes what is searched, from the rows already there', async () => {
      const { db } = store.database;
      await migrate(store.database, [searching(['name'])]);
      await db.insertInto('members').values(getMemberRows().map(({ _id, name, email }) => ({ _id, name, email }))).execute();
      expect(await search('mal')).toEqual(await scan('mal'));
      expect(await searchColumns()).toEqual(['name__fold']);

      // The e-mail joins the search: its keys are copied from the rows already there.
      await migrate(store.database, [searching(['name', 'email'])]);
      expect(await searchColumns()).toEqual(['email__fold', 'name__fold']);
      expect(await search('correo', 'email__fold')).toEqual(await scan('correo', 'email__fold'));
      expect(await search('mal')).toEqual(await scan('mal'));

      // No field searched: no search table, and writes go on without it.
      await migrate(store.database, [searching([])]);
      expect(await hasTable(store.database, getSearchTable('members'))).toBe(false);
      await sql`insert into members (_id, name) values ('n1', 'Nadie')`.execute(db);
    });

    it('drops the search table, and on PostgreSQL its trigger functions, with a removed entity whose rows are kept', async () => {
      const { db } = store.database;
      await migrate(store.database, [searching(['name'])]);
      await sql`insert into members (_id, name) values ('n1', 'Nadie')`.execute(db);
      expect(await search('nadie')).toEqual(['n1']);
      await dropStaleObjects(store.database, [], ['members']);
      expect(await hasTable(store.database, getSearchTable('members'))).toBe(false);
      await sql`insert into members (_id, name) values ('n2', 'Nadie')`.execute(db);
      if (dialect === 'postgres') {
        const functions = await sql<{ name: string }>`select proname as name from pg_proc where proname like 'members%'`.execute(db);
        expect(functions.rows).toEqual([]);
      }
    });

    async function readColumnNames(table: string): Promise<Set<string>> {
      const result =
        dialect === 'sqlite'
          ? await sql<{ name: string }>`select name from pragma_table_xinfo(${table})`.execute(store.database.db)
          : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(store.database.db);
      return new Set(result.rows.map((row) => row.name));
    }

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
