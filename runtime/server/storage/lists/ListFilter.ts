import type { Expression, RawBuilder, SqlBool } from 'kysely';
import type { FieldDefinition, FilterKind } from '../../../shared/index.js';
import type { FoldedColumn } from './FoldedColumn.js';

/** A listed column as a filter builds its condition on it. */
export interface FilterColumn {
  /** The column in SQL, qualified for lists that join another table. */
  readonly column: RawBuilder<unknown>;
  /** A text field's folded key and, on SQLite, the FTS5 table indexing it; null when the field compares as stored. */
  readonly folded: FoldedColumn | null;
  /** A many-reference's link table and the listed row's `_id`, for an indexed "array holds X"; null for other fields. */
  readonly links: ReferenceLinks | null;
  /** A value as the engine stores it in this column. */
  readonly toStored: (value: unknown) => unknown;
}

/** Where a many-reference's ids are kept one per row (see migrateReferenceTables). */
export interface ReferenceLinks {
  readonly table: string;
  readonly id: RawBuilder<unknown>;
}

/** One filter of a request: its kind's SQL comes from the caller (the filter registry), over the column the store names. */
export interface ListFilter {
  readonly name: string;
  readonly field: FieldDefinition;
  readonly kind: FilterKind;
  readonly value: unknown;
  /** The WHERE condition, null for "no constraint"; may throw the request's 400. */
  readonly condition: (column: FilterColumn) => Expression<SqlBool> | null;
  /** The one stored value a boolean or select filter holds the column to (undefined: none), for the maintained counts. */
  readonly equals: (column: FilterColumn) => unknown;
}
