// What every step's plan and apply see: the store, the entities served now, and each entity's schema file for messages.
import type { EntityDefinition } from '../../../../shared/index.js';
import type { MigrationFile } from '../../../../shared/migrations/index.js';
import type { Database } from '../../Database.js';
import type { StepContext } from './MigrationPlan.js';

export function createStepContext(database: Database, entities: readonly EntityDefinition[], migrations: readonly MigrationFile[]): StepContext {
  const sources = new Map<string, string>();
  // Entities the migrations name but the schemas no longer declare: their file as it was called.
  for (const migration of migrations) {
    for (const step of migration.steps) {
      for (const name of step.kind === 'renameEntity' ? [step.from, step.to] : [step.entity]) sources.set(name, `schemas/${name}.json`);
    }
  }
  for (const entity of entities) sources.set(entity.entity, entity.source);
  return { database, entities, sources };
}
