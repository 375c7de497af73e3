import type { Transaction } from 'kysely';
import type { Database, StoreSchema } from './Database.js';

// serialization_failure and deadlock_detected: PostgreSQL asks the client to run the transaction again.
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/** Runs `work` in one transaction, retrying it when PostgreSQL reports a serialization failure or deadlock. */
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
