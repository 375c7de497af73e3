// What lists read: folded keys, searched fields, their indexes and counted values, and the reader of a list's pages.
export { getListStorage, getListIndexes, getFoldColumn, getSearchScanColumns, getListKeySql, getSortKey, isFolded } from './getListStorage.js';
export type { ListStorage, ListIndexColumn } from './getListStorage.js';
export { foldText, getFoldSql } from './foldText.js';
export { getTitleRank, getTitleRankSql } from './getTitleRank.js';
export type { TitleRank } from './getTitleRank.js';
export type { FoldedColumn } from './FoldedColumn.js';
export { escapeLike, getFoldedContains, getTextContains } from './getTextContains.js';
export { getNumberBetween } from './getNumberBetween.js';
export type { NumberBounds } from './getNumberBetween.js';
export type { FilterColumn, ListDefinition, ListFilter, ListPage, ListRead, ListReader, ReferenceLinks } from './createListReader.js';
export { getFilterColumn, getListScopeCondition, getRowScopeCondition } from './getRowScopeCondition.js';
export type { ListScope, RowScope } from './getRowScopeCondition.js';
