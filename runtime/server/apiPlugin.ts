import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_USER_ENTITY, getApiContract, isBuiltinEntity, STATE_CHANGING_KINDS, type AppDefinition, type EntityDefinition, type ErrorResponse } from '../shared/index.js';
import { registerHealthRoutes } from './health/registerHealthRoutes.js';
import { createAdminUserHooks, registerAuthRoutes, type LoginLimiter, type SessionStore } from './auth/index.js';
import { endpointRegistry, withRowVersions, withUniqueConflicts, type EntityHooks } from './endpoints/index.js';
import { createEntityValidator } from './http/createEntityValidator.js';
import { registerContractSchemas } from './http/registerContractSchemas.js';
import { rejectHostileText } from './http/rejectHostileText.js';
import { toRoutePath } from './http/toRoutePath.js';
import { registerBulkRoutes } from './bulk/index.js';
import { registerImpacts } from './impact/index.js';
import { registerImports } from './import/index.js';
import { registerLookups } from './lookup/index.js';
import { messages } from './messages.js';
import { createEntityRegistry } from './model/index.js';
import { createUploadGuard, registerPermissionGuard, registerRouteGuard } from './security/index.js';
import { createStore, type Database } from './storage/index.js';
import { registerUploads, type UploadStore } from './uploads/index.js';
import { registerViewRoutes } from './views/registerViewRoutes.js';

export interface ApiPluginOptions {
  readonly entities: readonly EntityDefinition[];
  readonly app: AppDefinition;
  readonly database: Database;
  readonly sessions: SessionStore;
  readonly limiter: LoginLimiter;
  /** Uploads live in `dataDir/uploads/`. */
  readonly dataDir: string;
  /** Key of signed uploads. */
  readonly uploadSecret: string;
  /** Where uploaded files live (disk or bucket). */
  readonly uploadStore?: UploadStore;
  /** The most rows an XLSX export takes; absent: a sheet's. */
  readonly xlsxMaxRows?: number;
}

/**
 * The API, registered with the API base as its prefix: sign-in, every entity endpoint, the references' lookups and the upload service.
 * Its hooks (session and CSRF guard, `Cache-Control: no-store`) and its JSON 404 cover every path under the prefix,
 * unknown ones included, and nothing outside it.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (api, options) => {
  const { app, database } = options;
  const apiBase = app.apiBase.replace(/\/+$/, '');
  registerRouteGuard(api, { sessions: options.sessions });
  // Answers hold records and tokens: no browser or proxy cache keeps them (uploaded files set their own policy).
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  // Text no store keeps as sent is refused before any schema or handler reads it.
  api.addHook('preValidation', rejectHostileText);
  // Every route below gets its schemas from the contract that openapi.json is built from.
  const contract = getApiContract({ app, entities: options.entities });
  registerContractSchemas(api, contract, options.entities);
  const registry = createEntityRegistry(options.entities, app.dateDisplay);
  const store = createStore(database, registry);
  // Roles: before any route is added, so every entity endpoint, lookup and delete impact gets the one guard.
  registerPermissionGuard(api, { app, contract, entities: options.entities, database, store, registry });
  registerAuthRoutes(api, { database, sessions: options.sessions, limiter: options.limiter, app });
  registerHealthRoutes(api, { database, uploadStore: options.uploadStore });
  registerViewRoutes(api, { app, entities: options.entities, database });

  // The built-ins' own behaviour beyond the generic endpoints (by entity name).
  const hooks: Readonly<Record<string, EntityHooks>> = Object.fromEntries(options.entities.filter((entity) => entity.entity === ADMIN_USER_ENTITY && isBuiltinEntity(entity)).map((entity) => [entity.entity, createAdminUserHooks(app, entity)]));
  for (const entity of options.entities) {
    const validator = createEntityValidator(entity);
    for (const endpoint of entity.endpoints) {
      const handler = withUniqueConflicts(withRowVersions(endpointRegistry[endpoint.kind]({ entity, endpoint, store, validator, registry, hooks: hooks[entity.entity] ?? null, xlsxMaxRows: options.xlsxMaxRows }), entity, endpoint, store), entity, registry);
      api.route({
        method: endpoint.method,
        url: toRoutePath(endpoint.path),
        config: { changesState: STATE_CHANGING_KINDS.has(endpoint.kind) },
        handler,
      });
    }
  }
  registerLookups(api, { store, registry });
  registerImpacts(api, { store, registry });
  await registerImports(api, { store, registry });
  registerBulkRoutes(api, { store, registry });
  const assertMayUpload = createUploadGuard(app, options.entities, database);
  await registerUploads(api, { apiBase, uploads: app.uploads, dataDir: options.dataDir, store: options.uploadStore, secret: options.uploadSecret, assertMayUpload });

  // Unknown paths get the scope's hooks too (no session: 401); a catch-all route also outranks the web app's `/*`.
  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const body: ErrorResponse = { error: messages.routeNotFound(request.method, request.url.split('?')[0] ?? request.url) };
    return reply.status(404).send(body);
  };
  api.all('/', notFound);
  api.all('/*', notFound);
  api.setNotFoundHandler(notFound);
};
