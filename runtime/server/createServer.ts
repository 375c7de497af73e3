import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import type { AppDefinition, EntityDefinition } from '../shared/index.js';
import { endpointRegistry } from './endpoints/index.js';
import { createEntityValidator } from './http/createEntityValidator.js';
import { registerBodyParsers } from './http/registerBodyParsers.js';
import { registerErrorHandler } from './http/registerErrorHandler.js';
import { createEntityRegistry } from './model/index.js';
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
}

/** The API of every entity endpoint under `app.apiBase`, the upload service, plus the built web app, as one Fastify instance. */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.logger ?? false,
    // qs reads `filter[a]=x` and `ids[]=1` the way the web client and the spec's forms write them.
    routerOptions: { querystringParser: (query: string) => qs.parse(query, { depth: 5, arrayLimit: 1000 }) },
  });
  registerErrorHandler(fastify);
  await registerBodyParsers(fastify);

  const apiBase = options.app.apiBase.replace(/\/+$/, '');
  const registry = createEntityRegistry(options.entities);
  for (const entity of options.entities) {
    const validator = createEntityValidator(entity);
    for (const endpoint of entity.endpoints) {
      const handler = endpointRegistry[endpoint.kind]({ entity, endpoint, database: options.database, validator, registry });
      fastify.route({ method: endpoint.method, url: apiBase + toRoutePath(endpoint.path), handler });
    }
  }

  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? './data';
  const secret = options.uploadSecret ?? getUploadSecret(dataDir);
  await registerUploads(fastify, { apiBase, uploads: options.app.uploads, dataDir, secret });

  await registerWebApp(fastify, { webRoot: options.webRoot ?? 'dist/web', apiBase });
  return fastify;
}

/** `/sellers/{_id}` → `/sellers/:_id` (Fastify's parameter syntax). */
export function toRoutePath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}
