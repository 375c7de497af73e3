import { isRecord } from '../isRecord.js';
import { readAuditChangesObject, readAuditLabels, readAuditTo, type AuditFilterLabel } from './AuditSelection.js';

/** A bulk job's own audit entry is written with this action (the rows it changed get their own actions). */
export const JOB_AUDIT_ACTION = 'bulk';

/** How many of the ids a job ran on its own entry keeps (the counts cover them all). */
export const JOB_AUDIT_IDS = 50;

/** What a bulk job's own audit entry says: the action, its counts, what it ran on and, for a set, the values written. */
export interface JobAuditSummary {
  /** `delete`, a transition endpoint's name, or `set`. */
  readonly action: string;
  /** Rows selected (judged), changed, and left as they were. */
  readonly total: number;
  readonly changed: number;
  readonly unchanged: number;
  /** The list's query parameters it selected by (filters, tab, `q`), or null when it named ids. */
  readonly where: Readonly<Record<string, unknown>> | null;
  /** The first JOB_AUDIT_IDS ids it named, or null when it selected by `where`. */
  readonly ids: readonly string[] | null;
  /** How many ids it named (null with `where`). */
  readonly idCount: number | null;
  /** A set's values by field; null for other actions. */
  readonly set: Readonly<Record<string, unknown>> | null;
  /** The labels of the rows its reference filters named, by field (writeAuditEntries adds them); null or absent: none. */
  readonly labels?: Readonly<Record<string, AuditFilterLabel>> | null;
  /** The labels of the rows a set's reference values name, by field (writeAuditEntries adds them); null or absent: none. */
  readonly setLabels?: Readonly<Record<string, AuditFilterLabel>> | null;
}

/**
 * The job entry's `changes` (audit_log.changes keeps `{ key: { to } }`): written by the bulk runner, read back by
 * readJobAuditChanges, so the history draws it as a job and never under the entity's field titles.
 */
export function toJobAuditChanges(summary: JobAuditSummary): Record<string, { to: unknown }> {
  return {
    action: { to: summary.action },
    total: { to: summary.total },
    changed: { to: summary.changed },
    unchanged: { to: summary.unchanged },
    ...(summary.where !== null && { where: { to: summary.where } }),
    ...(summary.ids !== null && { ids: { to: summary.ids }, idCount: { to: summary.idCount ?? summary.ids.length } }),
    ...(summary.set !== null && { set: { to: summary.set } }),
    ...(summary.labels && { labels: { to: summary.labels } }),
    ...(summary.setLabels && { setLabels: { to: summary.setLabels } }),
  };
}

/** A job entry's `changes` (an object or its JSON text) as a summary; null when it is not one. Entries written before `where`/`ids`/`set`/`labels` existed read with them null. */
export function readJobAuditChanges(changes: unknown): JobAuditSummary | null {
  const value = readAuditChangesObject(changes);
  if (!value) return null;
  const to = (key: string): unknown => readAuditTo(value, key);
  const action = to('action');
  const counts = [to('total'), to('changed'), to('unchanged')];
  if (typeof action !== 'string' || !counts.every((count) => typeof count === 'number')) return null;
  const [total, changed, unchanged] = counts as number[];
  const where = to('where');
  const ids = to('ids');
  const set = to('set');
  const idList = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
  const idCount = to('idCount');
  const labels = to('labels');
  return {
    action,
    total: total!,
    changed: changed!,
    unchanged: unchanged!,
    where: isRecord(where) ? where : null,
    ids: idList,
    idCount: idList === null ? null : typeof idCount === 'number' ? idCount : idList.length,
    set: isRecord(set) ? set : null,
    labels: readAuditLabels(labels),
    setLabels: readAuditLabels(to('setLabels')),
  };
}
