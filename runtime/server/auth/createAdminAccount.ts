import { messages } from '../messages.js';
import { createObjectId } from '../ids/createObjectId.js';
import { SYSTEM_TABLES, type Database } from '../storage/index.js';
import type { AdminAccount } from './AdminUser.js';
import { parseRoles } from './createSessionStore.js';
import { getPasswordProblem } from './getPasswordProblem.js';
import { hashPassword } from './hashPassword.js';
import { isEmailAddress, normalizeEmail } from './normalizeEmail.js';

/** A refused account change (bad email, weak password, taken or unknown email); its message is for the person typing. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

export interface AdminCredentials {
  readonly email: string;
  readonly password: string;
  /** The roles it holds; absent: never set (the site's first role). */
  readonly roles?: readonly string[];
  /** The name people see. */
  readonly displayName?: string;
  /** The site's own account fields (app.json adminUsers.fields), already checked by the caller. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** Checks and normalizes credentials before anything is stored; throws AdminAccountError. */
function checkCredentials({ email, password }: AdminCredentials): string {
  const normalized = normalizeEmail(email);
  if (!isEmailAddress(normalized)) throw new AdminAccountError(messages.invalidEmail(email.trim()));
  const problem = getPasswordProblem(password, { email: normalized });
  if (problem) throw new AdminAccountError(problem);
  return normalized;
}

/** Stores a new administrator with a scrypt hash of the password; refuses a taken email. */
export async function createAdminAccount(database: Database, credentials: AdminCredentials, now = new Date()): Promise<AdminAccount> {
  const email = checkCredentials(credentials);
  if (await findAdminByEmail(database, email)) throw new AdminAccountError(messages.adminExists(email));
  const roles = credentials.roles === undefined ? null : [...new Set(credentials.roles)];
  const user = {
    _id: createObjectId(now),
    email,
    passwordHash: await hashPassword(credentials.password),
    createdAt: now.toISOString(),
    lastLoginAt: null,
    roles: roles === null ? null : JSON.stringify(roles),
    disabled: 0,
    ...(credentials.displayName !== undefined && { displayName: credentials.displayName }),
    ...credentials.fields,
  };
  await database.db.insertInto(SYSTEM_TABLES.adminUsers).values(user).execute();
  return { id: user._id, email, roles };
}

/** Sets a new password for an existing administrator and ends that administrator's sessions. */
export async function updateAdminPassword(database: Database, credentials: AdminCredentials): Promise<AdminAccount> {
  const email = checkCredentials(credentials);
  const found = await findAdminByEmail(database, email);
  if (!found) throw new AdminAccountError(messages.adminMissing(email));
  const passwordHash = await hashPassword(credentials.password);
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable(SYSTEM_TABLES.adminUsers).set({ passwordHash }).where('_id', '=', found.id).execute();
    await trx.deleteFrom(SYSTEM_TABLES.adminSessions).where('userId', '=', found.id).execute();
  });
  return { id: found.id, email, roles: found.roles };
}

/** Sets an administrator's name and the site's own fields (what no grant depends on: its sessions go on). */
export async function updateAdminProfile(database: Database, id: string, profile: Pick<AdminCredentials, 'displayName' | 'fields'>): Promise<void> {
  const changes = { ...(profile.displayName !== undefined && { displayName: profile.displayName }), ...profile.fields };
  if (Object.keys(changes).length > 0) await database.db.updateTable(SYSTEM_TABLES.adminUsers).set(changes).where('_id', '=', id).execute();
}

/** Sets an administrator's roles and whether it is disabled, and ends its sessions at once (they held the old grants). */
export async function updateAdminAccess(database: Database, id: string, access: { readonly roles?: readonly string[]; readonly disabled?: boolean }): Promise<void> {
  const changes = {
    ...(access.roles !== undefined && { roles: JSON.stringify([...new Set(access.roles)]) }),
    ...(access.disabled !== undefined && { disabled: access.disabled ? 1 : 0 }),
  };
  if (Object.keys(changes).length === 0) return;
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable(SYSTEM_TABLES.adminUsers).set(changes).where('_id', '=', id).execute();
    await trx.deleteFrom(SYSTEM_TABLES.adminSessions).where('userId', '=', id).execute();
  });
}

/** The administrator with this email (any case, surrounding spaces ignored), with the stored hash. */
export async function findAdminByEmail(database: Database, email: string): Promise<(AdminAccount & { passwordHash: string; disabled: boolean }) | undefined> {
  const row = await database.db
    .selectFrom(SYSTEM_TABLES.adminUsers)
    .select(['_id', 'email', 'passwordHash', 'roles', 'disabled'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row
    ? { id: String(row._id), email: String(row.email), passwordHash: String(row.passwordHash), roles: parseRoles(row.roles), disabled: Number(row.disabled ?? 0) !== 0 }
    : undefined;
}

/** True when at least one administrator exists. */
export async function hasAdminAccount(database: Database): Promise<boolean> {
  return (await database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('_id').limit(1).executeTakeFirst()) !== undefined;
}
