import type { Transaction } from 'kysely';
import type { AdminUser } from '../auth/AdminUser.js';
import { createObjectId } from '../ids/createObjectId.js';
import type { EntityRegistry } from '../model/index.js';
import { insertRows, SYSTEM_TABLES, type StoreSchema } from '../storage/index.js';
import type { AuditEntryInput } from './AuditEntry.js';
import { addAuditLabels } from './addAuditLabels.js';
import { addFilterLabels } from './addFilterLabels.js';

/**
 * Inserts one audit_log row per entry inside the caller's transaction, so a change and its audit commit or
 * roll back together. Skipped: updates that changed nothing, and rows of the audit log itself (only this module
 * writes it). Reference fields get the labels of the rows they name, read in the same transaction (addAuditLabels), and
 * so do a bulk job's or an export's reference filters (addFilterLabels).
 * `user` null or undefined (seeding, CLI, no session) leaves userId and userEmail null.
 */
export async function writeAuditEntries(
  trx: Transaction<StoreSchema>,
  registry: EntityRegistry,
  user: AdminUser | null | undefined,
  entries: readonly AuditEntryInput[],
  at: Date = new Date(),
  // A bulk chunk inserts them with its UPDATE (updateMany's alongside rows: one statement on PostgreSQL).
  insert: (rows: Record<string, unknown>[]) => Promise<void> = (rows) => insertRows(trx, SYSTEM_TABLES.auditLog, rows),
): Promise<void> {
  const kept = entries
    .filter((entry) => entry.entity.table !== SYSTEM_TABLES.auditLog)
    .filter((entry) => entry.action !== 'update' || Object.keys(entry.changes).length > 0);
  const rows = (await addAuditLabels(trx, registry, await addFilterLabels(trx, registry, kept))).map((entry) => ({
      _id: createObjectId(at),
      at: at.toISOString(),
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      entity: entry.entity.entity,
      recordId: entry.recordId,
      action: entry.action,
      job: entry.job ?? null,
      // json travels as text on both engines.
      changes: JSON.stringify(entry.changes),
    }));
  await insert(rows);
}
