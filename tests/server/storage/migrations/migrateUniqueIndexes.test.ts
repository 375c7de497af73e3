// A store made before a field was declared unique gets its unique index on the next start; rows that already
// repeat a value stop the start with a message naming the entity, the fields and the value.
import { sql } from 'kysely';
import { migrate, type Database } from '../../../../runtime/server/index.js';
import type { EntityDefinition } from '../../../../runtime/shared/index.js';
import { getLibraryModel } from '../../fixtures/libraryModel.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';

const library = getLibraryModel();
/** The library as it was before `unique` was declared. */
const withoutUnique: EntityDefinition[] = library.entities.map((entity) => ({ ...entity, unique: [] }));

async function getUniqueIndexes(database: Database, table: string): Promise<string[]> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_index_list(${table}) where "unique" = 1 and origin = 'c'`.execute(database.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table} and schemaname = current_schema() and indexdef like 'CREATE UNIQUE INDEX%' and indexname not like '%_pkey'`.execute(database.db);
  return result.rows.map((row) => row.name).sort();
}

for (const dialect of getTestDialects()) {
  describe(`migrateUniqueIndexes [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(async () => {
      await store.dispose();
    });

    it('adds the unique indexes to an existing table, once', async () => {
      await migrate(store.database, withoutUnique);
      await store.database.db.insertInto('books').values([{ _id: 'a', title: 'A', isbn: '9780000000001', series: 'S', volume: 1 }]).execute();
      expect(await getUniqueIndexes(store.database, 'books')).toEqual([]);
      await migrate(store.database, library.entities);
      await migrate(store.database, library.entities);
      expect(await getUniqueIndexes(store.database, 'books')).toEqual(['books_isbn_key', 'books_series_volume_key']);
      await expect(store.database.db.insertInto('books').values({ _id: 'b', title: 'B', isbn: '9780000000001' }).execute()).rejects.toThrow();
    });

    it('existing duplicates stop the start, naming the entity, the fields and a repeated value', async () => {
      await migrate(store.database, withoutUnique);
      await store.database.db
        .insertInto('books')
        .values([
          { _id: 'a', title: 'A', isbn: '9780000000001', series: 'S', volume: 1 },
          { _id: 'b', title: 'B', isbn: '9780000000002', series: 'S', volume: 1 },
          { _id: 'c', title: 'C', isbn: '9780000000003', series: null, volume: 2 },
          { _id: 'd', title: 'D', isbn: '9780000000004', series: null, volume: 2 },
        ])
        .execute();
      const attempt = migrate(store.database, library.entities);
      await expect(attempt).rejects.toThrow(
        'cannot create the unique index of book (schemas/book.json) on series, volume: 2 rows share series = "S", volume = 1',
      );
      // The CLI puts its own `admin-gen:` before the message; the message itself starts with the sentence.
      await expect(attempt).rejects.toThrow(/^no se puede crear el índice único de book .*\ncannot create the unique index of book /);
    });
  });
}
