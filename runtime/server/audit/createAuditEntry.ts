import type { EntityDefinition } from '../../shared/index.js';
import type { AuditAction, AuditEntryInput } from './AuditEntry.js';
import { getAuditChanges } from './getAuditChanges.js';

type Record_ = Readonly<Record<string, unknown>>;

/** The entry for one row from its readable states before and after the change (null: it did not exist). */
export function createAuditEntry(entity: EntityDefinition, action: AuditAction, before: Record_ | null, after: Record_ | null): AuditEntryInput {
  const recordId = String(after?._id ?? before?._id ?? '');
  return { entity, recordId, action, changes: getAuditChanges(entity, before, after) };
}
