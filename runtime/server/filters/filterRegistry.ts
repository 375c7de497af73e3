import { sql, type Expression, type SqlBool } from 'kysely';
import type { FilterKind } from '../../shared/index.js';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { getFoldedContains, getNumberBetween, getTextContains, REFERENCE_TABLE_COLUMNS } from '../storage/index.js';
import type { FilterFactory } from './FilterInput.js';
import { getNumberBounds } from './getNumberBounds.js';
import { getEqualityValue } from './getEqualityValue.js';
import { toComparable } from './toComparable.js';

/**
 * The SQL of each filter kind, and nothing else: a kind's query parameters, errors and what it fits are its
 * descriptor (runtime/shared/kinds/filterKinds.ts). A missing kind fails `tsc`.
 */
export const filterRegistry: Record<FilterKind, FilterFactory> = {
  /**
   * `f=text`: rows whose field contains the text. A field with a folded key matches case- and accent-insensitively
   * by the engine's fastest way (getFoldedContains); others compare as getTextContains does.
   */
  text: ({ field, column, folded }, value): Expression<SqlBool> | null => {
    if (typeof value !== 'string') return null;
    return folded ? getFoldedContains(folded, value) : getTextContains(field, column, value);
  },
  /** `f=true|false`: rows whose boolean column holds that value (absent: Todos, no constraint). */
  boolean: (input, value) => sql<SqlBool>`${input.column} = ${getEqualityValue(input, value)}`,
  /**
   * `f=value`: rows whose column equals the option's value, typed like the field (`type=1` matches the integer 1).
   * The option equal to `all` means no constraint; a value that is no option is a 400 listing the options.
   */
  select: (input, value) => {
    const stored = getEqualityValue(input, value);
    return stored === undefined ? null : sql<SqlBool>`${input.column} = ${stored}`;
  },
  /** `f=<id>`: rows whose reference field holds that id; for a many reference, rows linked to it in its link table (an index lookup). */
  reference: ({ field, column, links }, value) => {
    if (typeof value !== 'string') return null;
    if (field.storage !== 'json') return sql<SqlBool>`${column} = ${value}`;
    if (!links) throw new Error(`reference filter on a many-valued field without its link table`);
    const { owner, target } = REFERENCE_TABLE_COLUMNS;
    return sql<SqlBool>`${links.id} in (select ${sql.ref(owner)} from ${sql.table(links.table)} where ${sql.ref(target)} = ${value})`;
  },
  /**
   * `f[from]=ISO&f[to]=ISO`: from inclusive, to exclusive. Date-time columns hold `toISOString()` text, so the
   * bounds compare as the same text; date columns (`YYYY-MM-DD`) compare with the bound's calendar day.
   */
  dateRange: ({ name, field, column }, value) => {
    if (typeof value === 'string') throw badRequest(messages.invalidRange(name), name);
    const parts: Expression<SqlBool>[] = [];
    for (const [bound, operator] of [['from', '>='], ['to', '<']] as const) {
      const text = value[bound];
      if (text === undefined) continue;
      const key = `${name}[${bound}]`;
      const compared = typeof text === 'string' ? toComparable(field, text) : null;
      if (compared === null) throw badRequest(messages.invalidDate(key), key);
      parts.push(sql<SqlBool>`${column} ${sql.raw(operator)} ${compared}`);
    }
    if (parts.length === 0) return null;
    return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
  },
  /**
   * `f[from]=1.5&f[to]=20`: rows whose number column is at least `from` and at most `to` (computed columns too, as
   * stored); a bound that is no number, or `from` above `to`, is a 400 naming it.
   */
  numberRange: ({ name, field, column }, value) => getNumberBetween(field, column, getNumberBounds(name, value)),
};
