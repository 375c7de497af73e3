import type { ActionDefinition } from '../../shared/index.js';
import type { GridRow } from '../api/GridRow.js';

/** Whether an action acts on a row: always without `when`, else only when the row's field holds one of its values. */
export function isRowActionAllowed(action: ActionDefinition, row: GridRow): boolean {
  if (!action.when) return true;
  const value = row[action.when.field];
  return value !== null && value !== undefined && action.when.in.includes(String(value));
}
