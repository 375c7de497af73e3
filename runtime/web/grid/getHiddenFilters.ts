import type { ColumnDefinition, GridDefinition } from '../../shared/index.js';

/** The grid's filterable columns the column chooser hides while their filter holds a value: they still narrow the list. */
export function getHiddenFilters(grid: GridDefinition, shown: readonly string[], filters: Readonly<Record<string, string>>): ColumnDefinition[] {
  return grid.columns.filter((column) => column.filter && !shown.includes(column.field) && (filters[column.field] ?? '') !== '');
}
