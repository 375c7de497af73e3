// The real server for a bench: `admin-gen serve` on a filled store (a DATA_DIR or a postgres:// URL), started as npx
// starts it (the bin itself: its shebang's V8 flags are the server's), signed in as the bench's administrator.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'clave-de-benchmark-1' };

export interface BenchAnswer {
  readonly status: number;
  readonly body: string;
  /** From the request's start to its last byte. */
  readonly ms: number;
}

export interface BenchServer {
  readonly base: string;
  readonly child: ChildProcess;
  readonly isPostgres: boolean;
  /** The session cookie, for clients of their own (downloads, autocannon). */
  readonly cookie: () => string;
  /** One request on the bench's keep-alive connection, with the session cookie. */
  request(url: string, method?: string, body?: string): Promise<BenchAnswer>;
  stop(): void;
}

/**
 * Starts the server on `target` (BENCH_SERVER_ROOT: another checkout's), waits for it and signs in. `sockets`: how many
 * keep-alive connections `request` may open at once (1: the sequential measures; more for concurrent load).
 */
export async function startBenchServer(target: string, port: number, sockets = 1): Promise<BenchServer> {
  const root = process.env.BENCH_SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const isPostgres = /^postgres(ql)?:\/\//i.test(target);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
  if (isPostgres) {
    env.DATABASE_URL = target;
    env.UPLOAD_SECRET ??= 'secreto-de-benchmark-0123456789abcdef';
  } else {
    env.DATA_DIR = target;
    delete env.DATABASE_URL;
  }
  const base = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  let cookie = '';
  const request = (url: string, method = 'GET', body?: string): Promise<BenchAnswer> => {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { cookie };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const req = http.request(`${base}${url}`, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.headers['set-cookie']) cookie = res.headers['set-cookie'].map((item) => item.split(';')[0]).join('; ');
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  };
  const child = spawn(path.join(root, 'bin/admin-gen.js'), ['serve'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    child.kill('SIGTERM');
    agent.destroy();
  };
  try {
    // A store with new derived objects converges before it listens (minutes at a million rows).
    for (let attempt = 0; ; attempt += 1) {
      try {
        await request('/api/session');
        break;
      } catch (error) {
        if (attempt >= 3000 || child.exitCode !== null) throw new Error('the server did not start', { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const login = await request('/api/login', 'POST', JSON.stringify(BENCH_ADMIN));
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, child, isPostgres, cookie: () => cookie, request, stop };
}

/** The value at quantile `q` (0.5: the median) of `values`. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** Milliseconds with three significant digits at most. */
export const fmt = (ms: number): string => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));
