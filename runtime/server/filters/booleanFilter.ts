import { sql, type SqlBool } from 'kysely';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { toStoredValue } from '../storage/index.js';
import type { FilterFactory } from './FilterInput.js';

/** `f=true|false`: rows whose boolean column holds that value (absent: Todos, no constraint). */
export const booleanFilter: FilterFactory = ({ name, field, column, dialect }, value) => {
  if (value !== 'true' && value !== 'false') throw badRequest(messages.invalidBoolean(name), name);
  return sql<SqlBool>`${column} = ${toStoredValue(dialect, field.storage, value === 'true')}`;
};
