import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { FieldDefinition } from '../../../shared/index.js';
import type { FoldedColumn } from './FoldedColumn.js';
import { foldText } from './foldText.js';

/** The shortest text SQLite's trigram table can look up; shorter ones scan the folded keys. */
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
 * it contains foldText(value). A searched field asks its search table (getSearchMatch); SQLite scans the keys of the
 * field's (key, _id) index for a value too short for trigrams; otherwise the key is tested on the row.
 */
export function getFoldedContains(folded: FoldedColumn, value: string): Expression<SqlBool> {
  const search = getSearchMatch([folded], value);
  if (search) return search.condition;
  const key = foldText(value);
  const scan = getKeyScan(folded, value);
  // The unary + keeps the planner from fetching each matching row by rowid: it probes the set from whatever it scans.
  if (scan) return sql<SqlBool>`+${folded.rowid} in (select rowid from ${sql.table(scan.table)} indexed by ${sql.ref(scan.index)} where ${scan.where})`;
  return sql<SqlBool>`${folded.column} like ${`%${escapeLike(key)}%`} escape '\\'`;
}

/** A value the fields' search table answers: see getSearchMatch. */
export interface SearchMatch {
  readonly condition: Expression<SqlBool>;
  readonly probe: Expression<SqlBool>;
  readonly count: RawBuilder<{ count: number }>;
  /** The probe tests the scanned row's own keys (PostgreSQL), not a set held aside: a walk then fetches each row it passes. */
  readonly probeReadsRow: boolean;
}

/**
 * The rows where any of the fields' folded keys contains foldText(value), answered by their search table (every
 * field in the same one): the matched set by key (`condition`, which the planner answers from the search table's
 * index), the same rows tested from whatever the query scans (`probe`), and their count read from the search table
 * alone (its triggers keep it row for row, so it is exact). SQLite: one FTS5 MATCH with a column filter
 * (`{a__fold b__fold} : "…"`, a quoted phrase matches as a substring, wildcards are plain text), for a value with a
 * trigram; the probe is the same set, held aside. PostgreSQL: LIKE over the narrow table's pg_trgm-indexed keys, for
 * any non-empty value (a short one reads the narrow table, not the wide one); the probe is the LIKE on the row's keys.
 */
export function getSearchMatch(columns: readonly FoldedColumn[], value: string): SearchMatch | null {
  const [first] = columns;
  if (!first?.searchTable || columns.some((column) => column.searchTable !== first.searchTable)) return null;
  const key = foldText(value);
  const table = sql.table(first.searchTable);
  if (first.dialect === 'postgres') {
    // An empty key would match every row with a value: the callers' own test says what it means.
    if (key === '') return null;
    const pattern = `%${escapeLike(key)}%`;
    const any = (keys: readonly RawBuilder<unknown>[]) => {
      const parts = keys.map((column) => sql<SqlBool>`${column} like ${pattern} escape '\\'`);
      return parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
    };
    const matched = any(columns.map((column) => sql.ref(column.name)));
    return {
      condition: sql<SqlBool>`${first.rowid} in (select _id from ${table} where ${matched})`,
      probe: any(columns.map((column) => column.column)),
      count: sql<{ count: number }>`select count(*) as count from ${table} where ${matched}`,
      probeReadsRow: true,
    };
  }
  if ([...key].length < TRIGRAM) return null;
  const match = sql<SqlBool>`${table} match ${`{${columns.map((column) => column.name).join(' ')}} : "${key.replace(/"/g, '""')}"`}`;
  return {
    condition: sql<SqlBool>`${first.rowid} in (select rowid from ${table} where ${match})`,
    probe: sql<SqlBool>`+${first.rowid} in (select rowid from ${table} where ${match})`,
    count: sql<{ count: number }>`select count(*) as count from ${table} where ${match}`,
    probeReadsRow: false,
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
