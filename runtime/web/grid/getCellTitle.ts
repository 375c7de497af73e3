import type { ColumnDefinition } from '../../shared/index.js';
import { getHtmlText } from '../cells/getHtmlText.js';
import type { GridRow } from '../api/GridRow.js';

// Cells whose words may run long: the grid cuts them to the column's width and keeps the whole text in a title.
const CLIPPED = new Set<string>(['text', 'html', 'reference']);

/** The full text of a clipped cell (its value, the plain words of HTML, or the reference's label); null for other cells. */
export function getCellTitle(column: ColumnDefinition, row: GridRow): string | null {
  if (!CLIPPED.has(column.cell)) return null;
  const value = row[column.field];
  if (column.cell === 'html') return getHtmlText(value) || null;
  if (column.cell === 'reference') {
    const label: unknown = row.$labels?.[column.field];
    return typeof label === 'string' ? label : Array.isArray(label) ? label.filter((text) => typeof text === 'string').join(', ') : null;
  }
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
