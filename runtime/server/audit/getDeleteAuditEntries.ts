import type { EntityDefinition } from '../../shared/index.js';
import { readRow, type DeleteRulesResult } from '../storage/index.js';
import type { AuditAction, AuditEntryInput, DeletedRows } from './AuditEntry.js';
import { createAuditEntry } from './createAuditEntry.js';

/** The rows a request asked to delete, and the action their entries carry ('delete', or 'unassign' for a link row). */
export interface DeleteAuditRoot {
  readonly entity: EntityDefinition;
  readonly ids: readonly string[];
  readonly action: AuditAction;
}

/**
 * The entries of a delete with its rules: one per deleted row (cascaded ones as 'delete') and one 'update' per row a
 * setNull rule changed. Each carries the deleted rows, so references to them still get their labels.
 */
export function getDeleteAuditEntries(result: DeleteRulesResult, root: DeleteAuditRoot): AuditEntryInput[] {
  const ids = new Set(root.ids);
  const deletedRows = new Map<string, Map<string, Record<string, unknown>>>();
  for (const { entity, row } of result.deletedRows) {
    const rows = deletedRows.get(entity.entity) ?? new Map<string, Record<string, unknown>>();
    deletedRows.set(entity.entity, rows);
    rows.set(String(row._id), readRow(entity, row));
  }
  const withDeleted = (entry: AuditEntryInput): AuditEntryInput => ({ ...entry, deletedRows: deletedRows satisfies DeletedRows });
  return [
    ...result.deletedRows.map(({ entity, row }) =>
      withDeleted(createAuditEntry(entity, entity === root.entity && ids.has(String(row._id)) ? root.action : 'delete', readRow(entity, row), null)),
    ),
    ...result.clearedRows.map(({ entity, before, after }) => withDeleted(createAuditEntry(entity, 'update', readRow(entity, before), readRow(entity, after)))),
  ];
}
