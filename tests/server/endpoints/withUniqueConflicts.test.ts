// Unique fields and combinations declared in a schema are enforced by the store's unique index: a duplicate
// create or update is a 409 in Spanish naming the field, and concurrent creates of one value let exactly one in.
import { getLibraryModel } from '../fixtures/libraryModel.js';
import { describeEachStore, ifMatch } from '../testStores.js';

const library = getLibraryModel();

describeEachStore(
  'unique fields and combinations',
  (store) => {
    const createBook = (payload: Record<string, unknown>) => store().request({ method: 'POST', url: '/api/books/create', payload });

    it('20 concurrent creates of one ISBN: exactly one 201, nineteen 409 naming the field', async () => {
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => createBook({ title: `Copia ${i}`, isbn: '978-84-376-0494-7' })));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const response of responses.filter((item) => item.statusCode === 409)) {
        expect(response.data).toEqual({ error: 'Ya existe un registro con ese valor de «ISBN».', field: 'isbn' });
      }
      const rows = await store().database.db.selectFrom('books').selectAll().execute();
      expect(rows).toHaveLength(1);
    });

    it('an update to another row’s value is a 409 and changes nothing; its own value is fine', async () => {
      const first = await createBook({ title: 'Rayuela', isbn: '978-84-376-0494-7' });
      const second = await createBook({ title: 'Ficciones', isbn: '978-84-206-3311-9' });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const clash = await store().request({ method: 'POST', url: `/api/books/${second.data._id}/update`, headers: ifMatch(second.data), payload: { isbn: '978-84-376-0494-7' } });
      expect(clash.statusCode).toBe(409);
      expect(clash.data).toEqual({ error: 'Ya existe un registro con ese valor de «ISBN».', field: 'isbn' });
      const same = await store().request({ method: 'POST', url: `/api/books/${second.data._id}/update`, headers: ifMatch(second.data), payload: { isbn: '978-84-206-3311-9', title: 'Ficciones (1944)' } });
      expect(same.statusCode).toBe(200);
      const stored = await store().database.db.selectFrom('books').select('isbn').where('_id', '=', second.data._id).executeTakeFirstOrThrow();
      expect(stored.isbn).toBe('978-84-206-3311-9');
    });

    it('a combination: the same volume in another series is fine, the same series and volume is a 409 naming the first field', async () => {
      expect((await createBook({ title: 'Tomo 1', isbn: '9780000000001', series: 'Clásicos', volume: 1 })).statusCode).toBe(201);
      expect((await createBook({ title: 'Tomo 1 bis', isbn: '9780000000002', series: 'Modernos', volume: 1 })).statusCode).toBe(201);
      expect((await createBook({ title: 'Tomo 2', isbn: '9780000000003', series: 'Clásicos', volume: 2 })).statusCode).toBe(201);
      const clash = await createBook({ title: 'Tomo 1 otra vez', isbn: '9780000000004', series: 'Clásicos', volume: 1 });
      expect(clash.statusCode).toBe(409);
      expect(clash.data).toEqual({ error: 'Ya existe un registro con esa combinación de «Colección» y «Tomo».', field: 'series' });
      // A null in the combination never clashes (both stores treat nulls as distinct).
      expect((await createBook({ title: 'Suelto', isbn: '9780000000005', volume: 1 })).statusCode).toBe(201);
      expect((await createBook({ title: 'Suelto 2', isbn: '9780000000006', volume: 1 })).statusCode).toBe(201);
    });

    it('other store errors are not taken for a clash: an unknown reference is still the 400 it was', async () => {
      const response = await createBook({ title: 'Sin estante', isbn: '9780000000007', shelf: 'no-such-shelf' });
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe('shelf');
    });
  },
  { entities: library.entities, app: library.app },
);
