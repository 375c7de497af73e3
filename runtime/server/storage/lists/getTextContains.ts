import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { FieldDefinition } from '../../../shared/index.js';
import type { FoldedColumn } from './FoldedColumn.js';
import { foldText } from './foldText.js';

/** The shortest text a trigram index can look up; shorter ones scan the folded keys. */
const TRIGRAM = 3;

/** Escapes LIKE's wildcards so user text matches literally (escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Case-insensitive "contains": lower(column) LIKE %lower(value)% — the same SQL on SQLite and PostgreSQL. */
export function getTextContains(field: FieldDefinition, column: RawBuilder<unknown>, value: string): Expression<SqlBool> {
  const text = field.storage === 'text' ? column : sql`cast(${column} as text)`;
  const pattern = `%${escapeLike(value.toLowerCase())}%`;
  return sql<SqlBool>`lower(${text}) like ${pattern} escape '\\'`;
}

/**
 * Case- and accent-insensitive "contains": the folded key holds the folded text (foldText), so the row matches when
 * it contains foldText(value). PostgreSQL answers the LIKE from its pg_trgm index; SQLite asks its FTS5 trigram
 * table (a quoted phrase matches as a substring, wildcards are plain text there) when the value has a trigram, and
 * scans the keys of the field's (key, _id) index when it has none.
 */
export function getFoldedContains(folded: FoldedColumn, value: string): Expression<SqlBool> {
  // Only SQLite keeps a trigram table (getFoldedColumn): PostgreSQL's pg_trgm index answers the LIKE below.
  const search = getSearchMatch(folded, value);
  if (search) return search.condition;
  const key = foldText(value);
  const scan = getKeyScan(folded, value);
  // The unary + keeps the planner from fetching each matching row by rowid: it probes the set from whatever it scans.
  if (scan) return sql<SqlBool>`+${folded.rowid} in (select rowid from ${sql.table(scan.table)} indexed by ${sql.ref(scan.index)} where ${scan.where})`;
  return sql<SqlBool>`${folded.column} like ${`%${escapeLike(key)}%`} escape '\\'`;
}

/** A value long enough for the field's trigram table: see getSearchMatch. */
export interface SearchMatch {
  readonly condition: Expression<SqlBool>;
  readonly probe: Expression<SqlBool>;
  readonly count: RawBuilder<{ count: number }>;
}

/**
 * On SQLite, a value long enough for the field's trigram table: the rows it matches (`condition`, which the planner
 * answers by fetching each matching row), the same set probed from whatever the query scans (`probe`), and their
 * count read from the search table alone (the table's triggers keep it row for row, so it is exact).
 */
export function getSearchMatch(folded: FoldedColumn, value: string): SearchMatch | null {
  const key = foldText(value);
  if (!folded.searchTable || [...key].length < TRIGRAM) return null;
  const table = sql.table(folded.searchTable);
  const match = sql<SqlBool>`${table} match ${`{${folded.name}} : "${key.replace(/"/g, '""')}"`}`;
  return {
    condition: sql<SqlBool>`${folded.rowid} in (select rowid from ${table} where ${match})`,
    probe: sql<SqlBool>`+${folded.rowid} in (select rowid from ${table} where ${match})`,
    count: sql<{ count: number }>`select count(*) as count from ${table} where ${match}`,
  };
}

/** A value too short for the trigram table: see getKeyScan. */
export interface KeyScan {
  readonly table: string;
  readonly index: string;
  readonly where: Expression<SqlBool>;
}

/**
 * On SQLite, a value too short for the trigram table: the field's (key, _id) index and the test of its keys. SQLite
 * computes a virtual key for each row it reads from the table; read from that index, the keys are already there.
 */
export function getKeyScan(folded: FoldedColumn, value: string): KeyScan | null {
  const key = foldText(value);
  if (!folded.scan || [...key].length >= TRIGRAM) return null;
  return { ...folded.scan, where: sql<SqlBool>`${sql.ref(folded.name)} like ${`%${escapeLike(key)}%`} escape '\\'` };
}
