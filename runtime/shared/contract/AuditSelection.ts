import { isRecord } from '../isRecord.js';
import type { SortDefinition } from '../types.js';
import { getOthersParam } from './getListSpec.js';

/** A reference filter's label at write time: the row's display value, null for a gone id, one per id for a `many` reference. */
export type AuditFilterLabel = string | null | readonly (string | null)[];

/** The actions whose own entry keeps the list's query parameters it ran on (`where`), and its references' labels (`labels`). */
export const SELECTION_AUDIT_ACTIONS: readonly string[] = ['bulk', 'export'];

/** The list parameters that sort an export (kept apart from its filters as `sort`). */
export const SORT_PARAMS = ['sortField', 'sortOrder'] as const;

/** An entry's `changes` as an object, whether the API sent it as one or as its JSON text; null otherwise. */
export function readAuditChangesObject(changes: unknown): Readonly<Record<string, unknown>> | null {
  if (typeof changes !== 'string') return isRecord(changes) ? changes : null;
  try {
    const value = JSON.parse(changes) as unknown;
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** An entry's `changes` key holding a value (`{ key: { to } }`); undefined when absent. */
export function readAuditTo(changes: Readonly<Record<string, unknown>>, key: string): unknown {
  const change = changes[key];
  return isRecord(change) ? change.to : undefined;
}

/** The list parameters a bulk job's or an export's own entry ran on, for labelling its references when written; null for any other entry. */
export function getAuditWhere(action: string, changes: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> | null {
  if (!SELECTION_AUDIT_ACTIONS.includes(action)) return null;
  const where = readAuditTo(changes, 'where');
  return isRecord(where) ? where : null;
}

/** A bulk set's values by field, for labelling its references when written; null for any other entry. */
export function getAuditSet(action: string, changes: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> | null {
  if (action !== 'bulk') return null;
  const set = readAuditTo(changes, 'set');
  return isRecord(set) ? set : null;
}

/** Stored labels by field (each a string, null, or an array of them); null when absent or of another shape. */
export function readAuditLabels(value: unknown): Record<string, AuditFilterLabel> | null {
  if (!isRecord(value)) return null;
  const isLabel = (item: unknown) => item === null || typeof item === 'string';
  const entries = Object.entries(value).filter(([, label]) => isLabel(label) || (Array.isArray(label) && (label as unknown[]).every(isLabel)));
  return Object.fromEntries(entries) as Record<string, AuditFilterLabel>;
}

/** A stored sort (`{ field, order }`); null when absent or of another shape. */
export function readAuditSort(value: unknown): SortDefinition | null {
  if (!isRecord(value) || typeof value.field !== 'string' || (value.order !== 'asc' && value.order !== 'desc')) return null;
  return { field: value.field, order: value.order };
}

/**
 * An entry's `changes` as a reader whose roles hide `hidden` fields of its entity may see them. A bulk job's or an
 * export's entry names fields inside its filters (a tab's other values too), set values, sort and labels: those go;
 * `unreadable` reference fields (whose target the reader may not list) lose their labels only. An import's entry
 * names no field. Any other entry loses the change lines of hidden fields.
 */
export function withoutHiddenAuditFields(
  action: string,
  changes: Readonly<Record<string, unknown>>,
  hidden: readonly string[],
  unreadable: readonly string[] = [],
): Record<string, unknown> {
  if (action === 'import') return { ...changes };
  if (!SELECTION_AUDIT_ACTIONS.includes(action)) return Object.fromEntries(Object.entries(changes).filter(([key]) => !hidden.includes(key)));
  const names = new Set(hidden.flatMap((field) => [field, getOthersParam(field)]));
  const strip = (key: string, gone: ReadonlySet<string>) => {
    const change = changes[key];
    if (!isRecord(change) || !isRecord(change.to)) return change;
    return { ...change, to: Object.fromEntries(Object.entries(change.to).filter(([name]) => !gone.has(name))) };
  };
  const kept: Record<string, unknown> = { ...changes };
  // `filters`: an export entry written before `where` and `sort` were kept apart.
  for (const key of ['where', 'filters', 'set']) if (key in changes) kept[key] = strip(key, names);
  const oldFilters = readAuditTo(kept, 'filters');
  if (isRecord(oldFilters) && typeof oldFilters.sortField === 'string' && names.has(oldFilters.sortField)) {
    kept.filters = { to: Object.fromEntries(Object.entries(oldFilters).filter(([name]) => !(SORT_PARAMS as readonly string[]).includes(name))) };
  }
  for (const key of ['labels', 'setLabels']) if (key in changes) kept[key] = strip(key, new Set([...names, ...unreadable]));
  const sort = readAuditSort(readAuditTo(changes, 'sort'));
  if (sort && names.has(sort.field)) delete kept.sort;
  return kept;
}
