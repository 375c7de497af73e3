// System migrations on both stores: 0009 gives audit_log the bulk job column on a store that already has entries
// (they keep no job), and the job's history list gets its index (job, at, _id) from the converge.
import { migrate } from '../../../../runtime/server/index.js';
import { getSystemMigrations, migrateSystemTables, SYSTEM_TABLES, withSchemaLock } from '../../../../runtime/server/storage/index.js';
import { readIndexes } from '../../../../runtime/server/storage/migrations/schema/readCatalog.js';
import { auditEntryEntity, fixtureEntities } from '../../../fixtures/entities.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';

for (const dialect of getTestDialects()) {
  describe(`migrateSystemTables [${dialect}]`, () => {
    let testDatabase: TestDatabase;
    beforeEach(async () => {
      testDatabase = await createTestDatabase(dialect);
    });
    afterEach(() => testDatabase.dispose());

    it('0009_audit_log_job: entries written before it keep a null job; the history by job is indexed', async () => {
      const all = getSystemMigrations(dialect);
      const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0009'));
      expect(await withSchemaLock(testDatabase.database, (locked) => migrateSystemTables(locked, before))).toContain('0008_admin_sequences');
      const db = testDatabase.database.db;
      await db.insertInto(SYSTEM_TABLES.auditLog).values({ _id: 'a1', at: '2026-11-27T10:00:00.000Z', entity: 'invoice', recordId: 'i1', action: 'update', changes: '{}' }).execute();
      expect(await withSchemaLock(testDatabase.database, (locked) => migrateSystemTables(locked, all))).toEqual(['0009_audit_log_job']);
      await migrate(testDatabase.database, [...fixtureEntities, auditEntryEntity]);
      expect(await db.selectFrom(SYSTEM_TABLES.auditLog).select(['_id', 'job']).execute()).toEqual([{ _id: 'a1', job: null }]);
      const indexes = await readIndexes(testDatabase.database, SYSTEM_TABLES.auditLog);
      expect(indexes.map((index) => index.columns.join(','))).toContain('job,at,_id');
    });
  });
}
