// The one call that brings a store to the entities: for callers with or without the site's migrations.
import type { EntityDefinition } from '../../../shared/index.js';
import type { MigrationFile } from '../../../shared/migrations/index.js';
import type { Database } from '../Database.js';
import { applyMigrations, type ApplyResult } from './schema/applyMigrations.js';

export type MigrateResult = ApplyResult;

export interface MigrateOptions {
  /** The site's migrations (generated/migrations); none: the store is only converged to `entities` (tests, a model handed over). */
  readonly migrations?: readonly MigrationFile[];
  /** Also drop the kept data of removed fields and entities. */
  readonly drop?: boolean;
}

/**
 * Brings the store up to the schemas in one transaction under the schema lock (see withSchemaLock), so servers
 * starting together all come up: the system tables' pending migrations, the site's pending migrations, then the
 * converge to the entities (see applyMigrations).
 */
export async function migrate(database: Database, entities: readonly EntityDefinition[], options: MigrateOptions = {}): Promise<MigrateResult> {
  return applyMigrations(database, options.migrations ?? [], entities, { drop: options.drop });
}
