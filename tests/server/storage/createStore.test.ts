// The store's updateMany with rows `alongside` (a bulk chunk's audit entries) on both stores: the rows change and the
// other table gets its rows, in one statement on PostgreSQL (two on SQLite), counted by both tables' triggers; the
// transaction rolls both back; more rows than one PostgreSQL statement's parameters still all arrive.
import path from 'node:path';
import { createEntityRegistry } from '../../../runtime/server/model/index.js';
import { createStore, SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { getFixtureEntity, loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { describeEachStore } from '../testStores.js';

const model = loadFixtureModel(path.resolve(import.meta.dirname, '../../fixtures/schemas'));
const invoice = getFixtureEntity(model, 'invoice');

describeEachStore('updateMany with rows alongside', (store) => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => `i${String(i).padStart(5, '0')}`);
  async function addInvoices(count: number) {
    const rows = ids(count).map((_id, i) => ({ _id, voucherNumber: `V-${i}`, total: 10, state: 'Pendiente', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }));
    for (let i = 0; i < rows.length; i += 500) await store().database.db.insertInto('invoices').values(rows.slice(i, i + 500)).execute();
  }
  const entries = (recordIds: readonly string[]) =>
    recordIds.map((recordId, i) => ({ _id: `a${String(i).padStart(23, '0')}`, at: '2026-01-01T00:00:00.000Z', userId: null, userEmail: null, entity: 'invoice', recordId, action: 'transition', job: 'j1', changes: JSON.stringify({ state: { from: 'Pendiente', to: 'Facturada' } }) }));
  const storeOf = () => createStore(store().database, createEntityRegistry(model.entities));
  const states = async () => (await store().database.db.selectFrom('invoices').select(['state', '_version']).execute()).map((row) => `${row.state}@${row._version}`);
  const auditCount = async () => {
    const db = store().database.db;
    const rows = Number((await db.selectFrom(SYSTEM_TABLES.auditLog).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const counted = Number((await db.selectFrom('admin_row_counts').select('row_count').where('table_name', '=', SYSTEM_TABLES.auditLog).executeTakeFirstOrThrow()).row_count);
    return { rows, counted };
  };

  it('changes the rows and inserts the others, both counted', async () => {
    await addInvoices(3);
    const before = await auditCount();
    await storeOf().transaction((tx) => tx.updateMany(invoice, ['i00000', 'i00002'], { state: 'Facturada' }, { table: SYSTEM_TABLES.auditLog, rows: entries(['i00000', 'i00002']) }));
    expect((await states()).sort()).toEqual(['Facturada@2', 'Facturada@2', 'Pendiente@1']);
    const recordIds = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).select('recordId').where('job', '=', 'j1').orderBy('recordId').execute();
    expect(recordIds.map((row) => row.recordId)).toEqual(['i00000', 'i00002']);
    expect(await auditCount()).toEqual({ rows: before.rows + 2, counted: before.counted + 2 });
  });

  it('a transaction that fails after it keeps neither', async () => {
    await addInvoices(2);
    const before = await auditCount();
    const failed = storeOf().transaction(async (tx) => {
      await tx.updateMany(invoice, ['i00000', 'i00001'], { state: 'Facturada' }, { table: SYSTEM_TABLES.auditLog, rows: entries(['i00000', 'i00001']) });
      throw new Error('after the write');
    });
    await expect(failed).rejects.toThrow('after the write');
    expect(await states()).toEqual(['Pendiente@1', 'Pendiente@1']);
    expect(await auditCount()).toEqual(before);
  });

  it('more rows alongside than one PostgreSQL statement takes (7,000 × 9 parameters) all arrive', async () => {
    await addInvoices(7000);
    const before = await auditCount();
    await storeOf().transaction((tx) => tx.updateMany(invoice, ids(7000), { state: 'Facturada' }, { table: SYSTEM_TABLES.auditLog, rows: entries(ids(7000)) }));
    expect(new Set(await states())).toEqual(new Set(['Facturada@2']));
    expect(await auditCount()).toEqual({ rows: before.rows + 7000, counted: before.counted + 7000 });
  });
}, { entities: model.entities, app: model.app });
