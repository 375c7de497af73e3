import type { EntityDefinition, FieldDefinition } from '../../shared/index.js';
import { formatCellText, type CellTextContext } from './formatCellText.js';
import { formatChangeValue } from './formatChangeValue.js';
import { getFieldColumn } from './getFieldColumn.js';

/**
 * A value of one of the entity's fields as the field's cell draws it (formatCellText: a date in the site's display,
 * numbers and amounts in the locale's, Sí/No, an option's title), for the history's and the conflict dialog's lines;
 * nothing as '(vacío)', and a reference, which has no label here, as its ids (its cell would draw '-').
 */
export function formatFieldText(value: unknown, field: FieldDefinition | undefined, entity: EntityDefinition | undefined, context: CellTextContext): string {
  if (!field || !entity || value === null || value === undefined || value === '') return formatChangeValue(value, field, context.messages);
  const column = getFieldColumn(entity, field.name);
  return column.cell === 'reference' ? formatChangeValue(value, field, context.messages) : formatCellText(column, value, undefined, context, field);
}
