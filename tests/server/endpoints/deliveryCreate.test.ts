// A delivery's create on both stores: product-key lines inserted with the delivery (generated keys), the invoice
// created alongside from templates, get responses with the children arrays, and one transaction for all of it.
import { isLicenseKey } from '../../../runtime/server/model/createLicenseKey.js';
import { billings, createDeliveryApi } from '../fixtures/createDeliveryApi.js';
import { deliveryApp, deliveryEntities } from '../fixtures/deliveryEntities.js';
import { describeEachStore, ifMatch } from '../testStores.js';

const MISSING = 'abcdefabcdefabcdefabcdef';

describeEachStore(
  'delivery create: children, generated keys, created invoice',
  (store) => {
    const api = createDeliveryApi(store);
    const line = (productId: string, salePrice: number, extra: Record<string, unknown> = {}) => ({
      productId,
      courseName: 'Curso de preparación',
      pricetag: 99,
      salePrice,
      expirationDate: '2027-06-30',
      productKey: '',
      ...extra,
    });
    const tables = async () => [await api.count('deliveries'), await api.count('product_keys'), await api.count('invoices')];

    it('inserts the lines with the new _id and a generated key each, and answers with them', async () => {
      const [math, physics] = [await api.product('Matemáticas'), await api.product('Física')];
      const response = await api.deliver(api.deliveryBody({ productKeys: [line(math._id, 79.9), line(physics._id, 49.95, { productKey: null }), line(math._id, 10)] }));
      expect(response.statusCode).toBe(201);
      const lines = response.data.productKeys as Record<string, unknown>[];
      expect(lines).toHaveLength(3);
      expect(lines.map((item) => item.salePrice)).toEqual([79.9, 49.95, 10]);
      for (const item of lines) {
        expect(item.delivery).toBe(response.data._id);
        expect(isLicenseKey(item.productKey)).toBe(true);
      }
      expect(new Set(lines.map((item) => item.productKey)).size).toBe(3);
      expect(lines[0]!.$labels).toEqual({ delivery: response.data.voucherNumber, productId: 'Matemáticas' });
      expect(await tables()).toEqual([1, 3, 1]);
    });

    it('get carries productKeys in line order and the invoice; lists carry no children', async () => {
      const math = await api.product('Matemáticas');
      const created = await api.delivery({ productKeys: [line(math._id, 30), line(math._id, 20)] });
      const view = await api.get(`/api/deliveries/${created._id}`);
      expect((view.productKeys as { salePrice: number }[]).map((item) => item.salePrice)).toEqual([30, 20]);
      expect(view.invoices).toEqual([expect.objectContaining({ delivery: created._id, total: 50, state: 'Pendiente', $labels: { delivery: created.voucherNumber } })]);
      const list = await store().request({ method: 'GET', url: '/api/deliveries' });
      expect(Object.keys(list.data.data[0]).sort()).not.toContain('productKeys');
      expect(list.data.data[0].invoices).toBeUndefined();
      const keys = await store().request({ method: 'GET', url: `/api/deliveries/${created._id}/productKeys` });
      expect(keys.data.itemsCount).toBe(2);
    });

    it('creates the invoice: total = the sum of the sale prices to the cent, Pendiente, the billing data', async () => {
      const math = await api.product('Matemáticas');
      const delivery = await api.delivery({
        voucherNumber: '001-100-000777',
        billing: billings.full,
        productKeys: [line(math._id, 10.1), line(math._id, 20.2), line(math._id, 0.005)],
      });
      const [invoice] = delivery.invoices as Record<string, unknown>[];
      expect(invoice).toMatchObject({
        voucherNumber: '001-100-000777',
        total: 30.31,
        country: 'EC',
        identificationNumber: '1790012345001',
        name: 'Academia Andina S.A.',
        state: 'Pendiente',
        delivery: delivery._id,
      });
      expect(invoice!._id).toMatch(/^[0-9a-f]{24}$/);
      expect(invoice!.createdAt).toBe(delivery.createdAt);
    });

    it('a final consumer gets the Consumidor final fallbacks; no lines make a total of 0', async () => {
      const delivery = await api.delivery({ billing: { ...billings.finalConsumer, country: 'PE' } });
      expect((delivery.invoices as unknown[])[0]).toMatchObject({ total: 0, country: 'PE', identificationNumber: '9999999999999', name: 'Consumidor final' });
      const blank = await api.delivery({ billing: { ...billings.requested, name: '' } });
      expect((blank.invoices as unknown[])[0]).toMatchObject({ name: 'Consumidor final' });
    });

    it('a bad line writes nothing and names the line and field', async () => {
      const math = await api.product('Matemáticas');
      const response = await api.deliver(api.deliveryBody({ productKeys: [line(math._id, 10), { productId: math._id }] }));
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({ field: 'productKeys[1].salePrice', error: 'El campo «Precio de venta» es obligatorio.' });
      const negative = await api.deliver(api.deliveryBody({ productKeys: [line(math._id, 10), line(math._id, -1)] }));
      expect(negative.data.field).toBe('productKeys[1].salePrice');
      expect(negative.data.error).toMatch(/^Precio de venta: Debe ser mayor o igual que 0\./);
      expect(await tables()).toEqual([0, 0, 0]);
    });

    it('a line naming an unknown product is a 400 for that line, with everything rolled back', async () => {
      const math = await api.product('Matemáticas');
      const response = await api.deliver(api.deliveryBody({ productKeys: [line(math._id, 10), line(MISSING, 5)] }));
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe('productKeys[1].productId');
      expect(response.data.error).toMatch(/no existe producto/);
      expect(await tables()).toEqual([0, 0, 0]);
    });

    it('lists every problem of the body and its lines together', async () => {
      const math = await api.product('Matemáticas');
      const response = await api.deliver(api.deliveryBody({ name: '', productKeys: [{ productId: math._id, salePrice: 'diez' }, 'x'], extra: 1 }));
      expect(response.statusCode).toBe(400);
      expect(response.data.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['extra', 'name', 'productKeys[0].salePrice', 'productKeys[1]']);
    });

    it.each([
      ['a key sent on a line', { productKeys: [{ productId: 'P', salePrice: 1, productKey: 'ABCD-EFGH-JKLM-NPQR' }] }, 'productKeys[0].productKey', /lo genera el servidor/],
      ['the parent field on a line', { productKeys: [{ productId: 'P', salePrice: 1, delivery: 'x' }] }, 'productKeys[0].delivery', /solo lectura/],
      ['an unknown key on a line', { productKeys: [{ productId: 'P', salePrice: 1, color: 'rojo' }] }, 'productKeys[0].color', /no existe/],
      ['lines that are not a list', { productKeys: { productId: 'P' } }, 'productKeys', /lista/],
      ['the read-only invoices', { invoices: [] }, 'invoices', /no se puede enviar/],
    ])('400 for %s', async (_case, changes, field, message) => {
      const response = await api.deliver(api.deliveryBody(changes));
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe(field);
      expect(response.data.error).toMatch(message);
      expect(await tables()).toEqual([0, 0, 0]);
    });

    it('an update does not take lines', async () => {
      const delivery = await api.delivery();
      const response = await store().request({ method: 'PUT', url: `/api/deliveries/${delivery._id}/update`, headers: ifMatch(delivery), payload: { productKeys: [] } });
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({ field: 'productKeys', error: 'Las líneas de «Productos» solo se envían al crear el registro.' });
    });

    it('deleting the delivery deletes its lines and invoice (the children cascade), and a listed product stays restricted', async () => {
      const math = await api.product('Matemáticas');
      const delivery = await api.delivery({ productKeys: [line(math._id, 10)] });
      expect((await store().request({ method: 'PUT', url: `/api/products/${math._id}`, headers: ifMatch(math) })).statusCode).toBe(409);
      const response = await store().request({ method: 'PUT', url: `/api/deliveries/${delivery._id}`, payload: delivery });
      expect(response.statusCode).toBe(200);
      expect(await tables()).toEqual([0, 0, 0]);
      expect((await store().request({ method: 'PUT', url: `/api/products/${math._id}`, headers: ifMatch(math) })).statusCode).toBe(200);
    });

    it('a direct create fills the generated key when it is absent, null or empty, and refuses one sent', async () => {
      const math = await api.product('Matemáticas');
      const delivery = await api.delivery();
      await store().database.db.deleteFrom('product_keys').execute();
      for (const productKey of [undefined, null, '']) {
        const response = await store().request({ method: 'POST', url: '/api/productKeys/create', payload: { productId: math._id, salePrice: 5, productKey } });
        expect(response.statusCode).toBe(201);
        expect(isLicenseKey(response.data.productKey)).toBe(true);
        expect(response.data.delivery).toBeUndefined();
      }
      const sent = await store().request({ method: 'POST', url: '/api/productKeys/create', payload: { productId: math._id, salePrice: 5, productKey: 'AAAA-BBBB-CCCC-DDDD' } });
      expect(sent.statusCode).toBe(400);
      expect(sent.data).toMatchObject({ field: 'productKey', error: 'El campo «Clave» lo genera el servidor: envíalo vacío.' });
      expect(delivery._id).toBeTruthy();
    });

    it('1,000 generated keys are unique and well formed', async () => {
      const math = await api.product('Matemáticas');
      for (let batch = 0; batch < 5; batch++) {
        const lines = Array.from({ length: 200 }, (_, index) => line(math._id, index));
        const response = await api.deliver(api.deliveryBody({ productKeys: lines }));
        expect(response.statusCode).toBe(201);
      }
      const rows = await store().database.db.selectFrom('product_keys').select('productKey').execute();
      expect(rows).toHaveLength(1000);
      expect(rows.every((row) => isLicenseKey(row.productKey))).toBe(true);
      expect(new Set(rows.map((row) => row.productKey)).size).toBe(1000);
    });
  },
  { entities: deliveryEntities, app: deliveryApp },
);
