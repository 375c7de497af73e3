import { sql, type SqlBool } from 'kysely';
import type { FilterFactory } from './FilterInput.js';

/** `f=<id>`: rows whose reference field holds that id. */
export const referenceFilter: FilterFactory = ({ column }, value) => (typeof value === 'string' ? sql<SqlBool>`${column} = ${value}` : null);
