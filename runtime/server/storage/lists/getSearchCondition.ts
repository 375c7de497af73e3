import { sql, type Expression, type SqlBool } from 'kysely';
import type { FoldedColumn } from './FoldedColumn.js';
import { foldText } from './foldText.js';
import { getFoldedContains, getKeyScan, getSearchMatch, type SearchMatch } from './getTextContains.js';

/** A search box's condition over several fields, and its trigram match when one search table answers it whole. */
export interface SearchCondition {
  readonly condition: Expression<SqlBool>;
  /**
   * The same rows as a set (see getSearchMatch) with their count read without the table — from the search table, or,
   * on SQLite for a text too short for trigrams, as the union of each field's key scan.
   */
  readonly match: SearchMatch | null;
}

/**
 * The rows where any of the fields' folded keys contains foldText(text). When every field is in the entity's search
 * table, one question to it answers the OR and counts it there (getSearchMatch: SQLite's MATCH with a column filter
 * when the text has a trigram; PostgreSQL's LIKE over the narrow table's keys); otherwise the OR of each field's
 * folded "contains" (SQLite, too short: each field's key scan, counted as their union).
 */
export function getSearchCondition(columns: readonly FoldedColumn[], text: string): SearchCondition | null {
  if (columns.length === 0) return null;
  const match = getSearchMatch(columns, text);
  if (match) return { condition: match.condition, match };
  // An empty fold cannot happen (the contract's minLength, getListQuery's trim); a blank key would match every row.
  if (foldText(text) === '') return null;
  const parts = columns.map((column) => getFoldedContains(column, text));
  const condition = parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  // Too short for trigrams on SQLite: counting the OR would read the whole table; the union of the key scans reads
  // only the fields' (key, _id) indexes.
  const scans = columns.map((column) => getKeyScan(column, text));
  if (scans.length === 0 || scans.some((scan) => scan === null)) return { condition, match: null };
  const union = sql.join(
    scans.map((scan) => sql`select rowid from ${sql.table(scan!.table)} indexed by ${sql.ref(scan!.index)} where ${scan!.where}`),
    sql` union `,
  );
  return { condition, match: { condition, probe: condition, count: sql<{ count: number }>`select count(*) as count from (${union})`, probeReadsRow: false } };
}
