// Single references are foreign keys in the store itself, with the declared delete rule, checked at commit.
import { sql } from 'kysely';
import { migrate, type Database } from '../../../../runtime/server/index.js';
import { runInTransaction } from '../../../../runtime/server/storage/index.js';
import type { EntityDefinition } from '../../../../runtime/shared/index.js';
import { getLibraryModel } from '../../fixtures/libraryModel.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';

const library = getLibraryModel();

/** `table.column → target (rule)` for every foreign key of the library's tables. */
async function readForeignKeys(database: Database): Promise<string[]> {
  const keys: string[] = [];
  for (const table of ['books', 'loans', 'reading_lists']) {
    if (database.dialect === 'sqlite') {
      const rows = await sql<{ from: string; table: string; on_delete: string }>`select * from pragma_foreign_key_list(${table})`.execute(database.db);
      keys.push(...rows.rows.map((row) => `${table}.${row.from} → ${row.table} (${row.on_delete.toLowerCase()})`));
    } else {
      const rows = await sql<{ column: string; target: string; rule: string }>`
        select kcu.column_name as column, ccu.table_name as target, rc.delete_rule as rule
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
        where kcu.table_name = ${table} and rc.constraint_schema = current_schema()`.execute(database.db);
      keys.push(...rows.rows.map((row) => `${table}.${row.column} → ${row.target} (${row.rule.toLowerCase()})`));
    }
  }
  return keys.sort();
}

for (const dialect of getTestDialects()) {
  describe(`foreign keys [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(async () => {
      await store.dispose();
    });

    it('one per single reference, with the declared rule (restrict is the application’s 409, backed by no action)', async () => {
      await migrate(store.database, library.entities);
      await migrate(store.database, library.entities);
      expect(await readForeignKeys(store.database)).toEqual([
        'books.shelf → shelves (no action)',
        'loans.book → books (cascade)',
        'loans.reader → readers (set null)',
      ]);
    });

    it('the store refuses a dangling reference at commit, cascades and clears on delete, and takes rows in any order within a transaction', async () => {
      await migrate(store.database, library.entities);
      const db = store.database.db;
      await expect(db.insertInto('books').values({ _id: 'b1', title: 'A', isbn: '9780000000001', shelf: 'missing' }).execute()).rejects.toThrow();
      // A loan before its book, one transaction: checked at commit.
      await runInTransaction(store.database, async (trx) => {
        await trx.insertInto('loans').values({ _id: 'l1', book: 'b1', reader: 'r1' }).execute();
        await trx.insertInto('readers').values({ _id: 'r1', name: 'Ana' }).execute();
        await trx.insertInto('books').values({ _id: 'b1', title: 'A', isbn: '9780000000001' }).execute();
      });
      await db.deleteFrom('readers').where('_id', '=', 'r1').execute();
      expect(await db.selectFrom('loans').select(['_id', 'reader']).execute()).toEqual([{ _id: 'l1', reader: null }]);
      await db.deleteFrom('books').where('_id', '=', 'b1').execute();
      expect(await db.selectFrom('loans').selectAll().execute()).toEqual([]);
      await db.insertInto('shelves').values({ _id: 's1', name: 'Norte' }).execute();
      await db.insertInto('books').values({ _id: 'b2', title: 'B', isbn: '9780000000002', shelf: 's1' }).execute();
      await expect(db.deleteFrom('shelves').where('_id', '=', 's1').execute()).rejects.toThrow();
    });

    if (dialect === 'sqlite') {
      it('an existing SQLite store is rebuilt with its keys on the next start: every row, index, trigger and search row kept; then an orphan is refused', async () => {
        const before: EntityDefinition[] = library.entities.map((entity) => ({ ...entity, references: entity.references.filter((reference) => reference.many) }));
        await migrate(store.database, before);
        expect(await readForeignKeys(store.database)).toEqual([]);
        const db = store.database.db;
        await db.insertInto('shelves').values({ _id: 's1', name: 'Norte' }).execute();
        await db.insertInto('readers').values({ _id: 'r1', name: 'Ana' }).execute();
        await db.insertInto('books').values([
          { _id: 'b1', title: 'Alfa', isbn: '9780000000001', shelf: 's1' },
          { _id: 'b2', title: 'Beta', isbn: '9780000000002', shelf: null },
        ]).execute();
        await db.insertInto('loans').values([{ _id: 'l1', book: 'b1', reader: 'r1' }, { _id: 'l2', book: 'b2', reader: null }]).execute();
        await db.insertInto('reading_lists').values({ _id: 'rl1', name: 'Club', books: JSON.stringify(['b1', 'b2']) }).execute();
        const snapshot = async () => {
          const tables: Record<string, unknown[]> = {};
          for (const table of ['shelves', 'readers', 'books', 'loans', 'reading_lists', 'reading_lists__books']) {
            tables[table] = (await sql.raw(`select rowid, * from "${table}" order by 1`).execute(db)).rows;
          }
          const schema = await sql<{ type: string; name: string }>`select type, name from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(db);
          return { tables, schema: schema.rows };
        };
        const old = await snapshot();

        await migrate(store.database, library.entities);
        expect(await readForeignKeys(store.database)).toEqual(['books.shelf → shelves (no action)', 'loans.book → books (cascade)', 'loans.reader → readers (set null)']);
        const rebuilt = await snapshot();
        expect(rebuilt.tables).toEqual(old.tables);
        // Every index, trigger and search table is back (the references' new indexes join them).
        expect(rebuilt.schema).toEqual(expect.arrayContaining(old.schema));
        expect((await sql<{ name: string }>`select name from sqlite_master where name like '%__rebuild'`.execute(db)).rows).toEqual([]);
        expect((await sql`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
        // The search index still finds rows by the rowids the copy kept.
        const search = await sql<{ _id: string }>`select b._id from books__search s join books b on b.rowid = s.rowid where books__search match 'lfa'`.execute(db);
        expect(search.rows).toEqual([{ _id: 'b1' }]);
        // The rebuilt tables still feed their link table and count their rows (their triggers came back).
        await db.insertInto('books').values({ _id: 'b3', title: 'Gamma', isbn: '9780000000003' }).execute();
        await db.updateTable('reading_lists').set({ books: JSON.stringify(['b3']) }).where('_id', '=', 'rl1').execute();
        expect((await db.selectFrom('reading_lists__books').selectAll().execute()).map((row) => row.target_id)).toEqual(['b3']);
        // Now the store itself refuses an orphan, and the rules act.
        await expect(db.insertInto('loans').values({ _id: 'l3', book: 'missing' }).execute()).rejects.toThrow(/FOREIGN KEY/);
        await db.deleteFrom('books').where('_id', '=', 'b1').execute();
        expect((await db.selectFrom('loans').select('_id').execute()).map((row) => row._id)).toEqual(['l2']);
        // A second start finds nothing to rebuild.
        const schema = await snapshot();
        await migrate(store.database, library.entities);
        expect((await snapshot()).schema).toEqual(schema.schema);
      });

      it('an existing SQLite store with a dangling row refuses the rebuild, naming table, row and value, and keeps every row', async () => {
        const before: EntityDefinition[] = library.entities.map((entity) => ({ ...entity, references: entity.references.filter((reference) => reference.many) }));
        await migrate(store.database, before);
        const db = store.database.db;
        await db.insertInto('books').values({ _id: 'b1', title: 'Alfa', isbn: '9780000000001' }).execute();
        await db.insertInto('loans').values([{ _id: 'l1', book: 'b1' }, { _id: 'l2', book: 'gone' }]).execute();
        await expect(migrate(store.database, library.entities)).rejects.toThrow('cannot add the foreign key of loan.book (schemas/loan.json): row "l2" points at "gone", which does not exist');
        // The CLI puts its own `admin-gen:` before the message; the message itself starts with the sentence.
        await expect(migrate(store.database, library.entities)).rejects.toThrow(/^no se puede crear la clave foránea de loan\.book .*\ncannot add the foreign key of loan\.book /);
        expect(await readForeignKeys(store.database)).toEqual([]);
        expect((await db.selectFrom('loans').select('_id').orderBy('_id').execute()).map((row) => row._id)).toEqual(['l1', 'l2']);
        expect((await sql`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
        await db.deleteFrom('loans').where('_id', '=', 'l2').execute();
        await migrate(store.database, library.entities);
        expect(await readForeignKeys(store.database)).toHaveLength(3);
      });
    }

    if (dialect === 'postgres') {
      it('an existing PostgreSQL store gets its keys on the next start; a dangling row stops it, naming the row', async () => {
        const before: EntityDefinition[] = library.entities.map((entity) => ({ ...entity, references: entity.references.filter((reference) => reference.many) }));
        await migrate(store.database, before);
        expect(await readForeignKeys(store.database)).toEqual([]);
        await store.database.db.insertInto('loans').values({ _id: 'l1', book: 'gone' }).execute();
        await expect(migrate(store.database, library.entities)).rejects.toThrow('cannot add the foreign key of loan.book (schemas/loan.json): row "l1" points at "gone", which does not exist');
        await store.database.db.deleteFrom('loans').execute();
        await migrate(store.database, library.entities);
        expect(await readForeignKeys(store.database)).toHaveLength(3);
      });
    }
  });
}
