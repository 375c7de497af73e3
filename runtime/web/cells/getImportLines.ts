import type { EntityDefinition, ImportAuditCounts, ImportAuditSummary } from '../../shared/index.js';
import { formatMessage } from '../i18n/index.js';
import { formatCount, type CellTextContext } from './formatCellText.js';

/** An import's own history entry as text. */
export interface ImportLines {
  /** 'Importó facturas.csv: 12 creadas, 3 actualizadas, 0 sin cambios'. */
  readonly action: string;
  /** 'Tabla: Facturas'; null when the entry names no grid the site still has. */
  readonly grid: string | null;
  /** 'Líneas de factura: 4 creadas, 0 actualizadas, 1 sin cambios'; null without child rows. */
  readonly children: string | null;
}

/**
 * The lines of an import entry (readImportAuditChanges' summary) for `entity`, the entity imported into: the file and
 * its counts, the grid by its title, and the child rows' counts under their title (the grid's import names it, else
 * the child entity's label).
 */
export function getImportLines(summary: ImportAuditSummary, entity: EntityDefinition | undefined, entities: ReadonlyMap<string, EntityDefinition>, context: CellTextContext): ImportLines {
  const { messages } = context;
  const grid = entity?.grids.find((candidate) => candidate.name === summary.grid);
  const file = summary.file !== '' ? summary.file : messages.importEntryNoFile;
  const childTitle = summary.children ? (grid?.import?.children?.title ?? (summary.children.entity ? entities.get(summary.children.entity)?.label.many : undefined) ?? messages.importEntryChildren) : null;
  return {
    action: formatMessage(messages.importEntry, { file, counts: getCountsText(summary, context) }),
    grid: grid ? formatMessage(messages.auditGrid, { grid: grid.title }) : null,
    children: summary.children && childTitle ? `${childTitle}: ${getCountsText(summary.children, context)}` : null,
  };
}

function getCountsText(counts: ImportAuditCounts, context: CellTextContext): string {
  const number = (value: number) => formatCount(value, context.locale);
  return formatMessage(context.messages.importEntryCounts, { created: number(counts.created), updated: number(counts.updated), unchanged: number(counts.unchanged) });
}
