// The site's schema migrations: plan (read-only), apply (one transaction with the converge), status and the plan as text.
export type { KeptData, MigrationPlan, RiskCode, StepContext, StepHandler, StepPlan, StepRisk } from './MigrationPlan.js';
export { applyMigrations, applyMigrationsLocked } from './applyMigrations.js';
export type { ApplyResult } from './applyMigrations.js';
export { assertReferencesHold } from './assertReferencesHold.js';
export { formatMigrationPlan } from './formatMigrationPlan.js';
export { getMigrationStatus, SCHEMA_MIGRATION_TABLES } from './getMigrationStatus.js';
export type { MigrationStatus } from './getMigrationStatus.js';
export { MigrationDecisionError } from './MigrationDecisionError.js';
export { planMigrations } from './planMigrations.js';
export type { MigrationOptions } from './planMigrations.js';
export { stepHandlers } from './stepHandlers.js';
