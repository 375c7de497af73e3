// The built-in entities' names, read by every stage (the loader adds them, the checks reserve them, normalize links the history grid).
/** The built-in audit log entity: written by the server only, listed by the history pages. */
export const AUDIT_ENTITY = 'auditEntry';
/** Its schema file, relative to the project root of admin-gen itself (the `source` of generated/auditEntry.ts). */
export const AUDIT_ENTITY_SOURCE = 'generator/builtin/auditEntry.json';
/** The audit entity's grid of one record's history; its route is the app's `recordHistoryRoute`. */
export const RECORD_HISTORY_GRID = 'recordHistory';
