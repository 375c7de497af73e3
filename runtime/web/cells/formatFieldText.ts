import { getCellOptions, type EntityDefinition, type GridDefinition } from '../../shared/index.js';
import { formatCellText, type CellTextColumn, type CellTextContext } from './formatCellText.js';
import { formatChangeValue } from './formatChangeValue.js';
import { getCellKind } from './getCellKind.js';

/**
 * A value of one of the entity's fields as its column's cell draws it, in words (formatCellText: a date in the site's
 * display, numbers and amounts in the locale's, Sí/No, an option's title, a reference by its stored `label`), for a
 * bulk job's, the history's and the conflict dialog's lines; nothing as '(vacío)', and a reference without a label
 * as its ids (its cell would draw '-'). `grids`: whose column draws it (default: any of the entity's; none: the
 * field's default cell, as a view draws it).
 */
export function formatFieldText(
  name: string,
  value: unknown,
  label: unknown,
  entity: EntityDefinition | undefined,
  context: CellTextContext,
  grids: readonly GridDefinition[] = entity?.grids ?? [],
): string {
  const field = entity?.fields.find((candidate) => candidate.name === name);
  const column = getFieldTextColumn(name, entity, grids);
  const unlabelled = column.cell === 'reference' && label === undefined;
  if (!field || unlabelled || value === null || value === undefined || value === '') return formatChangeValue(value, field, context.messages);
  return formatCellText(column, value, label, context, field);
}

/** The column a field's value is drawn by: the first of `grids` that shows the field, else the field's default cell. */
export function getFieldTextColumn(name: string, entity: EntityDefinition | undefined, grids: readonly GridDefinition[]): CellTextColumn {
  const column = grids.flatMap((candidate) => candidate.columns).find((candidate) => candidate.field === name);
  if (column) return column;
  const field = entity?.fields.find((candidate) => candidate.name === name);
  return { cell: getCellKind(field, entity), options: (field && getCellOptions(field.schema)) ?? [] };
}
