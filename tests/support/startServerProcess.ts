// A real `admin-gen serve` process on a free port: for several servers on one store, signals and kill -9. It serves
// a fixture site, not the root's: these tests are about the server, whichever site it serves. Resolves once it prints
// its URL; `startedMs` is the time from spawn to that line.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuild } from '../../generator/index.js';
import { getFreePort } from '../e2e/support/startApp.js';

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly startedMs: number;
  /** Everything it printed. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, '../..');

/** The administrator the processes create on an empty store. */
export const PROCESS_ADMIN = { email: 'admin@example.com', password: 'clave-de-procesos-1' } as const;

/** The site the processes serve: invoices with an issue transition, ordered course categories, sellers, uploads. */
export const PROCESS_SITE_SCHEMAS = 'tests/fixtures/web/schemas';

let processSite: Promise<string> | undefined;

/** PROCESS_SITE_SCHEMAS built once per test file into a temporary generated/, removed when the worker exits. */
function buildProcessSite(): Promise<string> {
  processSite ??= (async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'admin-gen-proc-site-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const generatedDir = path.join(folder, 'generated');
    await runBuild({ root, schemasDir: PROCESS_SITE_SCHEMAS, outDir: generatedDir });
    return generatedDir;
  })();
  return processSite;
}

export async function startServerProcess(env: Record<string, string>, args: readonly string[] = []): Promise<ServerProcess> {
  const [port, generatedDir] = await Promise.all([getFreePort(), buildProcessSite()]);
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin/admin-gen.js'), 'serve', '--generated', generatedDir, ...args], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'admin-gen-proc-')),
      DATABASE_URL: '',
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/admin-gen: serving http/.test(output)) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => (output += more.toString()));
        resolve({ url: `http://127.0.0.1:${port}`, child, startedMs: performance.now() - started, output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`admin-gen serve exited with ${code} before listening:\n${output}`)));
  });
}

export interface HttpSession {
  readonly cookie: string;
  readonly csrfToken: string;
}

/** POST {url}/api/login as PROCESS_ADMIN; throws unless 200. */
export async function signInOverHttp(url: string): Promise<HttpSession> {
  const response = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PROCESS_ADMIN) });
  if (response.status !== 200) throw new Error(`login on ${url}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken };
}

/** fetch with the session's cookie and CSRF header. */
export function fetchAs(session: HttpSession, url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: session.cookie, 'x-csrf-token': session.csrfToken } });
}
