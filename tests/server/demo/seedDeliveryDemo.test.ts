// Demo deliveries on both stores: deliveries get 1–2 existing sellers, a billing object of each shape that passes
// its conditions, no uploads; the seeded rows read back through the API with labels and children.
import { createAjvInstance } from '../../../runtime/server/http/createAjvInstance.js';
import { createServer, migrate, seedDemoData } from '../../../runtime/server/index.js';
import { readRow } from '../../../runtime/server/storage/index.js';
import { billingSchema, deliveryApp, deliveryEntities, deliveryEntity } from '../fixtures/deliveryEntities.js';
import { createTestDatabase, getTestDialects, signInServer, type TestDatabase } from '../testStores.js';

const NOW = new Date('2026-06-15T12:00:00Z');

for (const dialect of getTestDialects()) {
  describe(`seedDemoData: deliveries with sellers, billing and children [${dialect}]`, () => {
    let store: TestDatabase;
    beforeAll(async () => {
      store = await createTestDatabase(dialect);
      await migrate(store.database, deliveryEntities);
      await seedDemoData(store.database, deliveryEntities, { now: NOW });
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('gives every delivery 1 or 2 distinct existing sellers, a valid billing object of each kind, and no uploads', async () => {
      const sellers = new Set((await store.database.db.selectFrom('sellers').select('_id').execute()).map((row) => String(row._id)));
      const rows = await store.database.db.selectFrom('deliveries').selectAll().execute();
      expect(rows).toHaveLength(40);
      const validate = createAjvInstance().compile(billingSchema);
      const shapes = new Set<string>();
      for (const row of rows) {
        const delivery = readRow(deliveryEntity, row);
        const ids = delivery.sellers as string[];
        expect(ids.length === 1 || ids.length === 2).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(sellers.has(id)).toBe(true);
        expect(delivery.uploads).toEqual([]);
        const billing = delivery.billing as Record<string, unknown>;
        expect(validate(billing)).toBe(true);
        expect(billing.country).toBe(delivery.country);
        if (billing.isEmptyInvoice === true) {
          shapes.add('final consumer');
          expect(Object.keys(billing).sort()).toEqual(['country', 'isBillingInformationRequestedToUser', 'isEmptyInvoice']);
        } else if (billing.isBillingInformationRequestedToUser === true) {
          shapes.add('requested');
          expect(billing.daysToRequestInvoice).toEqual(expect.any(Number));
          expect(billing.email).toBeUndefined();
        } else {
          shapes.add('full data');
          expect(billing).toMatchObject({ identificationNumber: delivery.identificationNumber, name: delivery.name, email: expect.stringMatching(/@/) });
          expect(billing.daysToRequestInvoice).toBeUndefined();
        }
      }
      expect([...shapes].sort()).toEqual(['final consumer', 'full data', 'requested']);
    });

    it('seeded deliveries read back with seller labels and their product-key lines', async () => {
      const server = await createServer({ entities: deliveryEntities, app: deliveryApp, database: store.database, dataDir: store.dataDir, webRoot: '/nonexistent' });
      const inject = await signInServer(server, store.database);
      try {
        const list = (await inject({ method: 'GET', url: '/api/deliveries?pageSize=5' })).json();
        const first = list.data[0];
        expect(first.$labels.sellers).toHaveLength(first.sellers.length);
        expect(first.$labels.sellers.every((label: unknown) => typeof label === 'string')).toBe(true);
        const one = (await inject({ method: 'GET', url: `/api/deliveries/${first._id}` })).json();
        expect(one.productKeys.length).toBeGreaterThanOrEqual(1);
        expect(one.productKeys[0].$labels.productId).toEqual(expect.any(String));
      } finally {
        await server.close();
      }
    });
  });
}
