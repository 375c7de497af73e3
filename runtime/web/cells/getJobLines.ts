import { getOthersParam, SEARCH_PARAM, type EntityDefinition, type JobAuditSummary } from '../../shared/index.js';
import { formatMessage, type Messages } from '../i18n/index.js';
import { isRecord } from '../../shared/isRecord.js';
import { formatChangeValue } from './getChangeLines.js';

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
 * its grids' bulk buttons give it (a set with each field's title and value, a delete as 'Eliminar'), the counts, and
 * the selection — each filter by its field's title with its value as the history shows values (option titles, Sí/No,
 * a range's bounds), the search box's text, a tab's other values — or the ids, the first ones kept. Fields in `hidden`
 * (the user's roles hide them) are left out of the filters and the set.
 */
export function getJobLines(summary: JobAuditSummary, entity: EntityDefinition | undefined, messages: Messages, hidden: readonly string[] = []): JobLines {
  const fieldOf = (name: string) => entity?.fields.find((field) => field.name === name);
  const shown = (name: string) => !hidden.includes(name);
  const counts = formatMessage(messages.jobCounts, { total: summary.total, changed: summary.changed, unchanged: summary.unchanged });
  return { action: getActionText(summary, entity, messages, shown), counts, selection: getSelectionText(summary, fieldOf, messages, shown, entity) };
}

function getActionText(summary: JobAuditSummary, entity: EntityDefinition | undefined, messages: Messages, shown: (name: string) => boolean): string {
  if (summary.action === 'delete') return messages.bulkDelete;
  if (summary.action === 'set') {
    const values = Object.entries(summary.set ?? {})
      .filter(([name]) => shown(name))
      .map(([name, value]) => {
        const field = entity?.fields.find((candidate) => candidate.name === name);
        return formatMessage(messages.jobSetValue, { field: field?.title || name, value: formatChangeValue(value, field, messages) });
      });
    return values.length > 0 ? `${messages.jobSet} ${values.join(', ')}` : messages.jobSet;
  }
  const transition = entity?.grids.flatMap((grid) => grid.bulk?.transitions ?? []).find((candidate) => candidate.endpoint === summary.action);
  return transition?.label ?? summary.action;
}

function getSelectionText(
  summary: JobAuditSummary,
  fieldOf: (name: string) => EntityDefinition['fields'][number] | undefined,
  messages: Messages,
  shown: (name: string) => boolean,
  entity: EntityDefinition | undefined,
): string {
  if (summary.ids !== null) {
    const count = summary.idCount ?? summary.ids.length;
    const ids = summary.ids.join(', ') + (count > summary.ids.length ? ', …' : '');
    return formatMessage(messages.jobIds, { count, ids });
  }
  const filters = Object.entries(summary.where ?? {}).flatMap(([name, value]): string[] => {
    if (name === SEARCH_PARAM) return [`${messages.jobSearch}: ${formatChangeValue(value, undefined, messages)}`];
    const others = entity?.fields.find((field) => getOthersParam(field.name) === name);
    if (others) return shown(others.name) ? [`${others.title || others.name}: ${messages.jobOthers}`] : [];
    if (!shown(name)) return [];
    const field = fieldOf(name);
    const title = field?.title || name;
    if (isRecord(value) && ('from' in value || 'to' in value)) {
      const bounds = [
        ...('from' in value ? [formatMessage(messages.jobFrom, { value: formatChangeValue(value.from, field, messages) })] : []),
        ...('to' in value ? [formatMessage(messages.jobTo, { value: formatChangeValue(value.to, field, messages) })] : []),
      ];
      return [`${title}: ${bounds.join(' ')}`];
    }
    return [`${title}: ${formatChangeValue(value, field, messages)}`];
  });
  return filters.length > 0 ? formatMessage(messages.jobFilters, { filters: filters.join('; ') }) : messages.jobNoFilters;
}
