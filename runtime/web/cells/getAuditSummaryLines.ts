import { EXPORT_AUDIT_ACTION, IMPORT_AUDIT_ACTION, JOB_AUDIT_ACTION, readExportAuditChanges, readImportAuditChanges, readJobAuditChanges, type EntityDefinition } from '../../shared/index.js';
import type { CellTextContext } from './formatCellText.js';
import { getExportLines } from './getExportLines.js';
import { getImportLines } from './getImportLines.js';
import { getJobLines } from './getJobLines.js';

/** An entry about a whole operation (a bulk job, an export, an import) as text: its headline, its lines, and its entries link's text. */
export interface AuditSummaryLines {
  readonly title: string;
  readonly lines: readonly string[];
  /** The text of the link to the entries it wrote (those sharing its `job`); null: it wrote none. */
  readonly entries: string | null;
}

/**
 * The summary of an audit row whose `changes` are its operation's own (a bulk job's, an export's, an import's: read
 * by their contract's reader), never field changes; null for any other row, whose changes are field lines.
 */
export function getAuditSummaryLines(
  action: unknown,
  changes: unknown,
  entity: EntityDefinition | undefined,
  entities: ReadonlyMap<string, EntityDefinition>,
  context: CellTextContext,
  hidden: readonly string[],
): AuditSummaryLines | null {
  if (action === JOB_AUDIT_ACTION) {
    const job = readJobAuditChanges(changes);
    if (!job) return null;
    const lines = getJobLines(job, entity, context, hidden);
    return { title: lines.action, lines: [lines.counts, lines.selection], entries: context.messages.jobEntries };
  }
  if (action === EXPORT_AUDIT_ACTION) {
    const summary = readExportAuditChanges(changes);
    if (!summary) return null;
    const lines = getExportLines(summary, entity, context, hidden);
    return { title: lines.action, lines: [lines.grid, lines.filters, lines.sort].filter((line) => line !== null), entries: null };
  }
  if (action === IMPORT_AUDIT_ACTION) {
    const summary = readImportAuditChanges(changes);
    if (!summary) return null;
    const lines = getImportLines(summary, entity, entities, context);
    return { title: lines.action, lines: [lines.grid, lines.children].filter((line) => line !== null), entries: context.messages.importEntries };
  }
  return null;
}
