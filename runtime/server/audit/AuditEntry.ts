import type { EntityDefinition } from '../../shared/index.js';

/** What a request did to one row; stored in audit_log.action (the web shows 'Creación', 'Modificación', …). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'move', 'transition', 'assign', 'unassign'] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: `from` absent on a create (or when the field was empty), `to` absent on a delete (or when it became empty). */
export interface AuditChange {
  readonly from?: unknown;
  readonly to?: unknown;
}

/** Changed fields by name; secrets masked, write-only fields and children arrays left out. */
export type AuditChanges = Readonly<Record<string, AuditChange>>;

/** One audit row about to be written. */
export interface AuditEntryInput {
  readonly entity: EntityDefinition;
  readonly recordId: string;
  readonly action: AuditAction;
  readonly changes: AuditChanges;
}
