// A new site end to end, as its README tells a maintainer: `admin-gen init`, its dependency installed (linked to this
// package, as npm links a `file:` dependency, so no network), its own `npm test` (the site's vitest: checkEveryPage in
// Chromium against its demo data) passing, and `npm start` serving its admin.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { hasChromium } from './support/launchBrowser.js';
import { getFreePort } from './support/startApp.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { ADMIN_EMAIL: 'sitio@example.com', ADMIN_PASSWORD: 'clave-del-sitio-nuevo-3' };
// init, then the site's npm test, which builds the web app (15–35 s on 2 busy cores) and drives Chromium, and npm start,
// which finds that bundle current; 86 s measured at load 9–13 when npm start bundled again.
const BUDGET = 180_000;

interface Ran {
  readonly status: number | null;
  readonly output: string;
}

/** The environment of a command a person types in the site: none of this run's vitest or store settings. */
function siteEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'NODE_OPTIONS' || name === 'DATABASE_URL' || name === 'TEST_DATABASE_URL') delete env[name];
  return env;
}

/** Runs a command to its end, its output kept; in its own process group, all of which a timed-out test stops. */
function run(cwd: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stop = () => process.kill(-child.pid!, 'SIGTERM');
    signal.addEventListener('abort', stop, { once: true });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      signal.removeEventListener('abort', stop);
      resolve({ status, output: stripVTControlCharacters(output) });
    });
  });
}

/** What `npm install` makes of `"admin-gen": "file:…"`: a link to the package, and its two commands in .bin. */
function linkDependency(site: string): void {
  const modules = path.join(site, 'node_modules');
  mkdirSync(path.join(modules, '.bin'), { recursive: true });
  symlinkSync(REPO_ROOT, path.join(modules, 'admin-gen'), 'dir');
  for (const bin of ['admin-gen', 'admin-gen-site']) symlinkSync(`../admin-gen/bin/${bin}.js`, path.join(modules, '.bin', bin));
}

describe.skipIf(!hasChromium)('a site made by admin-gen init', () => {
  let parent: string;
  beforeAll(() => {
    parent = realpathSync(mkdtempSync(path.join(tmpdir(), 'admin-gen-site-')));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it(
    'passes its own npm test (every page, filter, sort, form, view and action in Chromium) and serves its admin with npm start',
    async ({ signal }) => {
      const init = await run(parent, process.execPath, [path.join(REPO_ROOT, 'bin/admin-gen.js'), 'init', 'perla'], siteEnv({}), signal);
      expect(init.status, init.output).toBe(0);
      const site = path.join(parent, 'perla');
      linkDependency(site);

      const tested = await run(site, 'npm', ['test'], siteEnv({}), signal);
      expect(tested.status, tested.output).toBe(0);
      // Its vitest ran the Chromium walk, not a skip.
      expect(tested.output).toMatch(/Tests\s+\d+ passed/);
      expect(tested.output).not.toMatch(/skipped/);

      const port = await getFreePort();
      const dataDir = path.join(parent, 'data');
      // Its own process group: npm, its shell and the server stop together.
      const started = spawn('npm', ['start'], { cwd: site, env: siteEnv({ ...ADMIN, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let output = '';
      started.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      started.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      const exited = new Promise<void>((resolve) => started.on('close', () => resolve()));
      const stop = () => process.kill(-started.pid!, 'SIGTERM');
      signal.addEventListener('abort', stop, { once: true });
      try {
        const base = `http://127.0.0.1:${port}`;
        const page = await new Promise<Response>((resolve, reject) => {
          const poll = () => {
            if (started.exitCode !== null) return reject(new Error(`npm start exited with ${started.exitCode}:\n${output}`));
            // As a browser asks for a page: HTML accepted (anything else under a page path is the API's JSON 404).
            fetch(`${base}/contacts`, { headers: { accept: 'text/html' } }).then(resolve, () => setTimeout(poll, 200));
          };
          poll();
        });
        expect(page.status).toBe(200);
        expect(await page.text()).toMatch(/<div id="root">/);
        // npm test bundled the web app; nothing has changed since, so npm start serves that bundle without making it again.
        expect(output).toMatch(/admin-gen-site: dist\/web is up to date/);
        // The admin behind the page: its first administrator signs in and reads the demo contacts.
        const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }) });
        expect(login.status, await login.clone().text()).toBe(200);
        const cookie = login.headers.getSetCookie().map((item) => item.split(';')[0]).join('; ');
        const contacts = (await (await fetch(`${base}/api/contacts`, { headers: { cookie } })).json()) as { itemsCount: number };
        expect(contacts.itemsCount).toBe(30);
      } finally {
        signal.removeEventListener('abort', stop);
        stop();
        await exited;
      }
    },
    BUDGET,
  );
});
