import { sql, type RawBuilder } from 'kysely';
import { SYSTEM_TABLES, type Database } from '../storage/index.js';

export interface LoginLimiterOptions {
  /** Attempts of one email from one client address that go straight to the password check; default 5. */
  readonly attemptsBeforeDelay?: number;
  /** The wait after those, doubled after each further attempt up to the window; default 60 seconds. */
  readonly firstDelaySeconds?: number;
  /** Attempts per client address within the window (its successful logins given back); default 20. */
  readonly maxPerAddress?: number;
  /** Default 15 minutes. */
  readonly windowMinutes?: number;
  /** Clock (tests); default Date.now. */
  readonly now?: () => number;
}

export interface LoginLimiter {
  /**
   * Counts this attempt against the email from this address, then against the address, before any password is
   * checked; answers the seconds to wait when either refuses it, or 0 when the password may be checked.
   */
  reserve(email: string, address: string): Promise<number>;
  /** A successful login forgets the email's attempts from that address and gives the address back the one it spent (the others may be guesses at other accounts). */
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
 * Login attempts counted in admin_login_attempts, in one row per email and client address (`pair:…`) and one per
 * address (`ip:…`). Failures are never counted per email alone: a stranger's guesses from elsewhere cannot lock the
 * account's owner out, and each guessing address is slowed on its own (growing waits) and bounded (per-address window).
 *
 * - A pair's first `attemptsBeforeDelay` attempts go straight to the check; after the k-th beyond them, the next waits
 *   firstDelay·2^k (1, 2, 4, 8 minutes…), at most the window. Its row's windowStart is when that wait ends (the
 *   attempt's own time while there is none); the pair is forgotten a window after it with no new attempt, or on success.
 * - An address counts attempts in fixed windows as before: past `maxPerAddress`, 429 until its window ends.
 *
 * Each count is one upsert that increments and returns it (INSERT … ON CONFLICT DO UPDATE … RETURNING); a pair still
 * waiting is not updated, so it returns no row. Concurrent attempts, from any number of server processes, each see a
 * distinct count: checking and counting are one step.
 */
export function createLoginLimiter(database: Database, options: LoginLimiterOptions = {}): LoginLimiter {
  const attemptsBeforeDelay = options.attemptsBeforeDelay ?? 5;
  const firstDelayMs = (options.firstDelaySeconds ?? 60) * 1000;
  const maxPerAddress = options.maxPerAddress ?? 20;
  const windowMs = (options.windowMinutes ?? 15) * 60_000;
  const now = options.now ?? (() => Date.now());
  const table = SYSTEM_TABLES.loginAttempts;
  const column = (name: 'attempts' | 'windowStart') => sql.ref(`${table}.${name}`);
  const { db } = database;

  /** Counts one attempt of an address: the first of a new window when its window has passed (ISO text compares as time). */
  const countAddressAttempt = async (address: string, at: number): Promise<KeyCount> => {
    const start = new Date(at).toISOString();
    const expired = sql<boolean>`${column('windowStart')} <= ${new Date(at - windowMs).toISOString()}`;
    const row = await db
      .insertInto(table)
      .values({ _id: `ip:${address}`, attempts: 1, windowStart: start })
      .onConflict((conflict) =>
        conflict.column('_id').doUpdateSet({
          attempts: sql`case when ${expired} then 1 else ${column('attempts')} + 1 end`,
          windowStart: sql`case when ${expired} then ${start} else ${column('windowStart')} end`,
        }),
      )
      .returning(['attempts', 'windowStart'])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.attempts), windowStart: String(row.windowStart) };
  };

  /** The wait after a pair's `attempts`-th attempt: none within the free ones, then doubling up to the window. */
  const delayAfter = (attempts: number): number => {
    const beyond = attempts - attemptsBeforeDelay;
    return beyond < 0 ? 0 : Math.min(windowMs, firstDelayMs * 2 ** beyond);
  };
  const nextAllowed = (attempts: number, at: number): string => new Date(at + delayAfter(attempts)).toISOString();

  /** Counts one attempt of an email from an address unless the pair is still waiting; answers the seconds it must wait, or 0. */
  const countPairAttempt = async (key: string, at: number): Promise<number> => {
    const atText = new Date(at).toISOString();
    // The wait after the new count, as SQL: one branch per wait shorter than the window, then the window.
    const waits: RawBuilder<unknown>[] = [];
    for (let attempts = attemptsBeforeDelay; firstDelayMs * 2 ** (attempts - attemptsBeforeDelay) < windowMs; attempts += 1) {
      waits.push(sql`when ${column('attempts')} + 1 = ${attempts} then ${nextAllowed(attempts, at)}`);
    }
    const counted = await db
      .insertInto(table)
      .values({ _id: key, attempts: 1, windowStart: nextAllowed(1, at) })
      .onConflict((conflict) =>
        conflict
          .column('_id')
          .doUpdateSet({
            attempts: sql`${column('attempts')} + 1`,
            windowStart: sql`case when ${column('attempts')} + 1 < ${attemptsBeforeDelay} then ${atText} ${sql.join(waits, sql` `)} else ${nextAllowed(Number.MAX_SAFE_INTEGER, at)} end`,
          })
          .where(sql<boolean>`${column('windowStart')} <= ${atText}`),
      )
      .returning('attempts')
      .executeTakeFirst();
    if (counted) return 0;
    const waiting = await db.selectFrom(table).select(['attempts', 'windowStart']).where('_id', '=', key).executeTakeFirst();
    // Gone meanwhile (a success from the same address): a second's wait, then the attempt counts afresh.
    if (!waiting) return 1;
    return toSeconds(Date.parse(String(waiting.windowStart)) - at, delayAfter(Number(waiting.attempts)));
  };

  /** Seconds, at least 1 and at most `max` ms: a concurrent attempt that started the wait may have read the clock a few ms later. */
  const toSeconds = (ms: number, max: number): number => Math.max(1, Math.ceil(Math.min(max, ms) / 1000));

  return {
    async reserve(email, address) {
      const at = now();
      // Rows a window past their windowStart count for nothing; dropping them keeps the table to the keys seen lately.
      await db.deleteFrom(table).where('windowStart', '<=', new Date(at - windowMs).toISOString()).execute();
      const forPair = await countPairAttempt(pairKey(email, address), at);
      // A pair still waiting does not spend the address's allowance too.
      if (forPair > 0) return forPair;
      const { attempts, windowStart } = await countAddressAttempt(address, at);
      return attempts <= maxPerAddress ? 0 : toSeconds(Date.parse(windowStart) + windowMs - at, windowMs);
    },
    async recordSuccess(email, address) {
      await db.deleteFrom(table).where('_id', '=', pairKey(email, address)).execute();
      await db
        .updateTable(table)
        .set({ attempts: sql`${sql.ref('attempts')} - 1` })
        .where('_id', '=', `ip:${address}`)
        .where('attempts', '>', 0)
        .execute();
    },
  };
}

/** The row of one email from one address (an address holds no `|`; a normalized email may). */
function pairKey(email: string, address: string): string {
  return `pair:${address}|${email}`;
}
