import { describeEachStore } from '../testStores.js';

describeEachStore('update endpoints', (store) => {
  const create = async (url: string, payload: Record<string, unknown>) => (await store().request({ method: 'POST', url, payload })).data;

  it('POST /api/sellers/:id/update changes the row and answers 200 with it', async () => {
    const seller = await create('/api/sellers/create', { name: 'Antes' });
    const response = await store().request({ method: 'POST', url: `/api/sellers/${seller._id}/update`, payload: { name: 'Después' } });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ _id: seller._id, name: 'Después' });
    const reread = await store().request({ method: 'GET', url: `/api/sellers/${seller._id}` });
    expect(reread.data.name).toBe('Después');
  });

  it('PUT /api/institutes/update/:id changes the row', async () => {
    const institute = await create('/api/institutes/create', { name: 'Instituto Viejo' });
    const response = await store().request({ method: 'PUT', url: `/api/institutes/update/${institute._id}`, payload: { name: 'Instituto Nuevo' } });
    expect(response.statusCode).toBe(200);
    expect(response.data.name).toBe('Instituto Nuevo');
  });

  it('PUT /api/courseCategories/update/:id takes a partial body and keeps the other fields and the position', async () => {
    await create('/api/courseCategories/create', { name: 'Primera' });
    const category = await create('/api/courseCategories/create', { name: 'Física', visible: true });
    const response = await store().request({ method: 'PUT', url: `/api/courseCategories/update/${category._id}`, payload: { visible: false } });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ _id: category._id, name: 'Física', visible: false, position: 2 });
  });

  it('accepts a form-encoded body', async () => {
    const category = await create('/api/courseCategories/create', { name: 'Química' });
    const response = await store().request({
      method: 'PUT',
      url: `/api/courseCategories/update/${category._id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
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
    const response = await store().request({ method: 'PUT', url: `/api/courseCategories/update/${category._id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.data.field).toBe(field);
    expect(response.data.error).toMatch(message);
    const list = await store().request({ method: 'GET', url: '/api/courseCategories' });
    expect(list.data.data).toEqual([category]);
  });
});
