// What lists read: folded keys, searched fields, their indexes and counted values.
export { getListStorage, getFoldColumn, getSearchScanColumns, getSortColumn, isFolded } from './getListStorage.js';
export type { ListStorage, ListIndexColumn } from './getListStorage.js';
export { foldText, getFoldSql } from './foldText.js';
