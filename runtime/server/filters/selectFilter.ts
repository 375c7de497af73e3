import { sql, type SqlBool } from 'kysely';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { toFieldValue } from '../model/index.js';
import { toStoredValue } from '../storage/index.js';
import type { FilterFactory } from './FilterInput.js';

/**
 * `f=value`: rows whose column equals the option's value, typed like the field (`type=1` matches the integer 1).
 * The option equal to `all` means no constraint; a value that is no option is a 400 listing the options.
 */
export const selectFilter: FilterFactory = ({ name, field, filter, column, dialect }, value) => {
  const allowed = filter.options.map((option) => String(option.value));
  if (typeof value !== 'string' || !allowed.includes(value)) throw badRequest(messages.invalidOption(name, String(value), allowed), name);
  if (filter.all !== null && String(filter.all) === value) return null;
  const typed = toFieldValue(field, value);
  if (typed === undefined) throw badRequest(messages.invalidOption(name, value, allowed), name);
  return sql<SqlBool>`${column} = ${toStoredValue(dialect, field.storage, typed)}`;
};
