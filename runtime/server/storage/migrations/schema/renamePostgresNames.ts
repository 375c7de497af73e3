// PostgreSQL keeps indexes and constraints through a rename under their old names: they get the names the converge
// gives them (a catalog change), instead of being built again beside the old ones.
import { sql } from 'kysely';
import type { Database } from '../../Database.js';
import { getFoldColumn } from '../../lists/getListStorage.js';
import { getUniqueIndexName } from '../getUniqueIndexName.js';
import { fitIdentifier } from '../../common/fitIdentifier.js';
import { getListIndexName } from '../migrateListStorage.js';
import { getIndexName } from '../migrateSchema.js';
import { quoteName, readIndexes } from './readCatalog.js';

/** What was renamed on `table`: the table itself (from `fromTable`), or one column (and its folded key) of it. */
export interface RenameSource {
  readonly fromTable: string;
  readonly column?: { readonly from: string; readonly to: string };
}

/** Renames the table's indexes and constraints named after the old table or column to their names under the new one. */
export async function renamePostgresNames(database: Database, table: string, source: RenameSource): Promise<void> {
  if (database.dialect !== 'postgres') return;
  const old = (column: string): string => {
    if (!source.column) return column;
    if (column === source.column.to) return source.column.from;
    if (column === getFoldColumn(source.column.to)) return getFoldColumn(source.column.from);
    return column;
  };
  const taken = new Set((await sql<{ name: string }>`select relname as name from pg_class where relnamespace = current_schema()::regnamespace`.execute(database.db)).rows.map((row) => row.name));
  const rename = async (statement: (from: string, to: string) => string, from: string, to: string) => {
    if (from === to || taken.has(to)) return;
    await sql.raw(statement(from, to)).execute(database.db);
    taken.delete(from);
    taken.add(to);
  };
  for (const index of await readIndexes(database, table)) {
    if (index.columns.some((column) => column === '')) continue;
    const before = index.columns.map(old);
    const list = (columns: readonly string[]) => columns.map((column) => ({ column, nullsFirst: true }));
    const pairs: [string, string][] = [
      [getIndexName(source.fromTable, before), getIndexName(table, index.columns)],
      [getUniqueIndexName(source.fromTable, before), getUniqueIndexName(table, index.columns)],
      [getListIndexName(source.fromTable, list(before)), getListIndexName(table, list(index.columns))],
    ];
    const match = pairs.find(([from]) => from === index.name);
    if (match) await rename((from, to) => `alter index ${quoteName(from)} rename to ${quoteName(to)}`, match[0], match[1]);
  }
  const constraints = await sql<{ name: string; type: string; columns: string[] | string }>`
    select c.conname as name, c.contype as type, array(select a.attname from unnest(c.conkey) as k(attnum)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum)::text[] as columns
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace and c.contype in ('f', 'p')`.execute(database.db);
  for (const constraint of constraints.rows) {
    const columns = typeof constraint.columns === 'string' ? constraint.columns.replace(/^\{|\}$/g, '').split(',') : constraint.columns;
    const [from, to] =
      constraint.type === 'p'
        ? [`${source.fromTable}_pkey`, `${table}_pkey`]
        : columns.length === 1
          ? [fitIdentifier(`${source.fromTable}_${old(columns[0]!)}_fkey`), fitIdentifier(`${table}_${columns[0]!}_fkey`)]
          : ['', ''];
    if (from !== constraint.name || to.length > 63) continue;
    await rename((name, next) => `alter table ${quoteName(table)} rename constraint ${quoteName(name)} to ${quoteName(next)}`, from, to);
  }
}
