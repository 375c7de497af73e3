import type { Transaction } from 'kysely';
import { getAuditWhere, isRecord, type AuditFilterLabel } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';
import type { StoreSchema } from '../storage/index.js';
import type { AuditEntryInput } from './AuditEntry.js';
import { addAuditLabels } from './addAuditLabels.js';

/**
 * The entries with `labels` beside the filters a bulk job's or an export's entry ran on (getAuditWhere): each
 * reference filter's row label, read as a reference change's labels are (addAuditLabels, same transaction, same
 * masking), so the history reads «Curso: Álgebra» rather than an id. Other entries stay as they are.
 */
export async function addFilterLabels(trx: Transaction<StoreSchema>, registry: EntityRegistry, entries: readonly AuditEntryInput[]): Promise<AuditEntryInput[]> {
  // One stand-in change per entry: its reference filters' ids as the `to` of those fields.
  const standIns = entries.map((entry): AuditEntryInput | null => {
    const where = getAuditWhere(entry.action, entry.changes);
    if (!where) return null;
    const changes = Object.fromEntries(
      entry.entity.references.flatMap((reference) => {
        const value = where[reference.field];
        // A reference filter names one id (on a many reference, the rows whose array holds it).
        if (typeof value !== 'string' || value === '') return [];
        return [[reference.field, { to: reference.many ? [value] : value }]];
      }),
    );
    return Object.keys(changes).length > 0 ? { entity: entry.entity, recordId: '', action: 'update', changes } : null;
  });
  const present = standIns.filter((standIn): standIn is AuditEntryInput => standIn !== null);
  if (present.length === 0) return [...entries];
  const labelled = await addAuditLabels(trx, registry, present);
  let next = 0;
  return entries.map((entry, index) => {
    if (standIns[index] === null) return entry;
    const changes = labelled[next++]!.changes;
    const labels: Record<string, AuditFilterLabel> = {};
    for (const [field, change] of Object.entries(changes)) {
      const label: unknown = isRecord(change) ? change.toLabel : undefined;
      if (label !== undefined) labels[field] = Array.isArray(label) ? (label as (string | null)[])[0] ?? null : (label as string | null);
    }
    return Object.keys(labels).length > 0 ? { ...entry, changes: { ...entry.changes, labels: { to: labels } } } : entry;
  });
}
