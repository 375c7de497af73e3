import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningApp {
  url: string;
  dataDir: string;
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

/** Starts the real `admin-gen serve` process on a free port with an empty temporary DATA_DIR. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` (npm test does it first)');
  }
  const port = await getFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-gen-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'bin/admin-gen.js'), 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
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
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error(`admin-gen serve did not answer within 60 s:\n${output}`);
  }
  return {
    url,
    dataDir,
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
