import { columnSizingFeature, metaHelper, rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import type { ColumnDefinition } from '../../shared/index.js';

/** What a table column knows about the schema column it draws (scoped meta, TanStack v9's replacement for global merging). */
export interface GridColumnMeta {
  /** Null for the links-and-actions column. */
  readonly column: ColumnDefinition | null;
}

/** The table features every grid registers: sorting and pagination, both owned by the server (manual), and the schema's column widths. */
export const gridFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnSizingFeature,
  columnMeta: metaHelper<GridColumnMeta>(),
});

export type GridFeatures = typeof gridFeatures;
