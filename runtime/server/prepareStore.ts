import { ensureFirstAdmin, fillUnsetAdminRoles, getFirstRoles, type FirstAdminOptions } from './auth/index.js';
import { seedDemoData } from './demo/index.js';
import type { GeneratedModule } from './loadGenerated.js';
import { applyMigrationsLocked, assertReferencesHold, withSchemaLock, type Database } from './storage/index.js';
import { isBuiltinEntity } from '../shared/index.js';

export interface PrepareStoreOptions {
  /** The administrator created on a store without one. */
  readonly firstAdmin: FirstAdminOptions;
  /** Where the first administrator's one-time password line goes; default console.log. */
  readonly print?: (line: string) => void;
  /** Fill the store with demo data when every entity table is empty. */
  readonly demo: boolean;
}

/**
 * Brings an open store to a model, as `serve` does before it listens and `dev` before it swaps a model in: under the
 * schema lock (servers starting together take turns), in one transaction, the pending migrations and the converge
 * (applyMigrationsLocked), the first role stored in accounts that hold it unsaid (fillUnsetAdminRoles), the first administrator and, when asked, demo data in a store without rows. A pending step
 * with rows at risk and no decision throws the MigrationDecisionError, nothing changed.
 */
export async function prepareStore(database: Database, generated: Pick<GeneratedModule, 'app' | 'entities' | 'migrations'>, options: PrepareStoreOptions): Promise<void> {
  const { app, entities, migrations = [] } = generated;
  const roles = getFirstRoles(app);
  // SQLite's foreign keys are off for the whole transaction (a table rebuild must not cascade): what it changes is checked before commit.
  await withSchemaLock(
    database,
    async (locked) => {
      await applyMigrationsLocked(locked, migrations, entities);
      await fillUnsetAdminRoles(locked, app);
      await ensureFirstAdmin(locked, { ...options.firstAdmin, ...(roles && { roles }) }, options.print);
      // The built-ins' tables (the first administrator, the audit log) say nothing about whether the site has data.
      if (options.demo && (await isEmpty(locked, entities.filter((entity) => !isBuiltinEntity(entity)).map((entity) => entity.table)))) {
        await seedDemoData(locked, entities);
        await assertReferencesHold(locked, entities, entities.map((entity) => entity.table));
      }
    },
    { foreignKeys: false },
  );
}

async function isEmpty(database: Database, tables: readonly string[]): Promise<boolean> {
  for (const table of tables) {
    const row = await database.db.selectFrom(table).select('_id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}
