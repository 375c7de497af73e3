import type { EntityDefinition, JobAuditSummary } from '../../shared/index.js';
import { formatMessage } from '../i18n/index.js';
import { formatCount, type CellTextContext } from './formatCellText.js';
import { formatFieldText } from './formatFieldText.js';
import { getFilterLines } from './getFilterLines.js';

/** A bulk job's own history entry as text: what it did, its counts, and what it ran on. */
export interface JobLines {
  /** The action as its button said it ('Facturar', 'Eliminar', 'Cambiar «Precio» a 10'). */
  readonly action: string;
  /** '168 filas elegidas: 165 cambiadas, 3 sin cambios'. */
  readonly counts: string;
  /** The filters it selected by, or the ids it was given. */
  readonly selection: string;
}

/**
 * The lines of a job entry (readJobAuditChanges' summary) for `entity`, the entity it ran on: the action by the label
 * its grids' bulk buttons give it (a set with each field's title and value as its cell draws it, a delete as 'Eliminar'), the counts, and
 * the selection — its filters as getFilterLines reads them — or the ids, the first ones kept. Fields in `hidden`
 * (the user's roles hide them) are left out of the filters and the set.
 */
export function getJobLines(summary: JobAuditSummary, entity: EntityDefinition | undefined, context: CellTextContext, hidden: readonly string[] = []): JobLines {
  const { messages } = context;
  const number = (value: number) => formatCount(value, context.locale);
  const counts = formatMessage(messages.jobCounts, { total: number(summary.total), changed: number(summary.changed), unchanged: number(summary.unchanged) });
  return { action: getActionText(summary, entity, context, hidden), counts, selection: getSelectionText(summary, entity, context, hidden) };
}

/** The filters of a job or an export as one line: 'Filtros: Estado: Pendiente; Curso: Álgebra', or 'Sin filtros: todas las filas'. */
export function getFiltersText(filters: readonly string[], context: CellTextContext): string {
  return filters.length > 0 ? formatMessage(context.messages.jobFilters, { filters: filters.join('; ') }) : context.messages.jobNoFilters;
}

function getActionText(summary: JobAuditSummary, entity: EntityDefinition | undefined, context: CellTextContext, hidden: readonly string[]): string {
  const { messages } = context;
  if (summary.action === 'delete') return messages.bulkDelete;
  if (summary.action === 'set') {
    const values = Object.entries(summary.set ?? {})
      .filter(([name]) => !hidden.includes(name))
      .map(([name, value]) => {
        const field = entity?.fields.find((candidate) => candidate.name === name);
        return formatMessage(messages.jobSetValue, { field: field?.title || name, value: formatFieldText(name, value, summary.setLabels?.[name], entity, context) });
      });
    return values.length > 0 ? `${messages.jobSet} ${values.join(', ')}` : messages.jobSet;
  }
  const transition = entity?.grids.flatMap((grid) => grid.bulk?.transitions ?? []).find((candidate) => candidate.endpoint === summary.action);
  return transition?.label ?? summary.action;
}

function getSelectionText(summary: JobAuditSummary, entity: EntityDefinition | undefined, context: CellTextContext, hidden: readonly string[]): string {
  if (summary.ids !== null) {
    const count = summary.idCount ?? summary.ids.length;
    const ids = summary.ids.join(', ') + (count > summary.ids.length ? ', …' : '');
    return formatMessage(context.messages.jobIds, { count, ids });
  }
  return getFiltersText(getFilterLines(summary.where ?? {}, summary.labels ?? null, entity, undefined, context, hidden), context);
}
