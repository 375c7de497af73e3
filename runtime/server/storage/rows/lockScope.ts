import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import type { StoreDialect, StoreSchema } from '../Database.js';
import { getEngine } from '../getEngine.js';

/**
 * Serializes position changes within one ordering scope until the transaction ends. On PostgreSQL a
 * transaction-level advisory lock keyed by table and scope values also covers inserts into an empty scope,
 * which row locks cannot; SQLite has a single writer, so there is nothing to do.
 */
export async function lockScope(
  trx: Transaction<StoreSchema>,
  dialect: StoreDialect,
  entity: EntityDefinition,
  scopeValues: readonly unknown[],
): Promise<void> {
  await lockKey(trx, dialect, `${entity.table}:${JSON.stringify(scopeValues)}`);
}

/** A transaction-level lock on any text key (PostgreSQL advisory lock; nothing on single-writer SQLite). */
export async function lockKey(trx: Transaction<StoreSchema>, dialect: StoreDialect, key: string): Promise<void> {
  await getEngine(dialect).lockKey(trx, key);
}

/** The values of the entity's ordering scope fields in a stored row (as `writeRow` makes it), in scope order. */
export function getScopeValues(entity: EntityDefinition, row: Readonly<Record<string, unknown>>): unknown[] {
  return (entity.ordering?.scope ?? []).map((name) => row[name] ?? null);
}

/** `scope1 = v1 and scope2 = v2 …` (NULL-safe); always true for an unscoped ordering. */
export function getScopeCondition(entity: EntityDefinition, scopeValues: readonly unknown[]): Expression<SqlBool> {
  const scope = entity.ordering?.scope ?? [];
  if (scope.length === 0) return sql<SqlBool>`1 = 1`;
  const parts = scope.map((name, index) => {
    const value = scopeValues[index] ?? null;
    return value === null ? sql`${sql.ref(name)} is null` : sql`${sql.ref(name)} = ${value}`;
  });
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
