import { getParcelRow, parcelEntity } from '../fixtures/parcelEntity.js';
import { describeEachStore, ifMatch } from '../testStores.js';

describeEachStore('update endpoints', (store) => {
  const create = async (url: string, payload: Record<string, unknown>) => (await store().request({ method: 'POST', url, payload })).data;

  it('POST /api/sellers/:id/update changes the row and answers 200 with it', async () => {
    const seller = await create('/api/sellers/create', { name: 'Antes' });
    const response = await store().request({ method: 'POST', url: `/api/sellers/${seller._id}/update`, headers: ifMatch(seller), payload: { name: 'Después' } });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ _id: seller._id, name: 'Después', _version: 2 });
    const reread = await store().request({ method: 'GET', url: `/api/sellers/${seller._id}` });
    expect(reread.data.name).toBe('Después');
  });

  it('PUT /api/institutes/update/:id changes the row', async () => {
    const institute = await create('/api/institutes/create', { name: 'Instituto Viejo' });
    const response = await store().request({ method: 'PUT', url: `/api/institutes/update/${institute._id}`, headers: ifMatch(institute), payload: { name: 'Instituto Nuevo' } });
    expect(response.statusCode).toBe(200);
    expect(response.data.name).toBe('Instituto Nuevo');
  });

  it('PUT /api/courseCategories/update/:id takes a partial body and keeps the other fields and the position', async () => {
    await create('/api/courseCategories/create', { name: 'Primera' });
    const category = await create('/api/courseCategories/create', { name: 'Física', visible: true });
    const response = await store().request({ method: 'PUT', url: `/api/courseCategories/update/${category._id}`, headers: ifMatch(category), payload: { visible: false } });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ _id: category._id, name: 'Física', visible: false, position: 2, _version: 2 });
  });

  it('accepts a form-encoded body', async () => {
    const category = await create('/api/courseCategories/create', { name: 'Química' });
    const response = await store().request({
      method: 'PUT',
      url: `/api/courseCategories/update/${category._id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...ifMatch(category) },
      payload: 'visible=false&name=Qu%C3%ADmica+II',
    });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ name: 'Química II', visible: false });
  });

  it.each([
    ['/api/sellers/{id}/update', 'POST'],
    ['/api/institutes/update/{id}', 'PUT'],
    ['/api/courseCategories/update/{id}', 'PUT'],
  ] as const)('%s 404s an unknown id', async (url, method) => {
    const response = await store().request({ method, url: url.replace('{id}', 'ffffffffffffffffffffffff'), payload: { name: 'x' } });
    expect(response.statusCode).toBe(404);
    expect(response.data.field).toBe('_id');
    expect(response.data.error).toMatch(/no encontrado/);
  });

  it.each([
    ['read-only position', { position: 1 }, 'position', /solo lectura/],
    ['read-only _id', { _id: 'otro' }, '_id', /solo lectura/],
    ['unknown key', { color: 'azul' }, 'color', /no existe/],
    ['invalid value', { name: '' }, 'name', /Nombre/],
    ['wrong type', { visible: 'quizás' }, 'visible', /Debe ser sí o no/],
  ])('400 on %s and changes nothing', async (_case, payload, field, message) => {
    const category = await create('/api/courseCategories/create', { name: 'Intacta' });
    const response = await store().request({ method: 'PUT', url: `/api/courseCategories/update/${category._id}`, headers: ifMatch(category), payload });
    expect(response.statusCode).toBe(400);
    expect(response.data.field).toBe(field);
    expect(response.data.error).toMatch(message);
    const list = await store().request({ method: 'GET', url: '/api/courseCategories' });
    expect(list.data.data).toEqual([category]);
  });
});

// Rows an older, looser schema let in, written straight into the table: they list, read and save unchanged; a changed
// value meets every current rule.
describeEachStore(
  'update endpoints on rows a narrowed schema no longer accepts',
  (store) => {
    const stale = { code: 'ABCDEFGH', state: 'Perdido', weight: 0.5, declared: 0.2, zip: '1234' };
    const insert = (id: string, values: Parameters<typeof getParcelRow>[1]) => store().database.db.insertInto(parcelEntity.table).values(getParcelRow(id, values)).execute();
    // These are about kept values, not versions: changes are made on whatever version the row has.
    const update = (id: string, payload: Record<string, unknown>) => store().request({ method: 'PUT', url: `/api/parcels/${id}`, payload, headers: { 'if-match': '*' } });
    const withoutVersion = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([name]) => name !== '_version'));
    const whole = { code: 'ABCDEFGH', state: 'Perdido', weight: 0.5, declared: 0.2, address: { zip: '1234', city: 'Madrid' } };

    it('lists and reads the row with its stored values', async () => {
      await insert('p1', stale);
      const list = await store().request({ method: 'GET', url: '/api/parcels' });
      expect(list.statusCode).toBe(200);
      expect(list.data).toEqual({ data: [{ _id: 'p1', _version: 1, ...whole }], itemsCount: 1 });
      const read = await store().request({ method: 'GET', url: '/api/parcels/p1' });
      expect(read.statusCode).toBe(200);
      expect(read.data).toEqual({ _id: 'p1', _version: 1, ...whole });
    });

    it('saves the whole row sent back unchanged (JSON and form-encoded), and with another field changed', async () => {
      await insert('p1', stale);
      expect((await update('p1', whole)).statusCode).toBe(200);
      const form = await store().request({
        method: 'PUT',
        url: '/api/parcels/p1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'if-match': '*' },
        payload: 'code=ABCDEFGH&state=Perdido&weight=0.5&declared=0.2&address%5Bzip%5D=1234&address%5Bcity%5D=Sevilla',
      });
      expect(form.statusCode).toBe(200);
      expect(withoutVersion(form.data)).toEqual({ _id: 'p1', ...whole, address: { zip: '1234', city: 'Sevilla' } });
    });

    it.each([
      ['a state outside the enum', { state: 'Extraviado' }, 'state'],
      ['a code over the maxLength', { code: 'ABCDEFGHI' }, 'code'],
      ['a zip the pattern refuses', { address: { zip: '123', city: 'Madrid' } }, 'address.zip'],
      ['a weight under the minimum', { weight: 0.4 }, 'weight'],
      ['a value of the wrong type', { weight: 'mucho' }, 'weight'],
    ])('refuses %s changed into another value that does not fit: 400 naming the field', async (_case, change, field) => {
      await insert('p1', stale);
      const response = await update('p1', { ...whole, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe(field);
      expect(withoutVersion((await store().request({ method: 'GET', url: '/api/parcels/p1' })).data)).toEqual({ _id: 'p1', ...whole });
    });

    it('judges a rule across fields again once one of its fields changes', async () => {
      await insert('p1', stale);
      const response = await update('p1', { weight: 3 });
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe('declared');
    });

    it('keeps a required field the row lacks while other fields change', async () => {
      await insert('p2', { code: 'AB-1', state: null });
      const response = await update('p2', { code: 'AB-2' });
      expect(response.statusCode).toBe(200);
      expect(response.data).toMatchObject({ _id: 'p2', code: 'AB-2' });
      expect(response.data.state).toBeUndefined();
    });
  },
  { entities: [parcelEntity] },
);
