import type { EntityDefinition, ExportAuditSummary } from '../../shared/index.js';
import { formatMessage } from '../i18n/index.js';
import { formatCount, type CellTextContext } from './formatCellText.js';
import { getFilterLines } from './getFilterLines.js';
import { getFiltersText } from './getJobLines.js';

/** An export's own history entry as text. */
export interface ExportLines {
  /** 'Exportó 1.234 filas en CSV'. */
  readonly action: string;
  /** 'Tabla: Facturas': the grid it was asked from; null when the entry names none the site still has. */
  readonly grid: string | null;
  /** 'Filtros: Estado: Pendiente; Fecha de creación: desde 01/10/2026', or 'Sin filtros: todas las filas'. */
  readonly filters: string;
  /** 'Orden: Fecha de creación, descendente'; null when the entry kept none or its field is hidden. */
  readonly sort: string | null;
}

/**
 * The lines of an export entry (readExportAuditChanges' summary) for `entity`, the entity exported: how many rows in
 * which format, the grid by its title, the filters (the tab and search included) as getFilterLines reads them with
 * that grid's columns, and the sort by its field's title. Fields in `hidden` are left out.
 */
export function getExportLines(summary: ExportAuditSummary, entity: EntityDefinition | undefined, context: CellTextContext, hidden: readonly string[] = []): ExportLines {
  const { messages } = context;
  const grid = entity?.grids.find((candidate) => candidate.name === summary.grid);
  const rows = formatCount(summary.rows, context.locale);
  const action = formatMessage(summary.rows === 1 ? messages.exportEntryOne : messages.exportEntry, { rows, format: summary.format.toUpperCase() });
  const sortField = summary.sort && !hidden.includes(summary.sort.field) ? entity?.fields.find((field) => field.name === summary.sort?.field) : undefined;
  const sort =
    summary.sort && sortField
      ? formatMessage(messages.auditSort, { field: sortField.title || sortField.name, order: summary.sort.order === 'desc' ? messages.auditSortDesc : messages.auditSortAsc })
      : null;
  return {
    action,
    grid: grid ? formatMessage(messages.auditGrid, { grid: grid.title }) : null,
    filters: getFiltersText(getFilterLines(summary.where, summary.labels ?? null, entity, grid, context, hidden), context),
    sort,
  };
}
