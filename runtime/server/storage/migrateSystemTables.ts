import type { Database } from './Database.js';
import { getColumnType, type ColumnStorage } from './getColumnType.js';

/** The tables admin-gen itself owns, beside the entities': administrators, their sessions, failed logins and the audit log. */
export const SYSTEM_TABLES = {
  adminUsers: 'admin_users',
  adminSessions: 'admin_sessions',
  loginFailures: 'admin_login_failures',
  auditLog: 'audit_log',
} as const;

type ColumnSpec = readonly [name: string, storage: ColumnStorage];

// Dates are ISO-8601 UTC text, as entity date-time fields are stored. audit_log's columns are also the
// built-in auditEntry schema's fields, so `migrate` of that entity finds nothing to add.
const TABLES: Readonly<Record<string, { columns: readonly ColumnSpec[]; indexes: readonly (readonly string[])[]; unique?: readonly string[] }>> = {
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
  [SYSTEM_TABLES.loginFailures]: {
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

/** Creates the system tables and their indexes when missing; idempotent, like `migrate`. */
export async function migrateSystemTables(database: Database): Promise<void> {
  for (const [table, spec] of Object.entries(TABLES)) {
    let builder = database.db.schema.createTable(table).ifNotExists().addColumn('_id', 'text', (column) => column.primaryKey());
    for (const [name, storage] of spec.columns) builder = builder.addColumn(name, getColumnType(database.dialect, storage));
    await builder.execute();
    for (const columns of spec.indexes) {
      await database.db.schema.createIndex(`${table}_${columns.join('_')}_idx`).ifNotExists().on(table).columns([...columns]).execute();
    }
    for (const column of spec.unique ?? []) {
      await database.db.schema.createIndex(`${table}_${column}_key`).ifNotExists().unique().on(table).column(column).execute();
    }
  }
}
