// The audit log over the delivery fixture: one row per inserted or deleted row of a delivery (its product keys and
// invoice too), product keys masked, and nothing secret anywhere in the table.
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { createDeliveryApi } from '../fixtures/createDeliveryApi.js';
import { deliveryApp, deliveryEntities } from '../fixtures/deliveryEntities.js';
import { clearAuditLog, getStoreAdmin, readAuditLog, readAuditText } from '../fixtures/readAuditLog.js';
import { describeEachStore, ifMatch } from '../testStores.js';

describeEachStore(
  'audit log of deliveries',
  (store) => {
    const api = createDeliveryApi(store);
    const line = (productId: string, salePrice: number) => ({ productId, courseName: 'Curso de preparación', pricetag: 99, salePrice, expirationDate: '2027-06-30', productKey: '' });
    const storedKeys = async () => (await store().database.db.selectFrom('product_keys').select('productKey').execute()).map((row) => String(row.productKey));

    beforeEach(async () => {
      await clearAuditLog(store());
    });

    it('a delivery create writes the delivery, each product key and the invoice, keys masked', async () => {
      const math = await api.product('Matemáticas');
      await clearAuditLog(store());
      const delivery = await api.delivery({ productKeys: [line(math._id, 30), line(math._id, 20)] });
      const rows = await readAuditLog(store());
      expect(rows.map((row) => `${row.action} ${row.entity}`)).toEqual(['create delivery', 'create productKey', 'create productKey', 'create invoice']);
      expect(new Set(rows.map((row) => row.at)).size).toBe(1);
      const [deliveryRow, firstKey, secondKey, invoiceRow] = rows;
      expect(deliveryRow!.recordId).toBe(delivery._id);
      // Children arrays are not fields of the delivery's entry: each line has its own.
      expect(Object.keys(deliveryRow!.changes).sort()).toEqual(['billing', 'country', 'createdAt', 'identificationNumber', 'name', 'sellers', 'uploads', 'voucherNumber']);
      expect(deliveryRow!.changes.billing).toEqual({ to: { country: 'EC', isEmptyInvoice: true, isBillingInformationRequestedToUser: false } });
      const keys = await storedKeys();
      expect(keys).toHaveLength(2);
      for (const [index, row] of [firstKey!, secondKey!].entries()) {
        const key = (await store().database.db.selectFrom('product_keys').select('productKey').where('_id', '=', row.recordId).executeTakeFirstOrThrow()).productKey as string;
        expect(row.changes.productKey).toEqual({ to: `••••${key.slice(-4)}` });
        expect(row.changes).toMatchObject({ delivery: { to: delivery._id }, productId: { to: math._id }, salePrice: { to: [30, 20][index] } });
      }
      expect(invoiceRow!.changes).toMatchObject({ total: { to: 50 }, state: { to: 'Pendiente' }, delivery: { to: delivery._id } });
    });

    it('no audit row holds a full product key, the password, a session token or a CSRF token', async () => {
      const admin = getStoreAdmin(store());
      const suiteSession = (store() as { session?: { cookie: string; csrfToken: string } }).session;
      const secrets: string[] = suiteSession ? [suiteSession.cookie, suiteSession.csrfToken] : [];
      const headers: Record<string, string> = {};
      if (admin) {
        const login = await store().request({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: admin.password } });
        expect(login.statusCode).toBe(200);
        const cookie = login.cookies.find((item) => item.name === 'admin_session')!;
        headers.cookie = `admin_session=${cookie.value}`;
        headers['x-csrf-token'] = login.data.csrfToken;
        secrets.push(admin.password, cookie.value, login.data.csrfToken);
      }
      const math = await api.product('Matemáticas');
      const response = await store().request({ method: 'POST', url: '/api/deliveries/create', headers, payload: api.deliveryBody({ productKeys: [line(math._id, 30), line(math._id, 20), line(math._id, 10)] }) });
      expect(response.statusCode).toBe(201);
      const deleted = await store().request({ method: 'PUT', url: `/api/deliveries/${response.data._id}`, headers, payload: { _id: response.data._id, _version: response.data._version } });
      expect(deleted.statusCode).toBe(200);
      for (const session of await store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).selectAll().execute()) secrets.push(String(session._id), String(session.csrfToken));
      for (const user of await store().database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('passwordHash').execute()) secrets.push(String(user.passwordHash));
      const keys = (response.data.productKeys as { productKey: string }[]).map((item) => item.productKey);
      expect(keys).toHaveLength(3);
      const text = await readAuditText(store());
      expect(text).toContain('••••');
      // Created and deleted: each key's entries show at most its last 4 characters.
      for (const key of keys) {
        expect(text).not.toContain(key);
        expect(text).not.toContain(key.slice(0, -4));
      }
      for (const secret of secrets) expect(text).not.toContain(secret);
    });

    it('deleting a delivery writes it and its cascaded product keys and invoice, keys masked', async () => {
      const math = await api.product('Matemáticas');
      const delivery = await api.delivery({ productKeys: [line(math._id, 30), line(math._id, 20)] });
      await clearAuditLog(store());
      const response = await store().request({ method: 'PUT', url: `/api/deliveries/${delivery._id}`, payload: delivery });
      expect(response.statusCode).toBe(200);
      const rows = await readAuditLog(store());
      expect(rows[0]).toMatchObject({ action: 'delete', entity: 'delivery', recordId: delivery._id });
      expect(rows.map((row) => `${row.action} ${row.entity}`).sort()).toEqual(['delete delivery', 'delete invoice', 'delete productKey', 'delete productKey']);
      for (const row of rows.filter((item) => item.entity === 'productKey')) expect(row.changes.productKey!.from).toMatch(/^••••[0-9A-Z]{4}$/);
      for (const row of rows) expect(Object.values(row.changes).every((change) => 'from' in change && !('to' in change))).toBe(true);
    });

    it('deleting a seller writes its cascaded bundle and the delivery whose sellers it leaves', async () => {
      const [ana, luis] = [await api.seller('Ana'), await api.seller('Luis')];
      const delivery = await api.delivery({ sellers: [ana._id, luis._id] });
      const bundle = await api.post('/api/bundles/create', { name: 'Paquete Ana', owners: [ana._id] });
      await clearAuditLog(store());
      expect((await store().request({ method: 'PUT', url: `/api/sellers/${ana._id}`, payload: ana })).statusCode).toBe(200);
      const rows = await readAuditLog(store());
      expect(rows.map((row) => `${row.action} ${row.entity} ${row.recordId}`)).toEqual([`delete seller ${ana._id}`, `delete bundle ${bundle._id}`, `update delivery ${delivery._id}`]);
      expect(rows[2]!.changes).toEqual({ sellers: { from: [ana._id, luis._id], fromLabel: ['Ana', 'Luis'], to: [luis._id], toLabel: ['Luis'] } });
    });

    it('an update writes only what changed: the same billing with its keys in another order is no change', async () => {
      const delivery = await api.delivery();
      await clearAuditLog(store());
      const stored = (await api.get(`/api/deliveries/${delivery._id}`)).billing as Record<string, unknown>;
      const billing = Object.fromEntries(Object.entries(stored).reverse());
      expect(JSON.stringify(billing)).not.toBe(JSON.stringify(stored));
      expect((await store().request({ method: 'PUT', url: `/api/deliveries/${delivery._id}/update`, headers: ifMatch(delivery), payload: { billing } })).statusCode).toBe(200);
      expect(await readAuditLog(store())).toEqual([]);
      expect((await store().request({ method: 'PUT', url: `/api/deliveries/${delivery._id}/update`, headers: ifMatch(delivery), payload: { name: 'Otro Nombre' } })).statusCode).toBe(200);
      expect((await readAuditLog(store())).map((row) => row.changes)).toEqual([{ name: { from: 'María Fernanda Quispe', to: 'Otro Nombre' } }]);
    });
  },
  { entities: deliveryEntities, app: deliveryApp },
);
