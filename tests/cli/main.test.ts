// seed and serve hand over to the server runtime; here it is a fake, so only the CLI's side is tested.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CliError, main } from '../../cli.js';
import type { CliDependencies, ServerModule } from '../../cli.js';

function createFakeServer() {
  const close = vi.fn(async () => {});
  const server = {
    runSeed: vi.fn(async () => 'seeded 3 entities (82 rows)'),
    startServer: vi.fn(async (options: { port?: number }) => ({ url: `http://127.0.0.1:${options.port ?? 3000}`, close })),
    runAdminCreate: vi.fn(async (options: { email: string }) => `Administrador creado: ${options.email}.`),
    runMigrate: vi.fn(async (options: { action: string; drop?: boolean }) => ({ output: `${options.action}${options.drop ? ' --drop' : ''}`, exitCode: options.action === 'plan' ? 1 : 0 })),
  } satisfies ServerModule;
  const dependencies: CliDependencies = { loadServer: async () => server };
  return { server, close, dependencies };
}

describe('admin-gen seed and serve', () => {
  const env = { PORT: process.env.PORT, DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  let log: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    log = vi.spyOn(console, 'log').mockImplementation(() => {});
    delete process.env.PORT;
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
  });

  afterEach(() => {
    log.mockRestore();
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it.each([
    ['no flags, no environment', [], {}, { force: false }],
    // DATA_DIR and DATABASE_URL are the runtime's settings (loadSettings): the CLI hands over its flags only.
    ['--force and DATA_DIR', ['--force'], { DATA_DIR: '/tmp/data' }, { force: true }],
    ['DATABASE_URL', [], { DATABASE_URL: 'postgres://localhost/admin' }, { force: false }],
  ])('seed: %s', async (_name, args, environment, want) => {
    Object.assign(process.env, environment);
    const { server, dependencies } = createFakeServer();
    expect(await main(['node', 'admin-gen', 'seed', ...args], process.cwd(), dependencies)).toBe(0);
    expect(server.runSeed).toHaveBeenCalledWith(want);
    expect(log).toHaveBeenCalledWith('admin-gen: seeded 3 entities (82 rows)');
  });

  it.each([
    // PORT is the runtime's setting (default 3000); --port overrides it.
    ['no flag', [], {}, undefined],
    ['PORT from the environment', [], { PORT: '4100' }, undefined],
    ['--port wins over PORT', ['--port', '4200'], { PORT: '4100' }, 4200],
    ['--demo asks for demo data', ['--demo'], {}, undefined, true],
  ])('serve: %s', async (_name, args, environment, port, demo?: boolean) => {
    Object.assign(process.env, environment);
    const { server, close, dependencies } = createFakeServer();
    const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
    expect(await main(['node', 'admin-gen', 'serve', ...args], process.cwd(), dependencies)).toBe(0);
    expect(server.startServer).toHaveBeenCalledWith({ ...(port === undefined ? {} : { port }), ...(demo ? { demo } : {}) });
    expect(log).toHaveBeenCalledWith(`admin-gen: serving http://localhost:${port ?? 3000}`);
    // The CLI stays up until a signal; here the signal handler is invoked directly and then removed.
    const added = process.listeners('SIGTERM').filter((listener) => !before.SIGTERM.includes(listener));
    expect(added).toHaveLength(1);
    (added[0] as () => void)();
    expect(close).toHaveBeenCalledTimes(1);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      for (const listener of process.listeners(signal)) if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  });

  it('serve, seed and admin create take another site: --generated (and serve --web) resolved from the project root', async () => {
    const { server, dependencies } = createFakeServer();
    const root = process.cwd();
    const site = ['--generated', 'sites/library/generated'];
    expect(await main(['node', 'admin-gen', 'seed', ...site], root, dependencies)).toBe(0);
    expect(server.runSeed).toHaveBeenCalledWith({ force: false, generatedDir: path.join(root, 'sites/library/generated') });
    const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
    expect(await main(['node', 'admin-gen', 'serve', ...site, '--web', 'sites/library/web'], root, dependencies)).toBe(0);
    expect(server.startServer).toHaveBeenCalledWith({ generatedDir: path.join(root, 'sites/library/generated'), webRoot: path.join(root, 'sites/library/web') });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      for (const listener of process.listeners(signal)) if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  });

  it.each([
    [['migrate', 'status'], { action: 'status' }, 0, 'status'],
    [['migrate', 'plan'], { action: 'plan' }, 1, 'plan'],
    [['migrate', 'plan', '--drop'], { action: 'plan', drop: true }, 1, 'plan --drop'],
    [['migrate', 'apply', '--drop', '--generated', 'site/generated'], { action: 'apply', drop: true, generatedDir: path.join(process.cwd(), 'site/generated') }, 0, 'apply --drop'],
  ])('%j hands the action to the server runtime and exits with its code', async (args, options, code, output) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { server, dependencies } = createFakeServer();
    expect(await main(['node', 'admin-gen', ...args], process.cwd(), dependencies)).toBe(code);
    expect(server.runMigrate).toHaveBeenCalledWith(options);
    expect(log).toHaveBeenCalledWith(output);
    log.mockRestore();
  });

  it('migrate status takes no --drop', async () => {
    const error = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { server, dependencies } = createFakeServer();
    expect(await main(['node', 'admin-gen', 'migrate', 'status', '--drop'], process.cwd(), dependencies)).toBe(1);
    expect(server.runMigrate).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('reports a server runtime that cannot be loaded in one line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dependencies: CliDependencies = {
      loadServer: async () => {
        throw new CliError('the server runtime (runtime/server/index.ts) does not export runSeed and startServer yet');
      },
    };
    expect(await main(['node', 'admin-gen', 'seed'], process.cwd(), dependencies)).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toBe('admin-gen: the server runtime (runtime/server/index.ts) does not export runSeed and startServer yet');
    error.mockRestore();
  });
});

describe('admin-gen build outside a project', () => {
  it('says that the --schemas folder is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await main(['node', 'admin-gen', 'build', '--schemas', 'no/such/schemas', '--out', 'no/such/generated'], process.cwd())).toBe(1);
      expect(error.mock.calls.flat().join('\n')).toBe('admin-gen: no folder no/such/schemas; expected --schemas to name a folder with one JSON file per entity plus app.json');
    } finally {
      error.mockRestore();
    }
  });

  it('says that schemas/ is missing instead of failing on the file system', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-empty-'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await main(['node', 'admin-gen', 'build'], root)).toBe(1);
      expect(error.mock.calls.flat().join('\n')).toBe(
        `admin-gen: no schemas/ folder in ${root}; expected one JSON file per entity plus app.json (start with: admin-gen new <entity>)`,
      );
    } finally {
      error.mockRestore();
      rmSync(root, { recursive: true, force: true });
    }
  });
  it.each([
    ['no package.json', undefined],
    ['a package.json of another project', { name: 'tienda', dependencies: {} }],
  ])('refuses to run its own site in a folder with a model of its own and %s (names --generated and init)', async (_case, manifest) => {
    const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-foreign-'));
    mkdirSync(path.join(root, 'generated'));
    writeFileSync(path.join(root, 'generated/index.ts'), 'export {};\n');
    if (manifest) writeFileSync(path.join(root, 'package.json'), JSON.stringify(manifest));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, dependencies } = createFakeServer();
    try {
      for (const command of [['serve'], ['seed'], ['migrate', 'status']]) {
        expect(await main(['node', 'admin-gen', ...command], root, dependencies)).toBe(1);
      }
      expect(server.startServer).not.toHaveBeenCalled();
      expect(server.runSeed).not.toHaveBeenCalled();
      expect(server.runMigrate).not.toHaveBeenCalled();
      expect(error.mock.calls.flat()).toEqual(
        Array(3).fill(
          `admin-gen: this folder has a model of its own (${path.join(root, 'generated')}) but is not a site (no package.json that depends on admin-gen), so admin-gen would run its own site instead: pass --generated generated (and --web <its built web app>), or start a site with \`npx admin-gen init <folder>\``,
        ),
      );
      // Named, it is served.
      expect(await main(['node', 'admin-gen', 'seed', '--generated', 'generated'], root, dependencies)).toBe(0);
      expect(server.runSeed).toHaveBeenCalledWith({ force: false, generatedDir: path.join(root, 'generated') });
    } finally {
      error.mockRestore();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
