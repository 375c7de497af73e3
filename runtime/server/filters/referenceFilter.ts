import { sql, type SqlBool } from 'kysely';
import type { FilterFactory } from './FilterInput.js';
import { escapeLike } from './textFilter.js';

/** `f=<id>`: rows whose reference field holds that id; for an array of ids (a many reference), whose array contains it. */
export const referenceFilter: FilterFactory = ({ field, column }, value) => {
  if (typeof value !== 'string') return null;
  if (field.storage !== 'json') return sql<SqlBool>`${column} = ${value}`;
  // The JSON text holds each id quoted, the same on both engines.
  return sql<SqlBool>`cast(${column} as text) like ${`%${escapeLike(JSON.stringify(value))}%`} escape '\\'`;
};
