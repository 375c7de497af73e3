import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createServer as createViteServer, loadConfigFromFile, searchForWorkspaceRoot, type Alias, type ErrorPayload, type ViteDevServer } from 'vite';
import type { FirstAdminOptions } from '../auth/index.js';
import { createServer } from '../createServer.js';
import type { GeneratedModule } from '../loadGenerated.js';
import { messages } from '../messages.js';
import { prepareStore } from '../prepareStore.js';
import { readMigrationFiles } from '../readMigrationFiles.js';
import { loadSettings, type Settings } from '../settings/index.js';
import { createDatabase, isSharedStore } from '../storage/index.js';
import { MIGRATIONS_DIR } from '../../shared/migrations/index.js';
import type { AppDefinition, EntityDefinition } from '../../shared/index.js';
import { toViteError, type DevProblem } from './toViteError.js';
import { watchFolder } from './watchFolder.js';

/** What one run of the generator gave: the files it wrote (absolute paths), or the problems that stopped it. */
export type DevBuildResult = { readonly ok: true; readonly written: readonly string[] } | { readonly ok: false; readonly problems: readonly DevProblem[] };

export interface StartDevServerOptions {
  /** Runs the generator from `schemasDir` into `generatedDir` (in this process), writing only what changed. */
  readonly build: () => Promise<DevBuildResult>;
  /** The folder watched: a change of a JSON file in it runs `build` again. */
  readonly schemasDir: string;
  /** Where `build` writes the model (absolute): the server and the web app load it from there. */
  readonly generatedDir: string;
  /** The web app's sources (runtime/web, holding vite.config.ts), served by Vite with HMR. */
  readonly webDir: string;
  /** The environment's settings; default loadSettings(). The options below override them. */
  readonly settings?: Settings;
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  /** Fill a store without rows with demo data; default the DEMO setting. */
  readonly demo?: boolean;
  readonly firstAdmin?: FirstAdminOptions;
  /** Fastify's logger; default warnings and errors only (a line per request drowns the rebuild lines). */
  readonly logger?: FastifyServerOptions['logger'];
  /** Where progress lines go; default console.log. */
  readonly print?: (line: string) => void;
  /** Where problems go; default console.error. */
  readonly printError?: (line: string) => void;
}

export interface DevServer {
  readonly url: string;
  /** Resolves once the rebuilds started so far have finished (tests and the bench wait on it). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

// No built web app in dev: a folder that cannot exist, so the API's own 404s answer whatever Vite leaves.
const NO_WEB_ROOT = path.join(path.sep, 'nonexistent', 'admin-gen-dev-web');

/**
 * `admin-gen dev`: one process serves the API (the runtime's Fastify app, built from the model in `generatedDir`) and
 * the web app (Vite in middleware mode, with HMR) on one port. Each save in `schemasDir` runs the generator here;
 * when it wrote files, the new model goes through prepareStore (the migrations, as `serve` runs them: a step that
 * needs a decision is refused with the engine's message) and a new Fastify instance on the same store takes the
 * requests (sessions live in the store, so nobody is signed out), then the page reloads. While a rebuild runs, API
 * requests wait for its model. A failed build keeps the last good model serving and shows the build's errors in the
 * terminal and as Vite's overlay in the page, until a build passes.
 */
export async function startDevServer(options: StartDevServerOptions): Promise<DevServer> {
  const settings = options.settings ?? loadSettings();
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  const generatedIndex = path.join(options.generatedDir, 'index.ts');
  const initial = await options.build();
  if (!initial.ok) {
    reportProblems(initial.problems, printError);
    if (!existsSync(generatedIndex)) throw new Error(`nothing to serve: ${path.relative(process.cwd(), options.generatedDir) || '.'} has no model from an earlier build; fix the schemas and start again`);
    printError('admin-gen: serving the model of the last build that passed');
  }
  const databaseUrl = options.databaseUrl ?? settings.databaseUrl;
  const dataDir = options.dataDir ?? settings.dataDir;
  if (isSharedStore(databaseUrl) && settings.uploadSecret === undefined) throw new Error(messages.uploadSecretRequired());
  const demo = options.demo ?? settings.demo;
  const firstAdmin = options.firstAdmin ?? { email: settings.adminEmail, password: settings.adminPassword };
  const logger = options.logger ?? { level: 'warn' };

  let vite: ViteDevServer | undefined;
  let api: FastifyInstance | undefined;
  let apiBase = '/api';
  // While a rebuild may change the model, API requests wait here: a reloaded page never meets the old server.
  let swapping: Promise<void> | undefined;
  let shownError: ErrorPayload | undefined;

  const httpServer = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (isApiRequest(url, apiBase, options.webDir)) {
      void (async () => {
        await swapping;
        api!.routing(request, response);
      })();
      return;
    }
    // Vite answers the page, its modules and HMR; anything it leaves gets the API's JSON 404.
    vite!.middlewares(request, response, () => api!.routing(request, response));
  });

  const database = createDatabase({ dataDir, databaseUrl, queryTimeoutMs: settings.queryTimeoutMs, readWorkers: settings.readWorkers });
  const startApi = async (generated: Required<GeneratedModule>): Promise<FastifyInstance> => {
    await prepareStore(database, generated, { demo, firstAdmin, print });
    const next = await createServer({ app: generated.app, entities: generated.entities, database, settings, webRoot: NO_WEB_ROOT, logger, dataDir });
    await next.ready();
    return next;
  };
  const showError = (err: ErrorPayload['err']): void => {
    shownError = { type: 'error', err };
    vite?.ws.send(shownError);
  };

  try {
    vite = await createDevVite(options.webDir, options.generatedDir, httpServer);
    const model = await loadModel(vite, options.generatedDir);
    api = await startApi(model);
    apiBase = toApiBase(model.app);
    if (!initial.ok) showError(toViteError(initial.problems, readText));
    // A page opened (or reloaded) while the schemas do not build shows why at once.
    vite.ws.on('connection', () => {
      if (shownError) vite?.ws.send(shownError);
    });
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(options.port ?? settings.port, options.host ?? settings.host, () => resolve());
    });
  } catch (error) {
    await vite?.close();
    await api?.close();
    await database.close();
    throw error;
  }
  const devVite = vite;

  const rebuild = async (): Promise<void> => {
    const started = performance.now();
    let resolveGate!: () => void;
    swapping = new Promise((resolve) => (resolveGate = resolve));
    const release = (): void => {
      swapping = undefined;
      resolveGate();
    };
    try {
      const result = await options.build();
      if (!result.ok) {
        reportProblems(result.problems, printError);
        printError('admin-gen: still serving the last model that built');
        showError(toViteError(result.problems, readText));
        return;
      }
      if (result.written.length > 0) {
        const model = await loadModel(devVite, options.generatedDir);
        const next = await startApi(model);
        const previous = api!;
        api = next;
        apiBase = toApiBase(model.app);
        // Requests already inside the old instance finish there; new ones reach the new model.
        release();
        await updateModelInPage(devVite, options.generatedDir);
        await previous.close();
        print(`admin-gen: rebuilt (${result.written.length === 1 ? '1 file' : `${result.written.length} files`} changed) and reloaded the model in ${Math.round(performance.now() - started)} ms`);
      } else if (shownError) {
        // The schemas build again as they last did: only the page's error overlay is left to clear.
        devVite.ws.send({ type: 'full-reload', path: '*' });
      }
      shownError = undefined;
    } catch (error) {
      // A migration that needs a decision, or a model the server refuses: the last good one keeps serving.
      const message = (error as Error).message;
      printError(`admin-gen: the new model was not loaded; still serving the last one:\n${message}`);
      showError({ message: `admin-gen: the new model was not loaded (the server keeps the last one)\n${message}`, stack: '', plugin: 'admin-gen' });
    } finally {
      release();
    }
  };

  // One rebuild at a time; saves during one make exactly one more.
  let running: Promise<void> | undefined;
  let again = false;
  const schedule = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await rebuild();
      } while (again);
    })().finally(() => (running = undefined));
  };
  const watch = watchFolder(options.schemasDir, schedule, { accept: (name) => name.endsWith('.json') });

  const address = httpServer.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    settled: async () => {
      while (running) await running;
    },
    close: async () => {
      watch.close();
      while (running) await running;
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // Keep-alive sockets (the browser's, HMR's) would hold the port open until they time out.
      httpServer.closeAllConnections();
      await devVite.close();
      await closed;
      await api!.close();
      await database.close();
    },
  };
}

/** Vite on the web app's own config (vite.config.ts), in middleware mode with its HMR socket on `httpServer`. */
async function createDevVite(webDir: string, generatedDir: string, httpServer: http.Server): Promise<ViteDevServer> {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, path.join(webDir, 'vite.config.ts'), webDir, 'warn');
  const config = loaded?.config ?? {};
  const aliases = (config.resolve?.alias ?? []) as Alias[];
  // main.tsx imports ../../generated/: another folder's model takes its place, as the build's ADMIN_GEN_GENERATED does.
  const ownModel = path.resolve(webDir, '../../generated') === generatedDir;
  return createViteServer({
    ...config,
    configFile: false,
    mode: 'development',
    appType: 'spa',
    clearScreen: false,
    resolve: { ...config.resolve, alias: ownModel ? aliases : [...aliases, { find: /^\.\.\/\.\.\/generated\//, replacement: `${generatedDir}/` }] },
    server: {
      ...config.server,
      // The API is this process's own: the config's proxy to a separate server has no place here.
      proxy: {},
      middlewareMode: true,
      hmr: { server: httpServer },
      fs: { allow: [searchForWorkspaceRoot(webDir), generatedDir] },
      // The model's files change with each rebuild: the page reloads once the server has the new model, not before.
      watch: { ...config.server?.watch, ignored: [`${generatedDir}/**`] },
    },
  });
}

/** generated/index.ts through Vite's module runner, so each rebuild's model is read afresh (Node's import cache never forgets). */
async function loadModel(vite: ViteDevServer, generatedDir: string): Promise<Required<GeneratedModule>> {
  invalidateModel(vite, generatedDir, 'ssr');
  const model = (await vite.ssrLoadModule(path.join(generatedDir, 'index.ts'))) as { app: AppDefinition; entities: readonly EntityDefinition[] };
  return { app: model.app, entities: model.entities, migrations: readMigrationFiles(path.join(generatedDir, MIGRATIONS_DIR)) };
}

/** Forgets every module of the model in one of Vite's environments: the next request or load reads the files again. */
function invalidateModel(vite: ViteDevServer, generatedDir: string, environment: 'client' | 'ssr', hmrTimestamp?: number): void {
  const graph = vite.environments[environment].moduleGraph;
  const prefix = `${generatedDir}${path.sep}`;
  for (const [file, modules] of graph.fileToModulesMap) {
    if (!file.startsWith(prefix)) continue;
    // With an HMR timestamp, importers fetch the module under a new URL (?t=), past the browser's module cache.
    for (const module of modules) graph.invalidateModule(module, new Set(), hmrTimestamp, hmrTimestamp !== undefined);
  }
}

/**
 * Sends the new model to open pages by HMR: main.tsx accepts the model's two indexes and starts the app again on them
 * (a page whose code accepts neither reloads, Vite's rule). Nothing is sent when no page has loaded the model yet.
 */
async function updateModelInPage(vite: ViteDevServer, generatedDir: string): Promise<void> {
  const client = vite.environments.client;
  invalidateModel(vite, generatedDir, 'client', Date.now());
  for (const index of [path.join(generatedDir, 'index.ts'), path.join(generatedDir, 'validators', 'index.ts')]) {
    for (const module of client.moduleGraph.getModulesByFile(index) ?? []) await client.reloadModule(module);
  }
}

/**
 * Whether a request is the API's: under the API base, unless it names a source file of the web app (Vite serves
 * runtime/web/api/index.ts as /api/index.ts, under the default base).
 */
export function isApiRequest(url: string, apiBase: string, webDir: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  if (pathname !== apiBase && !pathname.startsWith(`${apiBase}/`)) return false;
  let file: string;
  try {
    file = path.join(webDir, decodeURIComponent(pathname));
  } catch {
    return true;
  }
  return !(file.startsWith(`${webDir}${path.sep}`) && statSync(file, { throwIfNoEntry: false })?.isFile());
}

function toApiBase(app: AppDefinition): string {
  return app.apiBase.replace(/\/+$/, '');
}

function reportProblems(problems: readonly DevProblem[], printError: (line: string) => void): void {
  printError(`admin-gen: ${problems.length === 1 ? '1 schema error' : `${problems.length} schema errors`}:`);
  for (const problem of problems) printError(`  ${problem.text}`);
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
