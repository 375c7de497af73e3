import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import type { AppDefinition, EntityDefinition } from '../shared/index.js';
import { apiPlugin } from './apiPlugin.js';
import { createLoginLimiter, createSessionStore, type LoginLimiterOptions, type SessionStoreOptions } from './auth/index.js';
import { registerBodyParsers } from './http/registerBodyParsers.js';
import { AccessLogController } from './http/AccessLogController.js';
import { registerErrorHandler } from './http/registerErrorHandler.js';
import { registerExternalPlugins } from './plugins/registerExternalPlugins.js';
import { loadSettings, toFastifyTrustProxy, type Settings } from './settings/index.js';
import type { Database } from './storage/index.js';
import { createUploadStore, getUploadSecret, type UploadStore } from './uploads/index.js';
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
  /** The environment's settings; default loadSettings(). The options below override them. */
  readonly settings?: Settings;
  /** Uploads live in `dataDir/uploads/`; default the DATA_DIR setting. */
  readonly dataDir?: string;
  /** Where uploaded files live; default the S3_* settings' bucket, else `dataDir/uploads/`. */
  readonly uploadStore?: UploadStore;
  /** Key of signed uploads; default the UPLOAD_SECRET setting, else one kept in `dataDir/upload-secret`. */
  readonly uploadSecret?: string;
  /** Which proxies' X-Forwarded-* to believe (so https there makes the cookie Secure); default the TRUST_PROXY setting. */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** Idle and absolute session lifetimes (default the SESSION_IDLE_MINUTES / SESSION_MAX_HOURS settings) and a clock for tests. */
  readonly sessions?: SessionStoreOptions;
  /** Failed-login limits and a clock for tests. */
  readonly loginLimit?: LoginLimiterOptions;
  /** The most rows an XLSX export takes; default a sheet's 1,048,575 (tests pass fewer). */
  readonly xlsxMaxRows?: number;
}

/**
 * One Fastify instance: the external plugins, the API plugin under `app.apiBase` (every entity endpoint, the
 * upload service and sign-in; everything in it but login and session needs a session), and the built web app.
 */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const settings = options.settings ?? loadSettings();
  const fastify = Fastify({
    logger: options.logger ?? false,
    logController: new AccessLogController(),
    trustProxy: options.trustProxy ?? toFastifyTrustProxy(settings.trustProxy),
    // A client that sends its headers or body too slowly gets 408 and the connection closes (Node's own timers).
    requestTimeout: settings.requestTimeoutMs,
    // Compiling every route's schemas takes a few seconds on a busy machine (several servers starting at once on a
    // small host): Fastify's 10-second default would stop a healthy start.
    pluginTimeout: 120_000,
    http: { headersTimeout: settings.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, settings.headersTimeoutMs) },
    // qs reads `filter[a]=x` and `ids[]=1` the way the web client and form-encoded bodies (bracket notation) write them.
    routerOptions: { querystringParser: (query: string) => qs.parse(query, { depth: 5, arrayLimit: 1000 }) },
  });
  registerErrorHandler(fastify, { queryTimeoutMs: settings.queryTimeoutMs });
  const dataDir = options.dataDir ?? settings.dataDir;
  const uploadStore = options.uploadStore ?? createUploadStore(settings, dataDir);
  // Plugins and parsers come before any route, so every route and the 404 handlers get their hooks.
  await registerExternalPlugins(fastify, { connectSources: uploadStore.postOrigin ? [uploadStore.postOrigin] : [] });
  registerBodyParsers(fastify);

  await fastify.register(apiPlugin, {
    prefix: options.app.apiBase.replace(/\/+$/, ''),
    entities: options.entities,
    app: options.app,
    database: options.database,
    sessions: createSessionStore(options.database, {
      idleMinutes: settings.sessionIdleMinutes,
      maxHours: settings.sessionMaxHours,
      userFields: options.app.adminUsers.fields.map((field) => field.name),
      ...options.sessions,
    }),
    limiter: createLoginLimiter(options.database, options.loginLimit),
    dataDir,
    uploadStore,
    uploadSecret: options.uploadSecret ?? getUploadSecret(dataDir, settings.uploadSecret),
    xlsxMaxRows: options.xlsxMaxRows,
  });

  await registerWebApp(fastify, { webRoot: options.webRoot ?? 'dist/web' });
  return fastify;
}

export { toRoutePath } from './http/toRoutePath.js';
