import type { Transaction } from 'kysely';
import type { Database, StoreSchema } from '../Database.js';

// serialization_failure and deadlock_detected: PostgreSQL asks the client to run the transaction again; SQLITE_BUSY:
// another process held the file's write lock past busy_timeout.
const RETRYABLE_CODES = new Set(['40001', '40P01', 'SQLITE_BUSY']);
const MAX_ATTEMPTS = 5;

/** Runs `work` in one transaction, retrying it on a serialization failure, a deadlock or a busy SQLite file. */
export async function runInTransaction<T>(database: Database, work: (trx: Transaction<StoreSchema>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await database.db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= MAX_ATTEMPTS || typeof code !== 'string' || !RETRYABLE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
