// A many-reference filter (`?books=<id>`) finds the rows through the link table's target index, never a scan of the
// listed table's arrays: the list endpoint's answer and the plan of its condition, on both stores.
import { CompiledQuery, sql } from 'kysely';
import { filterRegistry } from '../../../runtime/server/filters/index.js';
import { getReferenceTableName, getReferenceTargetIndexName } from '../../../runtime/server/storage/index.js';
import { getLibraryModel } from '../fixtures/libraryModel.js';
import { describeEachStore } from '../testStores.js';

const library = getLibraryModel();
const readingList = library.entities.find((entity) => entity.entity === 'readingList')!;
const books = readingList.references.find((reference) => reference.field === 'books')!;
const booksField = readingList.fields.find((field) => field.name === 'books')!;

describeEachStore(
  'reference filter on a many-reference',
  (store) => {
    it('lists the rows whose array holds the id, and only those', async () => {
      const db = store().database.db;
      await db
        .insertInto('reading_lists')
        .values([
          { _id: 'l1', name: 'Uno', books: JSON.stringify(['b1', 'b2']) },
          { _id: 'l2', name: 'Dos', books: JSON.stringify(['b2']) },
          // An id that merely contains the wanted one as text is not a match (the old LIKE's trap).
          { _id: 'l3', name: 'Tres', books: JSON.stringify(['b1x']) },
          { _id: 'l4', name: 'Cuatro', books: null },
        ])
        .execute();
      const cases: [string, string[]][] = [
        ['b1', ['Uno']],
        ['b2', ['Dos', 'Uno']],
        ['b1x', ['Tres']],
        ['nadie', []],
      ];
      for (const [id, names] of cases) {
        const response = await store().request({ method: 'GET', url: `/api/reading-lists?books=${id}&sortField=name&sortOrder=asc` });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.data.data.map((row: { name: string }) => row.name), id).toEqual(names);
        expect(response.data.itemsCount, id).toBe(names.length);
      }
    });

    it('reads the link table by its target index: no full scan of the listed table', async () => {
      const db = store().database.db;
      const rows = Array.from({ length: 3000 }, (_, i) => ({ _id: `list-${i}`, name: `Lista ${i}`, books: JSON.stringify([`book-${i}`, `book-${i + 1}`]) }));
      for (let i = 0; i < rows.length; i += 500) await db.insertInto('reading_lists').values(rows.slice(i, i + 500)).execute();
      if (store().dialect === 'postgres') await sql`analyze`.execute(db);
      const links = { table: getReferenceTableName(readingList, books), id: sql.ref('t._id') };
      const input = { name: 'books', field: booksField, filter: { kind: 'reference' as const }, column: sql.ref('t.books'), toStored: (value: unknown) => value, folded: null, links };
      const condition = filterRegistry.reference(input as Parameters<typeof filterRegistry.reference>[0], 'book-42')!;
      const query = db.selectFrom('reading_lists as t').select((eb) => eb.fn.countAll<number>().as('count')).where(condition).compile();
      const prefix = store().dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
      const plan = (await db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]))).rows
        .map((row) => String((row as Record<string, unknown>).detail ?? (row as Record<string, unknown>)['QUERY PLAN']))
        .join('\n');
      expect(plan).toContain(getReferenceTargetIndexName(readingList, books));
      expect(plan).not.toMatch(/SCAN t\b|SCAN reading_lists\b|Seq Scan on reading_lists\b/);
      const counted = await db.executeQuery<{ count: number | string }>(query);
      expect(Number(counted.rows[0]!.count)).toBe(2);
    });
  },
  { entities: library.entities, app: library.app },
);
