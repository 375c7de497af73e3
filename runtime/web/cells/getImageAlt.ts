import type { ColumnDefinition } from '../../shared/index.js';
import type { GridRow } from '../api/GridRow.js';

/** An image's alt text: the row's label (its entity's labelField), else the column's title. */
export function getImageAlt(column: ColumnDefinition, row: GridRow, labelField: string | null): string {
  const label = labelField === null ? undefined : row[labelField];
  if (typeof label === 'string' && label.trim() !== '') return label;
  if (typeof label === 'number') return String(label);
  return column.title;
}
