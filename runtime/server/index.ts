// The server's public surface: build a Fastify app from entity definitions, open and migrate its store,
// fill it with demo data; and the two entry points the CLI calls.
export { createServer, toRoutePath } from './createServer.js';
export type { CreateServerOptions } from './createServer.js';
export { createDatabase, migrate } from './storage/index.js';
export type { Database, DatabaseOptions, MigrateResult, StoreDialect } from './storage/index.js';
export { createObjectId } from './ids/createObjectId.js';
export type { MoveResult } from './endpoints/index.js';
