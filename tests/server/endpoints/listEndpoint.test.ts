import { getParcelRow, parcelEntity } from '../fixtures/parcelEntity.js';
import { describeEachStore, type TestStore } from '../testStores.js';

const SPECIAL_NAMES = ['ana Pérez', 'BRUNO Díaz', 'carla 100% Ruiz', 'dario_sanchez', 'Eva Martínez'];
const SELLER_NAMES = [...Array.from({ length: 40 }, (_, i) => `Vendedor ${String(i + 1).padStart(2, '0')}`), ...SPECIAL_NAMES];

/** Case-insensitive, then raw, then _id: the server's order for a text column. */
function byName(a: { name: string; _id: string }, b: { name: string; _id: string }): number {
  const [la, lb] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (la !== lb) return la < lb ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a._id < b._id ? -1 : 1;
}

async function createAll(store: TestStore, url: string, names: readonly string[]) {
  const rows = [];
  for (const name of names) {
    const response = await store.request({ method: 'POST', url, payload: { name } });
    expect(response.statusCode).toBe(201);
    rows.push(response.data as { _id: string; name: string; position?: number });
  }
  return rows;
}

describeEachStore('GET list endpoints', (store) => {
  describe('paging', () => {
    it('defaults to page 1 of the grid page size (20) and counts every row', async () => {
      await createAll(store(), '/api/sellers/create', SELLER_NAMES);
      const response = await store().request({ method: 'GET', url: '/api/sellers' });
      expect(response.statusCode).toBe(200);
      expect(response.data.itemsCount).toBe(45);
      expect(response.data.data).toHaveLength(20);
    });

    it('returns the last partial page and an empty page past the end', async () => {
      await createAll(store(), '/api/sellers/create', SELLER_NAMES);
      const last = await store().request({ method: 'GET', url: '/api/sellers?pageIndex=3&pageSize=20' });
      expect(last.data.data).toHaveLength(5);
      expect(last.data.itemsCount).toBe(45);
      const past = await store().request({ method: 'GET', url: '/api/sellers?pageIndex=4&pageSize=20' });
      expect(past.data).toEqual({ data: [], itemsCount: 45 });
    });

    it('pages are stable: every row appears exactly once across pages', async () => {
      const created = await createAll(store(), '/api/sellers/create', [...SELLER_NAMES, 'Vendedor 01', 'Vendedor 01']);
      const seen: string[] = [];
      for (let pageIndex = 1; pageIndex <= 7; pageIndex++) {
        const page = await store().request({ method: 'GET', url: `/api/sellers?pageIndex=${pageIndex}&pageSize=7` });
        seen.push(...page.data.data.map((row: { _id: string }) => row._id));
      }
      expect(seen).toHaveLength(created.length);
      expect(new Set(seen).size).toBe(created.length);
    });

    it('sends the record shape: typed values, no NULL columns', async () => {
      const [row] = await createAll(store(), '/api/courseCategories/create', ['Matemáticas']);
      const response = await store().request({ method: 'GET', url: '/api/courseCategories' });
      expect(response.data.data).toEqual([{ _id: row!._id, name: 'Matemáticas', visible: true, position: 1, _version: 1 }]);
    });
  });

  describe('sorting', () => {
    it("uses the grid's defaultSort (name asc, case-insensitive) then _id", async () => {
      const created = await createAll(store(), '/api/sellers/create', SELLER_NAMES);
      const response = await store().request({ method: 'GET', url: '/api/sellers?pageSize=100' });
      expect(response.data.data.map((row: { name: string }) => row.name)).toEqual([...created].sort(byName).map((row) => row.name));
    });

    it.each(['asc', 'desc'] as const)('sorts sellers by name %s', async (order) => {
      const created = await createAll(store(), '/api/sellers/create', SELLER_NAMES);
      const response = await store().request({ method: 'GET', url: `/api/sellers?sortField=name&sortOrder=${order}&pageSize=100` });
      const expected = [...created].sort(byName).map((row) => row._id);
      expect(response.data.data.map((row: { _id: string }) => row._id)).toEqual(order === 'asc' ? expected : expected.reverse());
    });

    it.each(['asc', 'desc'] as const)('sorts institutes by name %s', async (order) => {
      const created = await createAll(store(), '/api/institutes/create', ['Pedagógico Loja', 'Artes Quito', 'Superior Cuenca', 'idiomas Manta']);
      const response = await store().request({ method: 'GET', url: `/api/institutes?sortField=name&sortOrder=${order}` });
      const expected = [...created].sort(byName).map((row) => row.name);
      expect(response.data.data.map((row: { name: string }) => row.name)).toEqual(order === 'asc' ? expected : expected.reverse());
    });

    it('orders course categories by position, and accepts the ordering field as sortField', async () => {
      await createAll(store(), '/api/courseCategories/create', ['Física', 'Química', 'Biología']);
      const byDefault = await store().request({ method: 'GET', url: '/api/courseCategories' });
      expect(byDefault.data.data.map((row: { position: number }) => row.position)).toEqual([1, 2, 3]);
      const desc = await store().request({ method: 'GET', url: '/api/courseCategories?sortField=position&sortOrder=desc' });
      expect(desc.data.data.map((row: { name: string }) => row.name)).toEqual(['Biología', 'Química', 'Física']);
    });
  });

  describe('text filter', () => {
    it('matches a case-insensitive substring, accents included', async () => {
      await createAll(store(), '/api/sellers/create', SELLER_NAMES);
      const response = await store().request({ method: 'GET', url: `/api/sellers?name=${encodeURIComponent('PÉREZ')}` });
      expect(response.data.itemsCount).toBe(1);
      expect(response.data.data[0].name).toBe('ana Pérez');
      const many = await store().request({ method: 'GET', url: '/api/sellers?name=vendedor%200&pageSize=5' });
      expect(many.data.itemsCount).toBe(9);
      expect(many.data.data).toHaveLength(5);
    });

    it('treats LIKE wildcards in the value literally', async () => {
      await createAll(store(), '/api/sellers/create', SELLER_NAMES);
      const percent = await store().request({ method: 'GET', url: '/api/sellers?name=%25' });
      expect(percent.data.data.map((row: { name: string }) => row.name)).toEqual(['carla 100% Ruiz']);
      const underscore = await store().request({ method: 'GET', url: '/api/sellers?name=_' });
      expect(underscore.data.data.map((row: { name: string }) => row.name)).toEqual(['dario_sanchez']);
      const backslash = await store().request({ method: 'GET', url: '/api/sellers?name=%5C' });
      expect(backslash.data.itemsCount).toBe(0);
    });

    it('ignores an empty filter value, as the grid sends every filter field', async () => {
      await createAll(store(), '/api/sellers/create', SPECIAL_NAMES);
      const response = await store().request({ method: 'GET', url: '/api/sellers?name=&pageIndex=1&pageSize=20' });
      expect(response.data.itemsCount).toBe(5);
    });
  });

  describe('rejected queries (400 naming the parameter, never SQL)', () => {
    it.each([
      ['unknown filter', '/api/sellers?nombre=x', 'nombre'],
      ['filter on a grid without filtering', '/api/institutes?name=x', 'name'],
      ['unknown sortField', '/api/sellers?sortField=password', 'sortField'],
      ['sortField that is a column but not sortable', '/api/sellers?sortField=_id', 'sortField'],
      ['sortField on a grid with no sortable column', '/api/courseCategories?sortField=name', 'sortField'],
      ['SQL in sortField', `/api/sellers?sortField=${encodeURIComponent('name; drop table sellers')}`, 'sortField'],
      ['bad sortOrder', '/api/sellers?sortField=name&sortOrder=up', 'sortOrder'],
      ['pageIndex 0', '/api/sellers?pageIndex=0', 'pageIndex'],
      ['negative pageIndex', '/api/sellers?pageIndex=-1', 'pageIndex'],
      ['non-numeric pageIndex', '/api/sellers?pageIndex=abc', 'pageIndex'],
      ['fractional pageIndex', '/api/sellers?pageIndex=1.5', 'pageIndex'],
      ['pageSize 0', '/api/sellers?pageSize=0', 'pageSize'],
      ['pageSize over 100', '/api/sellers?pageSize=101', 'pageSize'],
      ['repeated filter', '/api/sellers?name=a&name=b', 'name'],
      ['nested filter', '/api/sellers?name[like]=a', 'name'],
    ])('%s', async (_case, url, field) => {
      const response = await store().request({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.data.field).toBe(field);
      expect(typeof response.data.error).toBe('string');
    });

    it('leaves the table intact after a hostile sortField', async () => {
      await createAll(store(), '/api/sellers/create', ['Uno']);
      await store().request({ method: 'GET', url: `/api/sellers?sortField=${encodeURIComponent('name; drop table sellers')}` });
      const response = await store().request({ method: 'GET', url: '/api/sellers' });
      expect(response.data.itemsCount).toBe(1);
    });
  });
});

// A grid's tabs show the rows holding their values; `otherState=true` lists the rest (a value no tab shows, one the
// field no longer lists, none at all), counted from the maintained counts when nothing else constrains the list.
describeEachStore(
  'GET list endpoints: the rows in none of the tabs',
  (store) => {
    const list = async (query: string) => (await store().request({ method: 'GET', url: `/api/parcels?${query}` })).data;
    const codes = (page: { data: { code: string }[] }) => page.data.map((row) => row.code);
    beforeEach(async () => {
      const rows = [['A1', 'Nuevo'], ['B1', 'Enviado'], ['C1', 'Entregado'], ['D1', 'Perdido'], ['D2', 'Perdido'], ['E1', null], ['A2', 'Nuevo']] as const;
      await store().database.db.insertInto(parcelEntity.table).values(rows.map(([code, state]) => getParcelRow(code.toLowerCase(), { code, state }))).execute();
    });

    it('lists and counts the rows whose state no tab shows, no state included', async () => {
      const page = await list('otherState=true');
      expect(codes(page)).toEqual(['C1', 'D1', 'D2', 'E1']);
      expect(page.itemsCount).toBe(4);
      expect(codes(await list('otherState=true&pageSize=2&pageIndex=2'))).toEqual(['D2', 'E1']);
      expect(codes(await list('state=Nuevo'))).toEqual(['A1', 'A2']);
    });

    it('combines with the other filters, and false sets no constraint', async () => {
      const filtered = await list('otherState=true&code=d');
      expect(codes(filtered)).toEqual(['D1', 'D2']);
      expect(filtered.itemsCount).toBe(2);
      expect((await list('otherState=false')).itemsCount).toBe(7);
    });

    it('follows writes, and answers an empty page when every row is in a tab', async () => {
      await store().database.db.updateTable(parcelEntity.table).set({ state: 'Enviado' }).where('code', 'not in', ['A1', 'A2']).execute();
      expect(await list('otherState=true')).toEqual({ data: [], itemsCount: 0 });
    });

    it('refuses a value other than true or false, naming the parameter', async () => {
      const response = await store().request({ method: 'GET', url: '/api/parcels?otherState=quizás' });
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({ field: 'otherState', error: 'El parámetro «otherState» debe ser «true» o «false».' });
    });
  },
  { entities: [parcelEntity] },
);
