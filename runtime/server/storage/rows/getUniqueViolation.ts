import type { EntityDefinition } from '../../../shared/index.js';
import { getUniqueIndexName } from '../migrations/getUniqueIndexName.js';

/** A write refused by a unique index: the entity and the combination of fields it repeats. */
export interface UniqueViolation {
  readonly entity: EntityDefinition;
  readonly fields: readonly string[];
}

// SQLite names the columns (`UNIQUE constraint failed: products.code`), PostgreSQL the index (23505, `constraint`).
const SQLITE_UNIQUE = 'SQLITE_CONSTRAINT_UNIQUE';
const PG_UNIQUE = '23505';

/** The declared unique combination a store error reports, or null for any other error (a primary key clash included). */
export function getUniqueViolation(error: unknown, entities: readonly EntityDefinition[]): UniqueViolation | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === SQLITE_UNIQUE && typeof message === 'string') {
    const columns = message.slice(message.indexOf(':') + 1).split(',').map((part) => part.trim());
    const table = columns[0]?.split('.')[0];
    const names = columns.map((column) => column.slice(column.indexOf('.') + 1)).sort().join('\0');
    return find(entities, (entity, combination) => entity.table === table && [...combination].sort().join('\0') === names);
  }
  if (code === PG_UNIQUE && typeof constraint === 'string') {
    return find(entities, (entity, combination) => getUniqueIndexName(entity.table, combination) === constraint);
  }
  return null;
}

function find(entities: readonly EntityDefinition[], matches: (entity: EntityDefinition, combination: readonly string[]) => boolean): UniqueViolation | null {
  for (const entity of entities) {
    const fields = entity.unique.find((combination) => matches(entity, combination));
    if (fields) return { entity, fields };
  }
  return null;
}
