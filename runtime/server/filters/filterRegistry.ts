import type { Expression, SqlBool } from 'kysely';
import type { FieldDefinition, FilterKind } from '../../shared/index.js';
import { textFilter } from './textFilter.js';

/** Builds the WHERE condition of one filter from its query-string value. */
export type FilterFactory = (field: FieldDefinition, value: string) => Expression<SqlBool>;

/** One factory per filter kind a schema may declare; a missing kind fails `tsc`. */
export const filterRegistry: Record<FilterKind, FilterFactory> = {
  text: textFilter,
};
