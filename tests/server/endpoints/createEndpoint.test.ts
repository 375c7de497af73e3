import { getClinicModel } from '../../fixtures/clinic/clinicModel.js';
import { describeEachStore, ifMatch } from '../testStores.js';

const clinic = getClinicModel();

describeEachStore('POST create endpoints', (store) => {
  const count = async (table: string) => {
    const row = await store().database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
    return Number(row?.count);
  };

  it.each([
    ['/api/sellers/create', 'sellers'],
    ['/api/institutes/create', 'institutes'],
    ['/api/courseCategories/create', 'course_categories'],
  ])('%s answers 201 with the stored row and a server-made 24-hex _id', async (url, table) => {
    const response = await store().request({ method: 'POST', url, payload: { name: 'Nuevo registro' } });
    expect(response.statusCode).toBe(201);
    expect(response.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(response.data.name).toBe('Nuevo registro');
    expect(await count(table)).toBe(1);
  });

  it('gives ids that sort by creation time', async () => {
    const first = await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: 'A' } });
    const second = await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: 'B' } });
    expect(first.data._id < second.data._id).toBe(true);
  });

  it('appends the ordering position (max + 1) and applies schema defaults', async () => {
    const positions = [];
    for (const name of ['Física', 'Química', 'Biología']) {
      const response = await store().request({ method: 'POST', url: '/api/courseCategories/create', payload: { name } });
      positions.push(response.data.position);
      expect(response.data.visible).toBe(true);
    }
    expect(positions).toEqual([1, 2, 3]);
    const hidden = await store().request({ method: 'POST', url: '/api/courseCategories/create', payload: { name: 'Oculta', visible: false } });
    expect(hidden.data).toMatchObject({ visible: false, position: 4 });
  });

  it('accepts a form-encoded body and types its values by the schema', async () => {
    const response = await store().request({
      method: 'POST',
      url: '/api/courseCategories/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ingl%C3%A9s+B2&visible=false',
    });
    expect(response.statusCode).toBe(201);
    expect(response.data).toMatchObject({ name: 'Inglés B2', visible: false, position: 1 });
  });

  it.each([
    ['missing required name', {}, 'name', /obligatorio/],
    ['empty name', { name: '' }, 'name', /Nombre/],
    ['name too long', { name: 'x'.repeat(256) }, 'name', /Nombre/],
    ['wrong type', { name: 42 }, 'name', /texto/],
    ['extra key', { name: 'Ok', color: 'rojo' }, 'color', /no existe/],
    ['read-only _id', { name: 'Ok', _id: 'abc' }, '_id', /solo lectura/],
  ])('400 on %s, naming the field, and writes nothing', async (_case, payload, field, message) => {
    const response = await store().request({ method: 'POST', url: '/api/sellers/create', payload });
    expect(response.statusCode).toBe(400);
    expect(response.data.field).toBe(field);
    expect(response.data.error).toMatch(message);
    expect(response.data.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await count('sellers')).toBe(0);
  });

  it('400 on a read-only position for an ordered entity', async () => {
    const response = await store().request({ method: 'POST', url: '/api/courseCategories/create', payload: { name: 'X', position: 7 } });
    expect(response.statusCode).toBe(400);
    expect(response.data.field).toBe('position');
    expect(await count('course_categories')).toBe(0);
  });

  it.each([
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"hola"'],
    ['no body', ''],
  ])('400 when the body is %s', async (_case, payload) => {
    const response = await store().request({ method: 'POST', url: '/api/sellers/create', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(typeof response.data.error).toBe('string');
  });

  it('400 on malformed JSON', async () => {
    const response = await store().request({
      method: 'POST',
      url: '/api/sellers/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.data.error).toMatch(/JSON/);
  });
});

describeEachStore(
  'POST create with lines of an entity whose computed fields aggregate them',
  (store) => {
    it.each([
      ['no lines', []],
      ['one line', [{ description: 'Consulta', quantity: 1, price: 35 }]],
      ['three lines', [{ description: 'Vacuna', quantity: 2, price: 19.99 }, { description: 'Consulta', quantity: 1, price: 35 }, { description: 'Análisis', quantity: 3, price: 0.1 }]],
    ])('with %s answers _version 1, and an edit with that version succeeds', async (_, lines) => {
      const created = await store().request({ method: 'POST', url: '/api/invoices', payload: { customer: `Cliente ${lines.length}`, discount: 10, lines } });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.data._version).toBe(1);
      expect(created.headers.etag).toBe('"1"');
      expect(created.data.lineCount).toBe(lines.length);
      const stored = await store().request({ method: 'GET', url: `/api/invoices/${created.data._id}` });
      expect(stored.data._version).toBe(1);
      const edited = await store().request({ method: 'PUT', url: `/api/invoices/${created.data._id}`, headers: ifMatch(created.data), payload: { discount: 0 } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.data._version).toBe(2);
    });
  },
  { entities: clinic.entities, app: clinic.app },
);
