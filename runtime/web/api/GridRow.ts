import type { ApiRow } from '../../shared/index.js';

/** One record as the list endpoint returns it, with the labels of its reference fields in `$labels`. */
export type GridRow = ApiRow<Readonly<Record<string, unknown>>>;

/** The row's identity for keys and pending state: its `_id`, else its position. */
export function getRowId(row: GridRow, index = -1): string {
  const id = row._id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index}`;
}
