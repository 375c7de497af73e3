import type { Expression, RawBuilder, SqlBool } from 'kysely';
import type { FieldDefinition, FilterDefinition } from '../../shared/index.js';
import type { StoreDialect } from '../storage/index.js';

/** A dateRange value as the query string carries it: `f[from]` and/or `f[to]`. */
export interface DateRangeValue {
  readonly from?: string;
  readonly to?: string;
}

/** A filter's raw query value: text for every kind but dateRange. */
export type FilterValue = string | DateRangeValue;

/** What a filter needs to build its condition. */
export interface FilterInput {
  /** The query parameter, i.e. the column's field name; named in 400s. */
  readonly name: string;
  readonly field: FieldDefinition;
  readonly filter: FilterDefinition;
  /** The column in SQL, qualified for lists that join another table. */
  readonly column: RawBuilder<unknown>;
  readonly dialect: StoreDialect;
  /** A text field's folded key (a generated column) and, on SQLite, the FTS5 table indexing it; null when the field compares as stored. */
  readonly folded: FoldedColumn | null;
  /** A many-reference's link table and the listed row's `_id`, for an indexed "array holds X"; null for other fields. */
  readonly links?: ReferenceLinks | null;
}

/** Where a many-reference's ids are kept one per row (see migrateReferenceTables). */
export interface ReferenceLinks {
  readonly table: string;
  readonly id: RawBuilder<unknown>;
}

/** The folded key of a field, as a list's filters read it. */
export interface FoldedColumn {
  readonly column: RawBuilder<unknown>;
  readonly name: string;
  /** The listed table's rowid, the FTS5 table's key. */
  readonly rowid: RawBuilder<unknown>;
  readonly searchTable: string | null;
  /** SQLite's table and its (key, _id) index: a search too short for trigrams reads the keys there, computing none. */
  readonly scan: { readonly table: string; readonly index: string } | null;
}

/** Builds the WHERE condition of one filter, null for "no constraint", or throws a 400 naming the parameter. */
export type FilterFactory = (input: FilterInput, value: FilterValue) => Expression<SqlBool> | null;

/** The value as text; a dateRange object where text is expected is the caller's 400. */
export function getTextValue(value: FilterValue): string | null {
  return typeof value === 'string' ? value : null;
}
