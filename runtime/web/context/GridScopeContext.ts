import { createContext, useContext } from 'react';
import type { ActionDefinition } from '../../shared/index.js';

/** Whether a row is the first or the last of the whole list (not of the page). */
export interface RowEdges {
  readonly first: boolean;
  readonly last: boolean;
}

/** What a grid's cells, links and actions need beyond the row: the route's params and the selected tab (a record page gives its own). */
export interface GridScope {
  /** Values of `grid.params` from the route, filled into paths and links under the row's own values. */
  readonly params: Readonly<Record<string, string>>;
  /** The selected tab's URL value; null for grids without tabs. */
  readonly tab: string | null;
  /** The rows at either end of the whole list, by id (getRowEdges): ↑ and ↓ have nowhere to go there. */
  readonly edges?: ReadonlyMap<string, RowEdges>;
  /**
   * Runs after an action's request instead of refetching the lists: a record page refetches its record too, and
   * after its delete goes back to the grid. `succeeded` is false after the error alert.
   */
  readonly afterAction?: (action: ActionDefinition, succeeded: boolean) => Promise<void>;
}

const emptyScope: GridScope = { params: {}, tab: null };

export const GridScopeContext = createContext<GridScope>(emptyScope);

/** The enclosing grid's params and tab; empty outside a grid. */
export function useGridScope(): GridScope {
  return useContext(GridScopeContext);
}
