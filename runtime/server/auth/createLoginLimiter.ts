import { sql } from 'kysely';
import { SYSTEM_TABLES, type Database } from '../storage/index.js';

export interface LoginLimiterOptions {
  /** Attempts per email within the window before logins for it are refused; default 5. */
  readonly maxPerEmail?: number;
  /** Attempts per client address within the window (its successful logins given back); default 20. */
  readonly maxPerAddress?: number;
  /** Default 15 minutes. */
  readonly windowMinutes?: number;
  /** Clock (tests); default Date.now. */
  readonly now?: () => number;
}

export interface LoginLimiter {
  /**
   * Counts this attempt against the email, then the address, before any password is checked; answers the seconds
   * until the key that is over its limit starts a new window, or 0 when the password may be checked.
   */
  reserve(email: string, address: string): Promise<number>;
  /** A successful login forgets the email's attempts and gives the address back the one it spent (the others may be guesses at other accounts). */
  recordSuccess(email: string, address: string): Promise<void>;
}

/** What one counted key holds after an attempt. */
interface KeyCount {
  readonly attempts: number;
  readonly windowStart: string;
}

// Not @fastify/rate-limit: it counts every request and keeps its counts per process unless given Redis; these rows
// live in the one database every process already shares.
/**
 * Login attempts counted in admin_login_attempts, one row per email and per client address, in fixed windows.
 * Each attempt is one upsert that increments and returns the count (INSERT … ON CONFLICT DO UPDATE … RETURNING), so
 * concurrent attempts, from any number of server processes, each see a distinct count: checking and counting are one step.
 */
export function createLoginLimiter(database: Database, options: LoginLimiterOptions = {}): LoginLimiter {
  const maxPerEmail = options.maxPerEmail ?? 5;
  const maxPerAddress = options.maxPerAddress ?? 20;
  const windowMs = (options.windowMinutes ?? 15) * 60_000;
  const now = options.now ?? (() => Date.now());
  const table = SYSTEM_TABLES.loginAttempts;
  const { db } = database;

  /** Counts one attempt of `key`: the first of a new window when its window has passed (ISO text compares as time). */
  const countAttempt = async (key: string, at: number): Promise<KeyCount> => {
    const start = new Date(at).toISOString();
    const expired = sql<boolean>`${sql.ref(`${table}.windowStart`)} <= ${new Date(at - windowMs).toISOString()}`;
    const row = await db
      .insertInto(table)
      .values({ _id: key, attempts: 1, windowStart: start })
      .onConflict((conflict) =>
        conflict.column('_id').doUpdateSet({
          attempts: sql`case when ${expired} then 1 else ${sql.ref(`${table}.attempts`)} + 1 end`,
          windowStart: sql`case when ${expired} then ${start} else ${sql.ref(`${table}.windowStart`)} end`,
        }),
      )
      .returning(['attempts', 'windowStart'])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.attempts), windowStart: String(row.windowStart) };
  };

  /** Seconds until the window of a count that is over `max` ends; 0 within the limit. */
  // Capped at the window: a concurrent attempt that read the clock later may have opened it a few ms after `at`.
  const waitFor = ({ attempts, windowStart }: KeyCount, max: number, at: number): number =>
    attempts <= max ? 0 : Math.max(1, Math.ceil(Math.min(windowMs, Date.parse(windowStart) + windowMs - at) / 1000));

  return {
    async reserve(email, address) {
      const at = now();
      // Rows whose window has passed count for nothing; dropping them keeps the table to the keys seen lately.
      await db.deleteFrom(table).where('windowStart', '<=', new Date(at - windowMs).toISOString()).execute();
      const forEmail = waitFor(await countAttempt(`email:${email}`, at), maxPerEmail, at);
      // An email already refused does not spend the address's allowance too.
      if (forEmail > 0) return forEmail;
      return waitFor(await countAttempt(`ip:${address}`, at), maxPerAddress, at);
    },
    async recordSuccess(email, address) {
      await db.deleteFrom(table).where('_id', '=', `email:${email}`).execute();
      await db
        .updateTable(table)
        .set({ attempts: sql`${sql.ref('attempts')} - 1` })
        .where('_id', '=', `ip:${address}`)
        .where('attempts', '>', 0)
        .execute();
    },
  };
}
