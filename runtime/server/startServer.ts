import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { FirstAdminOptions } from './auth/index.js';
import { createServer } from './createServer.js';
import { loadGenerated, type GeneratedModule } from './loadGenerated.js';
import { loadSettings, type Settings } from './settings/index.js';
import { messages } from './messages.js';
import { prepareStore } from './prepareStore.js';
import { createDatabase, isSharedStore } from './storage/index.js';

export interface StartServerOptions {
  /** The environment's settings; default loadSettings(). The options below override them. */
  settings?: Settings;
  /** Default the PORT setting (3000); 0 picks a free port. */
  port?: number;
  /** Default the DATA_DIR setting (`./data`). */
  dataDir?: string;
  /** Default the DATABASE_URL setting; a `postgres://` URL selects PostgreSQL. */
  databaseUrl?: string;
  /** Built web app; default `dist/web`. */
  webRoot?: string;
  /** Default the HOST setting, else 127.0.0.1 (this machine only; set HOST=0.0.0.0 to listen on every interface, e.g. in a container). */
  host?: string;
  /** Entities and app to serve; default the generated ones (from `generatedDir` when given). */
  generated?: GeneratedModule;
  /** A folder written by `admin-gen build --out`; default the project's generated/. */
  generatedDir?: string;
  /** Fastify's logger option; default on (info). */
  logger?: FastifyServerOptions['logger'];
  /** The administrator created on a store without one; default the ADMIN_EMAIL/ADMIN_PASSWORD settings, else a random password. */
  firstAdmin?: FirstAdminOptions;
  /** Where the first administrator's one-time password line goes; default console.log (not the JSON log). */
  print?: (line: string) => void;
  /** Fill the store with demo data when every entity table is empty; default the DEMO setting (off). */
  demo?: boolean;
}

export interface StartServerResult {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * `admin-gen serve`: opens the store and prepares it (prepareStore: under its schema lock, so servers starting
 * together take turns, the pending migrations, the first administrator and, only when asked, demo data); then listens. A pending step with rows at risk and no decision stops the
 * start with the MigrationDecisionError's message, nothing changed.
 */
export async function startServer(options: StartServerOptions = {}): Promise<StartServerResult> {
  const settings = options.settings ?? loadSettings();
  const { app, entities, migrations = [] } = options.generated ?? (await loadGenerated(options.generatedDir));
  const dataDir = options.dataDir ?? settings.dataDir;
  const databaseUrl = options.databaseUrl ?? settings.databaseUrl;
  // PostgreSQL is how several servers share one store: each must sign and accept the same upload policies.
  if (isSharedStore(databaseUrl) && settings.uploadSecret === undefined) throw new Error(messages.uploadSecretRequired());
  const database = createDatabase({ dataDir, databaseUrl, queryTimeoutMs: settings.queryTimeoutMs, readWorkers: settings.readWorkers });
  let fastify: FastifyInstance | undefined;
  try {
    await prepareStore(database, { app, entities, migrations }, {
      demo: options.demo ?? settings.demo,
      firstAdmin: options.firstAdmin ?? { email: settings.adminEmail, password: settings.adminPassword },
      ...(options.print && { print: options.print }),
    });
    fastify = await createServer({ app, entities, database, settings, webRoot: options.webRoot, logger: options.logger ?? true, dataDir });
    const port = options.port ?? settings.port;
    // Loopback unless asked (the HOST default): an admin of personal and business data should not appear on every network.
    const host = options.host ?? settings.host;
    const address = await fastify.listen({ port, host });
    // 0.0.0.0 is where it listens, not where a browser should go.
    const url = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
    fastify.log.info(`admin-gen: ${app.title} en ${url} (${database.engine.title})`);
    const server = fastify;
    return {
      url,
      close: async () => {
        await server.close();
        await database.close();
      },
    };
  } catch (error) {
    await fastify?.close();
    await database.close();
    throw error;
  }
}
