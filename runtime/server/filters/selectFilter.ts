import { sql, type SqlBool } from 'kysely';
import type { FilterFactory } from './FilterInput.js';
import { getEqualityValue } from './getEqualityValue.js';

/**
 * `f=value`: rows whose column equals the option's value, typed like the field (`type=1` matches the integer 1).
 * The option equal to `all` means no constraint; a value that is no option is a 400 listing the options.
 */
export const selectFilter: FilterFactory = (input, value) => {
  const stored = getEqualityValue(input, value);
  return stored === undefined ? null : sql<SqlBool>`${input.column} = ${stored}`;
};
