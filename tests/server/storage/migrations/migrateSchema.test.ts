// A declared or reference index that a list or unique index already covers is not built (every write would pay for
// both): the converge leaves it out of a new store, drops it from one an earlier version built, and what it served
// (equality and range searches on its columns) is still answered from the covering index.
import { sql } from 'kysely';
import { migrate } from '../../../../runtime/server/index.js';
import { getIndexes, getIndexName } from '../../../../runtime/server/storage/migrations/migrateSchema.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';
import { bookEntity, indexEntities, shelfEntity } from './indexFixture.js';

describe('getIndexes', () => {
  it.each(['sqlite', 'postgres'] as const)('%s: keeps only the declared index no list or unique index starts with', (dialect) => {
    // [state, addedAt] leads (state, addedAt, _id), [shelf, addedAt] leads (shelf, addedAt, _id), [code] is unique;
    // the reference shelf leads a list index, so it gets none of its own either.
    expect(getIndexes(dialect, bookEntity, indexEntities)).toEqual([['price']]);
  });

  it('keeps a declared index no other index covers, and a reference index when no list leads with the field', () => {
    const bare = { ...bookEntity, grids: [], endpoints: bookEntity.endpoints.filter((endpoint) => endpoint.kind !== 'list') };
    const entities = indexEntities.map((entity) => (entity.entity === 'book' ? bare : entity));
    expect(getIndexes('postgres', bare, entities)).toEqual([['state', 'addedAt'], ['price'], ['shelf', 'addedAt']]);
  });
});

for (const dialect of getTestDialects()) {
  describe(`migrate: covered indexes [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(() => store.dispose());

    async function readIndexes(table: string): Promise<string[]> {
      const { db } = store.database;
      const result =
        dialect === 'sqlite'
          ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null order by 1`.execute(db)
          : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table} order by 1`.execute(db);
      return result.rows.map((row) => row.name);
    }

    it('builds no covered index, and drops the ones an earlier version built', async () => {
      const { db } = store.database;
      const books = bookEntity.table;
      await migrate(store.database, indexEntities);
      const covered = [['state', 'addedAt'], ['code'], ['shelf', 'addedAt'], ['shelf']].map((columns) => getIndexName(books, columns));
      expect(await readIndexes(books)).toContain(getIndexName(books, ['price']));
      for (const name of covered) expect(await readIndexes(books)).not.toContain(name);

      // A store an earlier admin-gen made, with every declared and reference index: the next start drops the covered ones.
      for (const name of covered) await sql.raw(`create index "${name}" on "${books}" ("${name === getIndexName(books, ['code']) ? 'code' : 'state'}")`).execute(db);
      expect(await readIndexes(books)).toEqual(expect.arrayContaining(covered));
      await migrate(store.database, indexEntities);
      const after = await readIndexes(books);
      for (const name of covered) expect(after).not.toContain(name);
      expect(after).toContain(getIndexName(books, ['price']));

      // What they served is answered from the covering indexes, in order.
      await db.insertInto(shelfEntity.table).values({ _id: 's1', name: 'Arriba' }).execute();
      await db
        .insertInto(books)
        .values([
          { _id: 'b1', code: 'A', state: 'usado', addedAt: '2026-01-02T00:00:00.000Z', shelf: 's1' },
          { _id: 'b2', code: 'B', state: 'nuevo', addedAt: '2026-01-01T00:00:00.000Z', shelf: 's1' },
          { _id: 'b3', code: 'C', state: 'usado', addedAt: '2026-01-03T00:00:00.000Z', shelf: null },
        ])
        .execute();
      const used = await db.selectFrom(books).select('_id').where('state', '=', 'usado').orderBy('addedAt').execute();
      expect(used.map((row) => row._id)).toEqual(['b1', 'b3']);
      await expect(db.insertInto(books).values({ _id: 'b4', code: 'A' }).execute()).rejects.toThrow();
    });
  });
}
