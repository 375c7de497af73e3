import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { AppDefinition, Permissions } from '../../shared/index.js';
import { getUserPermissions } from '../security/registerPermissionGuard.js';
import { SESSION_COOKIE } from '../security/registerRouteGuard.js';
import { SYSTEM_TABLES, type Database } from '../storage/index.js';
import type { AdminUser } from './AdminUser.js';
import { findAdminByEmail } from './createAdminAccount.js';
import type { LoginLimiter } from './createLoginLimiter.js';
import type { SessionStore } from './createSessionStore.js';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './hashPassword.js';
import { normalizeEmail } from './normalizeEmail.js';

export interface AuthRoutesOptions {
  /** Its roles give each session's permissions. */
  readonly app: AppDefinition;
  readonly database: Database;
  readonly sessions: SessionStore;
  readonly limiter: LoginLimiter;
}

/** Body of login and session. */
export interface SessionResponse {
  readonly user: AdminUser;
  readonly csrfToken: string;
  /** The user's roles' grants added up (the web app draws only what they allow; the server enforces them). */
  readonly permissions: Permissions;
}

/** `POST /login`, `GET /session` (both public) and `POST /logout` (guarded like any route), on the API plugin's scope. */
export function registerAuthRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): void {
  const { app, database, sessions, limiter } = options;

  fastify.post('/login', { config: { public: true }, preValidation: requireJsonBody }, async (request, reply): Promise<SessionResponse> => {
    const { email, password } = readLoginBody(request);
    // request.ip honours TRUST_PROXY (a hop count or addresses): a client's own X-Forwarded-For entries are not believed.
    const address = request.ip;
    // The attempt is counted before the password is checked, so concurrent guesses cannot all pass one check.
    const wait = await limiter.reserve(email, address);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, messages.tooManyLoginFailures(Math.ceil(wait / 60)));
    }
    const user = await findAdminByEmail(database, email);
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyDummyPassword(password);
    // A disabled account is refused like a wrong password: the answer says nothing about which accounts exist.
    if (!user || !valid || user.disabled) throw new HttpError(401, messages.loginFailed());
    await limiter.recordSuccess(email, address);
    // The password is at hand only now: a hash of older, cheaper parameters is replaced (unless it changed meanwhile).
    if (needsRehash(user.passwordHash)) {
      const passwordHash = await hashPassword(password);
      await database.db.updateTable(SYSTEM_TABLES.adminUsers).set({ passwordHash }).where('_id', '=', user.id).where('passwordHash', '=', user.passwordHash).execute();
    }
    // A new id at every login: a session id planted before sign-in (fixation) is dropped, never promoted.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.delete(previous);
    const { token, csrfToken } = await sessions.create(user.id);
    await database.db.updateTable(SYSTEM_TABLES.adminUsers).set({ lastLoginAt: new Date().toISOString() }).where('_id', '=', user.id).execute();
    setSessionCookie(request, reply, token);
    // Read back as every later request reads it, so the answer carries the same user (display name, the site's fields).
    const signedIn = (await sessions.read(token))?.user;
    if (!signedIn) throw new HttpError(401, messages.loginFailed());
    return { user: signedIn, csrfToken, permissions: getUserPermissions(app, signedIn) };
  });

  fastify.get('/session', { config: { public: true } }, async (request, reply): Promise<SessionResponse> => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await sessions.read(token) : null;
    if (!session) {
      if (token) clearSessionCookie(request, reply);
      throw new HttpError(401, messages.signInRequired());
    }
    return { user: session.user, csrfToken: session.csrfToken, permissions: getUserPermissions(app, session.user) };
  });

  fastify.post('/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });
}

/** JSON only: a cross-site HTML form cannot send it, so nobody signs a visitor in to an account of theirs (415 before the body's schema). */
async function requireJsonBody(request: FastifyRequest): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, messages.loginJsonOnly(type));
}

/** `{ email, password }` as the route's schema (LoginInput) checked it, the email normalized. */
function readLoginBody(request: FastifyRequest): { email: string; password: string } {
  const { email, password } = request.body as { email: string; password: string };
  return { email: normalizeEmail(email), password };
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' } as const;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
