import { sql, type Expression, type SqlBool } from 'kysely';
import type { FoldedColumn } from './FoldedColumn.js';
import { foldText } from './foldText.js';
import { getFoldedContains, getSearchMatch, type SearchMatch } from './getTextContains.js';

/** A search box's condition over several fields, and its trigram match when one search table answers it whole. */
export interface SearchCondition {
  readonly condition: Expression<SqlBool>;
  /** SQLite, a text long enough for trigrams and every field in the table's search table: see getSearchMatch. */
  readonly match: SearchMatch | null;
}

/**
 * The rows where any of the fields' folded keys contains foldText(text). On SQLite, when every field is in the
 * entity's FTS5 table and the text has a trigram, one MATCH with a column filter (`{a__fold b__fold} : "…"`) answers
 * the OR in the trigram index and counts it there; otherwise the OR of each field's folded "contains" (PostgreSQL: a
 * BitmapOr of their pg_trgm indexes; SQLite, too short: each field's key scan).
 */
export function getSearchCondition(columns: readonly FoldedColumn[], text: string): SearchCondition | null {
  const first = columns[0];
  if (!first) return null;
  const table = first.searchTable;
  if (table !== null && columns.every((column) => column.searchTable === table)) {
    // getSearchMatch over one column named by the column filter's list of every field's key.
    const match = getSearchMatch({ ...first, name: columns.map((column) => column.name).join(' ') }, text);
    if (match) return { condition: match.condition, match };
  }
  // An empty fold cannot happen (the contract's minLength, getListQuery's trim); a blank key would match every row.
  if (foldText(text) === '') return null;
  const parts = columns.map((column) => getFoldedContains(column, text));
  return { condition: parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql` or `)})`, match: null };
}
