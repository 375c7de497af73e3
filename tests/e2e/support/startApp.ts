import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/** The administrator every e2e server starts with (ADMIN_EMAIL/ADMIN_PASSWORD on its first start). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'clave-de-pruebas-e2e' } as const;

export interface AdminSession {
  /** The `admin_session` cookie's value. */
  readonly cookie: string;
  readonly csrfToken: string;
}

export interface RunningApp {
  url: string;
  dataDir: string;
  /** The administrator's session, signed in through POST /api/login once the server is up. */
  session: AdminSession;
  /** fetch under the app's URL as the signed-in administrator (session cookie and X-CSRF-Token added). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Everything the server printed, for assertions and for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

const root = resolve(import.meta.dirname, '../../..');

/** A free TCP port on loopback, chosen by the OS. */
export async function getFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface StartAppOptions {
  /** Seed the demo data in this server's own first start even when the run has a demo snapshot. */
  readonly freshDemo?: boolean;
}

const SNAPSHOT_PREFIX = 'admin-gen-e2e-demo-';

/**
 * Where this vitest run keeps the demo store as the first `serve --demo` of the project's site on SQLite left it,
 * so the next servers copy it instead of seeding the same rows again (the seed is deterministic, only its dates
 * follow the clock, and a run is minutes long). Keyed by the vitest process; none outside vitest or for another site.
 */
function getDemoSnapshot(env: Record<string, string>, serveArgs: readonly string[]): string | undefined {
  if (process.env.VITEST === undefined || serveArgs.length > 0 || (env.DATABASE_URL ?? '') !== '') return undefined;
  return join(tmpdir(), `${SNAPSHOT_PREFIX}${process.ppid}.sqlite`);
}

/** Copies the running server's store (SQLite's backup, consistent while it runs) to `snapshot`, and drops the snapshots of ended runs. */
async function saveDemoSnapshot(database: string, snapshot: string): Promise<void> {
  const partial = `${snapshot}.${process.pid}.partial`;
  const source = new BetterSqlite3(database, { readonly: true, fileMustExist: true });
  try {
    await source.backup(partial);
  } finally {
    source.close();
  }
  renameSync(partial, snapshot);
  for (const name of readdirSync(tmpdir())) {
    const pid = new RegExp(`^${SNAPSHOT_PREFIX}(\\d+)\\.sqlite$`).exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) rmSync(join(tmpdir(), name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Starts the real `admin-gen serve --demo` process (the demo data, as `npm start`) on a free port with a fresh
 * temporary DATA_DIR; `serveArgs` are more flags (another site's `--generated <dir> --web <dir>`).
 */
export async function startApp(env: Record<string, string> = {}, serveArgs: readonly string[] = [], options: StartAppOptions = {}): Promise<RunningApp> {
  const webFlag = serveArgs.indexOf('--web');
  const webRoot = webFlag === -1 ? join(root, 'dist/web') : resolve(root, serveArgs[webFlag + 1] ?? '');
  if (!existsSync(join(webRoot, 'index.html'))) {
    throw new Error(`${webRoot} is missing: run \`npm run build\` (npm test does it first)`);
  }
  const port = await getFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-gen-e2e-'));
  const snapshot = getDemoSnapshot(env, serveArgs);
  const fromSnapshot = snapshot !== undefined && options.freshDemo !== true && existsSync(snapshot);
  // The server finds the demo rows and the administrator there, and seeds nothing.
  if (fromSnapshot) copyFileSync(snapshot, join(dataDir, 'admin.sqlite'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'bin/admin-gen.js'), 'serve', '--demo', ...serveArgs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let up = false;
  while (!up && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`admin-gen serve exited with ${child.exitCode}:\n${output}`);
    try {
      up = (await fetch(`${url}/`)).ok;
    } catch {
      // Not listening yet.
    }
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error(`admin-gen serve did not answer within 60 s:\n${output}`);
  }
  // Before signing in: the snapshot holds the demo rows, no session.
  if (snapshot !== undefined && !existsSync(snapshot)) await saveDemoSnapshot(join(dataDir, 'admin.sqlite'), snapshot);
  const session = await signIn(url, E2E_ADMIN.email, E2E_ADMIN.password);
  return {
    url,
    dataDir,
    session,
    fetch: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', `admin_session=${session.cookie}`);
      headers.set('x-csrf-token', session.csrfToken);
      return fetch(`${url}${path}`, { ...init, headers });
    },
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API, as the login page does, and returns the session cookie and CSRF token. */
export async function signIn(url: string, email: string, password: string): Promise<AdminSession> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api/login → ${response.status} ${text}`);
  const cookie = /(?:^|[;,]\s*)admin_session=([^;]+)/.exec(response.headers.getSetCookie().join(', '))?.[1];
  if (!cookie) throw new Error(`POST /api/login set no admin_session cookie: ${response.headers.getSetCookie().join(' | ')}`);
  return { cookie, csrfToken: (JSON.parse(text) as { csrfToken: string }).csrfToken };
}
