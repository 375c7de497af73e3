// The server's public surface: build a Fastify app from entity definitions, open and migrate its store,
// fill it with demo data, manage administrators; and the entry points the CLI calls (`serve`, `seed`, `admin create`).
export { createServer, toRoutePath } from './createServer.js';
export type { CreateServerOptions } from './createServer.js';
export { createDatabase, migrate } from './storage/index.js';
export type { Database, DatabaseOptions, MigrateOptions, MigrateResult, StoreDialect } from './storage/index.js';
// Schema migrations (`admin-gen migrate plan | apply | status`): the plan is read-only, apply one transaction.
export { applyMigrations, formatMigrationPlan, getMigrationStatus, MigrationDecisionError, planMigrations } from './storage/index.js';
export type { ApplyResult, KeptData, MigrationOptions, MigrationPlan, MigrationStatus, StepPlan, StepRisk } from './storage/index.js';
export { loadGenerated } from './loadGenerated.js';
export { readMigrationFiles } from './readMigrationFiles.js';
export { seedDemoData } from './demo/index.js';
export type { SeedDemoDataOptions, SeedResult } from './demo/index.js';
export { startServer } from './startServer.js';
export type { StartServerOptions, StartServerResult } from './startServer.js';
export { runSeed } from './runSeed.js';
export type { RunSeedOptions } from './runSeed.js';
export type { GeneratedModule } from './loadGenerated.js';
export { createObjectId } from './ids/createObjectId.js';
export type { MoveResult } from './endpoints/index.js';
export type { UploadResult, UploadSignature } from './uploads/index.js';
export { runAdminCreate, createAdminAccount, ensureFirstAdmin, findAdminByEmail, AdminAccountError, MIN_PASSWORD_LENGTH } from './auth/index.js';
export type { AdminUser, RunAdminCreateOptions, SessionResponse, SessionStoreOptions, LoginLimiterOptions } from './auth/index.js';
export { SESSION_COOKIE, CONTENT_SECURITY_POLICY, STATE_CHANGING_KINDS } from './security/index.js';
export { loadSettings, parsePort, parseTrustProxy } from './settings/index.js';
export type { Settings, TrustProxy } from './settings/index.js';
export { runMigrate } from './runMigrate.js';
export type { RunMigrateOptions } from './runMigrate.js';
