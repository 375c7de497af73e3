import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import '../auth/AdminUser.js';
import type { SessionStore } from '../auth/createSessionStore.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes data whatever its method (e.g. a move declared as `GET …/{direction}`): it needs X-CSRF-Token. */
    changesState?: boolean;
    /** A route under the API base that answers without a session (login, session). */
    public?: boolean;
  }
}

/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'admin_session';

export interface RouteGuardOptions {
  readonly sessions: SessionStore;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A hook of the API plugin: every route of its scope (its not-found handler included) needs a live session (401)
 * and, when it changes state, the session's X-CSRF-Token (403); sets `request.adminUser`. Routes outside the
 * scope (the SPA's files) never see it: encapsulation, not a URL test.
 */
export function registerRouteGuard(api: FastifyInstance, options: RouteGuardOptions): void {
  const { sessions } = options;
  api.decorateRequest('adminUser', null);
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await sessions.read(token) : null;
    if (!session) throw new HttpError(401, messages.signInRequired());
    request.adminUser = session.user;
    if (needsCsrfToken(request) && !isSameToken(request.headers['x-csrf-token'], session.csrfToken)) throw new HttpError(403, messages.csrfInvalid());
  });
}

/** Any method that may change data, plus the routes flagged `changesState` whatever their method. */
function needsCsrfToken(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
}

/** Constant-time comparison; hashing first gives equal lengths whatever the header holds. */
function isSameToken(header: string | string[] | undefined, expected: string): boolean {
  if (typeof header !== 'string' || header === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(header), digest(expected));
}
