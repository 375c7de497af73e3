import { sql, type RawBuilder } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import type { StoreDialect } from '../Database.js';
import { getListIndexName, getSearchTable } from '../migrations/migrateListStorage.js';
import type { StoreEngine } from '../StoreEngine.js';
import { getFoldColumn, getSearchScanColumns, type ListStorage } from './getListStorage.js';

/** The folded key of a field, as a list's filters and a reference's lookup read it. */
export interface FoldedColumn {
  readonly column: RawBuilder<unknown>;
  readonly name: string;
  /** The listed table's key in its search table: SQLite's rowid (FTS5's), PostgreSQL's `_id`. */
  readonly rowid: RawBuilder<unknown>;
  /** The table beside the listed one that answers the field's "contains" (getSearchTable); null when the field is not searched. */
  readonly searchTable: string | null;
  /** How the search table is asked: an FTS5 MATCH (SQLite) or a LIKE over its pg_trgm-indexed keys (PostgreSQL). */
  readonly dialect: StoreDialect;
  /** SQLite's table and its (key, _id) index: a search too short for trigrams reads the keys there, computing none. */
  readonly scan: { readonly table: string; readonly index: string } | null;
}

/** A field's folded key, its columns qualified by `alias` when given; null when the lists keep no key for it. */
export function getFoldedColumn(entity: EntityDefinition, storage: ListStorage, fieldName: string, engine: StoreEngine, alias: string | null): FoldedColumn | null {
  if (!storage.folded.some((field) => field.name === fieldName)) return null;
  const name = getFoldColumn(fieldName);
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  const searched = storage.searched.some((field) => field.name === fieldName);
  const sqlite = engine.dialect === 'sqlite';
  return {
    column: ref(name),
    name,
    rowid: ref(sqlite ? 'rowid' : '_id'),
    searchTable: searched ? getSearchTable(entity.table) : null,
    dialect: engine.dialect,
    // PostgreSQL reads a short text's matches from the narrow search table too (no `indexed by` there).
    scan: searched && sqlite ? { table: entity.table, index: getListIndexName(entity.table, getSearchScanColumns(fieldName)) } : null,
  };
}
