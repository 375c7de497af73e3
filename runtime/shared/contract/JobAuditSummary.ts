import { isRecord } from '../isRecord.js';
import { getOthersParam } from './getListSpec.js';

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
  };
}

/** A job entry's `changes` (an object or its JSON text) as a summary; null when it is not one. Entries written before `where`/`ids`/`set` existed read with them null. */
export function readJobAuditChanges(changes: unknown): JobAuditSummary | null {
  const value = typeof changes === 'string' ? parseJson(changes) : changes;
  if (!isRecord(value)) return null;
  const to = (key: string): unknown => (isRecord(value[key]) ? value[key].to : undefined);
  const action = to('action');
  const counts = [to('total'), to('changed'), to('unchanged')];
  if (typeof action !== 'string' || !counts.every((count) => typeof count === 'number')) return null;
  const [total, changed, unchanged] = counts as number[];
  const where = to('where');
  const ids = to('ids');
  const set = to('set');
  const idList = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
  const idCount = to('idCount');
  return {
    action,
    total: total!,
    changed: changed!,
    unchanged: unchanged!,
    where: isRecord(where) ? where : null,
    ids: idList,
    idCount: idList === null ? null : typeof idCount === 'number' ? idCount : idList.length,
    set: isRecord(set) ? set : null,
  };
}

/**
 * A job entry's `changes` without what it says about `hidden` fields (the user's roles hide them): their filters in
 * `where` (a tab's other values too) and their values in `set`. Other keys stay as they are.
 */
export function withoutHiddenJobFields(changes: Readonly<Record<string, unknown>>, hidden: readonly string[]): Record<string, unknown> {
  const names = new Set(hidden.flatMap((field) => [field, getOthersParam(field)]));
  const strip = (key: string) => {
    const change = changes[key];
    if (!isRecord(change) || !isRecord(change.to)) return change;
    return { ...change, to: Object.fromEntries(Object.entries(change.to).filter(([name]) => !names.has(name))) };
  };
  return { ...changes, ...('where' in changes && { where: strip('where') }), ...('set' in changes && { set: strip('set') }) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
