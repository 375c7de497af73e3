import type { EntityDefinition } from '../../shared/index.js';

/** What a request did to one row; stored in audit_log.action (the web shows 'Creación', 'Modificación', …). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'move', 'transition', 'assign', 'unassign', 'denied', 'export', 'import', 'bulk'] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A reference's label at write time: the referenced row's display value, null for a gone id, one per id for a `many` reference. */
export type AuditLabel = string | null | readonly (string | null)[];

/**
 * One changed field: `from` absent on a create (or when the field was empty), `to` absent on a delete (or when it
 * became empty). A reference field also carries `fromLabel` / `toLabel` beside each present side (writeAuditEntries adds them).
 */
export interface AuditChange {
  readonly from?: unknown;
  readonly to?: unknown;
  readonly fromLabel?: AuditLabel;
  readonly toLabel?: AuditLabel;
}

/** Changed fields by name; secrets masked, write-only fields and children arrays left out. */
export type AuditChanges = Readonly<Record<string, AuditChange>>;

/** Readable rows a request deleted, by entity name then id: their labels can no longer be read from their tables. */
export type DeletedRows = ReadonlyMap<string, ReadonlyMap<string, Readonly<Record<string, unknown>>>>;

/** One audit row about to be written. */
export interface AuditEntryInput {
  readonly entity: EntityDefinition;
  readonly recordId: string;
  readonly action: AuditAction;
  readonly changes: AuditChanges;
  /** The bulk job the entry belongs to (the job's own entry, and each row's it changed); absent: none. */
  readonly job?: string;
  /** Rows deleted by the same request, where labels of references to them are read (a delete's entries carry it). */
  readonly deletedRows?: DeletedRows;
}
