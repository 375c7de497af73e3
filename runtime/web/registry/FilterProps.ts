import type { ComponentType } from 'react';
import type { ColumnDefinition, FilterDefinition } from '../../shared/index.js';

export interface FilterProps {
  /** The grid's entity (a reference filter searches `entity.field`'s lookup). */
  readonly entity?: string | undefined;
  readonly column: ColumnDefinition;
  /** The column's filter definition (its options, its reference list). */
  readonly filter: FilterDefinition;
  /** The filter's value as it stands in the URL ('' for none). */
  readonly value: string;
  /** Called with the new URL value ('' clears it); the grid resets to page 1. */
  readonly onChange: (value: string) => void;
}

/** A component that draws one column's filter; registered by FilterKind. */
export type FilterComponent = ComponentType<FilterProps>;
