// A bulk job's and an export's own audit entries keep, beside the filters and set values that name rows by id, those
// rows' labels as they were when written (delivery fixture: a many reference to sellers, a single one to a product).
import { addFilterLabels, createAuditEntry } from '../../../runtime/server/audit/index.js';
import { createEntityRegistry } from '../../../runtime/server/model/index.js';
import { runInTransaction } from '../../../runtime/server/storage/index.js';
import { toExportAuditChanges, toJobAuditChanges } from '../../../runtime/shared/index.js';
import { createDeliveryApi } from '../fixtures/createDeliveryApi.js';
import { deliveryApp, deliveryEntities, deliveryEntity, productKeyEntity } from '../fixtures/deliveryEntities.js';
import { describeEachStore } from '../testStores.js';

const registry = createEntityRegistry(deliveryEntities);
const GONE = '000000000000000000000000';

describeEachStore(
  'audit labels of filters and set values',
  (store) => {
    const api = createDeliveryApi(store);

    it("labels an export's reference filters, a job's filters and set values (a many reference's filter by its one id's label); a gone id is null", async () => {
      const [ana, luis] = [await api.seller('Ana'), await api.seller('Luis')];
      const math = await api.product('Matemáticas');
      const exported = { entity: productKeyEntity, recordId: '', action: 'export' as const, changes: toExportAuditChanges({ format: 'csv', grid: null, rows: 1, where: { productId: math._id, delivery: GONE }, sort: null }) };
      const job = {
        entity: deliveryEntity,
        recordId: '',
        action: 'bulk' as const,
        changes: toJobAuditChanges({ action: 'set', total: 1, changed: 1, unchanged: 0, where: { sellers: ana._id, name: 'x' }, ids: null, idCount: null, set: { sellers: [luis._id, ana._id] } }),
      };
      const update = createAuditEntry(productKeyEntity, 'update', { _id: 'k1', productId: GONE }, { _id: 'k1', productId: math._id });
      const [exportEntry, jobEntry, updateEntry] = await runInTransaction(store().database, (trx) => addFilterLabels(trx, registry, [exported, job, update]));
      expect(exportEntry!.changes.labels).toEqual({ to: { productId: 'Matemáticas', delivery: null } });
      expect(jobEntry!.changes.labels).toEqual({ to: { sellers: 'Ana' } });
      expect(jobEntry!.changes.setLabels).toEqual({ to: { sellers: ['Luis', 'Ana'] } });
      // Other entries are left to addAuditLabels.
      expect(updateEntry).toBe(update);
    });

    it('an entry whose filters name no reference is returned as it was', async () => {
      const exported = { entity: deliveryEntity, recordId: '', action: 'export' as const, changes: toExportAuditChanges({ format: 'xlsx', grid: null, rows: 0, where: { name: 'Ana' }, sort: null }) };
      const [entry] = await runInTransaction(store().database, (trx) => addFilterLabels(trx, registry, [exported]));
      expect(entry).toBe(exported);
    });
  },
  { entities: deliveryEntities, app: deliveryApp },
);
