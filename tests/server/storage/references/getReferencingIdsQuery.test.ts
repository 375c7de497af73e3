// Many-references: the database keeps a link table beside each array (its own triggers, so SQL writes count too),
// delete rules find the referring rows through its target index, and the query plan shows that index on both stores.
import { CompiledQuery, sql } from 'kysely';
import { getReferencingIdsQuery, getReferenceTableName, getReferenceTargetIndexName } from '../../../../runtime/server/storage/index.js';
import { getLibraryModel } from '../../fixtures/libraryModel.js';
import { describeEachStore, ifMatch, type TestStore } from '../../testStores.js';

const library = getLibraryModel();
const readingList = library.entities.find((entity) => entity.entity === 'readingList')!;
const books = readingList.references.find((reference) => reference.field === 'books')!;
const LINKS = getReferenceTableName(readingList, books);

async function readLinks(store: TestStore): Promise<string[]> {
  const rows = await store.database.db.selectFrom(LINKS).selectAll().orderBy('owner_id').orderBy('target_id').execute();
  return rows.map((row) => `${row.owner_id}→${row.target_id}`);
}

describeEachStore(
  'many-reference link tables',
  (store) => {
    const post = async (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const response = await store().request({ method: 'POST', url, payload, headers });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.data as { _id: string; _version: number };
    };
    const book = (title: string, isbn: string) => post('/api/books/create', { title, isbn });

    it('follows every write of the array: API creates and updates, deletes, and plain SQL', async () => {
      const [a, b, c] = [await book('A', '9780000000001'), await book('B', '9780000000002'), await book('C', '9780000000003')];
      const list = await post('/api/reading-lists/create', { name: 'Verano', books: [a._id, b._id] });
      expect(await readLinks(store())).toEqual([`${list._id}→${a._id}`, `${list._id}→${b._id}`].sort());
      await post(`/api/reading-lists/${list._id}/update`, { books: [c._id] }, ifMatch(list));
      expect(await readLinks(store())).toEqual([`${list._id}→${c._id}`]);
      // An import that writes the table directly, arrays as text as the server stores them.
      await store().database.db.insertInto('reading_lists').values({ _id: 'imported', name: 'Importada', books: JSON.stringify([a._id, c._id]) }).execute();
      expect(await readLinks(store())).toEqual([`${list._id}→${c._id}`, `imported→${a._id}`, `imported→${c._id}`].sort());
      await store().database.db.deleteFrom('reading_lists').where('_id', '=', 'imported').execute();
      expect(await readLinks(store())).toEqual([`${list._id}→${c._id}`]);
    });

    it('delete rules act through it: setNull takes the id out of the arrays, restrict refuses in Spanish', async () => {
      const [a, b] = [await book('A', '9780000000001'), await book('B', '9780000000002')];
      const ana = await post('/api/readers/create', { name: 'Ana' });
      const list = await post('/api/reading-lists/create', { name: 'Club', books: [a._id, b._id], readers: [ana._id] });
      const deleted = await store().request({ method: 'PUT', url: `/api/books/${a._id}`, headers: ifMatch(a) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const row = await store().database.db.selectFrom('reading_lists').select('books').where('_id', '=', list._id).executeTakeFirstOrThrow();
      expect(JSON.parse(String(row.books))).toEqual([b._id]);
      expect(await readLinks(store())).toEqual([`${list._id}→${b._id}`]);
      const refused = await store().request({ method: 'PUT', url: `/api/readers/${ana._id}`, headers: ifMatch(ana) });
      expect(refused.statusCode).toBe(409);
      expect(refused.data.error).toBe('No se puede eliminar: 1 lista de lectura hace referencia a este registro.');
    });

    it('"who refers to X" is an index lookup in the query plan', async () => {
      const db = store().database.db;
      // Enough rows that PostgreSQL's planner prefers the index to a scan.
      const rows = Array.from({ length: 3000 }, (_, i) => ({ _id: `list-${i}`, name: `Lista ${i}`, books: JSON.stringify([`book-${i}`, `book-${i + 1}`]) }));
      for (let i = 0; i < rows.length; i += 500) await db.insertInto('reading_lists').values(rows.slice(i, i + 500)).execute();
      if (store().dialect === 'postgres') await sql`analyze`.execute(db);
      const query = db.selectFrom('reading_lists').selectAll().where('_id', 'in', getReferencingIdsQuery(db, readingList, books, ['book-42'])).compile();
      const prefix = store().dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
      const plan = (await db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]))).rows
        .map((row) => String((row as Record<string, unknown>).detail ?? (row as Record<string, unknown>)['QUERY PLAN']))
        .join('\n');
      expect(plan).toContain(getReferenceTargetIndexName(readingList, books));
      expect(plan).not.toMatch(/SCAN reading_lists__books|Seq Scan on reading_lists__books/);
      expect(plan).not.toMatch(/SCAN reading_lists\b|Seq Scan on reading_lists\b/);
      // The answer is the two lists whose arrays hold it.
      const found = await db.selectFrom('reading_lists').select('_id').where('_id', 'in', getReferencingIdsQuery(db, readingList, books, ['book-42'])).orderBy('_id').execute();
      expect(found.map((row) => row._id)).toEqual(['list-41', 'list-42']);
    });
  },
  { entities: library.entities, app: library.app },
);
