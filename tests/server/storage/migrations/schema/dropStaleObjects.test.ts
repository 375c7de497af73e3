// After the converge, what admin-gen built and the model no longer wants goes: a removed reference's foreign key (a
// save naming no row answered 500 on PostgreSQL), indexes, counts and triggers of fields no longer listed so, and a
// removed entity's kept table loses its keys, triggers, link tables and counts (its rows stay).
import { sql } from 'kysely';
import { emitMigrations } from '../../../../../generator/emit/index.js';
import { createServer, migrate, type Database } from '../../../../../runtime/server/index.js';
import { applyMigrations, planMigrations } from '../../../../../runtime/server/storage/index.js';
import type { EntityDefinition } from '../../../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../../../fixtures/buildFixtureModel.js';
import { getFixtureEntity } from '../../../../fixtures/loadFixtureModel.js';
import { createTestDatabase, getTestDialects, signInServer, type TestDatabase } from '../../../testStores.js';
import { getSiteVersions } from './migrationSite.js';

const [, v2] = getSiteVersions();

async function readTriggers(database: Database, table: string): Promise<string[]> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${table} order by 1`.execute(database.db)
      : await sql<{ name: string }>`select tgname as name from pg_trigger where not tgisinternal and tgrelid = ${table}::regclass order by 1`.execute(database.db);
  return result.rows.map((row) => row.name);
}

async function readIndexes(database: Database, table: string): Promise<string[]> {
  const result =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null order by 1`.execute(database.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table} order by 1`.execute(database.db);
  return result.rows.map((row) => row.name);
}

async function countKeys(database: Database, table: string): Promise<number> {
  const result =
    database.dialect === 'sqlite'
      ? await sql`select * from pragma_foreign_key_list(${table})`.execute(database.db)
      : await sql`select 1 from pg_constraint where contype = 'f' and conrelid = ${table}::regclass`.execute(database.db);
  return result.rows.length;
}

/** v2's site with book.writer no longer a reference and writer.enabled no longer filtered (not counted). */
function getLoosened(): EntityDefinition[] {
  const writer = getFixtureEntity(v2.model, 'writer');
  const book = getFixtureEntity(v2.model, 'book');
  return v2.entities.map((entity) => {
    if (entity === book) return { ...book, references: book.references.filter((reference) => reference.field !== 'writer') };
    if (entity === writer) return { ...writer, grids: writer.grids.map((grid) => ({ ...grid, columns: grid.columns.map((column) => (column.field === 'enabled' ? { ...column, filter: null } : column)) })) } as EntityDefinition;
    return entity;
  });
}

for (const dialect of getTestDialects()) {
  describe(`dropStaleObjects [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(() => store.dispose());

    it('a reference removed from the schema loses its key, so a save naming no row works; the unwanted index, counts and triggers go', async () => {
      const { database, dataDir } = store;
      await migrate(database, v2.entities);
      await database.db.insertInto('writers').values({ _id: 'w1', fullName: 'Ana', enabled: database.dialect === 'sqlite' ? 1 : true }).execute();
      await database.db.insertInto('books').values({ _id: 'b1', heading: 'Uno', isbn: '9780000000001', writer: 'w1' }).execute();
      expect(await countKeys(database, 'books')).toBe(1);
      // The writer filter's list index serves the reference's lookups too: it gets no index of its own now, as an
      // earlier admin-gen gave it (made here by hand, for the drop below).
      expect(await readIndexes(database, 'books')).toEqual(expect.arrayContaining(['books__writer__id__list']));
      expect(await readIndexes(database, 'books')).not.toContain('books_writer_idx');
      await sql.raw('create index "books_writer_idx" on books (writer)').execute(database.db);
      expect((await readTriggers(database, 'writers')).filter((name) => name.includes('enabled'))).not.toEqual([]);

      const loosened = getLoosened();
      await migrate(database, loosened);
      expect(await countKeys(database, 'books')).toBe(0);
      expect(await readIndexes(database, 'books')).not.toContain('books_writer_idx');
      expect((await readTriggers(database, 'writers')).filter((name) => name.includes('enabled'))).toEqual([]);
      expect((await sql`select 1 from admin_value_counts where table_name = 'writers' and field = 'enabled'`.execute(database.db)).rows).toEqual([]);
      const server = await createServer({ entities: loosened, app: v2.model.app, database, dataDir, webRoot: '/nonexistent-web-root' });
      try {
        const request = await signInServer(server, database);
        const saved = await request({ method: 'PUT', url: '/api/books/b1', payload: { heading: 'Uno', isbn: '9780000000001', writer: 'nadie' }, headers: { 'if-match': '*' } });
        expect(saved.statusCode, saved.body).toBe(200);
      } finally {
        await server.close();
      }
      // Nothing else went: the counts and triggers the model still wants are all there.
      expect(await readTriggers(database, 'writers')).toEqual(expect.arrayContaining(['writers__count_insert', 'writers__count_delete']));
    });

    it('a removed entity keeps its rows, but its table loses its keys, triggers, link table and counts, so deleting what it pointed at works', async () => {
      const { database } = store;
      // The next build: writer and tag as they were (fields only), book gone.
      const withoutBook = buildFixtureModel(
        v2.model.entities
          .filter((entity) => entity.entity === 'writer' || entity.entity === 'tag')
          .map((entity) => ({ entity: entity.entity, label: entity.label, fields: Object.fromEntries(entity.fields.map((field) => [field.name, field.schema])), endpoints: { list: { kind: 'list', method: 'GET', path: `/${entity.table}` } } }) as never),
      );
      const migrations = [...v2.migrations, emitMigrations(withoutBook.entities, withoutBook.migrationHints, v2.migrations).created!];
      expect(migrations[2]!.steps).toContainEqual({ kind: 'removeEntity', entity: 'book', table: 'books' });
      await applyMigrations(database, v2.migrations, v2.entities);
      await database.db.insertInto('writers').values({ _id: 'w1', fullName: 'Ana' }).execute();
      await database.db.insertInto('tags').values({ _id: 't1', name: 'novela' }).execute();
      await database.db.insertInto('books').values({ _id: 'b1', heading: 'Uno', isbn: '9780000000001', writer: 'w1', labels: JSON.stringify(['t1']) }).execute();

      await applyMigrations(database, migrations, withoutBook.entities);
      expect((await planMigrations(database, migrations, withoutBook.entities)).kept).toEqual([{ target: 'books', values: 1 }]);
      expect(await countKeys(database, 'books')).toBe(0);
      expect(await readTriggers(database, 'books')).toEqual([]);
      expect((await database.db.introspection.getTables()).map((table) => table.name)).not.toContain('books__labels');
      expect((await sql`select table_name from admin_row_counts where table_name = 'books'`.execute(database.db)).rows).toEqual([]);
      // The writer the kept book named can go (restrict was the book's rule, and the book is gone from the model).
      await database.db.deleteFrom('writers').where('_id', '=', 'w1').execute();
      expect(await database.db.selectFrom('books').select(['_id', 'writer']).execute()).toEqual([{ _id: 'b1', writer: 'w1' }]);
    });
  });
}
