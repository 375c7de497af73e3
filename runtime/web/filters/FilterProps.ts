import type { ComponentType } from 'react';
import type { ColumnDefinition } from '../../shared/index.js';

export interface FilterProps {
  readonly column: ColumnDefinition;
  /** The filter's value as it stands in the URL. */
  readonly value: string;
  /** Called with the new value; the grid resets to page 1. */
  readonly onChange: (value: string) => void;
}

/** A component that draws one column's filter; registered by FilterKind. */
export type FilterComponent = ComponentType<FilterProps>;
