import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { toFieldValue } from '../model/index.js';
import type { FilterInput, FilterValue } from './FilterInput.js';

/**
 * The one value (as stored) a boolean or select filter holds its column to, undefined when it sets no constraint
 * (select's "all" option) or is of another kind; a value that is no option is a 400 naming the parameter.
 */
export function getEqualityValue({ name, field, filter, toStored }: FilterInput, value: FilterValue): unknown {
  if (filter.kind === 'boolean') {
    if (value !== 'true' && value !== 'false') throw badRequest(messages.invalidBoolean(name), name);
    return toStored(value === 'true');
  }
  if (filter.kind !== 'select') return undefined;
  const allowed = filter.options.map((option) => String(option.value));
  if (typeof value !== 'string' || !allowed.includes(value)) throw badRequest(messages.invalidOption(name, String(value), allowed), name);
  if (filter.all !== null && String(filter.all) === value) return undefined;
  const typed = toFieldValue(field, value);
  if (typed === undefined) throw badRequest(messages.invalidOption(name, value, allowed), name);
  return toStored(typed);
}
