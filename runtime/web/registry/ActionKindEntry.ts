import type { ComponentType, ReactNode } from 'react';
import type { ActionDefinition, GridDefinition } from '../../shared/index.js';
import type { GridRow } from '../api/GridRow.js';

export interface GridActionProps {
  readonly action: ActionDefinition;
  readonly grid: GridDefinition;
}

export interface RowActionProps extends GridActionProps {
  readonly row: GridRow;
}

export interface ActionProviderProps extends GridActionProps {
  readonly children: ReactNode;
}

/** Where the grid draws an action kind. */
export type ActionSlot = 'row' | 'toolbar' | 'insertRow';

/**
 * How one action kind is drawn. `slot` tells the grid where; `Provider`, when present, wraps the whole
 * table so the kind can keep grid-wide state (inline edit knows which row is being edited).
 */
export type ActionKindEntry =
  | { readonly slot: 'row'; readonly Component: ComponentType<RowActionProps>; readonly Provider?: ComponentType<ActionProviderProps> }
  | { readonly slot: 'toolbar'; readonly Component: ComponentType<GridActionProps> }
  | { readonly slot: 'insertRow'; readonly Component: ComponentType<GridActionProps> };
