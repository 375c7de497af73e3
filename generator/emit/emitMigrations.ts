import { getDataModel, getMigratedModel, MIGRATIONS_DIR, toCanonicalJson, type MigrationFile, type MigrationStep } from '../../runtime/shared/migrations/index.js';
import type { EntityDefinition } from '../../runtime/shared/index.js';
import type { EmittedFile, MigrationHints } from '../shared/types.js';
import { diffDataModels } from './diffDataModels.js';

export interface EmitMigrationsResult {
  /** Every migration file, the earlier ones included (their decisions brought up to the schemas'). */
  readonly files: EmittedFile[];
  /** The migration this build adds, when the schemas' model differs from the one the earlier migrations build. */
  readonly created: MigrationFile | null;
}

/**
 * generated/migrations: the files earlier builds wrote, unchanged but for the decisions (`migrate.<field>`) the schemas
 * now declare for the newest migration's steps, plus one new file when the entities' model differs from the model those
 * migrations build. Written once and never rewritten otherwise: a migration a store has run stays what it ran.
 */
export function emitMigrations(entities: readonly EntityDefinition[], hints: MigrationHints, existing: readonly MigrationFile[]): EmitMigrationsResult {
  const current = getDataModel(entities);
  const migrations = existing.map((migration, index) => (index === existing.length - 1 ? withDecisions(migration, hints) : migration));
  const steps = diffDataModels(getMigratedModel(migrations), current, hints);
  const created = steps.length === 0 ? null : { name: getMigrationName(migrations.length + 1, steps, existing.length === 0), steps };
  const all = created ? [...migrations, created] : migrations;
  return { files: all.map(toEmittedFile), created };
}

/** `0001_initial`, then `0002_seller_invoice` after the entities the steps touch (three at most). */
function getMigrationName(number: number, steps: readonly MigrationStep[], initial: boolean): string {
  const prefix = String(number).padStart(4, '0');
  if (initial) return `${prefix}_initial`;
  const entities = [...new Set(steps.map((step) => (step.kind === 'renameEntity' ? step.to : step.entity)))];
  const words = entities.slice(0, 3).join('_') + (entities.length > 3 ? `_and_${entities.length - 3}_more` : '');
  return `${prefix}_${words}`;
}

/** The migration with each field step's decision replaced by the one its schema declares now (none declared: kept). */
function withDecisions(migration: MigrationFile, hints: MigrationHints): MigrationFile {
  const steps = migration.steps.map((step): MigrationStep => {
    if (step.kind !== 'addField' && step.kind !== 'changeField') return step;
    const decision = hints[step.entity]?.fields[step.field]?.decision;
    if (!decision || toCanonicalJson(decision) === toCanonicalJson(step.decision ?? null)) return step;
    return { ...step, decision };
  });
  return { ...migration, steps };
}

function toEmittedFile(migration: MigrationFile): EmittedFile {
  return { path: `generated/${MIGRATIONS_DIR}/${migration.name}.json`, contents: `${JSON.stringify(migration, null, 2)}\n` };
}
