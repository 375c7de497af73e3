// `admin-gen migrate plan`: what the pending migrations would do to the rows as they stand, read-only.
import type { EntityDefinition } from '../../../../shared/index.js';
import type { MigrationFile, MigrationStep } from '../../../../shared/migrations/index.js';
import { messages } from '../../../messages.js';
import type { Database } from '../../Database.js';
import { createStepContext } from './createStepContext.js';
import { getKeptTargets, readKeptData } from './getKeptTargets.js';
import { getMigrationStatus } from './getMigrationStatus.js';
import type { MigrationPlan, StepContext, StepHandler, StepPlan } from './MigrationPlan.js';
import { stepHandlers } from './stepHandlers.js';

export interface MigrationOptions {
  /** Apply also drops the kept columns and tables of removed fields and entities (the plan lists them either way). */
  readonly drop?: boolean;
  /** Where the migrations came from, for the message when the store ran one they lack (default `generated/migrations`). */
  readonly folder?: string;
}

/**
 * Each pending step's plan, in order, against the store as it is: rows touched, rows at risk and notes; plus the data
 * removed fields and entities keep. Reads only (no lock, no write). A table an earlier pending step renames is read
 * under the name it has now (the step's plan then names that table); a table or column that is not there yet (made by
 * an earlier pending step or the converge, or a field an earlier pending step renames) plans as a no-op, and apply,
 * which plans each step again right before it runs, refuses it then if it puts rows at risk. Throws when the store ran
 * a migration the files lack.
 */
export async function planMigrations(database: Database, migrations: readonly MigrationFile[], entities: readonly EntityDefinition[], options: MigrationOptions = {}): Promise<MigrationPlan> {
  const sorted = sortMigrations(migrations);
  const status = await getMigrationStatus(database, sorted);
  if (status.unknown.length > 0) throw new Error(messages.migrationUnknown(status.unknown[0]!, options.folder ?? 'generated/migrations'));
  if (status.changed.length > 0) throw new Error(messages.migrationChanged(status.changed[0]!, options.folder ?? 'generated/migrations'));
  const pending = new Set(status.pending);
  const context = createStepContext(database, entities, sorted);
  const steps: StepPlan[] = [];
  // A table's name once the pending steps so far ran → its name in the store now.
  const storeTables = new Map<string, string>();
  const toStore = (table: string) => storeTables.get(table) ?? table;
  for (const migration of sorted) {
    if (!pending.has(migration.name)) continue;
    for (const [index, step] of migration.steps.entries()) {
      const asStored: MigrationStep =
        step.kind === 'createEntity' ? step : step.kind === 'renameEntity' ? { ...step, fromTable: toStore(step.fromTable) } : { ...step, table: toStore(step.table) };
      steps.push({ ...(await planStep(migration.name, index + 1, asStored, context)), step });
      if (step.kind === 'renameEntity') storeTables.set(step.toTable, toStore(step.fromTable));
      if (step.kind === 'createEntity') storeTables.delete(step.table);
    }
  }
  const kept = await readKeptData(database, getKeptTargets(sorted, new Set(status.applied.map((row) => row.name))));
  return {
    applied: status.applied,
    pending: status.pending,
    steps,
    kept: kept.map(({ target, values }) => ({ target, values })),
    needsDecision: steps.some(hasUnresolvedRisk),
  };
}

/** One step's plan, numbered within its migration. */
export async function planStep(migration: string, number: number, step: MigrationStep, context: StepContext): Promise<StepPlan> {
  const handler = stepHandlers[step.kind] as StepHandler;
  return { migration, number, step, ...(await handler.plan(step, context)) };
}

export function hasUnresolvedRisk(step: StepPlan): boolean {
  return step.risks.some((risk) => risk.resolution === null);
}

/** Migrations in name order (their names start with their number). */
export function sortMigrations(migrations: readonly MigrationFile[]): MigrationFile[] {
  return [...migrations].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
