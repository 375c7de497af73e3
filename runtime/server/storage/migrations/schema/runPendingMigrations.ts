// The pending migrations run through Kysely's Migrator, which records each one it ran (name and time) in its own table.
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { getMigrationFingerprint, type MigrationFile, type MigrationStep } from '../../../../shared/migrations/index.js';
import type { Database } from '../../Database.js';
import { SCHEMA_MIGRATION_TABLES } from './getMigrationStatus.js';
import { settleDeferredChecks } from './convert/settleDeferredChecks.js';
import type { StepContext, StepHandler } from './MigrationPlan.js';
import { MigrationDecisionError } from './MigrationDecisionError.js';
import { hasUnresolvedRisk, planStep } from './planMigrations.js';
import { stepHandlers } from './stepHandlers.js';

/**
 * Runs the pending ones of `migrations` (name order) on `database`, which must hold the schema lock: the caller's
 * transaction covers them all (the Migrator's own would be a second connection). Each step is planned again right
 * before it runs, on the store the earlier steps left, and refused (MigrationDecisionError) when rows it would put at
 * risk have no decision. Returns the names it ran; `onStep` hears each step done.
 */
export async function runPendingMigrations(database: Database, migrations: readonly MigrationFile[], context: StepContext, onStep: (step: MigrationStep) => void): Promise<string[]> {
  // A step's own failure: on PostgreSQL a failed statement aborts the transaction, and the Migrator's lock release that
  // follows fails too ("current transaction is aborted"), which is what it would report.
  let failure: { readonly error: unknown } | undefined;
  const up = async (migration: MigrationFile) => {
    try {
      await runSteps(migration, context, onStep);
    } catch (error) {
      failure ??= { error };
      throw error;
    }
  };
  const provider: MigrationProvider = {
    getMigrations: async () => Object.fromEntries(migrations.map((migration): [string, Migration] => [migration.name, { up: () => up(migration) }])),
  };
  const migrator = new Migrator({
    db: database.db,
    provider,
    migrationTableName: SCHEMA_MIGRATION_TABLES.migrations,
    migrationLockTableName: SCHEMA_MIGRATION_TABLES.lock,
    disableTransactions: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const cause = failure ? failure.error : error;
    throw cause instanceof Error ? cause : new Error(String(cause));
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

async function runSteps(migration: MigrationFile, context: StepContext, onStep: (step: MigrationStep) => void): Promise<void> {
  for (const [index, step] of migration.steps.entries()) {
    const planned = await planStep(migration.name, index + 1, step, context);
    if (hasUnresolvedRisk(planned)) throw new MigrationDecisionError({ applied: [], pending: [migration.name], steps: [planned], kept: [], needsDecision: true }, context.sources);
    await (stepHandlers[step.kind] as StepHandler).apply(step, context);
    // The next step's or the converge's ALTER TABLE and CREATE INDEX find no key checks of this one's updates pending.
    await settleDeferredChecks(context.database);
    onStep(step);
  }
  await recordFingerprint(context.database, migration);
}

/** Notes what the migration did under its name, in the same transaction as its steps. */
async function recordFingerprint(database: Database, migration: MigrationFile): Promise<void> {
  const table = SCHEMA_MIGRATION_TABLES.fingerprints;
  await sql`create table if not exists ${sql.table(table)} (name text primary key, fingerprint text not null)`.execute(database.db);
  await sql`insert into ${sql.table(table)} (name, fingerprint) values (${migration.name}, ${getMigrationFingerprint(migration)})`.execute(database.db);
}
