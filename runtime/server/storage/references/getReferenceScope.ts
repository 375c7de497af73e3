import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityDefinition, ReferenceDefinition } from '../../../shared/index.js';
import type { StoreDialect } from '../Database.js';
import { toStoredValue } from '../rows/writeRow.js';

/** A reference's declared `where` as conditions on the referenced table: the only rows the field may hold (none: any row). */
export function getReferenceScope(reference: ReferenceDefinition, target: EntityDefinition, dialect: StoreDialect): Expression<SqlBool>[] {
  return Object.entries(reference.where ?? {}).map(([name, value]) => {
    const field = target.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`Reference ${reference.field} → ${target.entity}: "where" names unknown field "${name}".`);
    return value === null ? sql<SqlBool>`${sql.ref(name)} is null` : sql<SqlBool>`${sql.ref(name)} = ${toStoredValue(dialect, field.storage, value)}`;
  });
}

/** Whether a record (as read) meets a reference's declared `where`: the same test in memory, for demo data. */
export function isInReferenceScope(reference: ReferenceDefinition, row: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(reference.where ?? {}).every(([name, value]) => (row[name] ?? null) === value);
}
