import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database, StoreDialect } from '../Database.js';
import { getColumnType, type ColumnStorage } from './getColumnType.js';

/** The tables admin-gen itself owns, beside the entities': administrators, their sessions, login attempts, the audit log, saved views. */
export const SYSTEM_TABLES = {
  adminUsers: 'admin_users',
  adminSessions: 'admin_sessions',
  loginAttempts: 'admin_login_attempts',
  auditLog: 'audit_log',
  jobs: 'admin_jobs',
  adminViews: 'admin_views',
  adminViewDefaults: 'admin_view_defaults',
  sequences: 'admin_sequences',
} as const;

/** Kysely's bookkeeping tables: which system migrations a store has run. */
export const MIGRATION_TABLES = { migrations: 'admin_gen_migrations', lock: 'admin_gen_migration_lock' } as const;

type ColumnSpec = readonly [name: string, storage: ColumnStorage];
interface TableSpec {
  readonly columns: readonly ColumnSpec[];
  readonly indexes: readonly (readonly string[])[];
  readonly unique?: readonly string[];
}

// Dates are ISO-8601 UTC text, as entity date-time fields are stored. audit_log's columns are also the
// built-in auditEntry schema's fields, so `migrate` of that entity finds nothing to add.
const INITIAL_TABLES: Readonly<Record<string, TableSpec>> = {
  [SYSTEM_TABLES.adminUsers]: {
    columns: [['email', 'text'], ['passwordHash', 'text'], ['createdAt', 'text'], ['lastLoginAt', 'text']],
    indexes: [],
    unique: ['email'],
  },
  [SYSTEM_TABLES.adminSessions]: {
    // _id is the SHA-256 of the cookie's token, so a copy of the table does not let anyone in.
    columns: [['userId', 'text'], ['csrfToken', 'text'], ['createdAt', 'text'], ['lastSeenAt', 'text']],
    indexes: [['userId'], ['lastSeenAt']],
  },
  // Retired by 0002_login_attempts.
  admin_login_failures: {
    columns: [['key', 'text'], ['at', 'text']],
    indexes: [['key', 'at']],
  },
  [SYSTEM_TABLES.auditLog]: {
    columns: [
      ['at', 'text'],
      ['userId', 'text'],
      ['userEmail', 'text'],
      ['entity', 'text'],
      ['recordId', 'text'],
      ['action', 'text'],
      ['changes', 'json'],
    ],
    indexes: [['at'], ['entity', 'recordId'], ['userEmail']],
  },
};

/** The indexes 0001 gave audit_log that 0007 drops (named as 0001 named them). */
const AUDIT_LOG_DROPPED_INDEXES: readonly (readonly string[])[] = [['at'], ['entity', 'recordId'], ['userEmail']];

const LOGIN_ATTEMPTS: Readonly<Record<string, TableSpec>> = {
  [SYSTEM_TABLES.loginAttempts]: {
    // _id is the counted key (`email:…` or `ip:…`): one row per key, so one upsert counts an attempt atomically.
    columns: [['attempts', 'integer'], ['windowStart', 'text']],
    indexes: [['windowStart']],
  },
};

const JOBS: Readonly<Record<string, TableSpec>> = {
  [SYSTEM_TABLES.jobs]: {
    // state: running | done | failed | interrupted; heartbeatAt tells a live job from one a stopped server left; report is JSON text.
    columns: [
      ['entity', 'text'],
      ['action', 'text'],
      ['state', 'text'],
      ['total', 'integer'],
      ['done', 'integer'],
      ['changed', 'integer'],
      ['unchanged', 'integer'],
      ['report', 'text'],
      ['error', 'text'],
      ['userId', 'text'],
      ['createdAt', 'text'],
      ['heartbeatAt', 'text'],
      ['finishedAt', 'text'],
    ],
    indexes: [['state', 'heartbeatAt']],
  },
};

const ADMIN_VIEWS: Readonly<Record<string, TableSpec>> = {
  // state is JSON as text on both engines (read whole, never queried into); version counts the view's changes.
  [SYSTEM_TABLES.adminViews]: {
    columns: [['grid', 'text'], ['name', 'text'], ['ownerId', 'text'], ['shared', 'text'], ['role', 'text'], ['state', 'text'], ['createdAt', 'text'], ['updatedAt', 'text'], ['version', 'integer']],
    indexes: [['grid', 'shared']],
  },
  // _id is the user and the grid (getViewDefaultKey): one default per user per grid, set by one upsert.
  [SYSTEM_TABLES.adminViewDefaults]: {
    columns: [['userId', 'text'], ['grid', 'text'], ['viewId', 'text']],
    indexes: [['viewId']],
  },
};

const SEQUENCES: Readonly<Record<string, TableSpec>> = {
  // _id is the counter's key (`entity.field:scope`), value the last number given: one upsert per new row, in its transaction.
  [SYSTEM_TABLES.sequences]: { columns: [['value', 'integer']], indexes: [] },
};

const ADMIN_ROLE_COLUMNS: readonly ColumnSpec[] = [['roles', 'text'], ['disabled', 'integer'], ['displayName', 'text']];

/**
 * The system tables' history, oldest first; a store runs the ones it has not run yet, in name order. A run migration
 * never changes: a new column or index is a new entry (e.g. `0002_…` with `alterTable(…).addColumn(…)`).
 */
export function getSystemMigrations(dialect: StoreDialect): Record<string, Migration> {
  return {
    // "if not exists": stores made before migrations were versioned already have these tables.
    '0001_system_tables': { up: (db) => createTables(db, dialect, INITIAL_TABLES) },
    // One counted row per key replaces one row per failure (which could only be checked, then added to); the old rows are short-lived counts.
    '0002_login_attempts': {
      up: async (db) => {
        await db.schema.dropTable('admin_login_failures').ifExists().execute();
        await createTables(db, dialect, LOGIN_ATTEMPTS);
      },
    },
    // Roles: a JSON array of role names as text (the same SQL on both engines; null until set: the site's first role),
    // disabled as 0/1 (an integer on both engines), the name people see.
    '0003_admin_roles': {
      up: async (db) => {
        for (const [name, storage] of ADMIN_ROLE_COLUMNS) await db.schema.alterTable(SYSTEM_TABLES.adminUsers).addColumn(name, getColumnType(dialect, storage)).execute();
      },
    },
    // The admin users became an entity (generator/builtin/adminUser.json): roles an array and disabled a boolean, stored as
    // every entity's json and boolean fields are (on SQLite they already are: text and integer 0/1).
    '0004_admin_user_types': {
      up: async (db) => {
        if (dialect !== 'postgres') return;
        await sql`alter table ${sql.table(SYSTEM_TABLES.adminUsers)} alter column roles type jsonb using roles::jsonb, alter column disabled type boolean using coalesce(disabled, 0) <> 0`.execute(db);
      },
    },
    // Bulk jobs (runtime/server/bulk): progress any server of the store can answer.
    '0005_admin_jobs': { up: (db) => createTables(db, dialect, JOBS) },
    // Saved views of the grids and each user's default per grid; a name is unique per owner and grid.
    '0006_admin_views': {
      up: async (db) => {
        await createTables(db, dialect, ADMIN_VIEWS);
        await db.schema.createIndex(`${SYSTEM_TABLES.adminViews}_owner_grid_name_key`).ifNotExists().unique().on(SYSTEM_TABLES.adminViews).columns(['ownerId', 'grid', 'name']).execute();
      },
    },
    // The audit log's first indexes, each a prefix of one its list keeps ((at, _id), (entity, recordId, at, _id)) or
    // read by no query (userEmail: its filter reads the folded key): every audited write paid for three more.
    '0007_audit_log_indexes': {
      up: async (db) => {
        for (const columns of AUDIT_LOG_DROPPED_INDEXES) await db.schema.dropIndex(`${SYSTEM_TABLES.auditLog}_${columns.join('_')}_idx`).ifExists().execute();
      },
    },
    // Sequence fields' counters (storage/rows/fillSequenceValues).
    '0008_admin_sequences': { up: (db) => createTables(db, dialect, SEQUENCES) },
    // The bulk job an entry belongs to (its own entry and its rows'), which the history lists by (auditEntry's jobHistory grid).
    '0009_audit_log_job': {
      up: async (db) => {
        await db.schema.alterTable(SYSTEM_TABLES.auditLog).addColumn('job', getColumnType(dialect, 'text')).execute();
      },
    },
  };
}

/** Runs the pending system migrations on `database` (call it under withSchemaLock); throws the first failure. */
export async function migrateSystemTables(database: Database, migrations: Record<string, Migration> = getSystemMigrations(database.dialect)): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // The caller's transaction covers every step; Kysely's own would be a second connection.
  const migrator = new Migrator({
    db: database.db,
    provider,
    migrationTableName: MIGRATION_TABLES.migrations,
    migrationLockTableName: MIGRATION_TABLES.lock,
    disableTransactions: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

async function createTables(db: Kysely<unknown>, dialect: StoreDialect, tables: Readonly<Record<string, TableSpec>>): Promise<void> {
  for (const [table, spec] of Object.entries(tables)) {
    let builder = db.schema.createTable(table).ifNotExists().addColumn('_id', 'text', (column) => column.primaryKey());
    for (const [name, storage] of spec.columns) builder = builder.addColumn(name, getColumnType(dialect, storage));
    await builder.execute();
    for (const columns of spec.indexes) {
      await db.schema.createIndex(`${table}_${columns.join('_')}_idx`).ifNotExists().on(table).columns([...columns]).execute();
    }
    for (const column of spec.unique ?? []) {
      await db.schema.createIndex(`${table}_${column}_key`).ifNotExists().unique().on(table).column(column).execute();
    }
  }
}

/** The names of the system migrations the store's engine runs, in order. */
export function getSystemMigrationNames(database: Database): string[] {
  return Object.keys(getSystemMigrations(database.dialect));
}
