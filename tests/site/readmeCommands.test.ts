// Every command of the README's Commands table, run as a user types it after `npm run build`: `npx admin-gen …` on the
// compiled CLI (dist/node), against a real server and SQLite database. A README row without a case here fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isCompiledCurrent } from '../../bin/compiledSources.js';
import { isPortFree } from '../support/isPortFree.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
// The site's migrations as its builds wrote them; the evolution below writes the next one.
const SITE_MIGRATIONS = readdirSync(path.join(REPO_ROOT, 'generated/migrations')).sort().map((file) => path.basename(file, '.json'));
const NEXT_PRODUCT = `${String(SITE_MIGRATIONS.length + 1).padStart(4, '0')}_product`;
const BIN = path.join(REPO_ROOT, 'bin/admin-gen.js');
const PASSWORD = 'pradera-violeta-7319';
// The same Node that runs the tests runs npx and the CLI.
const ENV = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`, ADMIN_GEN_DEBUG: '', DATABASE_URL: '', DEMO: '' };

interface Run {
  status: number | null;
  output: string;
}

/** `npx admin-gen …` in the repository (the installed package's bin), or `node bin/admin-gen.js …` in another folder. */
function run(cwd: string, args: string[], env: Record<string, string> = {}, input?: string): Run {
  const [command, prefix] = cwd === REPO_ROOT ? ['npx', ['--no-install', 'admin-gen']] : [process.execPath, [BIN]];
  const result = spawnSync(command, [...prefix, ...args], { cwd, encoding: 'utf8', env: { ...ENV, ...env }, input, timeout: 240_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function getFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npx admin-gen serve …` until it prints the address it serves. */
async function startServe(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('npx', ['--no-install', 'admin-gen', 'serve', ...args], { cwd: REPO_ROOT, env: { ...ENV, ...env } });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 90_000);
    const check = () => {
      if (/serving http/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => reject(new Error(`serve exited ${code}:\n${output}`)));
  });
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** The rows of the README's Commands table: `npx admin-gen build`, `npx admin-gen serve [--demo]`, … */
function getReadmeCommands(): string[] {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/^\| `npx admin-gen ([^`]+)` \|/gm)].map((match) => match[1]!);
}

const folders: string[] = [];
function makeFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `admin-gen-readme-${prefix}-`));
  folders.push(folder);
  return folder;
}

describe('the README commands, from the built project', { timeout: 300_000 }, () => {
  let project = '';
  let server: { child: ChildProcess; output: () => string } | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    // npm test compiles before vitest runs; a stale or missing dist/node would test the TypeScript sources instead.
    expect(isCompiledCurrent(REPO_ROOT), 'dist/node is missing or older than a source: run `npm run build` first').toBe(true);
    project = makeFolder('project');
    cpSync(path.join(REPO_ROOT, 'schemas'), path.join(project, 'schemas'), { recursive: true });
    const port = await getFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startServe(['--demo'], { PORT: String(port), DATA_DIR: makeFolder('serve'), ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: PASSWORD });
  }, 120_000);

  afterAll(async () => {
    if (server) await stop(server.child);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }, 30_000);

  // A maintainer's database with demo rows, and their project after an edit: product.code from string to integer.
  let evolution: { dataDir: string; generated: string; schemas: string } | undefined;
  const getEvolution = () => {
    if (evolution) return evolution;
    const folder = makeFolder('evolve');
    cpSync(path.join(REPO_ROOT, 'schemas'), path.join(folder, 'schemas'), { recursive: true });
    cpSync(path.join(REPO_ROOT, 'generated/migrations'), path.join(folder, 'generated/migrations'), { recursive: true });
    const dataDir = makeFolder('evolve-data');
    const seeded = run(REPO_ROOT, ['seed'], { DATA_DIR: dataDir });
    expect(seeded.status, seeded.output).toBe(0);
    const product = JSON.parse(readFileSync(path.join(folder, 'schemas/product.json'), 'utf8'));
    product.fields.code = { type: 'integer', title: product.fields.code.title };
    product.demo.fields.code = '{seq}';
    // A search looks in text fields only, and an import's key is unique: the code, no longer either, leaves both.
    product.grids.products.search = product.grids.products.search.filter((name: string) => name !== 'code');
    delete product.grids.products.import;
    writeFileSync(path.join(folder, 'schemas/product.json'), JSON.stringify(product, null, 2));
    const built = run(folder, ['build']);
    expect(built.output).toContain(`wrote generated/migrations/${NEXT_PRODUCT}.json (2 steps)`);
    evolution = { dataDir, generated: path.join(folder, 'generated'), schemas: path.join(folder, 'schemas') };
    return evolution;
  };

  const cases: Record<string, () => Promise<void> | void> = {
    build: () => {
      const result = run(project, ['build']);
      expect(result.output).toMatch(/admin-gen: built \d+ entities, \d+ files in \d+ ms/);
      expect(result.status).toBe(0);
      expect(readFileSync(path.join(project, 'generated/openapi.json'), 'utf8')).toBe(readFileSync(path.join(REPO_ROOT, 'generated/openapi.json'), 'utf8'));
    },
    'build --check': () => {
      const result = run(REPO_ROOT, ['build', '--check']);
      expect(result.output).toMatch(/generated files are up to date/);
      expect(result.status).toBe(0);
    },
    'new <entity>': () => {
      const result = run(project, ['new', 'supplier']);
      expect(result.status, result.output).toBe(0);
      expect(existsSync(path.join(project, 'schemas/supplier.json'))).toBe(true);
    },
    'init <folder>': () => {
      const parent = makeFolder('init');
      const result = run(parent, ['init', 'clinic']);
      expect(result.status, result.output).toBe(0);
      const checked = run(path.join(parent, 'clinic'), ['build', '--check']);
      expect(checked.output).toMatch(/generated files are up to date/);
      expect(checked.status).toBe(0);
    },
    'seed [--force]': () => {
      const dataDir = makeFolder('seed');
      const first = run(REPO_ROOT, ['seed'], { DATA_DIR: dataDir });
      expect(first.output).toMatch(/admin-gen: Datos de demostración \(SQLite\) — .*; \d+ filas/);
      expect(first.status).toBe(0);
      const again = run(REPO_ROOT, ['seed', '--force'], { DATA_DIR: dataDir });
      expect(again.status, again.output).toBe(0);
    },
    // The site in dist/, where the model resolves node_modules for Vite as generated/ does.
    'dev [--demo]': async () => {
      mkdirSync(path.join(REPO_ROOT, 'dist'), { recursive: true });
      const site = mkdtempSync(path.join(REPO_ROOT, 'dist/readme-dev-'));
      folders.push(site);
      cpSync(path.join(REPO_ROOT, 'tests/fixtures/basic/schemas'), path.join(site, 'schemas'), { recursive: true });
      const port = await getFreePort();
      const child = spawn('npx', ['--no-install', 'admin-gen', 'dev', '--demo', '--port', String(port), '--schemas', path.join(site, 'schemas'), '--out', path.join(site, 'generated')], {
        cwd: REPO_ROOT,
        env: { ...ENV, DATA_DIR: makeFolder('dev'), ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: PASSWORD },
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      try {
        await vi.waitFor(() => expect(output).toMatch(/admin-gen: dev server at http:\/\/localhost:\d+; watching /), { timeout: 90_000, interval: 100 });
        const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
        expect(await page.text()).toContain('/@vite/client');
        const login = await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }) });
        expect(login.status).toBe(200);
      } finally {
        await stop(child);
      }
      // Stopped through npx's pid, the server under it went too.
      await vi.waitFor(async () => expect(await isPortFree(port)).toBe(true), { timeout: 30_000, interval: 100 });
    },
    'serve [--demo]': async () => {
      const answer = await fetch(`${baseUrl}/api/readyz`);
      expect(answer.status).toBe(200);
      expect(server!.output()).toContain('admin-gen: serving http');
    },
    'admin create --email E [--update]': () => {
      const env = { DATA_DIR: makeFolder('admin') };
      const created = run(REPO_ROOT, ['admin', 'create', '--email', 'ana@example.com'], env, `${PASSWORD}\n`);
      expect(created.status, created.output).toBe(0);
      const updated = run(REPO_ROOT, ['admin', 'create', '--email', 'ana@example.com', '--update'], env, 'otra-pradera-violeta-42\n');
      expect(updated.status, updated.output).toBe(0);
    },
    'check-api <baseUrl>': () => {
      // The README's two forms: credentials from the environment, and as flags with --only.
      const fromEnv = run(REPO_ROOT, ['check-api', baseUrl, '--only-problems'], { ADMIN_GEN_CHECK_EMAIL: 'admin@example.com', ADMIN_GEN_CHECK_PASSWORD: PASSWORD });
      expect(fromEnv.output).toMatch(/admin-gen: check-api .*: \d+ operations, \d+ cases: \d+ conform, 0 differ/);
      expect(fromEnv.status).toBe(0);
      const withFlags = run(REPO_ROOT, ['check-api', baseUrl, '--email', 'admin@example.com', '--password', PASSWORD, '--openapi', 'generated/openapi.json', '--only', 'sellerList']);
      expect(withFlags.output).toMatch(/1 operations?, \d+ cases: \d+ conform, 0 differ/);
      expect(withFlags.status).toBe(0);
    },
  };

  Object.assign(cases, {
    'migrate status': () => {
      const { dataDir, generated } = getEvolution();
      const result = run(REPO_ROOT, ['migrate', 'status', '--generated', generated], { DATA_DIR: dataDir });
      const applied = SITE_MIGRATIONS.map((name) => ` {2}applied {2}${name} {2}\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\n`).join('');
      expect(result.output).toMatch(new RegExp(`^SQLite: ${SITE_MIGRATIONS.length} applied, 1 pending\\n${applied} {2}pending {2}${NEXT_PRODUCT}`));
      expect(result.status).toBe(0);
    },
    'migrate plan [--drop]': () => {
      const { dataDir, generated } = getEvolution();
      const result = run(REPO_ROOT, ['migrate', 'plan', '--generated', generated], { DATA_DIR: dataDir });
      expect(result.output).toContain(`${NEXT_PRODUCT} #1 change products.code: string maxLength 50 required → integer required: 25 rows`);
      expect(result.output).toContain('25 stored values do not convert from string to integer without changing');
      expect(result.output).toContain('needs a decision: apply refuses until every risk above has one');
      expect(result.status).toBe(1);
      const withDrop = run(REPO_ROOT, ['migrate', 'plan', '--drop', '--generated', generated], { DATA_DIR: dataDir });
      expect(withDrop.status, withDrop.output).toBe(1);
    },
    'migrate apply [--drop]': () => {
      const { dataDir, generated, schemas } = getEvolution();
      const refused = run(REPO_ROOT, ['migrate', 'apply', '--generated', generated], { DATA_DIR: dataDir });
      expect(refused.output).toContain(`cannot apply migration ${NEXT_PRODUCT} (step 1, product.code`);
      expect(refused.status).toBe(1);
      // The way through the plan named, declared in the schema and recorded by the build.
      const file = path.join(schemas, 'product.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), migrate: { code: { default: 0, keepAs: 'codeText' } } }, null, 2));
      expect(run(path.dirname(schemas), ['build']).status).toBe(0);
      const applied = run(REPO_ROOT, ['migrate', 'apply', '--generated', generated], { DATA_DIR: dataDir });
      expect(applied.output).toContain('resolution: become 0 (default), the old values kept in column codeText');
      expect(applied.output).toContain(`applied ${NEXT_PRODUCT}`);
      expect(applied.status).toBe(0);
      const dropped = run(REPO_ROOT, ['migrate', 'apply', '--drop', '--generated', generated], { DATA_DIR: dataDir });
      expect(dropped.output).toMatch(/no pending migration; dropped products\.codeText/);
      expect(dropped.status).toBe(0);
    },
  });

  it('has a case for every row of the README Commands table', () => {
    expect(getReadmeCommands().sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))('npx admin-gen %s', async (command) => {
    await cases[command]!();
  });
});
