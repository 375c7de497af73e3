import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import type { AppDefinition, EntityDefinition } from '../shared/index.js';
import { createLoginLimiter, createSessionStore, registerAuthRoutes, type LoginLimiterOptions, type SessionStoreOptions } from './auth/index.js';
import { endpointRegistry } from './endpoints/index.js';
import { createEntityValidator } from './http/createEntityValidator.js';
import { registerBodyParsers } from './http/registerBodyParsers.js';
import { registerErrorHandler } from './http/registerErrorHandler.js';
import { createEntityRegistry } from './model/index.js';
import { STATE_CHANGING_KINDS, registerRouteGuard, registerSecurityHeaders } from './security/index.js';
import type { Database } from './storage/index.js';
import { getUploadSecret, registerUploads } from './uploads/index.js';
import { registerWebApp } from './web/registerWebApp.js';

export interface CreateServerOptions {
  readonly entities: readonly EntityDefinition[];
  readonly app: AppDefinition;
  /** An open, migrated store (see `createDatabase` and `migrate`). */
  readonly database: Database;
  /** Built web app to serve beside the API; default `dist/web`. */
  readonly webRoot?: string;
  /** Fastify's logger option; default off. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Uploads live in `dataDir/uploads/`; default env DATA_DIR, else `./data`. */
  readonly dataDir?: string;
  /** Key of signed uploads; default env UPLOAD_SECRET, else one kept in `dataDir/upload-secret`. */
  readonly uploadSecret?: string;
  /** Trust X-Forwarded-* from a reverse proxy (so https there makes the cookie Secure); default env TRUST_PROXY, else off. */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** Idle and absolute session lifetimes (default env SESSION_IDLE_MINUTES / SESSION_MAX_HOURS) and a clock for tests. */
  readonly sessions?: SessionStoreOptions;
  /** Failed-login limits and a clock for tests. */
  readonly loginLimit?: LoginLimiterOptions;
}

/**
 * The API of every entity endpoint under `app.apiBase`, the upload service and sign-in, plus the built web app,
 * as one Fastify instance; everything under the API base but login and session needs a session.
 */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY),
    // qs reads `filter[a]=x` and `ids[]=1` the way the web client and the spec's forms write them.
    routerOptions: { querystringParser: (query: string) => qs.parse(query, { depth: 5, arrayLimit: 1000 }) },
  });
  registerErrorHandler(fastify);
  // Headers and the guard come before any route, so every route and the 404 handler get their hooks.
  await registerSecurityHeaders(fastify);
  await fastify.register(fastifyCookie);
  await registerBodyParsers(fastify);

  const apiBase = options.app.apiBase.replace(/\/+$/, '');
  const sessions = createSessionStore(options.database, options.sessions);
  registerRouteGuard(fastify, { apiBase, sessions });
  registerAuthRoutes(fastify, { apiBase, database: options.database, sessions, limiter: createLoginLimiter(options.database, options.loginLimit) });
  const registry = createEntityRegistry(options.entities);
  for (const entity of options.entities) {
    const validator = createEntityValidator(entity);
    for (const endpoint of entity.endpoints) {
      const handler = endpointRegistry[endpoint.kind]({ entity, endpoint, database: options.database, validator, registry });
      fastify.route({
        method: endpoint.method,
        url: apiBase + toRoutePath(endpoint.path),
        config: { changesState: STATE_CHANGING_KINDS.has(endpoint.kind) },
        handler,
      });
    }
  }

  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? './data';
  const secret = options.uploadSecret ?? getUploadSecret(dataDir);
  await registerUploads(fastify, { apiBase, uploads: options.app.uploads, dataDir, secret });

  await registerWebApp(fastify, { webRoot: options.webRoot ?? 'dist/web', apiBase });
  return fastify;
}

/** TRUST_PROXY: `true`/`false`, a hop count, or a comma-separated list of proxy addresses (Fastify's trustProxy). */
export function parseTrustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address: string, hop: number) => hop < hops; // What Fastify does with a hop count (its types omit numbers).
  }
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** `/sellers/{_id}` → `/sellers/:_id` (Fastify's parameter syntax). */
export function toRoutePath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}
