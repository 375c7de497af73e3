import { actionKinds } from '../../shared/index.js';
import type { ActionDefinition, EntityDefinition, GridDefinition } from '../../shared/index.js';
import type { GridRow } from '../api/GridRow.js';

/** A grid's row action as a record page offers it, with the grid it belongs to (its route, tabs and params). */
export interface RecordAction {
  readonly action: ActionDefinition;
  readonly grid: GridDefinition;
}

/**
 * The row actions of the entity's grids that act on one record of it by themselves (actionKinds.record:
 * transitions, delete), each endpoint once in the grids' order: what its view and edit pages offer.
 */
export function getRecordActions(entity: EntityDefinition): RecordAction[] {
  const seen = new Set<string>();
  const found: RecordAction[] = [];
  for (const grid of entity.grids) {
    for (const action of grid.actions) {
      const request = action.request;
      if (!actionKinds[action.kind].record || action.placement !== 'row' || !request || request.entity !== entity.entity) continue;
      const key = `${request.endpoint}\u0000${action.kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ action, grid });
    }
  }
  return found;
}

/**
 * Whether the record page shows the action as its grid would: an action drawn only on one tab shows when the
 * record belongs to that tab (its tab field holds the tab's value).
 */
export function isRecordActionShown({ action, grid }: RecordAction, record: GridRow): boolean {
  if (action.tab === null) return true;
  const option = grid.tabs?.options.find((candidate) => candidate.value === action.tab);
  if (!grid.tabs || !option) return false;
  const value = record[grid.tabs.field];
  return value !== null && value !== undefined && String(value) === option.equals;
}
