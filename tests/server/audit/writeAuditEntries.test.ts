import { createAuditEntry, writeAuditEntries } from '../../../runtime/server/audit/index.js';
import { createEntityRegistry } from '../../../runtime/server/model/index.js';
import { runInTransaction } from '../../../runtime/server/storage/index.js';
import { AUDIT_ENTITY } from '../../../generator/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { getFixtureEntity } from '../../fixtures/loadFixtureModel.js';
import { clearAuditLog, readAuditLog } from '../fixtures/readAuditLog.js';
import { describeEachStore } from '../testStores.js';

const model = buildFixtureModel([
  {
    entity: 'note',
    label: { one: 'nota', many: 'Notas' },
    fields: {
      _id: { type: 'string', title: 'Id', readOnly: true },
      text: { type: 'string', title: 'Texto' },
      tags: { type: 'array', title: 'Etiquetas', items: { type: 'string' } },
    },
  },
]);
const note = getFixtureEntity(model, 'note');
// The built-in audit entity, whose table is the audit log's own.
const auditEntry = getFixtureEntity(model, AUDIT_ENTITY);

const registry = createEntityRegistry([note, auditEntry]);

describeEachStore('writeAuditEntries', (store) => {
  const write = (...args: Parameters<typeof writeAuditEntries> extends [unknown, unknown, ...infer Rest] ? Rest : never) =>
    runInTransaction(store().database, (trx) => writeAuditEntries(trx, registry, ...args));

  beforeEach(async () => {
    await clearAuditLog(store());
  });

  it('writes who, when, entity, id, action and the changes as json both engines read back', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    await write({ id: 'u1', email: 'admin@example.com', roles: null, displayName: null, fields: {} }, [createAuditEntry(note, 'create', null, { _id: 'n1', text: 'Hola', tags: ['a', 'b'] })], at);
    expect(await readAuditLog(store())).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        at: '2026-03-04T05:06:07.089Z',
        userId: 'u1',
        userEmail: 'admin@example.com',
        entity: 'note',
        recordId: 'n1',
        job: null,
        action: 'create',
        changes: { text: { to: 'Hola' }, tags: { to: ['a', 'b'] } },
      },
    ]);
  });

  it('writes the bulk job an entry belongs to in its own column, not in the changes', async () => {
    await write(null, [{ ...createAuditEntry(note, 'update', { _id: 'n1', text: 'Hola' }, { _id: 'n1', text: 'Adiós' }), job: 'j1' }]);
    expect((await readAuditLog(store())).map((row) => [row.recordId, row.job, row.changes])).toEqual([['n1', 'j1', { text: { from: 'Hola', to: 'Adiós' } }]]);
  });

  it('leaves who null without a signed-in user (seeding, CLI)', async () => {
    await write(null, [createAuditEntry(note, 'delete', { _id: 'n1', text: 'Hola' }, null)]);
    await write(undefined, [createAuditEntry(note, 'delete', { _id: 'n2', text: 'Adiós' }, null)]);
    expect((await readAuditLog(store())).map((row) => [row.userId, row.userEmail, row.recordId])).toEqual([
      [null, null, 'n1'],
      [null, null, 'n2'],
    ]);
  });

  it('skips updates that changed nothing, never entries about the audit log itself', async () => {
    await write(null, [
      createAuditEntry(note, 'update', { _id: 'n1', text: 'Igual' }, { _id: 'n1', text: 'Igual' }),
      createAuditEntry(auditEntry, 'delete', { _id: 'x', action: 'create' }, null),
      createAuditEntry(note, 'update', { _id: 'n2', text: 'Antes' }, { _id: 'n2', text: 'Después' }),
    ]);
    expect((await readAuditLog(store())).map((row) => `${row.action} ${row.entity} ${row.recordId}`)).toEqual(['update note n2']);
  });

  it('rolls back with the transaction it joins', async () => {
    await expect(
      runInTransaction(store().database, async (trx) => {
        await writeAuditEntries(trx, registry, null, [createAuditEntry(note, 'create', null, { _id: 'n1', text: 'Hola' })]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await readAuditLog(store())).toEqual([]);
  });
});
