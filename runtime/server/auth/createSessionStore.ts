import { createHash, randomBytes } from 'node:crypto';
import { readByKey, SYSTEM_TABLES, type Database } from '../storage/index.js';
import type { AdminUser } from './AdminUser.js';

export interface SessionStoreOptions {
  /** A session unused this long is gone; default 120 (createServer passes the SESSION_IDLE_MINUTES setting). */
  readonly idleMinutes?: number;
  /** A session this old is gone however busy; default 12 (createServer passes the SESSION_MAX_HOURS setting). */
  readonly maxHours?: number;
  /** Clock (tests); default Date.now. */
  readonly now?: () => number;
  /** The site's own admin-user fields (app.json `adminUsers.fields`), read with each session into AdminUser.fields. */
  readonly userFields?: readonly string[];
}

/** A live session: who, and the token the client must echo in X-CSRF-Token. */
export interface AdminSession {
  readonly user: AdminUser;
  readonly csrfToken: string;
}

export interface SessionStore {
  /** Starts a session; `token` goes in the cookie, only its hash is stored. */
  create(userId: string): Promise<{ token: string; csrfToken: string }>;
  /** The live session of a cookie token, or null (unknown, idle too long, too old, or its user gone: expired rows are deleted). */
  read(token: string): Promise<AdminSession | null>;
  /** Ends the session of a cookie token. */
  delete(token: string): Promise<void>;
}

// lastSeenAt is written at most this often, so a busy page does not write a row per request.
const TOUCH_INTERVAL_MS = 60_000;

/** Sessions kept in admin_sessions, so every server process over one database shares them. */
export function createSessionStore(database: Database, options: SessionStoreOptions = {}): SessionStore {
  const idleMs = (options.idleMinutes ?? 120) * 60_000;
  const maxMs = (options.maxHours ?? 12) * 3_600_000;
  const now = options.now ?? (() => Date.now());
  const table = SYSTEM_TABLES.adminSessions;
  const { db } = database;
  const userFields = options.userFields ?? [];
  // Compiled once (the token's hash is its one parameter): every request under a session reads it.
  const sessionQuery = db
    .selectFrom(table)
    .leftJoin(SYSTEM_TABLES.adminUsers, `${SYSTEM_TABLES.adminUsers}._id`, `${table}.userId`)
    .select([`${table}.userId as userId`, `${table}.csrfToken as csrfToken`, `${table}.createdAt as createdAt`, `${table}.lastSeenAt as lastSeenAt`, `${SYSTEM_TABLES.adminUsers}.email as email`, `${SYSTEM_TABLES.adminUsers}.roles as roles`, `${SYSTEM_TABLES.adminUsers}.disabled as disabled`, `${SYSTEM_TABLES.adminUsers}.displayName as displayName`, ...userFields.map((field, i) => `${SYSTEM_TABLES.adminUsers}.${field} as field${i}`)])
    .where(`${table}._id`, '=', '')
    .compile();

  return {
    async create(userId) {
      const at = now();
      // Expired rows of every user go here, so the table does not grow with abandoned sessions.
      await db
        .deleteFrom(table)
        .where((eb) => eb.or([eb('lastSeenAt', '<', iso(at - idleMs)), eb('createdAt', '<', iso(at - maxMs))]))
        .execute();
      const token = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(32).toString('base64url');
      await db.insertInto(table).values({ _id: hashToken(token), userId, csrfToken, createdAt: iso(at), lastSeenAt: iso(at) }).execute();
      return { token, csrfToken };
    },

    async read(token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const id = hashToken(token);
      const [row] = await readByKey(database, { ...sessionQuery, parameters: [id] });
      if (!row) return null;
      const at = now();
      const lastSeen = Date.parse(String(row.lastSeenAt));
      // A disabled account's sessions end at once, whatever was left of them.
      if (row.email == null || Number(row.disabled ?? 0) !== 0 || at - lastSeen > idleMs || at - Date.parse(String(row.createdAt)) > maxMs) {
        await db.deleteFrom(table).where('_id', '=', id).execute();
        return null;
      }
      if (at - lastSeen >= TOUCH_INTERVAL_MS) await db.updateTable(table).set({ lastSeenAt: iso(at) }).where('_id', '=', id).execute();
      const fields = Object.fromEntries(userFields.map((field, i) => [field, row[`field${i}`] ?? null]));
      return { user: { id: String(row.userId), email: String(row.email), roles: parseRoles(row.roles), displayName: toNullableText(row.displayName), fields }, csrfToken: String(row.csrfToken) };
    },

    async delete(token) {
      await db.deleteFrom(table).where('_id', '=', hashToken(token)).execute();
    },
  };
}

/** admin_users.roles: a JSON array of names (text on SQLite, jsonb on PostgreSQL), or null (never set). */
export function parseRoles(stored: unknown): string[] | null {
  if (stored == null) return null;
  // PostgreSQL's jsonb arrives parsed; SQLite's text does not.
  const parsed: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return Array.isArray(parsed) ? parsed.map(String) : null;
}

function toNullableText(value: unknown): string | null {
  return value == null ? null : String(value);
}

/** The stored id of a cookie token: its SHA-256, so a copy of the table lets nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
