import type { ComponentType } from 'react';
import type { ColumnDefinition } from '../../shared/index.js';
import type { GridRow } from '../api/GridRow.js';

export interface CellProps {
  /** The raw value of the row's field. */
  readonly value: unknown;
  /** The column drawn (enum cells read its options, images without a row label its title). */
  readonly column: ColumnDefinition;
  /** The whole row as the API sent it (reference cells read its `$labels`). */
  readonly row: GridRow;
  /** The row's entity, when the caller knows it (reference cells link to the referenced row's page). */
  readonly entity?: string | undefined;
}

/** A component that draws one value; registered by CellKind. */
export type CellComponent = ComponentType<CellProps>;
