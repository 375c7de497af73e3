import type { GridDefinition } from '../types.js';

/** A grid's name in saved views: `<entity>.<grid name>` (grid names are unique within their entity only). */
export function getViewGridId(grid: Pick<GridDefinition, 'entity' | 'name'>): string {
  return `${grid.entity}.${grid.name}`;
}
