import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { NumberBounds } from '../storage/index.js';
import type { FilterValue } from './FilterInput.js';

// A plain decimal as a query or a bulk `where` may carry it untyped (the contract types the list's own as numbers).
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A numberRange value's bounds as numbers: each finite, `from` not above `to`; anything else is a 400 naming the
 * parameter (`total[from]`, or `total` for a value that is no pair of bounds or an inverted one).
 */
export function getNumberBounds(name: string, value: FilterValue): NumberBounds {
  if (typeof value !== 'object' || value === null) throw badRequest(messages.invalidRange(name), name);
  const bounds: { from?: number; to?: number } = {};
  for (const bound of ['from', 'to'] as const) {
    const given = value[bound];
    if (given === undefined) continue;
    const number = typeof given === 'number' ? given : DECIMAL.test(given.trim()) ? Number(given.trim()) : Number.NaN;
    if (!Number.isFinite(number)) throw badRequest(messages.invalidNumber(`${name}[${bound}]`), `${name}[${bound}]`);
    bounds[bound] = number;
  }
  if (bounds.from !== undefined && bounds.to !== undefined && bounds.from > bounds.to) throw badRequest(messages.invertedRange(name), name);
  return bounds;
}
