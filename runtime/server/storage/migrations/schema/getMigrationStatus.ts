// Which of the site's migrations the store has run, and when: read from the Migrator's own table, never written here.
import { sql } from 'kysely';
import { getMigrationFingerprint, type MigrationFile } from '../../../../shared/migrations/index.js';
import type { Database } from '../../Database.js';
import { hasTable } from './readCatalog.js';

/** Kysely's bookkeeping tables for the site's schema migrations (the system tables keep theirs apart). */
export const SCHEMA_MIGRATION_TABLES = {
  migrations: 'admin_gen_schema_migrations',
  lock: 'admin_gen_schema_migration_lock',
  // Beside the Migrator's table (which keeps names only): what each migration the store ran did, to catch another one under its name.
  fingerprints: 'admin_gen_schema_migration_fingerprints',
} as const;

export interface MigrationStatus {
  /** Migrations the store has run, in name order, with when (ISO 8601). */
  readonly applied: readonly { readonly name: string; readonly at: string }[];
  /** The given migrations it has not run, in name order. */
  readonly pending: readonly string[];
  /** Migrations the store has run that the given ones lack (a build older than the store). */
  readonly unknown: readonly string[];
  /** Migrations the store ran under a name whose file now holds other steps (two branches each wrote their 0002). */
  readonly changed: readonly string[];
}

export async function getMigrationStatus(database: Database, migrations: readonly MigrationFile[]): Promise<MigrationStatus> {
  const applied = (await hasTable(database, SCHEMA_MIGRATION_TABLES.migrations))
    ? (await sql<{ name: string; at: string }>`select name, timestamp as at from ${sql.table(SCHEMA_MIGRATION_TABLES.migrations)} order by name`.execute(database.db)).rows.map((row) => ({
        name: row.name,
        at: String(row.at),
      }))
    : [];
  const fingerprints = (await hasTable(database, SCHEMA_MIGRATION_TABLES.fingerprints))
    ? new Map(
        (await sql<{ name: string; fingerprint: string }>`select name, fingerprint from ${sql.table(SCHEMA_MIGRATION_TABLES.fingerprints)}`.execute(database.db)).rows.map((row) => [row.name, row.fingerprint]),
      )
    : new Map<string, string>();
  const ran = new Set(applied.map((row) => row.name));
  const known = new Set(migrations.map((migration) => migration.name));
  return {
    applied,
    pending: migrations.map((migration) => migration.name).filter((name) => !ran.has(name)).sort(),
    unknown: applied.map((row) => row.name).filter((name) => !known.has(name)),
    changed: migrations.filter((migration) => ran.has(migration.name) && (fingerprints.get(migration.name) ?? getMigrationFingerprint(migration)) !== getMigrationFingerprint(migration)).map((migration) => migration.name),
  };
}
