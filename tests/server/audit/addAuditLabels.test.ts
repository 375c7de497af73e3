// Reference fields in the audit log carry the labels of the rows they named when the change was written
// (delivery fixture: single and many references, create, update, delete cascade and setNull).
import { vi } from 'vitest';
import { addAuditLabels, createAuditEntry, writeAuditEntries } from '../../../runtime/server/audit/index.js';
import { createEntityRegistry } from '../../../runtime/server/model/index.js';
import { runInTransaction } from '../../../runtime/server/storage/index.js';
import { createDeliveryApi } from '../fixtures/createDeliveryApi.js';
import { deliveryApp, deliveryEntities, deliveryEntity, productEntity, productKeyEntity } from '../fixtures/deliveryEntities.js';
import { clearAuditLog, readAuditLog } from '../fixtures/readAuditLog.js';
import { describeEachStore, ifMatch } from '../testStores.js';

const registry = createEntityRegistry(deliveryEntities);
const GONE = '000000000000000000000000';

describeEachStore(
  'audit labels of reference fields',
  (store) => {
    const api = createDeliveryApi(store);
    const line = (productId: string, salePrice: number) => ({ productId, courseName: 'Curso', pricetag: 99, salePrice, expirationDate: '2027-06-30', productKey: '' });

    beforeEach(async () => {
      await clearAuditLog(store());
    });

    it('a create labels a many reference per id, and single references to rows of the same request', async () => {
      const [ana, luis] = [await api.seller('Ana'), await api.seller('Luis')];
      const math = await api.product('Matemáticas');
      await clearAuditLog(store());
      const delivery = await api.delivery({ sellers: [luis._id, ana._id], productKeys: [line(math._id, 30)] });
      const [deliveryRow, keyRow, invoiceRow] = await readAuditLog(store());
      expect(deliveryRow!.changes.sellers).toEqual({ to: [luis._id, ana._id], toLabel: ['Luis', 'Ana'] });
      expect(keyRow!.changes).toMatchObject({
        delivery: { to: delivery._id, toLabel: delivery.voucherNumber },
        productId: { to: math._id, toLabel: 'Matemáticas' },
      });
      expect(invoiceRow!.changes.delivery).toEqual({ to: delivery._id, toLabel: delivery.voucherNumber });
      // Fields that are no references get no labels.
      expect(deliveryRow!.changes.name).toEqual({ to: 'María Fernanda Quispe' });
    });

    it('an update labels both sides with the labels of that moment', async () => {
      const [ana, luis, eva] = [await api.seller('Ana'), await api.seller('Luis'), await api.seller('Eva')];
      const delivery = await api.delivery({ sellers: [ana._id, luis._id] });
      await clearAuditLog(store());
      const response = await store().request({ method: 'PUT', url: `/api/deliveries/${delivery._id}/update`, headers: ifMatch(delivery), payload: { sellers: [eva._id] } });
      expect(response.statusCode).toBe(200);
      expect((await readAuditLog(store())).map((row) => row.changes)).toEqual([
        { sellers: { from: [ana._id, luis._id], fromLabel: ['Ana', 'Luis'], to: [eva._id], toLabel: ['Eva'] } },
      ]);
      // Renaming a seller later does not rewrite the history.
      await store().request({ method: 'PUT', url: `/api/sellers/${eva._id}/update`, headers: ifMatch(eva), payload: { name: 'Eva María' } });
      expect((await readAuditLog(store()))[0]!.changes.sellers).toMatchObject({ toLabel: ['Eva'] });
    });

    it('a delete labels references to rows its cascade deletes, from the rows as they were', async () => {
      const math = await api.product('Matemáticas');
      const delivery = await api.delivery({ productKeys: [line(math._id, 30), line(math._id, 20)] });
      await clearAuditLog(store());
      expect((await store().request({ method: 'PUT', url: `/api/deliveries/${delivery._id}`, payload: delivery })).statusCode).toBe(200);
      const rows = await readAuditLog(store());
      const cascaded = rows.filter((row) => row.entity !== 'delivery');
      expect(cascaded).toHaveLength(3);
      for (const row of cascaded) expect(row.changes.delivery).toEqual({ from: delivery._id, fromLabel: delivery.voucherNumber });
      for (const row of rows.filter((item) => item.entity === 'productKey')) expect(row.changes.productId).toEqual({ from: math._id, fromLabel: 'Matemáticas' });
    });

    it('a setNull delete labels the cleared id with the deleted row, a cascaded many reference too', async () => {
      const [ana, luis] = [await api.seller('Ana'), await api.seller('Luis')];
      const delivery = await api.delivery({ sellers: [ana._id, luis._id] });
      await api.post('/api/bundles/create', { name: 'Paquete', owners: [luis._id, ana._id] });
      await clearAuditLog(store());
      expect((await store().request({ method: 'PUT', url: `/api/sellers/${ana._id}`, payload: ana })).statusCode).toBe(200);
      const rows = await readAuditLog(store());
      expect(rows.find((row) => row.entity === 'bundle')!.changes.owners).toEqual({ from: [luis._id, ana._id], fromLabel: ['Luis', 'Ana'] });
      expect(rows.find((row) => row.entity === 'delivery')!.changes).toEqual({
        sellers: { from: [ana._id, luis._id], fromLabel: ['Ana', 'Luis'], to: [luis._id], toLabel: ['Luis'] },
      });
    });

    it('labels an id no row has null, in a many reference only that one', async () => {
      const ana = await api.seller('Ana');
      const math = await api.product('Matemáticas');
      await clearAuditLog(store());
      await runInTransaction(store().database, (trx) =>
        writeAuditEntries(trx, registry, null, [
          createAuditEntry(deliveryEntity, 'update', { _id: 'd1', sellers: [ana._id, GONE] }, { _id: 'd1', sellers: [GONE] }),
          createAuditEntry(productKeyEntity, 'create', null, { _id: 'k1', productId: GONE, delivery: 'd1' }),
          createAuditEntry(productKeyEntity, 'update', { _id: 'k2', productId: GONE }, { _id: 'k2', productId: math._id }),
        ]),
      );
      expect((await readAuditLog(store())).map((row) => row.changes)).toEqual([
        { sellers: { from: [ana._id, GONE], fromLabel: ['Ana', null], to: [GONE], toLabel: [null] } },
        { productId: { to: GONE, toLabel: null }, delivery: { to: 'd1', toLabel: null } },
        { productId: { from: GONE, fromLabel: null, to: math._id, toLabel: 'Matemáticas' } },
      ]);
    });

    it('masks the label when the referenced display field is secret', async () => {
      const product = await api.product('Licencia Maestra 2027');
      const secretName = { ...productEntity, fields: productEntity.fields.map((item) => (item.name === 'name' ? { ...item, secret: true } : item)) };
      const masking = createEntityRegistry(deliveryEntities.map((entity) => (entity === productEntity ? secretName : entity)));
      const [entry] = await runInTransaction(store().database, (trx) =>
        addAuditLabels(trx, masking, [createAuditEntry(productKeyEntity, 'create', null, { _id: 'k1', productId: product._id })]),
      );
      expect(entry!.changes.productId).toEqual({ to: product._id, toLabel: '••••2027' });
    });

    it('reads labels with one query per referenced entity, whatever the number of entries and ids', async () => {
      const sellers = [await api.seller('Ana'), await api.seller('Luis'), await api.seller('Eva')];
      const [math, art] = [await api.product('Matemáticas'), await api.product('Arte')];
      const tables: string[] = [];
      const entries = await runInTransaction(store().database, async (trx) => {
        const spy = vi.spyOn(trx, 'selectFrom');
        const result = await addAuditLabels(trx, registry, [
          createAuditEntry(deliveryEntity, 'create', null, { _id: 'd1', sellers: sellers.map((seller) => seller._id) }),
          createAuditEntry(deliveryEntity, 'update', { _id: 'd2', sellers: [sellers[0]!._id] }, { _id: 'd2', sellers: [sellers[2]!._id] }),
          ...[math, art, math].map((product, index) => createAuditEntry(productKeyEntity, 'create', null, { _id: `k${index}`, productId: product._id })),
        ]);
        tables.push(...spy.mock.calls.map(([table]) => String(table)));
        spy.mockRestore();
        return result;
      });
      expect(tables.sort()).toEqual(['products', 'sellers']);
      expect(entries.map((entry) => Object.values(entry.changes).map((change) => change.toLabel))).toEqual([
        [['Ana', 'Luis', 'Eva']],
        [['Eva']],
        ['Matemáticas'],
        ['Arte'],
        ['Matemáticas'],
      ]);
    });
  },
  { entities: deliveryEntities, app: deliveryApp },
);
