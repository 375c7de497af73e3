// Start-up on one database by several servers at once: migrations (system and entity) run in one transaction
// under the schema lock, and a store made before system migrations were versioned is upgraded in place.
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, migrate, type Database } from '../../../../runtime/server/index.js';
import { getSystemMigrations, migrateSystemTables, MIGRATION_TABLES, SYSTEM_TABLES, withSchemaLock } from '../../../../runtime/server/storage/index.js';
import { auditEntryEntity, fixtureEntities } from '../../../fixtures/entities.js';
import { readIndexes } from '../../../../runtime/server/storage/migrations/schema/readCatalog.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../testStores.js';

/** A second connection pool (PostgreSQL) or file handle (SQLite) on the test store, as another server would open. */
function openAgain(testDatabase: TestDatabase, url: string | undefined): Database {
  return url ? createDatabase({ databaseUrl: url }) : createDatabase({ dataDir: testDatabase.dataDir });
}

async function getTableNames(database: Database): Promise<string[]> {
  return (await database.db.introspection.getTables()).map((table) => table.name).sort();
}

for (const dialect of getTestDialects()) {
  describe(`withSchemaLock and versioned system migrations [${dialect}]`, () => {
    let testDatabase: TestDatabase;
    let url: string | undefined;
    beforeEach(async () => {
      testDatabase = await createTestDatabase(dialect);
      url = testDatabase.url;
    });
    afterEach(() => testDatabase.dispose());

    // better-sqlite3 waits for a busy file on the thread itself, so one process cannot hold two waiting handles:
    // SQLite's several processes are tests/server/processes/sqliteTwoProcesses.test.ts.
    it.runIf(dialect === 'postgres')('four stores migrating one empty database at once all succeed and leave one set of tables', async () => {
      const others = Array.from({ length: 3 }, () => openAgain(testDatabase, url));
      try {
        const results = await Promise.all([testDatabase.database, ...others].map((database) => migrate(database, fixtureEntities)));
        // Exactly one of them created the entity tables; the rest found them.
        expect(results.filter((result) => result.createdTables.length > 0)).toHaveLength(1);
        const names = await getTableNames(testDatabase.database);
        for (const table of [...Object.values(SYSTEM_TABLES), ...fixtureEntities.map((entity) => entity.table), MIGRATION_TABLES.migrations]) expect(names).toContain(table);
        const ran = await testDatabase.database.db.selectFrom(MIGRATION_TABLES.migrations).select('name').execute();
        expect(ran.map((row) => row.name)).toEqual(Object.keys(getSystemMigrations(dialect)));
      } finally {
        await Promise.all(others.map((database) => database.close()));
      }
    });

    // Another process migrating or seeding past busy_timeout (5 s): as on PostgreSQL, the start-up waits its turn.
    it.runIf(dialect === 'sqlite')('waits for a write lock held past busy_timeout, then runs', { timeout: 30_000 }, async () => {
      const other = new BetterSqlite3(testDatabase.database.file!);
      other.exec('begin immediate');
      // Due while the first try waits on the thread; it runs between the tries.
      const released = new Promise<void>((resolve) => setTimeout(() => {
        other.exec('commit');
        resolve();
      }, 500));
      const started = performance.now();
      try {
        expect(await withSchemaLock(testDatabase.database, async (locked) => (await sql<{ one: number }>`select 1 as one`.execute(locked.db)).rows)).toEqual([{ one: 1 }]);
        // One busy_timeout (5 s) waited on the thread, then the lock was free.
        expect(performance.now() - started).toBeGreaterThan(4_000);
      } finally {
        await released;
        other.close();
      }
    });

    it('an error inside rolls back every step, DDL included', async () => {
      await expect(
        withSchemaLock(testDatabase.database, async (locked) => {
          await locked.db.schema.createTable('half_made').addColumn('_id', 'text').execute();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await getTableNames(testDatabase.database)).not.toContain('half_made');
    });

    it('leaves audit_log no index that another of its indexes starts with (each one more write for every audited change)', async () => {
      await migrate(testDatabase.database, [...fixtureEntities, auditEntryEntity]);
      // A trigram index answers "contains", which no b-tree does: only the b-trees can stand for each other.
      const indexes = (await readIndexes(testDatabase.database, SYSTEM_TABLES.auditLog)).filter((index) => !index.name.endsWith('__trgm'));
      // The list's own: the history (entity, recordId, at) and the log's sort by date are among them.
      expect(indexes.map((index) => index.columns.join(','))).toEqual(expect.arrayContaining(['entity,recordId,at,_id', 'at,_id']));
      const redundant = indexes.filter((index) => indexes.some((other) => other !== index && other.columns.length > index.columns.length && index.columns.every((column, at) => other.columns[at] === column)));
      expect(redundant.map((index) => index.name)).toEqual([]);
    });

    it('upgrades a store made by the create-only system tables, and runs a later migration once', async () => {
      // What earlier versions left: the system tables, no migration bookkeeping.
      await testDatabase.database.db.schema.createTable(SYSTEM_TABLES.adminUsers).addColumn('_id', 'text', (column) => column.primaryKey()).addColumn('email', 'text').execute();
      await testDatabase.database.db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id: 'a1', email: 'old@example.com' }).execute();
      await migrate(testDatabase.database, fixtureEntities);
      const later = {
        ...getSystemMigrations(dialect),
        '0099_admin_users_note': { up: (db: Parameters<NonNullable<ReturnType<typeof getSystemMigrations>[string]['up']>>[0]) => db.schema.alterTable(SYSTEM_TABLES.adminUsers).addColumn('note', 'text').execute() },
      };
      expect(await withSchemaLock(testDatabase.database, (locked) => migrateSystemTables(locked, later))).toEqual(['0099_admin_users_note']);
      expect(await withSchemaLock(testDatabase.database, (locked) => migrateSystemTables(locked, later))).toEqual([]);
      const row = await testDatabase.database.db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ _id: 'a1', email: 'old@example.com', note: null });
      const count = await sql<{ n: number }>`select count(*) as n from ${sql.table(MIGRATION_TABLES.migrations)}`.execute(testDatabase.database.db);
      expect(Number(count.rows[0]!.n)).toBe(Object.keys(later).length);
    });
  });
}
