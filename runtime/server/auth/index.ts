// Administrator accounts, sessions, failed-login counting and the login/session/logout routes.
export type { AdminAccount, AdminUser } from './AdminUser.js';
export { hashPassword, needsRehash, verifyPassword } from './hashPassword.js';
export { normalizeEmail } from './normalizeEmail.js';
export { AdminAccountError, createAdminAccount, findAdminByEmail, hasAdminAccount, updateAdminPassword } from './createAdminAccount.js';
export { MIN_PASSWORD_LENGTH, getPasswordProblem } from './getPasswordProblem.js';
export type { PasswordContext } from './getPasswordProblem.js';
export type { AdminCredentials } from './createAdminAccount.js';
export { createAdminUserHooks } from './createAdminUserHooks.js';
export { ensureFirstAdmin } from './ensureFirstAdmin.js';
export type { FirstAdminOptions } from './ensureFirstAdmin.js';
export { createSessionStore, hashToken } from './createSessionStore.js';
export type { AdminSession, SessionStore, SessionStoreOptions } from './createSessionStore.js';
export { createLoginLimiter } from './createLoginLimiter.js';
export type { LoginLimiter, LoginLimiterOptions } from './createLoginLimiter.js';
export { registerAuthRoutes } from './registerAuthRoutes.js';
export type { AuthRoutesOptions, SessionResponse } from './registerAuthRoutes.js';
export { runAdminCreate } from './runAdminCreate.js';
export type { RunAdminCreateOptions } from './runAdminCreate.js';
