import { isRecord } from '../isRecord.js';
import { readAuditChangesObject, readAuditTo } from './AuditSelection.js';

/** An import's own audit entry is written with this action (the rows it wrote get their own, linked to it by `job`). */
export const IMPORT_AUDIT_ACTION = 'import';

/** Rows an import created, updated, and found as the file has them. */
export interface ImportAuditCounts {
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
}

/** What an import's audit entry says: the file, the grid it was made from, its counts, and its child rows' counts. */
export interface ImportAuditSummary extends ImportAuditCounts {
  /** The file's name as uploaded ('' when the upload named none). */
  readonly file: string;
  readonly grid: string | null;
  /** The child rows' counts and their entity (null in entries written before it was kept); null without children. */
  readonly children: (ImportAuditCounts & { readonly entity: string | null }) | null;
}

/** The import entry's `changes` (audit_log.changes keeps `{ key: { to } }`), read back by readImportAuditChanges. */
export function toImportAuditChanges(summary: ImportAuditSummary): Record<string, { to: unknown }> {
  return {
    file: { to: summary.file },
    grid: { to: summary.grid },
    created: { to: summary.created },
    updated: { to: summary.updated },
    unchanged: { to: summary.unchanged },
    ...(summary.children !== null && { children: { to: summary.children } }),
  };
}

/** An import entry's `changes` (an object or its JSON text) as a summary; null when it is not one. */
export function readImportAuditChanges(changes: unknown): ImportAuditSummary | null {
  const value = readAuditChangesObject(changes);
  if (!value) return null;
  const file = readAuditTo(value, 'file');
  const grid = readAuditTo(value, 'grid');
  const counts = readCounts((key) => readAuditTo(value, key));
  if (typeof file !== 'string' || !counts) return null;
  const children = readAuditTo(value, 'children');
  const childCounts = isRecord(children) ? readCounts((key) => children[key]) : null;
  return {
    file,
    grid: typeof grid === 'string' ? grid : null,
    ...counts,
    children: childCounts && isRecord(children) ? { ...childCounts, entity: typeof children.entity === 'string' ? children.entity : null } : null,
  };
}

function readCounts(read: (key: string) => unknown): ImportAuditCounts | null {
  const [created, updated, unchanged] = ['created', 'updated', 'unchanged'].map(read);
  if (typeof created !== 'number' || typeof updated !== 'number' || typeof unchanged !== 'number') return null;
  return { created, updated, unchanged };
}
