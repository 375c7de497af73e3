import { randomBytes } from 'node:crypto';
import { messages } from '../messages.js';
import type { Database } from '../storage/index.js';
import type { AdminAccount } from './AdminUser.js';
import { createAdminAccount, hasAdminAccount } from './createAdminAccount.js';

export interface FirstAdminOptions {
  /** Default admin@example.com (startServer passes the ADMIN_EMAIL setting). */
  readonly email?: string;
  /** Default a random one printed once through `log` (startServer passes the ADMIN_PASSWORD setting). */
  readonly password?: string;
  /** The roles it holds (getFirstRoles: the site's first role); absent when the site declares none. */
  readonly roles?: readonly string[];
}

const DEFAULT_EMAIL = 'admin@example.com';

/**
 * On a store with no administrator, creates one: from the given credentials,
 * else with a random password written once through `log`. Returns the account it created, or null.
 */
export async function ensureFirstAdmin(database: Database, options: FirstAdminOptions = {}, log: (line: string) => void = console.log): Promise<AdminAccount | null> {
  if (await hasAdminAccount(database)) return null;
  const email = nonEmpty(options.email) ?? DEFAULT_EMAIL;
  const given = nonEmpty(options.password);
  // 18 random bytes: 24 base64url characters, well past the minimum length and easy to copy.
  const password = given ?? randomBytes(18).toString('base64url');
  let user: AdminAccount;
  try {
    user = await createAdminAccount(database, { email, password, ...(options.roles && { roles: options.roles }) });
  } catch (error) {
    // Two processes starting on one empty store: the other one created it first.
    if (await hasAdminAccount(database)) return null;
    throw error;
  }
  log(given === undefined ? messages.firstAdminRandom(user.email, password) : messages.firstAdminFromEnv(user.email));
  return user;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
