import type { SortDefinition } from '../../shared/index.js';
import { getRowId } from '../api/GridRow.js';
import type { GridRow } from '../api/GridRow.js';
import type { RowEdges } from '../context/index.js';

export interface RowEdgesInput {
  readonly rows: readonly GridRow[];
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly itemsCount: number;
  readonly sort: SortDefinition | null;
  readonly filters: Readonly<Record<string, string>>;
  /** The entity's ordering field; null when its rows have no order to move in. */
  readonly orderingField: string | null;
}

/**
 * The rows at either end of the list in its own order, by id. Only a list sorted by the ordering field and not
 * filtered shows the ends of its scope; otherwise nothing is known and the map is empty.
 */
export function getRowEdges({ rows, page, pageSize, itemsCount, sort, filters, orderingField }: RowEdgesInput): ReadonlyMap<string, RowEdges> {
  const edges = new Map<string, RowEdges>();
  if (orderingField === null || sort?.field !== orderingField) return edges;
  if (Object.values(filters).some((value) => value !== '')) return edges;
  const offset = (page - 1) * pageSize;
  rows.forEach((row, index) => {
    const place = offset + index;
    const top = place === 0;
    const bottom = place === itemsCount - 1;
    if (!top && !bottom) return;
    // Descending, the top row is the last in the order and the bottom one the first.
    edges.set(getRowId(row, index), sort.order === 'asc' ? { first: top, last: bottom } : { first: bottom, last: top });
  });
  return edges;
}
