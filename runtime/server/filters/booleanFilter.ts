import { sql, type SqlBool } from 'kysely';
import type { FilterFactory } from './FilterInput.js';
import { getEqualityValue } from './getEqualityValue.js';

/** `f=true|false`: rows whose boolean column holds that value (absent: Todos, no constraint). */
export const booleanFilter: FilterFactory = (input, value) => sql<SqlBool>`${input.column} = ${getEqualityValue(input, value)}`;
