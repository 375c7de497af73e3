import { createHash } from 'node:crypto';
import { getOneOfOptions, type FieldDefinition } from '../../../shared/index.js';
import { quoteName } from '../common/quoteName.js';
import { foldText } from './foldText.js';

/** An enum field's stored values ranked by their titles, as a list sorts it: the rank is its sort key. */
export interface TitleRank {
  readonly field: string;
  /** Each listed value with its title's place among the titles (equal folded titles share one). */
  readonly ranks: readonly { readonly value: string | number; readonly rank: number }[];
  /** The rank of a stored value the list no longer names (a kept one): after every title. */
  readonly unlisted: number;
  /** The index column's name: the field and a digest of the ranks, so another order is another index. */
  readonly name: string;
}

// Folded keys compared as the stores compare them: byte-wise (SQLite's BINARY, PostgreSQL's "C"), UTF-8.
const compareKeys = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The ranks of a `oneOf: [{ const, title }]` field whose titles sort otherwise than its stored values: titles compare as
 * text sorts do (foldText, byte order: accents and case folded, Spanish order), text values by their folded key,
 * numbers as numbers. Null when the field lists no titles, is not text or a number, or its values already sort in
 * their titles' order (its column, or folded key, serves the sort then).
 */
export function getTitleRank(field: FieldDefinition): TitleRank | null {
  // Asked on every list read: worked out once per field of the model.
  if (!known.has(field)) known.set(field, rankTitles(field));
  return known.get(field)!;
}

const known = new WeakMap<FieldDefinition, TitleRank | null>();

function rankTitles(field: FieldDefinition): TitleRank | null {
  if (field.storage !== 'text' && field.storage !== 'integer' && field.storage !== 'real') return null;
  const options = getOneOfOptions(field.schema);
  if (!options || options.length < 2) return null;
  const listed = options.flatMap(({ value, label }) => (typeof value === 'string' || typeof value === 'number' ? [{ value, title: foldText(label) }] : []));
  if (listed.length !== options.length) return null;
  const stored = (value: string | number) => (typeof value === 'string' ? foldText(value) : value);
  const compareStored = (a: string | number, b: string | number): number => {
    const [x, y] = [stored(a), stored(b)];
    return typeof x === 'string' && typeof y === 'string' ? compareKeys(x, y) : Number(x) - Number(y);
  };
  const agree = listed.every((a) => listed.every((b) => Math.sign(compareKeys(a.title, b.title)) === Math.sign(compareStored(a.value, b.value))));
  if (agree) return null;
  const titles = [...new Set(listed.map((option) => option.title))].sort(compareKeys);
  const ranks = listed.map(({ value, title }) => ({ value, rank: titles.indexOf(title) }));
  const rank: Omit<TitleRank, 'name'> = { field: field.name, ranks, unlisted: titles.length };
  const digest = createHash('sha256').update(getTitleRankSql({ ...rank, name: '' }, null)).digest('hex').slice(0, 8);
  return { ...rank, name: `${field.name}__rank_${digest}` };
}

/**
 * The rank as SQL over the field's column (qualified by `alias` when given), the same text on both stores: an index
 * over it (no alias) serves a query's order and keyset over it (with its alias). No value ranks -1, first like other
 * keys' NULLs: the rank is never NULL, so a keyset page is two ranges of its index (createListReader).
 */
export function getTitleRankSql(rank: TitleRank, alias: string | null): string {
  const column = alias ? `${quoteName(alias)}.${quoteName(rank.field)}` : quoteName(rank.field);
  const literal = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);
  const cases = rank.ranks.map(({ value, rank: place }) => ` when ${column} = ${literal(value)} then ${place}`).join('');
  return `case when ${column} is null then -1${cases} else ${rank.unlisted} end`;
}
