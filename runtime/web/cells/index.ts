export { getCell, getDefaultCells } from './cellRegistry.js';
export type { CellRegistry } from './cellRegistry.js';
export type { CellComponent, CellProps } from './CellProps.js';
export { getCellKind } from './getCellKind.js';
