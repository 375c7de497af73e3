import type { CSSProperties } from 'react';
import type { ColumnDefinition } from '../../shared/index.js';

/**
 * The style of a column's header and cells: its width in pixels (TanStack's getSize of the schema's width), also as
 * `--column-width` so a cut text (styles.css .cell-text) ends where the column does; none for columns without a width.
 */
export function getColumnWidthStyle(column: ColumnDefinition | null | undefined, size: number): CSSProperties | undefined {
  if (!column || column.width === null) return undefined;
  // React passes custom properties through; CSSProperties does not list them.
  // min-width too: a table squeezed into its box would otherwise shrink the column below it (the box scrolls instead).
  return { width: size, minWidth: size, '--column-width': `${size}px` } as CSSProperties;
}
