import type { Expression, RawBuilder, SqlBool } from 'kysely';
import type { FieldDefinition, FilterDefinition } from '../../shared/index.js';
import type { FilterColumn, FoldedColumn, ReferenceLinks } from '../storage/index.js';

/** A range filter's value (dateRange, numberRange) as the query string carries it: `f[from]` and/or `f[to]`, numbers once the contract typed them. */
export interface RangeValue {
  readonly from?: string | number;
  readonly to?: string | number;
}

/** A filter's raw query value: text for every kind but the ranges. */
export type FilterValue = string | RangeValue;

/** What a filter needs to build its condition: the store's column (see FilterColumn) and the request's parameter. */
export interface FilterInput extends FilterColumn {
  /** The query parameter, i.e. the column's field name; named in 400s. */
  readonly name: string;
  readonly field: FieldDefinition;
  readonly filter: FilterDefinition;
}

export type { FoldedColumn, ReferenceLinks };

/** Builds the WHERE condition of one filter, null for "no constraint", or throws a 400 naming the parameter. */
export type FilterFactory = (input: FilterInput, value: FilterValue) => Expression<SqlBool> | null;

/** The value as text; a range object where text is expected is the caller's 400. */
export function getTextValue(value: FilterValue): string | null {
  return typeof value === 'string' ? value : null;
}
