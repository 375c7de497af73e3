import { isRecord } from '../isRecord.js';
import type { SortDefinition } from '../types.js';
import { readAuditChangesObject, readAuditLabels, readAuditSort, readAuditTo, SORT_PARAMS, type AuditFilterLabel } from './AuditSelection.js';

/** A list export's own audit entry is written with this action. */
export const EXPORT_AUDIT_ACTION = 'export';

/** What an export's audit entry says: the file's format, the grid it was asked from, its rows, and the list's filters and sort. */
export interface ExportAuditSummary {
  /** `csv` or `xlsx` (EXPORT_FORMATS). */
  readonly format: string;
  /** The grid's name (its title is the entity's), null when the request named none. */
  readonly grid: string | null;
  /** Rows written to the file. */
  readonly rows: number;
  /** The list's query parameters it exported with (filters, tab, `q`), without paging, sort, columns and format. */
  readonly where: Readonly<Record<string, unknown>>;
  /** The order of the file's rows. */
  readonly sort: SortDefinition | null;
  /** The labels of the rows its reference filters named, by field (writeAuditEntries adds them); null or absent: none. */
  readonly labels?: Readonly<Record<string, AuditFilterLabel>> | null;
}

/** The export entry's `changes` (audit_log.changes keeps `{ key: { to } }`), read back by readExportAuditChanges. */
export function toExportAuditChanges(summary: ExportAuditSummary): Record<string, { to: unknown }> {
  return {
    format: { to: summary.format },
    grid: { to: summary.grid },
    rows: { to: summary.rows },
    where: { to: summary.where },
    ...(summary.sort !== null && { sort: { to: summary.sort } }),
    ...(summary.labels && { labels: { to: summary.labels } }),
  };
}

/**
 * An export entry's `changes` (an object or its JSON text) as a summary; null when it is not one. An entry written
 * before `where` and `sort` were kept apart has the list's parameters, sort included, as `filters`.
 */
export function readExportAuditChanges(changes: unknown): ExportAuditSummary | null {
  const value = readAuditChangesObject(changes);
  if (!value) return null;
  const format = readAuditTo(value, 'format');
  const rows = readAuditTo(value, 'rows');
  const grid = readAuditTo(value, 'grid');
  if (typeof format !== 'string' || typeof rows !== 'number') return null;
  const where = readAuditTo(value, 'where');
  const filters = readAuditTo(value, 'filters');
  const old = !isRecord(where) && isRecord(filters) ? filters : null;
  const oldSort = old && typeof old.sortField === 'string' ? { field: old.sortField, order: old.sortOrder === 'desc' ? 'desc' : 'asc' } : null;
  return {
    format,
    grid: typeof grid === 'string' ? grid : null,
    rows,
    where: isRecord(where) ? where : old ? Object.fromEntries(Object.entries(old).filter(([name]) => !(SORT_PARAMS as readonly string[]).includes(name))) : {},
    sort: readAuditSort(readAuditTo(value, 'sort') ?? oldSort),
    labels: readAuditLabels(readAuditTo(value, 'labels')),
  };
}
