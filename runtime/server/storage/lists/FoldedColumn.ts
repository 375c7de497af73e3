import { sql, type RawBuilder } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import { getListIndexName, getSearchTable } from '../migrations/migrateListStorage.js';
import type { StoreEngine } from '../StoreEngine.js';
import { getFoldColumn, getSearchScanColumns, type ListStorage } from './getListStorage.js';

/** The folded key of a field, as a list's filters and a reference's lookup read it. */
export interface FoldedColumn {
  readonly column: RawBuilder<unknown>;
  readonly name: string;
  /** The listed table's rowid, the FTS5 table's key. */
  readonly rowid: RawBuilder<unknown>;
  readonly searchTable: string | null;
  /** SQLite's table and its (key, _id) index: a search too short for trigrams reads the keys there, computing none. */
  readonly scan: { readonly table: string; readonly index: string } | null;
}

/** A field's folded key, its columns qualified by `alias` when given; null when the lists keep no key for it. */
export function getFoldedColumn(entity: EntityDefinition, storage: ListStorage, fieldName: string, engine: StoreEngine, alias: string | null): FoldedColumn | null {
  if (!storage.folded.some((field) => field.name === fieldName)) return null;
  const name = getFoldColumn(fieldName);
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  const searched = engine.searchTables && storage.searched.some((field) => field.name === fieldName);
  return {
    column: ref(name),
    name,
    rowid: ref('rowid'),
    searchTable: searched ? getSearchTable(entity.table) : null,
    scan: searched ? { table: entity.table, index: getListIndexName(entity.table, getSearchScanColumns(fieldName)) } : null,
  };
}
