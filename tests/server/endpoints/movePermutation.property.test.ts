// Property: whatever rows exist and however many up/down moves run at once through the HTTP move endpoint,
// the positions within each ordering scope stay exactly 1..n, and a move run alone swaps exactly as it says.
import fc from 'fast-check';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { getFixtureEntity } from '../../fixtures/loadFixtureModel.js';
import { describeEachStore, type TestStore } from '../testStores.js';

const bookEntity = getFixtureEntity(
  buildFixtureModel([
    {
      entity: 'book',
      label: { one: 'libro', many: 'Libros' },
      fields: {
        _id: { type: 'string', title: 'Id', readOnly: true },
        name: { type: 'string', title: 'Nombre', maxLength: 50 },
        shelf: { type: 'string', title: 'Estante', maxLength: 10 },
        position: { type: 'integer', title: 'Posición', minimum: 1, readOnly: true },
      },
      required: ['name', 'shelf'],
      ordering: { field: 'position', scope: ['shelf'] },
      endpoints: {
        list: { kind: 'list', method: 'GET', path: '/books' },
        create: { kind: 'create', method: 'POST', path: '/books/create' },
        move: { kind: 'move', method: 'GET', path: '/books/{_id}/{direction}' },
      },
      grids: { books: { title: 'Libros', route: '/books', dataSource: 'list', columns: [{ field: 'name' }] } },
    },
  ]),
  'book',
);

type Book = { _id: string; name: string; shelf: string; position: number };
type Direction = 'up' | 'down';

/** Each shelf's ids in position order, and each shelf's positions as listed. */
async function readShelves(store: TestStore): Promise<{ order: Map<string, string[]>; positions: Map<string, number[]> }> {
  const response = await store.request({ method: 'GET', url: '/api/books?pageSize=100&sortField=position' });
  expect(response.statusCode).toBe(200);
  const order = new Map<string, string[]>();
  const positions = new Map<string, number[]>();
  const rows = [...(response.data.data as Book[])].sort((a, b) => a.shelf.localeCompare(b.shelf) || a.position - b.position);
  for (const row of rows) {
    order.set(row.shelf, [...(order.get(row.shelf) ?? []), row._id]);
    positions.set(row.shelf, [...(positions.get(row.shelf) ?? []), row.position]);
  }
  return { order, positions };
}

const move = (store: TestStore, id: string, direction: Direction) => store.request({ method: 'GET', url: `/api/books/${id}/${direction}` });

describeEachStore(
  'concurrent moves keep positions a permutation (property)',
  (store) => {
    it('holds for random shelves and random batches of concurrent up/down moves', { timeout: 120_000 }, async () => {
      const shelves = fc.array(fc.integer({ min: 2, max: 12 }), { minLength: 1, maxLength: 2 });
      const step = fc.record({ shelf: fc.nat(), row: fc.nat(), direction: fc.constantFrom<Direction>('up', 'down') });
      const batches = fc.array(fc.array(step, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 });

      await fc.assert(
        fc.asyncProperty(shelves, batches, async (sizes, moveBatches) => {
          await store().database.db.deleteFrom('books').execute();
          const names = sizes.map((_size, index) => `S${index}`);
          // The rows of each shelf are created concurrently too: creates must also leave 1..n.
          const created = await Promise.all(
            sizes.flatMap((size, shelfIndex) => Array.from({ length: size }, (_, row) => store().request({ method: 'POST', url: '/api/books/create', payload: { name: `b${row}`, shelf: names[shelfIndex] } }))),
          );
          expect(created.every((response) => response.statusCode === 201)).toBe(true);
          let { order } = await readShelves(store());

          for (const batch of moveBatches) {
            const picked = batch.map(({ shelf, row, direction }) => {
              const ids = order.get(names[shelf % names.length]!)!;
              return { id: ids[row % ids.length]!, direction };
            });
            const responses = await Promise.all(picked.map(({ id, direction }) => move(store(), id, direction)));
            expect(responses.map((response) => response.statusCode)).toEqual(picked.map(() => 200));

            const after = await readShelves(store());
            for (const [shelf, positions] of after.positions) {
              expect(positions).toEqual(Array.from({ length: positions.length }, (_, index) => index + 1));
              expect([...after.order.get(shelf)!].sort()).toEqual([...order.get(shelf)!].sort());
            }
            expect([...after.order.keys()].sort()).toEqual(names);
            // A move alone is exactly a swap with its neighbour (or nothing at an end), as its answer says.
            if (picked.length === 1) expect(after.order).toEqual(applyMove(order, picked[0]!.id, picked[0]!.direction));
            order = after.order;
          }
        }),
        { numRuns: 25 },
      );
    });
  },
  { entities: [bookEntity], app: fixtureApp },
);

/** The model: the row swaps with the one above (up) or below (down) in its shelf; at an end nothing changes. */
function applyMove(order: ReadonlyMap<string, readonly string[]>, id: string, direction: Direction): Map<string, string[]> {
  const next = new Map([...order].map(([shelf, ids]) => [shelf, [...ids]]));
  for (const ids of next.values()) {
    const index = ids.indexOf(id);
    if (index === -1) continue;
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= ids.length) break;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  }
  return next;
}
