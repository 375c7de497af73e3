import { getOthersParam, SEARCH_PARAM, type AuditFilterLabel, type EntityDefinition, type FieldDefinition, type GridDefinition } from '../../shared/index.js';
import { isRecord } from '../../shared/isRecord.js';
import { getDateRangeBoundDay } from './getDateRangeBoundDay.js';
import { formatDate, formatMessage } from '../i18n/index.js';
import { formatCellText, type CellTextColumn, type CellTextContext } from './formatCellText.js';
import { formatChangeValue } from './formatChangeValue.js';
import { getFieldTextColumn } from './formatFieldText.js';

/**
 * The filters a bulk job or an export ran with, one text each, as a person set them in the grid: the field's title,
 * then its value as its column's cell draws it (option titles, Sí/No, the reference's stored label, numbers and dates in
 * the site's format); a date range's bounds as the filter's Desde/Hasta showed them (the last day, not the exclusive
 * midnight after it); the search box's text; a tab's other values. Fields in `hidden` are left out.
 */
export function getFilterLines(
  where: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, AuditFilterLabel>> | null,
  entity: EntityDefinition | undefined,
  grid: GridDefinition | undefined,
  context: CellTextContext,
  hidden: readonly string[] = [],
): string[] {
  const { messages } = context;
  return Object.entries(where).flatMap(([name, value]): string[] => {
    if (name === SEARCH_PARAM) return [`${messages.jobSearch}: ${formatChangeValue(value, undefined, messages)}`];
    const others = entity?.fields.find((field) => getOthersParam(field.name) === name);
    if (others) return hidden.includes(others.name) ? [] : [`${others.title || others.name}: ${messages.jobOthers}`];
    if (hidden.includes(name)) return [];
    const field = entity?.fields.find((candidate) => candidate.name === name);
    const column = getFieldTextColumn(name, entity, grid ? [grid] : (entity?.grids ?? []));
    const title = field?.title || name;
    const label = labels?.[name];
    if (isRecord(value) && ('from' in value || 'to' in value)) {
      const bound = (side: 'from' | 'to') => formatMessage(side === 'from' ? messages.jobFrom : messages.jobTo, { value: formatBound(value[side], side, column, context, field) });
      const bounds = [...('from' in value ? [bound('from')] : []), ...('to' in value ? [bound('to')] : [])];
      return [`${title}: ${bounds.join(' ')}`];
    }
    return [`${title}: ${formatCellText(column, value, label, context, field)}`];
  });
}

/** A range's bound: a date range's as the day its filter showed (an instant that is no local midnight as a date-time), a number's as its cell draws it. */
function formatBound(value: unknown, side: 'from' | 'to', column: CellTextColumn, context: CellTextContext, field: FieldDefinition | undefined): string {
  if ((column.cell === 'date' || column.cell === 'datetime') && typeof value === 'string') {
    const day = getDateRangeBoundDay(value, side);
    return day !== null ? formatDate(day, 'date', context.dateDisplay) : formatDate(value, 'datetime', context.dateDisplay);
  }
  return formatCellText(column, value, undefined, context, field);
}
