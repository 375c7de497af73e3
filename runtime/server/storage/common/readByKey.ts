import type { CompiledQuery } from 'kysely';
import type { Database } from '../Database.js';

/** The rows of a key lookup (see Database.lookup), on the store's lookup connection when it has one. */
export async function readByKey(database: Database, query: CompiledQuery): Promise<Record<string, unknown>[]> {
  return database.lookup ? database.lookup(query) : (await database.db.executeQuery<Record<string, unknown>>(query)).rows;
}
