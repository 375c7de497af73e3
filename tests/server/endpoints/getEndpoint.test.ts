import { describeEachStore } from '../testStores.js';

describeEachStore('GET one record', (store) => {
  it('returns the row', async () => {
    const created = await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: 'Lucía Torres' } });
    const response = await store().request({ method: 'GET', url: `/api/sellers/${created.data._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ _id: created.data._id, name: 'Lucía Torres', _version: 1 });
    expect(response.headers.etag).toBe('"1"');
  });

  it('404s an unknown id with a Spanish message naming _id', async () => {
    const response = await store().request({ method: 'GET', url: '/api/sellers/000000000000000000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.data.field).toBe('_id');
    expect(response.data.error).toMatch(/no encontrado/);
    expect(response.data.error).toContain('vendedor');
  });
});
