// `admin-gen dev`, the real command on a copy of a fixture site, on both stores: it serves the API and the web app (Vite)
// on one port; a schema edit changes what the API and the page's modules serve (a new field goes through the migration
// engine); a broken schema prints the build's error and keeps the last model serving, and a fix recovers; a change
// the migration engine cannot make alone is refused with its message. SIGTERM leaves the port free.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getFreePort } from '../e2e/support/startApp.js';
import { isPortFree } from '../support/isPortFree.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../server/testStores.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'dev@example.com', password: 'clave-de-desarrollo-1' };

interface DevSite {
  readonly base: string;
  readonly schemas: string;
  readonly generated: string;
  readonly child: ChildProcess;
  /** Everything the command printed so far (stdout and stderr). */
  output(): string;
}

/** Starts `admin-gen dev` on a copy of tests/fixtures/basic in dist/ (where the model resolves runtime/ and node_modules). */
async function startDev(site: string, store: TestDatabase): Promise<DevSite> {
  cpSync(path.join(ROOT, 'tests/fixtures/basic/schemas'), path.join(site, 'schemas'), { recursive: true });
  const port = await getFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: store.dataDir };
  delete env.DATABASE_URL;
  if (store.url) {
    env.DATABASE_URL = store.url;
    env.UPLOAD_SECRET = 'secreto-de-desarrollo-0123456789abcdef';
  }
  const schemas = path.join(site, 'schemas');
  const generated = path.join(site, 'generated');
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/admin-gen.js'), 'dev', '--schemas', schemas, '--out', generated, '--port', String(port)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('admin-gen: dev server at ')) resolve();
      else if (child.exitCode !== null) reject(new Error(`admin-gen dev exited with ${child.exitCode}:\n${output}`));
      else setTimeout(check, 50);
    };
    check();
  });
  return { base: `http://127.0.0.1:${port}`, schemas, generated, child, output: () => output };
}

/** Signs in and returns a fetch for JSON API calls as that administrator. */
async function signIn(base: string): Promise<(method: string, url: string, body?: unknown) => Promise<{ status: number; data: any }>> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((item) => item.split(';')[0]).join('; ');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return async (method, url, body) => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, data: await response.json() };
  };
}

function editSchema(site: DevSite, file: string, edit: (schema: any) => void): void {
  const target = path.join(site.schemas, file);
  const schema = JSON.parse(readFileSync(target, 'utf8'));
  edit(schema);
  writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
}

/** Waits until the command has printed `count` lines matching `pattern`. */
async function waitForOutput(site: DevSite, pattern: RegExp, count: number): Promise<void> {
  const global = new RegExp(pattern.source, 'g');
  await vi.waitFor(() => expect(site.output().match(global)?.length ?? 0).toBeGreaterThanOrEqual(count), { timeout: 30_000, interval: 50 });
}

const REBUILT = /admin-gen: rebuilt \(\d+ files? changed\)/;

for (const dialect of getTestDialects()) {
  // A real process that builds, migrates and starts Vite: the e2e project's limits, as the other process suites here have.
  describe(`admin-gen dev [${dialect}]`, { timeout: 60_000 }, () => {
    let store: TestDatabase;
    let folder: string;
    let site: DevSite;
    let api: Awaited<ReturnType<typeof signIn>>;

    beforeAll(async () => {
      store = await createTestDatabase(dialect);
      mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
      folder = mkdtempSync(path.join(ROOT, 'dist/dev-test-'));
      site = await startDev(folder, store);
      api = await signIn(site.base);
    }, 120_000);

    afterAll(async () => {
      if (site?.child.exitCode === null) {
        site.child.kill('SIGTERM');
        await new Promise((resolve) => site.child.once('exit', resolve));
      }
      await store?.dispose();
      rmSync(folder, { recursive: true, force: true });
    });

    it('serves the API and the web app (Vite, with its HMR client) on one port', async () => {
      const page = await fetch(`${site.base}/sellers`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/@vite/client');
      // runtime/web/api/index.ts is the page's module, not an API route, though it lies under /api.
      const module = await fetch(`${site.base}/api/index.ts`);
      expect(module.headers.get('content-type')).toMatch(/javascript/);
      expect((await api('GET', '/institutes?pageIndex=1&pageSize=20')).status).toBe(200);
      expect((await api('GET', '/nowhere')).status).toBe(404);
    });

    it('a saved schema changes what the API and the page serve, through a migration, without signing anyone out', async () => {
      const before = site.output().match(new RegExp(REBUILT.source, 'g'))?.length ?? 0;
      editSchema(site, 'institute.json', (schema) => {
        schema.fields.city = { type: 'string', title: 'Ciudad de la sede', maxLength: 80 };
      });
      await waitForOutput(site, REBUILT, before + 1);
      const created = await api('POST', '/institutes/create', { name: 'Instituto Norte', city: 'Rosario' });
      expect(created).toMatchObject({ status: 201, data: { name: 'Instituto Norte', city: 'Rosario' } });
      // The page's copy of the model, as Vite serves it to the browser, carries the new title.
      const model = await fetch(`${site.base}/@fs${path.join(site.generated, 'institute.ts')}`);
      expect(await model.text()).toContain('Ciudad de la sede');
      expect(readdirSync(path.join(site.generated, 'migrations'))).toContain('0002_institute.json');
    });

    it('a broken schema prints the build error (file, line, pointer) and keeps the last model; fixed, it recovers', async () => {
      const rebuilt = site.output().match(new RegExp(REBUILT.source, 'g'))?.length ?? 0;
      editSchema(site, 'institute.json', (schema) => {
        schema.fields.city.maxLength = 'ochenta';
      });
      await waitForOutput(site, /still serving the last model that built/, 1);
      expect(site.output()).toMatch(/schemas\/institute\.json:\d+:\d+: \/fields\/city/);
      // The last good model still answers, with the field the broken save tried to change.
      expect((await api('POST', '/institutes/create', { name: 'Instituto Sur', city: 'x'.repeat(81) })).status).toBe(400);
      editSchema(site, 'institute.json', (schema) => {
        schema.fields.city.maxLength = 120;
      });
      await waitForOutput(site, REBUILT, rebuilt + 1);
      expect((await api('POST', '/institutes/create', { name: 'Instituto Sur', city: 'x'.repeat(100) })).status).toBe(201);
    });

    it('refuses a change the migration engine cannot make without a decision, with its message, and keeps serving', async () => {
      // Rows hold cities that are no numbers: turning the field into an integer needs migrate.city (map, default…).
      editSchema(site, 'institute.json', (schema) => {
        schema.fields.city = { type: 'integer', title: 'Ciudad de la sede' };
      });
      await waitForOutput(site, /the new model was not loaded; still serving the last one/, 1);
      expect(site.output()).toMatch(/no se puede aplicar la migración \d{4}_institute \(paso \d+, .+\) sin una decisión: .+Ejecuta `admin-gen migrate plan`/);
      const list = await api('GET', '/institutes?pageIndex=1&pageSize=20');
      expect(list.data.data.map((row: { city?: string }) => row.city)).toContain('Rosario');
    });

    it('stops on SIGTERM: the process ends and the port is free', async () => {
      const port = Number(new URL(site.base).port);
      site.child.kill('SIGTERM');
      const code = await new Promise((resolve) => site.child.once('exit', (exit) => resolve(exit)));
      expect(code).toBe(0);
      expect(await isPortFree(port)).toBe(true);
    });
  });
}

if (!getTestDialects().includes('postgres')) reportMissingPostgres('admin-gen dev');

