import { createObjectId } from '../ids/createObjectId.js';
import { SYSTEM_TABLES, type Database } from '../storage/index.js';

export interface LoginLimiterOptions {
  /** Failures per email within the window before logins for it are refused; default 5. */
  readonly maxPerEmail?: number;
  /** Failures per client address within the window; default 20. */
  readonly maxPerAddress?: number;
  /** Default 15 minutes. */
  readonly windowMinutes?: number;
  /** Clock (tests); default Date.now. */
  readonly now?: () => number;
}

export interface LoginLimiter {
  /** Seconds until a login for this email from this address may be tried again, or 0 when it may now. */
  retryAfter(email: string, address: string): Promise<number>;
  /** Counts a failed login against both the email and the address, and drops failures older than the window. */
  recordFailure(email: string, address: string): Promise<void>;
  /** A successful login forgets the email's failures (the address's stay: they may be guesses at other accounts). */
  recordSuccess(email: string): Promise<void>;
}

// Not @fastify/rate-limit: it counts every request, not failed logins, and keeps its counts per process
// unless given Redis; these rows live in the one database every process already shares.
/** Failed logins counted in admin_login_failures, per email and per client address, within a sliding window. */
export function createLoginLimiter(database: Database, options: LoginLimiterOptions = {}): LoginLimiter {
  const maxPerEmail = options.maxPerEmail ?? 5;
  const maxPerAddress = options.maxPerAddress ?? 20;
  const windowMs = (options.windowMinutes ?? 15) * 60_000;
  const now = options.now ?? (() => Date.now());
  const table = SYSTEM_TABLES.loginFailures;
  const { db } = database;

  /** Seconds until fewer than `max` failures of `key` remain in the window. */
  const waitFor = async (key: string, max: number, at: number): Promise<number> => {
    const rows = await db
      .selectFrom(table)
      .select('at')
      .where('key', '=', key)
      .where('at', '>', new Date(at - windowMs).toISOString())
      .orderBy('at', 'desc')
      .limit(max)
      .execute();
    if (rows.length < max) return 0;
    // The max-th most recent failure must leave the window before one more try is allowed.
    const oldest = Date.parse(String(rows[max - 1]!.at));
    return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
  };

  return {
    async retryAfter(email, address) {
      const at = now();
      return Math.max(await waitFor(`email:${email}`, maxPerEmail, at), await waitFor(`ip:${address}`, maxPerAddress, at));
    },
    async recordFailure(email, address) {
      const at = now();
      const when = new Date(at).toISOString();
      await db.deleteFrom(table).where('at', '<=', new Date(at - windowMs).toISOString()).execute();
      await db
        .insertInto(table)
        .values([
          { _id: createObjectId(new Date(at)), key: `email:${email}`, at: when },
          { _id: createObjectId(new Date(at)), key: `ip:${address}`, at: when },
        ])
        .execute();
    },
    async recordSuccess(email) {
      await db.deleteFrom(table).where('key', '=', `email:${email}`).execute();
    },
  };
}
