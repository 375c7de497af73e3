import type { ComponentType } from 'react';

export interface CellProps {
  /** The raw value of the row's field. */
  readonly value: unknown;
}

/** A component that draws one value; registered by CellKind. */
export type CellComponent = ComponentType<CellProps>;
