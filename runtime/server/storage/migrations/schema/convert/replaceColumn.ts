import { sql } from 'kysely';
import type { Database } from '../../../Database.js';
import type { ColumnType } from '../../getColumnType.js';
import { settleDeferredChecks } from './settleDeferredChecks.js';
import type { Sql } from './sqlParts.js';

/** The name a column's converted values are written under before they take its place. */
export function getConvertingColumn(field: string): string {
  return `${field}__converting`;
}

/**
 * Gives a column another type (PostgreSQL without `keepAs`: ALTER COLUMN … TYPE … USING, one rewrite): a new column
 * gets each row's `value` (computed from the old one), the old column is dropped (or renamed to `keepAs`, every old value kept), and the new one takes its name. Both engines, as plain
 * DDL inside the migration's transaction: a rollback puts everything back. The caller has removed what was derived
 * from the column (dropDerivedObjects).
 */
export async function replaceColumn(database: Database, table: string, field: string, type: ColumnType, value: Sql, keepAs: string | null): Promise<void> {
  const { db } = database;
  const using = database.dialect === 'postgres' && keepAs === null ? toLiteralSql(value.compile(db)) : null;
  if (using !== null) {
    // Checks an earlier step's updates left pending would refuse the ALTER TABLE.
    await settleDeferredChecks(database);
    // One rewrite of the table with its indexes built once: an UPDATE of every row would add to each index (trigram ones too) row by row, 3–10 times slower.
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(field)} type ${sql.raw(type)} using ${sql.raw(using)}`.execute(db);
    return;
  }
  const converting = getConvertingColumn(field);
  await db.schema.alterTable(table).addColumn(converting, type).execute();
  await sql`update ${sql.table(table)} set ${sql.ref(converting)} = ${value} where ${sql.ref(field)} is not null`.execute(db);
  // Rows an earlier step of the migration updated leave their keys' checks pending, which would refuse the ALTER TABLE.
  await settleDeferredChecks(database);
  if (keepAs !== null) await db.schema.alterTable(table).renameColumn(field, keepAs).execute();
  else await db.schema.alterTable(table).dropColumn(field).execute();
  await db.schema.alterTable(table).renameColumn(converting, field).execute();
}

/**
 * PostgreSQL's DDL takes no bound parameters: the expression's text with each `$n` outside quoted text replaced by its
 * value as a literal; null when a value is not a plain scalar (the caller then updates row by row instead).
 */
export function toLiteralSql(compiled: { readonly sql: string; readonly parameters: readonly unknown[] }): string | null {
  const literals: string[] = [];
  for (const value of compiled.parameters) {
    if (value === null) literals.push('null');
    else if (typeof value === 'boolean') literals.push(value ? 'true' : 'false');
    else if (typeof value === 'number' && Number.isFinite(value)) literals.push(String(value));
    else if (typeof value === 'bigint') literals.push(value.toString());
    else if (typeof value === 'string' && !value.includes('\0')) literals.push(`'${value.replace(/'/g, "''")}'`);
    else return null;
  }
  let text = '';
  let quote: string | null = null;
  for (let at = 0; at < compiled.sql.length; at += 1) {
    const char = compiled.sql[at]!;
    if (quote !== null) {
      text += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      text += char;
      continue;
    }
    const parameter = char === '$' ? /^\$(\d+)/.exec(compiled.sql.slice(at)) : null;
    if (parameter) {
      const literal = literals[Number(parameter[1]) - 1];
      if (literal === undefined) return null;
      // Parenthesized, so a negative number or a cast after it reads as one value.
      text += `(${literal})`;
      at += parameter[0].length - 1;
      continue;
    }
    text += char;
  }
  return text;
}
