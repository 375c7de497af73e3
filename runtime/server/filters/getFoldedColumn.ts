import { sql } from 'kysely';
import type { EntityDefinition } from '../../shared/index.js';
import { getFoldColumn, getListIndexName, getSearchScanColumns, getSearchTable, type ListStorage, type StoreDialect } from '../storage/index.js';
import type { FoldedColumn } from './FilterInput.js';

/** A field's folded key as filters read it, its columns qualified by `alias` when given; null when the lists keep no key for it. */
export function getFoldedColumn(entity: EntityDefinition, storage: ListStorage, fieldName: string, dialect: StoreDialect, alias: string | null): FoldedColumn | null {
  if (!storage.folded.some((field) => field.name === fieldName)) return null;
  const name = getFoldColumn(fieldName);
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  const searched = dialect === 'sqlite' && storage.searched.some((field) => field.name === fieldName);
  return {
    column: ref(name),
    name,
    rowid: ref('rowid'),
    searchTable: searched ? getSearchTable(entity.table) : null,
    scan: searched ? { table: entity.table, index: getListIndexName(entity.table, getSearchScanColumns(fieldName)) } : null,
  };
}
