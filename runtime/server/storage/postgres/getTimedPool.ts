import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** The error of a query the server did not answer in time; isStoreUnavailable reads it as the store being away. */
export const READ_TIMEOUT_MESSAGE = 'Query read timeout';

// `set local statement_timeout = N` (or `to N`, quoted or not): the transaction's own server-side limit.
const SET_LOCAL_LIMIT = /^\s*set\s+local\s+statement_timeout\s*(?:=|to)\s*'?(\d+)'?\s*;?\s*$/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end|abort)\b(?!\s+to\b)/i;

/**
 * The pool as Kysely takes it, with a client-side limit on each answer: the server's statement_timeout plus `graceMs`,
 * because a server that stops answering (network cut, frozen host) never ends a statement itself. A transaction that
 * sets its own `statement_timeout` (0: none, as the schema lock does for migrations) moves the limit with it until it
 * ends. A client whose query went unanswered is discarded on release, not reused: the statement may still be in flight.
 */
export function getTimedPool(pool: pg.Pool, statementTimeoutMs: number, graceMs: number): PostgresPool {
  const defaultLimit = statementTimeoutMs + graceMs;
  return {
    async connect() {
      const client = await pool.connect();
      let unanswered = false;
      let limit: number | null = defaultLimit;
      const query = (...args: unknown[]): unknown => {
        const text = typeof args[0] === 'string' ? args[0] : undefined;
        const result: unknown = (client.query as (...queryArgs: unknown[]) => unknown)(...args);
        if (!(result instanceof Promise)) return result; // a cursor reads in its own steps
        const setLimit = text === undefined ? null : SET_LOCAL_LIMIT.exec(text);
        const ends = text !== undefined && TRANSACTION_END.test(text);
        const answered = limit === null ? result : withLimit(result, limit, () => (unanswered = true));
        return answered.then((value) => {
          if (setLimit) limit = Number(setLimit[1]) === 0 ? null : Number(setLimit[1]) + graceMs;
          if (ends) limit = defaultLimit;
          return value;
        });
      };
      return { query: query as PostgresPoolClient['query'], release: () => client.release(unanswered || undefined) };
    },
    end: () => pool.end(),
  };
}

/** `answer`, or a READ_TIMEOUT_MESSAGE error after `ms` (calling `onTimeout`), whichever comes first. */
function withLimit<T>(answer: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(READ_TIMEOUT_MESSAGE));
    }, ms);
  });
  // The late answer (or its error) of an abandoned query has no one to reach.
  answer.catch(() => {});
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}
