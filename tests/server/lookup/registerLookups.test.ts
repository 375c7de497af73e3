import { MAX_LOOKUP_OFFSET } from '../../../runtime/shared/index.js';
import { insertRows, writeRow } from '../../../runtime/server/storage/index.js';
import { getLookupModel } from '../../fixtures/lookup/getLookupModel.js';
import { describeEachStore, type TestStore } from '../testStores.js';

const { app, entities } = getLookupModel();

async function create(store: TestStore, path: string, body: Record<string, unknown>): Promise<string> {
  const response = await store.request({ method: 'POST', url: `/api${path}`, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return String(response.data._id);
}

async function lookup(store: TestStore, path: string, query = '') {
  const response = await store.request({ method: 'GET', url: `/api/lookup/${path}${query === '' ? '' : `?${query}`}` });
  return response;
}

describeEachStore(
  'GET /lookup/{entity}/{field}',
  (store) => {
    it('searches the label case-insensitively, in pages of 20 by label, with the secondary field', async () => {
      const names = Array.from({ length: 45 }, (_, index) => `Autora ${String(index + 1).padStart(2, '0')}`);
      for (const name of [...names].reverse()) await create(store(), '/authors', { name, email: `${name.replace(' ', '.').toLowerCase()}@example.com` });
      await create(store(), '/authors', { name: 'Ñandú Pérez' });
      const first = await lookup(store(), 'book/author', 'q=AUTORA');
      expect(first.statusCode).toBe(200);
      expect(first.data.data).toHaveLength(20);
      expect(first.data.data[0]).toEqual({ id: expect.any(String), label: 'Autora 01', secondary: 'autora.01@example.com' });
      expect(first.data.nextOffset).toBe(20);
      const third = await lookup(store(), 'book/author', `q=autora&offset=40`);
      expect(third.data.data.map((option: { label: string }) => option.label)).toEqual(names.slice(40));
      expect(third.data.nextOffset).toBeNull();
      const all = [...first.data.data, ...(await lookup(store(), 'book/author', 'q=autora&offset=20')).data.data, ...third.data.data];
      expect(new Set(all.map((option: { id: string }) => option.id)).size).toBe(45);
      // A row without the secondary value has no secondary key; text with LIKE wildcards matches literally.
      expect((await lookup(store(), 'book/author', 'q=pérez')).data.data).toEqual([{ id: expect.any(String), label: 'Ñandú Pérez' }]);
      // Accents fold too, as in the list's text filter: 'perez' finds 'Pérez', 'ÑANDÚ' finds 'Ñandú'.
      expect((await lookup(store(), 'book/author', 'q=perez')).data.data.map((option: { label: string }) => option.label)).toEqual(['Ñandú Pérez']);
      expect((await lookup(store(), 'book/author', `q=${encodeURIComponent('ÑANDÚ')}`)).data.data.map((option: { label: string }) => option.label)).toEqual(['Ñandú Pérez']);
      expect((await lookup(store(), 'book/author', 'q=%25')).data.data).toEqual([]);
      expect((await lookup(store(), 'book/author', 'limit=5')).data).toMatchObject({ nextOffset: 5 });
    });

    it("offers only the rows a reference's declared where admits, and the server refuses the others naming the field", async () => {
      const history = await create(store(), '/topics', { name: 'Historia' });
      const rome = await create(store(), '/topics', { name: 'Historia de Roma', parent: history });
      // `topic` admits any topic (the whole tree); `mainTopic` only top topics (`where: { parent: null }`).
      const labels = async (field: string) => (await lookup(store(), `book/${field}`, 'q=historia')).data.data.map((option: { label: string }) => option.label);
      expect(await labels('topic')).toEqual(['Historia', 'Historia de Roma']);
      expect(await labels('mainTopic')).toEqual(['Historia']);
      const author = await create(store(), '/authors', { name: 'Ana' });
      await create(store(), '/books', { title: 'A', author, mainTopic: history });
      const refused = await store().request({ method: 'POST', url: '/api/books', payload: { title: 'B', author, mainTopic: rome } });
      expect(refused.statusCode).toBe(400);
      expect(refused.data.field).toBe('mainTopic');
      expect(refused.data.error).toBe(`El campo «Tema principal» no admite tema «${rome}»: no es una de las opciones de este campo.`);
      const missing = await store().request({ method: 'POST', url: '/api/books', payload: { title: 'B', author, mainTopic: '0123456789abcdef01234567' } });
      expect(missing.data.error).toBe('El campo «Tema principal» debe apuntar a un registro existente: no existe tema con _id «0123456789abcdef01234567».');
    });

    it('answers the labels of given ids in their order, leaving unknown ids out', async () => {
      const ana = await create(store(), '/authors', { name: 'Ana' });
      const luis = await create(store(), '/authors', { name: 'Luis', email: 'luis@example.com' });
      const response = await lookup(store(), 'book/coauthors', `ids=${luis},0123456789abcdef01234567,${ana}`);
      expect(response.statusCode).toBe(200);
      // coauthors declares no secondary field: none is sent.
      expect(response.data).toEqual({ data: [{ id: luis, label: 'Luis' }, { id: ana, label: 'Ana' }], nextOffset: null });
    });

    it('searches a whole tree and gives each option its path and its ancestors\' ids', async () => {
      const algebra = await create(store(), '/topics', { name: 'Álgebra' });
      const lessons = await create(store(), '/topics', { name: 'Lecciones', parent: algebra });
      await create(store(), '/topics', { name: 'Lecciones avanzadas', parent: lessons });
      await create(store(), '/topics', { name: 'Geometría' });
      const response = await lookup(store(), 'book/topic', 'q=lecc');
      expect(response.data.data.map((option: { label: string; path: string; ancestors: string[] }) => [option.label, option.path, option.ancestors])).toEqual([
        ['Lecciones', 'Álgebra › Lecciones', [algebra]],
        ['Lecciones avanzadas', 'Álgebra › Lecciones › Lecciones avanzadas', [algebra, lessons]],
      ]);
      // The tree's own parent picker searches the same rows; a root's path is its label, with no ancestors.
      const roots = await lookup(store(), 'topic/parent', 'q=geo');
      expect(roots.data.data).toEqual([{ id: expect.any(String), label: 'Geometría', path: 'Geometría', ancestors: [] }]);
      // Accented capitals fold on both stores.
      expect((await lookup(store(), 'topic/parent', 'q=%C3%A1lgebra')).data.data.map((option: { label: string }) => option.label)).toEqual(['Álgebra']);
      expect((await lookup(store(), 'book/topic', 'q=algebra')).data.data.map((option: { label: string }) => option.label)).toEqual(['Álgebra']);
    });

    it(`pages up to offset ${MAX_LOOKUP_OFFSET} (50 pages of 20) and no further: the page that would pass it has no nextOffset`, async () => {
      const author = entities.find((entity) => entity.entity === 'author')!;
      const rows = Array.from({ length: 1030 }, (_, index) => ({ _id: `a${String(index).padStart(23, '0')}`, name: `Autor ${String(index).padStart(4, '0')}` }));
      await insertRows(store().database.db, author.table, rows.map((row) => writeRow(store().dialect, author, row)));
      expect(MAX_LOOKUP_OFFSET).toBe(1000);
      expect((await lookup(store(), 'book/author', 'offset=980')).data.nextOffset).toBe(1000);
      const last = await lookup(store(), 'book/author', 'offset=1000');
      expect(last.statusCode).toBe(200);
      expect(last.data.data.map((option: { label: string }) => option.label)).toEqual(rows.slice(1000, 1020).map((row) => row.name));
      expect(last.data.nextOffset).toBeNull();
      expect((await lookup(store(), 'book/author', 'offset=990&limit=5')).data.nextOffset).toBe(995);
      expect((await lookup(store(), 'book/author', 'offset=1001')).statusCode).toBe(400);
    });

    it.each([
      ['offset=1001', 'offset'],
      ['offset=1000000', 'offset'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['offset=-1', 'offset'],
      ['nothing=1', 'nothing'],
      [`ids=${Array.from({ length: 101 }, (_, index) => `id${index}`).join(',')}`, 'ids'],
    ])('refuses %s with a 400 naming %s', async (query, field) => {
      const response = await lookup(store(), 'book/author', query);
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe(field);
      expect(response.data.error).toMatch(/[áéíóúñ«]|debe|parámetro/i);
    });

    it('needs a session', async () => {
      const response = await store().request({ method: 'GET', url: '/api/lookup/book/author', signedIn: false });
      expect(response.statusCode).toBe(401);
    });
  },
  { entities, app },
);
