import { getRolesAllowed, type AppDefinition, type EntityDefinition } from '../../shared/index.js';
import { isSameValue } from '../audit/index.js';
import type { EntityHooks } from '../endpoints/EntityHooks.js';
import { badRequest, HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { SYSTEM_TABLES } from '../storage/index.js';
import { parseRoles } from './createSessionStore.js';
import { getPasswordProblem } from './getPasswordProblem.js';
import { hashPassword } from './hashPassword.js';
import { isEmailAddress, normalizeEmail } from './normalizeEmail.js';

const PASSWORD = 'password';
// Serializes the last-manager check of concurrent account changes (two managers disabling each other).
const MANAGERS_LOCK = 'admin_users:managers';

/**
 * The admin users' behaviour the generic endpoints cannot know, in one place: the email normalized, the write-only
 * password checked by today's policy and stored as its hash (required on a create, optional on an update), the account's
 * sessions ended in the same transaction when its roles, disabled state or password change, and a change refused (409)
 * that would leave no enabled account holding a role that may manage the accounts.
 */
export function createAdminUserHooks(app: AppDefinition, entity: EntityDefinition): EntityHooks {
  const title = (name: string) => entity.fields.find((field) => field.name === name)?.title ?? name;
  const managers = getRolesAllowed(app, entity.entity, 'update');
  const firstRoles = app.adminUsers.firstRole === null ? [] : [app.adminUsers.firstRole];
  const mayManage = (roles: readonly string[] | null): boolean => app.roles.length === 0 || (roles ?? firstRoles).some((role) => managers.includes(role));
  return {
    readBody(body) {
      const read = { ...body };
      if (typeof read.email === 'string') read.email = normalizeEmail(read.email);
      // An edit form's empty "new password" keeps the current one.
      if (read[PASSWORD] === '' || read[PASSWORD] === null) delete read[PASSWORD];
      return read;
    },
    async prepareWrite(action, record) {
      const email = String(record.email ?? '');
      if (!isEmailAddress(email)) throw badRequest(messages.invalidEmail(email), 'email');
      const password = record[PASSWORD];
      if (password === undefined) {
        if (action === 'create') throw badRequest(messages.required(title(PASSWORD)), PASSWORD);
        return {};
      }
      const problem = getPasswordProblem(String(password), { email });
      if (problem) throw badRequest(problem, PASSWORD);
      return { passwordHash: await hashPassword(String(password)) };
    },
    async afterWrite(tx, { id, before, after, columns }) {
      if (Object.keys(columns).length > 0) await tx.db.updateTable(SYSTEM_TABLES.adminUsers).set(columns).where('_id', '=', id).execute();
      if (!before) return;
      const rolesChanged = !isSameValue(before.roles, after.roles);
      const disabledChanged = Boolean(before.disabled) !== Boolean(after.disabled);
      // Its sessions held the old grants (or the old password): the next request under them is a 401.
      if (rolesChanged || disabledChanged || columns.passwordHash !== undefined) await tx.db.deleteFrom(SYSTEM_TABLES.adminSessions).where('userId', '=', id).execute();
      if ((rolesChanged || disabledChanged) && !after.disabled && mayManage(toRoles(after.roles))) return;
      if (!rolesChanged && !disabledChanged) return;
      await tx.lockKey(MANAGERS_LOCK);
      const rows = await tx.db.selectFrom(SYSTEM_TABLES.adminUsers).select(['roles', 'disabled']).execute();
      if (rows.some((row) => !isTrue(row.disabled) && mayManage(parseRoles(row.roles)))) return;
      const field = disabledChanged ? 'disabled' : 'roles';
      throw new HttpError(409, messages.lastAccountManager(title(field)), field);
    },
  };
}

function toRoles(value: unknown): string[] | null {
  return Array.isArray(value) ? value.map(String) : null;
}

// SQLite's 0/1, PostgreSQL's boolean.
function isTrue(value: unknown): boolean {
  return value === true || Number(value ?? 0) !== 0;
}
