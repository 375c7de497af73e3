import { cellKinds, type CellKind } from './cellKinds.js';
import type { FieldFacts } from './FieldFacts.js';
import { getDefaultKind } from './getDefaultKind.js';

/**
 * The cell a field gets when its column names none (generated grids) and the cell a view draws it with: the cell
 * kind with the lowest-ranked default rule that holds (text holds for every field).
 */
export function getDefaultCell(field: FieldFacts): CellKind {
  return getDefaultKind(cellKinds, field) ?? 'text';
}
