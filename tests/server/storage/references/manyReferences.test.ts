// References to arrays of ids (a delivery's sellers, a bundle's products and owners) on both stores: every id
// must exist, labels come as arrays, and the three delete rules act on the arrays.
import { createDeliveryApi } from '../../fixtures/createDeliveryApi.js';
import { deliveryApp, deliveryEntities } from '../../fixtures/deliveryEntities.js';
import { describeEachStore, ifMatch } from '../../testStores.js';

const MISSING = 'abcdefabcdefabcdefabcdef';

describeEachStore(
  'many references',
  (store) => {
    const api = createDeliveryApi(store);
    const readSellers = async (id: string) => (await api.get(`/api/deliveries/${id}`)).sellers;

    it('create: every id must exist; the 400 names the index', async () => {
      const ana = await api.seller('Ana Torres');
      const response = await api.deliver(api.deliveryBody({ sellers: [ana._id, MISSING] }));
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({
        field: 'sellers[1]',
        error: `El campo «Vendedores» debe apuntar a un registro existente: no existe vendedor con _id «${MISSING}».`,
      });
      expect(await api.count('deliveries')).toBe(0);
      expect(await api.count('invoices')).toBe(0);
    });

    it('update: a changed array is checked the same way', async () => {
      const ana = await api.seller('Ana Torres');
      const delivery = await api.delivery({ sellers: [ana._id] });
      const bad = await store().request({ method: 'PUT', url: `/api/deliveries/${delivery._id}/update`, headers: ifMatch(delivery), payload: { sellers: [MISSING, ana._id] } });
      expect(bad.statusCode).toBe(400);
      expect(bad.data.field).toBe('sellers[0]');
      expect(await readSellers(delivery._id)).toEqual([ana._id]);
    });

    it('the array must hold ids (strings), each once', async () => {
      const ana = await api.seller('Ana Torres');
      const twice = await api.deliver(api.deliveryBody({ sellers: [ana._id, ana._id] }));
      expect(twice.statusCode).toBe(400);
      expect(twice.data.field).toBe('sellers');
      const number = await api.deliver(api.deliveryBody({ sellers: [7] }));
      expect(number.statusCode).toBe(400);
      expect(number.data.field).toBe('sellers[0]');
    });

    it('$labels[field] is the array of labels, null for an id that no longer names a row, [] for none', async () => {
      const [ana, luis] = [await api.seller('Ana Torres'), await api.seller('Luis Rojas')];
      const delivery = await api.delivery({ sellers: [luis._id, ana._id] });
      expect(delivery.$labels).toEqual({ sellers: ['Luis Rojas', 'Ana Torres'] });
      const alone = await api.delivery();
      expect(alone).toMatchObject({ sellers: [], $labels: { sellers: [] } });
      const list = await store().request({ method: 'GET', url: '/api/deliveries?sortField=voucherNumber' });
      expect(list.data.data.map((row: { $labels: unknown }) => row.$labels)).toEqual([{ sellers: ['Luis Rojas', 'Ana Torres'] }, { sellers: [] }]);
      // Written around the API: an id with no row shows null, as the picker shows '-'.
      await store().database.db.updateTable('deliveries').set({ sellers: JSON.stringify([ana._id, MISSING]) }).where('_id', '=', delivery._id).execute();
      expect((await api.get(`/api/deliveries/${delivery._id}`)).$labels).toEqual({ sellers: ['Ana Torres', null] });
    });

    it('setNull: deleting a seller takes its id out of every array and leaves the rest', async () => {
      const [ana, luis, eva] = [await api.seller('Ana Torres'), await api.seller('Luis Rojas'), await api.seller('Eva Mora')];
      const both = await api.delivery({ sellers: [ana._id, luis._id, eva._id] });
      const onlyAna = await api.delivery({ sellers: [ana._id] });
      const other = await api.delivery({ sellers: [luis._id] });
      const response = await store().request({ method: 'PUT', url: `/api/sellers/${ana._id}`, headers: ifMatch(ana) });
      expect(response.statusCode).toBe(200);
      expect(await readSellers(both._id)).toEqual([luis._id, eva._id]);
      expect(await readSellers(onlyAna._id)).toEqual([]);
      expect(await readSellers(other._id)).toEqual([luis._id]);
      expect(await api.count('deliveries')).toBe(3);
    });

    it('a LIKE candidate that only contains the id as a substring is left alone', async () => {
      const ana = await api.seller('Ana Torres');
      const delivery = await api.delivery({ sellers: [ana._id] });
      // A made-up longer id that starts with ana's: the quoted match must not take it for ana's.
      const longer = `${ana._id}ff`;
      await store().database.db.updateTable('deliveries').set({ sellers: JSON.stringify([longer]) }).where('_id', '=', delivery._id).execute();
      expect((await store().request({ method: 'PUT', url: `/api/sellers/${ana._id}`, headers: ifMatch(ana) })).statusCode).toBe(200);
      expect(await readSellers(delivery._id)).toEqual([longer]);
    });

    it('restrict: a product listed by bundles cannot be deleted; the 409 counts the rows whose array holds it', async () => {
      const [course, other] = [await api.product('Matemáticas'), await api.product('Física')];
      await api.post('/api/bundles/create', { name: 'Ciencias', products: [other._id, course._id] });
      await api.post('/api/bundles/create', { name: 'Solo mate', products: [course._id] });
      await api.post('/api/bundles/create', { name: 'Solo física', products: [other._id] });
      const response = await store().request({ method: 'PUT', url: `/api/products/${course._id}`, headers: ifMatch(course) });
      expect(response.statusCode).toBe(409);
      expect(response.data.error).toBe('No se puede eliminar: 2 paquetes hacen referencia a este registro.');
      expect(response.data.details).toEqual([expect.objectContaining({ entity: 'bundle', field: 'products', count: 2 })]);
      expect(await api.count('products')).toBe(2);
    });

    it('cascade: deleting a seller deletes the bundles whose owners hold it', async () => {
      const [ana, luis] = [await api.seller('Ana Torres'), await api.seller('Luis Rojas')];
      await api.post('/api/bundles/create', { name: 'De Ana', owners: [ana._id] });
      await api.post('/api/bundles/create', { name: 'De los dos', owners: [luis._id, ana._id] });
      const kept = await api.post('/api/bundles/create', { name: 'De Luis', owners: [luis._id] });
      const plain = await api.post('/api/bundles/create', { name: 'Sin responsables', owners: null });
      expect(plain.$labels).toEqual({ products: [], owners: [] });
      expect((await store().request({ method: 'PUT', url: `/api/sellers/${ana._id}`, headers: ifMatch(ana) })).statusCode).toBe(200);
      const rest = await store().request({ method: 'GET', url: '/api/bundles' });
      expect(rest.data.data.map((row: { _id: string }) => row._id).sort()).toEqual([kept._id, plain._id].sort());
    });

    it('a reference filter on the array lists the rows whose array holds the id', async () => {
      const [ana, luis, eva] = [await api.seller('Ana Torres'), await api.seller('Luis Rojas'), await api.seller('Eva Mora')];
      const both = await api.delivery({ sellers: [ana._id, luis._id] });
      const onlyLuis = await api.delivery({ sellers: [luis._id] });
      await api.delivery();
      const ids = async (seller: string) =>
        (await store().request({ method: 'GET', url: `/api/deliveries?sellers=${seller}` })).data.data.map((row: { _id: string }) => row._id).sort();
      expect(await ids(luis._id)).toEqual([both._id, onlyLuis._id].sort());
      expect(await ids(ana._id)).toEqual([both._id]);
      expect(await ids(eva._id)).toEqual([]);
    });

    it('form-encoded sellers[] ids are an array, checked like JSON ones', async () => {
      const [ana, luis] = [await api.seller('Ana Torres'), await api.seller('Luis Rojas')];
      const body = new URLSearchParams({ voucherNumber: '001-001-000001', country: 'EC', identificationNumber: '1712345678', name: 'Pedro Páez' });
      body.append('billing[country]', 'EC');
      body.append('billing[isEmptyInvoice]', 'on');
      body.append('sellers[]', ana._id);
      body.append('sellers[]', luis._id);
      const response = await store().request({
        method: 'POST',
        url: '/api/deliveries/create',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      });
      expect(response.statusCode).toBe(201);
      expect(response.data).toMatchObject({ sellers: [ana._id, luis._id], $labels: { sellers: ['Ana Torres', 'Luis Rojas'] } });
    });
  },
  { entities: deliveryEntities, app: deliveryApp },
);
