import type { Transaction } from 'kysely';
import { getAuditSet, getAuditWhere, isRecord, type AuditFilterLabel, type EntityDefinition } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';
import type { StoreSchema } from '../storage/index.js';
import type { AuditEntryInput } from './AuditEntry.js';
import { addAuditLabels } from './addAuditLabels.js';

/** Where an entry names rows by id: its filters (one id each) or a bulk set's values (an id, or ids for a many reference). */
interface Named {
  readonly index: number;
  readonly key: 'labels' | 'setLabels';
  readonly standIn: AuditEntryInput;
  /** A filter names one id: a many reference's label is that id's alone. */
  readonly single: boolean;
}

/**
 * The entries with `labels` beside the filters a bulk job's or an export's entry ran on (getAuditWhere), and
 * `setLabels` beside a bulk set's values (getAuditSet): each reference's row label, read as a reference change's labels
 * are (addAuditLabels: same transaction, same masking), so the history reads «Curso: Álgebra» rather than an id.
 * Other entries stay as they are.
 */
export async function addFilterLabels(trx: Transaction<StoreSchema>, registry: EntityRegistry, entries: readonly AuditEntryInput[]): Promise<AuditEntryInput[]> {
  const named: Named[] = [];
  entries.forEach((entry, index) => {
    const where = getAuditWhere(entry.action, entry.changes);
    const set = getAuditSet(entry.action, entry.changes);
    if (where) addStandIn(named, index, 'labels', entry.entity, where, true);
    if (set) addStandIn(named, index, 'setLabels', entry.entity, set, false);
  });
  if (named.length === 0) return [...entries];
  const labelled = await addAuditLabels(trx, registry, named.map((item) => item.standIn));
  const changes = entries.map((entry) => ({ ...entry.changes }));
  named.forEach((item, position) => {
    const labels: Record<string, AuditFilterLabel> = {};
    for (const [field, change] of Object.entries(labelled[position]!.changes)) {
      const label: unknown = isRecord(change) ? change.toLabel : undefined;
      if (label === undefined) continue;
      labels[field] = item.single && Array.isArray(label) ? ((label as (string | null)[])[0] ?? null) : (label as AuditFilterLabel);
    }
    if (Object.keys(labels).length > 0) changes[item.index]![item.key] = { to: labels };
  });
  return entries.map((entry, index) => (named.some((item) => item.index === index) ? { ...entry, changes: changes[index]! } : entry));
}

/** One stand-in entry whose changes are `values`' references as the `to` of those fields (a filter's one id as its many reference's array). */
function addStandIn(named: Named[], index: number, key: Named['key'], entity: EntityDefinition, values: Readonly<Record<string, unknown>>, single: boolean): void {
  const changes = Object.fromEntries(
    entity.references.flatMap((reference) => {
      const value = values[reference.field];
      if (single) return typeof value === 'string' && value !== '' ? [[reference.field, { to: reference.many ? [value] : value }]] : [];
      return value === null || value === undefined || value === '' ? [] : [[reference.field, { to: value }]];
    }),
  );
  if (Object.keys(changes).length > 0) named.push({ index, key, single, standIn: { entity, recordId: '', action: 'update', changes } });
}
