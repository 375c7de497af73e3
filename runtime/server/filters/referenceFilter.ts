import { sql, type SqlBool } from 'kysely';
import { REFERENCE_TABLE_COLUMNS } from '../storage/index.js';
import type { FilterFactory } from './FilterInput.js';

/** `f=<id>`: rows whose reference field holds that id; for a many reference, rows linked to it in its link table (an index lookup). */
export const referenceFilter: FilterFactory = ({ field, column, links }, value) => {
  if (typeof value !== 'string') return null;
  if (field.storage !== 'json') return sql<SqlBool>`${column} = ${value}`;
  if (!links) throw new Error(`reference filter on a many-valued field without its link table`);
  const { owner, target } = REFERENCE_TABLE_COLUMNS;
  return sql<SqlBool>`${links.id} in (select ${sql.ref(owner)} from ${sql.table(links.table)} where ${sql.ref(target)} = ${value})`;
};
