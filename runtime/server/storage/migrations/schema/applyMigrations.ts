// `admin-gen migrate apply` and every start: pending migrations, the converge and the clean-up, in one transaction.
import type { EntityDefinition } from '../../../../shared/index.js';
import type { MigrationFile, MigrationStep } from '../../../../shared/migrations/index.js';
import { messages } from '../../../messages.js';
import type { Database } from '../../Database.js';
import { migrateSqliteForeignKeys } from '../../sqlite/migrateSqliteForeignKeys.js';
import { migrateSchema, type ConvergeResult } from '../migrateSchema.js';
import { migrateSystemTables } from '../migrateSystemTables.js';
import { withSchemaLock } from '../withSchemaLock.js';
import { getComputedParents, refreshComputedFields } from '../../rows/refreshComputedFields.js';
import { getGeneratedFields } from '../../generated/getGeneratedFields.js';
import { assertReferencesHold } from './assertReferencesHold.js';
import { createStepContext } from './createStepContext.js';
import { dropKeptData } from './dropKeptData.js';
import { dropStaleObjects } from './dropStaleObjects.js';
import { getKeptTargets, readKeptData } from './getKeptTargets.js';
import { getMigrationStatus } from './getMigrationStatus.js';
import { MigrationDecisionError } from './MigrationDecisionError.js';
import { planMigrations, sortMigrations, type MigrationOptions } from './planMigrations.js';
import { runPendingMigrations } from './runPendingMigrations.js';

export interface ApplyResult extends ConvergeResult {
  /** The migrations this run applied, in order. */
  readonly applied: readonly string[];
  /** Kept data dropped (`drop`): `table` or `table.column`. */
  readonly dropped: readonly string[];
}

/**
 * Under the schema lock, in one transaction (SQLite's foreign keys off for it, checked before commit): see
 * applyMigrationsLocked. Servers starting together take turns; the first runs the plan, the others find it done.
 */
export async function applyMigrations(database: Database, migrations: readonly MigrationFile[], entities: readonly EntityDefinition[], options: MigrationOptions = {}): Promise<ApplyResult> {
  return withSchemaLock(database, (locked) => applyMigrationsLocked(locked, migrations, entities, options), { foreignKeys: false });
}

/**
 * For a caller holding the schema lock (withSchemaLock with `foreignKeys: false`): plans again; refuses with a
 * MigrationDecisionError, changing nothing, when rows at risk have no decision; runs each pending migration's steps
 * (recorded by the Migrator); converges to `entities` (tables, columns, indexes, link tables, list storage, keys, SQLite
 * table rebuilds); drops the derived objects no longer wanted and, with `drop`, the kept data; then checks the changed
 * tables' references. Any failure throws, and the caller's transaction rolls everything back.
 */
export async function applyMigrationsLocked(database: Database, migrations: readonly MigrationFile[], entities: readonly EntityDefinition[], options: MigrationOptions = {}): Promise<ApplyResult> {
  const sorted = sortMigrations(migrations);
  // The audit log, which renames rewrite, exists before any step.
  await migrateSystemTables(database);
  const context = createStepContext(database, entities, sorted);
  const status = await getMigrationStatus(database, sorted);
  if (status.unknown.length > 0) throw new Error(messages.migrationUnknown(status.unknown[0]!, options.folder ?? 'generated/migrations'));
  if (status.changed.length > 0) throw new Error(messages.migrationChanged(status.changed[0]!, options.folder ?? 'generated/migrations'));
  const touched = new Set<string>();
  const recomputed = new Set<string>();
  let applied: string[] = [];
  // Planned only when something is pending: an up-to-date start reads no rows.
  if (status.pending.length > 0) {
    const plan = await planMigrations(database, sorted, entities, options);
    if (plan.needsDecision) throw new MigrationDecisionError(plan, context.sources);
    applied = await runPendingMigrations(database, sorted, context, (step) => {
      // Creating and removing change no row (the converge creates, --drop removes): nothing of theirs to check.
      if (step.kind !== 'createEntity' && step.kind !== 'removeEntity' && step.kind !== 'removeField') touched.add(getStepTable(step));
      if (isComputedChange(step)) recomputed.add(step.entity);
    });
  }
  const kept = await readKeptData(database, getKeptTargets(sorted, new Set(sorted.map((migration) => migration.name))), { count: false });
  const keptTables = kept.filter((data) => data.kept.column === undefined).map((data) => data.kept.table);
  const converged = await migrateSchema(database, entities, keptTables);
  const rebuilt = await migrateSqliteForeignKeys(database, entities, keptTables);
  await dropStaleObjects(database, entities, keptTables);
  const dropped = options.drop ? await dropKeptData(database, kept.map((data) => data.kept)) : [];
  // A computed field added or given a new expression is computed on every stored row, now that every column exists.
  const registry = { entities, get: (name: string) => entities.find((entity) => entity.entity === name)! };
  for (const entity of entities) {
    if (!recomputed.has(entity.entity)) continue;
    await refreshComputedFields(database.db, database.dialect, registry, entity, 'all');
    // The database computed its generated columns again, writing no row the server sees: the rows totalling them follow here.
    if (getGeneratedFields(entity).length > 0) for (const { parent } of getComputedParents(registry, entity)) await refreshComputedFields(database.db, database.dialect, registry, parent, 'all');
  }
  await assertReferencesHold(database, entities, [...touched, ...rebuilt]);
  return { ...converged, applied, dropped };
}

/** A step that adds a computed field or changes what it computes. */
function isComputedChange(step: MigrationStep): step is Extract<MigrationStep, { kind: 'addField' | 'changeField' }> {
  if (step.kind === 'addField') return step.to.computed !== undefined;
  return step.kind === 'changeField' && step.to.computed !== undefined && step.to.computed !== step.from.computed;
}

function getStepTable(step: MigrationStep): string {
  return step.kind === 'renameEntity' ? step.toTable : step.table;
}
