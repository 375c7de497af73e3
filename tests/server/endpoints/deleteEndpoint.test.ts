import { describeEachStore, ifMatch } from '../testStores.js';

describeEachStore('delete endpoints', (store) => {
  const create = async (url: string, name: string) => (await store().request({ method: 'POST', url, payload: { name } })).data;
  const list = async (url: string) => (await store().request({ method: 'GET', url })).data;

  it('PUT /api/sellers/:id with the row as body deletes it', async () => {
    const seller = await create('/api/sellers/create', 'Borrable');
    const keep = await create('/api/sellers/create', 'Se queda');
    const response = await store().request({ method: 'PUT', url: `/api/sellers/${seller._id}`, payload: seller });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ deleted: true, _id: seller._id });
    expect((await list('/api/sellers')).data).toEqual([keep]);
    expect((await store().request({ method: 'GET', url: `/api/sellers/${seller._id}` })).statusCode).toBe(404);
  });

  it('PUT /api/sellers/:id also works without a body', async () => {
    const seller = await create('/api/sellers/create', 'Sin cuerpo');
    const response = await store().request({ method: 'PUT', url: `/api/sellers/${seller._id}`, headers: { 'content-type': 'application/json', ...ifMatch(seller) } });
    expect(response.statusCode).toBe(200);
    expect((await list('/api/sellers')).itemsCount).toBe(0);
  });

  it('400 when the body row has another _id, and deletes nothing', async () => {
    const seller = await create('/api/sellers/create', 'Uno');
    const other = await create('/api/sellers/create', 'Otro');
    const response = await store().request({ method: 'PUT', url: `/api/sellers/${seller._id}`, payload: other });
    expect(response.statusCode).toBe(400);
    expect(response.data.field).toBe('_id');
    expect((await list('/api/sellers')).itemsCount).toBe(2);
  });

  it('PUT /api/institutes/delete/:id deletes the institute', async () => {
    const institute = await create('/api/institutes/create', 'Instituto Pedagógico Loja');
    const response = await store().request({ method: 'PUT', url: `/api/institutes/delete/${institute._id}`, headers: ifMatch(institute) });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ deleted: true, _id: institute._id });
    expect((await list('/api/institutes')).itemsCount).toBe(0);
  });

  it('PUT /api/courseCategories/delete/:id closes the gap: positions stay 1..n in order', async () => {
    const rows = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) rows.push(await create('/api/courseCategories/create', name));
    // Whatever version: B's delete moves D up a position, a change of D (positions are what this test is about).
    await store().request({ method: 'PUT', url: `/api/courseCategories/delete/${rows[1]._id}`, headers: { 'if-match': '*' } });
    await store().request({ method: 'PUT', url: `/api/courseCategories/delete/${rows[3]._id}`, headers: { 'if-match': '*' } });
    const after = (await list('/api/courseCategories')).data.map((row: { name: string; position: number }) => [row.name, row.position]);
    expect(after).toEqual([
      ['A', 1],
      ['C', 2],
      ['E', 3],
    ]);
    const appended = await create('/api/courseCategories/create', 'F');
    expect(appended.position).toBe(4);
  });

  it.each(['/api/sellers/{id}', '/api/institutes/delete/{id}', '/api/courseCategories/delete/{id}'])('%s 404s an unknown id', async (url) => {
    const response = await store().request({ method: 'PUT', url: url.replace('{id}', 'abcdefabcdefabcdefabcdef') });
    expect(response.statusCode).toBe(404);
    expect(response.data).toMatchObject({ field: '_id', error: expect.stringMatching(/no encontrado/) });
  });
});
