// The admin-gen command line: build (and --check) the generated modules, scaffold an entity schema,
// hand seed/serve/admin create to the server runtime, and check a running backend against openapi.json. Expected failures print a message, never a stack trace.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { parsePort } from './runtime/server/settings/parsePort.js';
// Only the error class up front: the generator loads with the commands that use it, so --help and serve start fast.
import { SchemaValidationError, formatSchemaProblem } from './generator/check/SchemaValidationError.js';
import { stopOnSignals } from './runtime/server/process/stopOnSignals.js';
import type { DemoRowCache } from './runtime/server/demo/index.js';
import type { DevBuildResult } from './runtime/server/dev/index.js';
import type { EmitCache } from './generator/index.js';
import { isSite } from './generator/init/isSite.js';

/** What `admin-gen seed`, `serve` and `admin create` need from runtime/server/index.ts. */
export interface ServerModule {
  runSeed(options: { dataDir?: string; databaseUrl?: string; force?: boolean; generatedDir?: string }): Promise<string>;
  startServer(options: { port?: number; dataDir?: string; databaseUrl?: string; demo?: boolean; generatedDir?: string; webRoot?: string }): Promise<{ url: string; close(): Promise<void> }>;
  runAdminCreate(options: { email: string; password: string; update?: boolean; roles?: readonly string[]; dataDir?: string; databaseUrl?: string; generatedDir?: string }): Promise<string>;
  runMigrate(options: { action: MigrateAction; drop?: boolean; dataDir?: string; databaseUrl?: string; generatedDir?: string }): Promise<{ output: string; exitCode: number }>;
}

/** `admin-gen migrate status | plan | apply`. */
export type MigrateAction = 'status' | 'plan' | 'apply';

/** A failure the user can fix; printed as its message alone, the process exits with `exitCode`. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Exit code of check-api when it cannot check at all (bad URL or document, server unreachable, sign-in refused). */
export const CHECK_USAGE_EXIT = 2;

const PREFIX = 'admin-gen:';

/** Where `build` reads and writes; default `schemas` and `generated` in the project root. */
export interface BuildFolders {
  readonly schemas?: string;
  readonly out?: string;
}

/** The demo rows are made by the server's seeder, which the generator may not import: `build` and `dev` hand runBuild this check. */
async function loadDemoCheck(cache?: DemoRowCache) {
  const { getDemoRowProblems } = await import('./runtime/server/demo/index.js');
  return (model: { readonly entities: Parameters<typeof getDemoRowProblems>[0] }) => getDemoRowProblems(model.entities, cache);
}

/** Builds generated/ from schemas/ in `root` (or the given folders), or with `check` reports stale files; returns the exit code. */
export async function buildCommand(root: string, check: boolean, folders: BuildFolders = {}): Promise<number> {
  if (folders.schemas !== undefined && !existsSync(path.resolve(root, folders.schemas))) {
    throw new CliError(`no folder ${folders.schemas}; expected --schemas to name a folder with one JSON file per entity plus app.json`);
  }
  if (folders.schemas === undefined && !existsSync(path.join(root, 'schemas'))) {
    throw new CliError(`no schemas/ folder in ${root}; expected one JSON file per entity plus app.json (start with: admin-gen new <entity>)`);
  }
  const [{ runBuild }, checkModel] = await Promise.all([import('./generator/index.js'), loadDemoCheck()]);
  // admin-gen's own project also keeps its names schema and schema reference current (not a build of another site's
  // schemas or into another folder from here).
  const reference = existsSync(path.join(root, 'generator', 'entity.schema.json')) && folders.schemas === undefined && folders.out === undefined;
  const result = await runBuild({ root, check, checkModel, reference, ...(folders.schemas !== undefined && { schemasDir: folders.schemas }), ...(folders.out !== undefined && { outDir: folders.out }) });
  const ms = Math.round(result.durationMs);
  if (!check) {
    console.log(`${PREFIX} built ${plural(result.entityCount, 'entity', 'entities')}, ${plural(result.files.length, 'file')} in ${ms} ms`);
    if (result.migration) {
      const written = result.files.find((file) => file.path.endsWith(`/${result.migration!.name}.json`));
      console.log(`${PREFIX} wrote ${written?.path ?? result.migration.name} (${plural(result.migration.steps.length, 'step')}); see what it does to the data with \`admin-gen migrate plan\``);
    }
    return 0;
  }
  if (result.stale.length === 0) {
    console.log(`${PREFIX} generated files are up to date (${plural(result.files.length, 'file')}, checked in ${ms} ms)`);
    return 0;
  }
  console.error(`${PREFIX} ${plural(result.stale.length, 'generated file is', 'generated files are')} stale:`);
  for (const file of result.stale) console.error(`  ${file.path} (${file.reason})`);
  console.error('Run `admin-gen build` to update them.');
  return 1;
}

/** `admin-gen dev`: builds, then serves and rebuilds on every save until a signal stops it. */
export async function devCommand(root: string, options: { port?: number; demo?: boolean; schemas?: string; out?: string }): Promise<void> {
  const schemasDir = path.resolve(root, options.schemas ?? 'schemas');
  if (!existsSync(schemasDir)) throw new CliError(`no folder ${options.schemas ?? 'schemas/'} in ${root}; expected one JSON file per entity plus app.json (start with: admin-gen new <entity>)`);
  const generatedDir = path.resolve(root, options.out ?? 'generated');
  const { startDevServer } = await import('./runtime/server/dev/index.js').catch((error: unknown) => {
    throw new CliError(`cannot load the dev server (runtime/server/dev): ${(error as Error).message}`);
  });
  // The entities' emitted files from the last build: a save re-emits only the entities it changed.
  const cache: EmitCache = new Map();
  // And the demo rows: a save makes only the changed entities' rows (and those that read them) again.
  const demoRows: DemoRowCache = new Map();
  const running = await startDevServer({
    build: () => runDevBuild(root, schemasDir, generatedDir, cache, demoRows),
    schemasDir,
    generatedDir,
    webDir: findWebDir(),
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.demo ? { demo: true } : {}),
  }).catch((error: unknown) => {
    throw new CliError((error as Error).message);
  });
  const watched = path.relative(root, schemasDir);
  console.log(`${PREFIX} dev server at ${toDisplayUrl(running.url)}; watching ${watched.startsWith('..') ? schemasDir : watched || '.'}/ (Ctrl+C stops)`);
  stopOnSignals(() => running.close());
}

/** One build for `dev`: the files it wrote, or the schema problems (any other failure is a bug, and thrown). */
async function runDevBuild(root: string, schemasDir: string, generatedDir: string, cache: EmitCache, demoRows: DemoRowCache): Promise<DevBuildResult> {
  const [{ runBuild }, checkModel] = await Promise.all([import('./generator/index.js'), loadDemoCheck(demoRows)]);
  try {
    const result = await runBuild({ root, schemasDir, outDir: generatedDir, cache, checkModel });
    if (result.migration) console.log(`${PREFIX} wrote the migration ${result.migration.name} (${plural(result.migration.steps.length, 'step')})`);
    return { ok: true, written: result.stale.map((file) => path.resolve(root, file.path)) };
  } catch (error) {
    if (!(error instanceof SchemaValidationError)) throw error;
    return {
      ok: false,
      problems: error.problems.map((problem) => ({ file: path.resolve(root, problem.source), ...(problem.line !== undefined && { line: problem.line }), ...(problem.column !== undefined && { column: problem.column }), text: formatSchemaProblem(problem) })),
    };
  }
}

/** runtime/web, whose sources Vite serves in dev: beside cli.ts, or two folders up from the compiled dist/node/cli.js. */
function findWebDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'runtime', 'web', 'vite.config.ts'))) return path.join(dir, 'runtime', 'web');
    if (path.dirname(dir) === dir) throw new CliError(`cannot find the web app's sources (runtime/web/vite.config.ts) above ${import.meta.dirname}`);
  }
}

/** Writes schemas/<entity>.json from templates/entity.json.tmpl; refuses to overwrite. */
export async function newCommand(root: string, entity: string): Promise<number> {
  const { RESERVED_ENTITY_NAMES, emitStarterSchema, getTemplates } = await import('./generator/index.js');
  if (!/^[a-z][A-Za-z0-9]*$/.test(entity)) {
    throw new CliError(`invalid entity name "${entity}"; expected a camelCase identifier such as courseCategory`);
  }
  if ((RESERVED_ENTITY_NAMES as readonly string[]).includes(entity)) {
    throw new CliError(`reserved entity name "${entity}"; expected a name other than: ${RESERVED_ENTITY_NAMES.join(', ')}`);
  }
  const file = emitStarterSchema(entity, getTemplates());
  const target = path.join(root, file.path);
  if (existsSync(target)) throw new CliError(`${file.path} already exists; not overwriting it`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, file.contents, { flag: 'wx' });
  console.log(`${PREFIX} wrote ${file.path}; edit it, add its grid to the menu in schemas/app.json, then run admin-gen build`);
  return 0;
}

/**
 * `admin-gen init <folder>`: writes a new site (package.json depending on this package by path, schemas/ with an
 * example entity, public/demo/, a test derived from its model) and builds its generated/; refuses a non-empty folder.
 */
export async function initCommand(root: string, folder: string): Promise<number> {
  const { emitSiteFiles, toPackageName, runBuild, findPackageRoot } = await import('./generator/init/index.js');
  const target = path.resolve(root, folder);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new CliError(`${folder} is not empty; init writes a new site only into a new or empty folder (choose another name, or empty it first)`);
  }
  const packageRoot = findPackageRoot();
  // By path: the site installs this very package (and its runtime) offline; a published version would be `^x.y.z`.
  const dependency = toPosix(path.relative(target, packageRoot)) || '.';
  const name = toPackageName(path.basename(target));
  const files = emitSiteFiles({ name, title: 'Administración', adminGen: `file:${dependency}`, favicon: readFileSync(path.join(packageRoot, 'generator/init/favicon.svg'), 'utf8') });
  for (const file of files) {
    const destination = path.join(target, file.path);
    mkdirSync(path.dirname(destination), { recursive: true });
    writeFileSync(destination, file.contents, { flag: 'wx' });
  }
  const built = await runBuild({ root: target });
  console.log(`${PREFIX} wrote ${plural(files.length, 'file')} and generated/ (${plural(built.files.length, 'file')}) in ${folder}`);
  console.log(`Next: cd ${folder} && npm install && npm start (then npm test); edit schemas/ and run npx admin-gen build`);
  return 0;
}

function toPosix(value: string): string {
  return value.split(path.sep).join('/');
}

export interface CheckApiOptions {
  readonly openapi: string;
  readonly email?: string;
  readonly password?: string;
  readonly onlyProblems?: boolean;
  readonly only?: string[];
}

/** Checks the backend at `baseUrl` against the OpenAPI document; prints the table and a summary; 0 when all conform, 1 otherwise. */
export async function checkApiCommand(root: string, baseUrl: string, options: CheckApiOptions, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const usage = (message: string) => new CliError(`check-api: ${message}`, CHECK_USAGE_EXIT);
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw usage(`"${baseUrl}" is not a URL; expected the server's origin, e.g. http://localhost:3000`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usage(`"${baseUrl}" is not an http(s) URL`);
  const email = options.email ?? env.ADMIN_GEN_CHECK_EMAIL;
  const password = options.password ?? env.ADMIN_GEN_CHECK_PASSWORD;
  if (!email || !password) throw usage('no credentials; pass --email and --password or set ADMIN_GEN_CHECK_EMAIL and ADMIN_GEN_CHECK_PASSWORD');
  const file = path.resolve(root, options.openapi);
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw usage(`cannot read the OpenAPI document ${file}: ${(error as Error).message}`);
  }
  if (!document || typeof document !== 'object' || typeof (document as { paths?: unknown }).paths !== 'object') throw usage(`${file} has no "paths"; expected an OpenAPI document such as generated/openapi.json`);
  const checkApi = await import('./runtime/checkApi/index.js');
  let check: Awaited<ReturnType<typeof checkApi.runApiCheck>>;
  try {
    const transport = checkApi.createFetchTransport(url.toString());
    check = await checkApi.runApiCheck({ document: document as import('./runtime/checkApi/index.js').OpenApiDocument, transport, credentials: { email, password }, ...(options.only && { only: options.only }) });
  } catch (error) {
    if (error instanceof checkApi.TransportError) throw usage(`cannot reach the server: ${error.message}`);
    if (error instanceof checkApi.CheckUsageError) throw usage(error.message);
    throw error;
  }
  console.log(checkApi.formatCheckTable(check.results, options.onlyProblems === true));
  const problems = checkApi.formatCheckProblems(check.results);
  if (problems.length > 0) console.log(['', ...problems].join('\n'));
  if (check.leftBehind.length > 0) console.log(['', 'Left on the server (the document offers no way to remove them):', ...check.leftBehind.map((item) => `  ${item}`)].join('\n'));
  const differ = check.results.some((result) => result.outcome === 'fail');
  console.log(`\n${PREFIX} check-api ${url.origin}: ${checkApi.formatCheckSummary(check)}`);
  return differ ? 1 : 0;
}

// Imported on demand: build and new never pay for loading Fastify and the database drivers.
async function loadServer(): Promise<ServerModule> {
  try {
    // Typed as ServerModule, so tsc flags a change of the server runtime's exports here.
    const server: ServerModule = await import('./runtime/server/index.js');
    return server;
  } catch (error) {
    throw new CliError(`cannot load the server runtime (runtime/server/index.ts): ${(error as Error).message}`);
  }
}

/** The --port option: the PORT setting's own rule, as commander's argument error. */
function readPortOption(value: string): number {
  try {
    return parsePort(value, '--port');
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

/** A loopback or wildcard listen address is shown as localhost, the address a browser can open. */
function toDisplayUrl(url: string): string {
  return url.replace(/^(https?:\/\/)(127\.0\.0\.1|0\.0\.0\.0|\[::1?\])(?=[:/]|$)/, '$1localhost');
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The new password of `admin create`: the first line of stdin when it is piped, else typed twice without echo. */
export async function readPassword(input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin, output: NodeJS.WritableStream = process.stdout): Promise<string> {
  if (!input.isTTY) {
    const lines = createInterface({ input, crlfDelay: Infinity });
    let first = '';
    for await (const line of lines) {
      first = line;
      break;
    }
    lines.close();
    if (first === '') throw new CliError('no se recibió ninguna contraseña por la entrada estándar (la primera línea es la contraseña)');
    return first;
  }
  const password = await promptHidden('Contraseña: ', input, output);
  if (password === '') throw new CliError('no se escribió ninguna contraseña');
  if ((await promptHidden('Repite la contraseña: ', input, output)) !== password) throw new CliError('las contraseñas no coinciden');
  return password;
}

/** Asks one question on a terminal; what is typed is not echoed. */
async function promptHidden(question: string, input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<string> {
  let muted = false;
  // readline echoes keystrokes to its output; this one drops them once the question is shown.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) output.write(chunk);
      callback();
    },
  });
  const prompt = createInterface({ input, output: sink, terminal: true });
  try {
    output.write(question);
    muted = true;
    return await new Promise<string>((resolve, reject) => {
      prompt.on('SIGINT', () => reject(new CliError('cancelado')));
      prompt.question('', resolve);
    });
  } finally {
    prompt.close();
    output.write('\n');
  }
}

// The model the server commands run: another site's, built with `admin-gen build --out <dir>`.
const GENERATED_FLAG = '--generated <dir>';
const GENERATED_HELP = 'the generated folder to serve (default: generated)';

function generatedDir(root: string, options: { generated?: string }): { generatedDir?: string } {
  if (options.generated !== undefined) return { generatedDir: path.resolve(root, options.generated) };
  // A site's own generated/ (admin-gen init), not the package's: `npx admin-gen serve` in a site serves that site.
  if (isSite(root)) return { generatedDir: path.join(root, 'generated') };
  // Another folder's own model would otherwise be passed over for the package's site, whose migrations would meet its store.
  if (hasForeignModel(root)) {
    throw new CliError(`this folder has a model of its own (${path.join(root, 'generated')}) but is not a site (no package.json that depends on admin-gen), so admin-gen would run its own site instead: pass --generated generated (and --web <its built web app>), or start a site with \`npx admin-gen init <folder>\``);
  }
  return {};
}

/** A built model in `root`'s generated/ when `root` is neither a site nor the admin-gen package (whose own it is). */
function hasForeignModel(root: string): boolean {
  if (!['index.ts', 'index.js'].some((file) => existsSync(path.join(root, 'generated', file)))) return false;
  const manifest = path.join(root, 'package.json');
  return !existsSync(manifest) || (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name !== 'admin-gen';
}

/** What the CLI reaches outside the generator; tests pass fakes. */
export interface CliDependencies {
  readonly loadServer: () => Promise<ServerModule>;
  /** Default `readPassword` over the process's stdin and stdout. */
  readonly readPassword?: () => Promise<string>;
}

const defaultDependencies: CliDependencies = { loadServer };

/** The commander program; `root` is the project folder (the working directory when run from a shell). */
export function createProgram(root: string, setExitCode: (code: number) => void, dependencies: CliDependencies = defaultDependencies): Command {
  const program = new Command('admin-gen')
    .description('Schema-driven admin generator: schemas/*.json in, typed modules in generated/, served by the runtime.')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('build')
    .description('validate schemas/ and write generated/ (entity modules, index.ts, openapi.json)')
    .option('--check', 'write nothing; exit 1 when generated/ is stale')
    .option('--schemas <dir>', 'the schemas folder (default: schemas)')
    .option('--out <dir>', 'the folder to write or check (default: generated)')
    .action(async (options: { check?: boolean; schemas?: string; out?: string }) => {
      setExitCode(await buildCommand(root, options.check === true, { ...(options.schemas !== undefined && { schemas: options.schemas }), ...(options.out !== undefined && { out: options.out }) }));
    });

  program
    .command('new')
    .description('write a starter schemas/<entity>.json (list/get/create/update/delete, a grid, create/edit forms)')
    .argument('<entity>', 'camelCase entity name, e.g. courseCategory')
    .action(async (entity: string) => {
      setExitCode(await newCommand(root, entity));
    });

  program
    .command('init')
    .description('write a new site into an empty folder: package.json, schemas/ with an example entity, generated/, public/demo/, tests/')
    .argument('<folder>', 'the new or empty folder')
    .action(async (folder: string) => {
      setExitCode(await initCommand(root, folder));
    });

  program
    .command('seed')
    .description('fill the database with demo data from each schema\'s "demo" (DATA_DIR, DATABASE_URL)')
    .option('--force', 'replace existing rows')
    .option(GENERATED_FLAG, GENERATED_HELP)
    .action(async (options: { force?: boolean; generated?: string }) => {
      const server = await dependencies.loadServer();
      console.log(`${PREFIX} ${await server.runSeed({ force: options.force === true, ...generatedDir(root, options) })}`);
    });

  program
    .command('serve')
    .description('serve the API and the web app (PORT, default 3000; DATA_DIR; DATABASE_URL)')
    .option('-p, --port <port>', 'port to listen on (default: $PORT or 3000)', readPortOption)
    .option('--demo', 'fill a database without rows with demo data (default: $DEMO, else never)')
    .option(GENERATED_FLAG, GENERATED_HELP)
    .option('--web <dir>', 'the built web app to serve (default: dist/web)')
    .action(async (options: { port?: number; demo?: boolean; generated?: string; web?: string }) => {
      const server = await dependencies.loadServer();
      // PORT, DATA_DIR, DATABASE_URL, DEMO and the rest are the server's settings (loadSettings).
      const running = await server.startServer({
        ...(options.port === undefined ? {} : { port: options.port }),
        ...(options.demo ? { demo: true } : {}),
        ...generatedDir(root, options),
        ...(options.web === undefined ? {} : { webRoot: path.resolve(root, options.web) }),
      });
      console.log(`${PREFIX} serving ${toDisplayUrl(running.url)}`);
      // Stay up until asked to stop (or until npm's shell that started us is gone); closing the server (and its database) lets the process end.
      stopOnSignals(() => running.close());
    });

  program
    .command('dev')
    .description('serve the API and the web app (Vite, HMR) from schemas/, rebuilding and reloading on every save (PORT, DATA_DIR, DATABASE_URL)')
    .option('-p, --port <port>', 'port to listen on (default: $PORT or 3000)', readPortOption)
    .option('--demo', 'fill a database without rows with demo data (default: $DEMO, else never)')
    .option('--schemas <dir>', 'the schemas folder to watch (default: schemas)')
    .option('--out <dir>', 'the folder the model is written to (default: generated)')
    .action(async (options: { port?: number; demo?: boolean; schemas?: string; out?: string }) => {
      await devCommand(root, options);
    });

  program
    .command('check-api')
    .description('check a running backend against openapi.json: every operation with valid and invalid input, on rows it makes and removes; exit 1 on any difference, 2 when it cannot check')
    .argument('<baseUrl>', "the server's origin, e.g. http://localhost:3000 (the document's paths hold the API base)")
    .option('--openapi <path>', 'the OpenAPI document', 'generated/openapi.json')
    .option('--email <email>', 'administrator to sign in as (default: $ADMIN_GEN_CHECK_EMAIL)')
    .option('--password <password>', 'their password (default: $ADMIN_GEN_CHECK_PASSWORD)')
    .option('--only <operationIds>', 'check only these operations (comma-separated operationIds)', (value: string) => value.split(',').map((id) => id.trim()).filter(Boolean))
    .option('--only-problems', 'list only the cases that differ or were skipped')
    .action(async (baseUrl: string, options: CheckApiOptions) => {
      setExitCode(await checkApiCommand(root, baseUrl, options));
    });

  const migrate = program.command('migrate').description('bring the database to the schemas through generated/migrations (DATA_DIR, DATABASE_URL)');
  const migrateAction = (action: MigrateAction, description: string, drop: boolean): void => {
    const command = migrate.command(action).description(description).option(GENERATED_FLAG, GENERATED_HELP);
    if (drop) command.option('--drop', 'also remove the columns and tables of removed fields and entities (their data is lost)');
    command.action(async (options: { drop?: boolean; generated?: string }) => {
      const server = await dependencies.loadServer();
      const result = await server.runMigrate({ action, ...(options.drop && { drop: true }), ...generatedDir(root, options) });
      if (result.output !== '') console.log(result.output);
      setExitCode(result.exitCode);
    });
  };
  migrateAction('status', 'list the migrations the database has run and the pending ones', false);
  migrateAction('plan', 'show what the pending migrations do to the rows, and the rows at risk; exit 1 when one needs a decision', true);
  migrateAction('apply', 'run the pending migrations in one transaction (refused, changing nothing, when one needs a decision)', true);

  const admin = program.command('admin').description('manage administrator accounts (DATA_DIR, DATABASE_URL)');
  admin
    .command('create')
    .description('create an administrator; the password is read from stdin when piped, else asked twice')
    .requiredOption('--email <email>', "the administrator's email (stored lower-case)")
    .option('--update', 'set a new password for an existing administrator instead (ends its sessions)')
    .option('--role <role>', 'a role of schemas/app.json the account holds (repeat for several; default the first role)', (role: string, roles: string[] = []) => [...roles, role])
    .option('--name <name>', 'the name people see (displayName)')
    .option('--field <name=value>', "one of the site's account fields of schemas/app.json adminUsers.fields (repeat for several; a reference names an existing row's _id)", (field: string, fields: string[] = []) => [...fields, field])
    .option(GENERATED_FLAG, GENERATED_HELP)
    .action(async (options: { email: string; update?: boolean; role?: string[]; name?: string; field?: string[]; generated?: string }) => {
      const password = await (dependencies.readPassword ?? (() => readPassword()))();
      const server = await dependencies.loadServer();
      const summary = await server.runAdminCreate({
        email: options.email,
        password,
        update: options.update === true,
        ...(options.role && { roles: options.role }),
        ...(options.name !== undefined && { displayName: options.name }),
        ...(options.field && { fields: options.field }),
        ...generatedDir(root, options),
      });
      console.log(`${PREFIX} ${summary}`);
    });

  return program;
}

/** Runs the CLI with `argv` (as in process.argv) and returns the exit code. */
export async function main(argv: readonly string[], root = process.cwd(), dependencies: CliDependencies = defaultDependencies): Promise<number> {
  let exitCode = 0;
  try {
    await createProgram(root, (code) => (exitCode = code), dependencies).parseAsync([...argv]);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode; // commander has printed help or the usage error
    if (error instanceof SchemaValidationError) {
      console.error(`${PREFIX} ${plural(error.problems.length, 'schema error', 'schema errors')}:`);
      for (const message of error.messages) console.error(`  ${message}`);
      return 1;
    }
    if (error instanceof CliError) {
      console.error(`${PREFIX} ${error.message}`);
      return error.exitCode;
    }
    // Unexpected: a bug or an environment failure. ADMIN_GEN_DEBUG shows where it came from.
    const failure = error instanceof Error ? error : new Error(String(error));
    console.error(`${PREFIX} ${failure.message}`);
    if (process.env.ADMIN_GEN_DEBUG) console.error(failure.stack);
    return 1;
  }
}

// Run when executed (bin/admin-gen.js or `tsx cli.ts`), not when imported by tests.
// argv[1] may be node_modules/.bin/admin-gen, a symlink to bin/admin-gen.js.
const entry = process.argv[1] && existsSync(process.argv[1]) ? realpathSync(process.argv[1]) : '';
if (entry.endsWith(path.join('bin', 'admin-gen.js')) || entry === import.meta.filename) {
  process.exitCode = await main(process.argv);
}
