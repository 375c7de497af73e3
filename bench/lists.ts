// Measures the users list on a filled store (see fillUsers.ts): `npm run bench:lists -- [DATA_DIR | postgres://…] [runs]`.
// Starts the real server (`admin-gen serve`) as a child process, signs in, then prints p50/p95 of each request run
// sequentially over one keep-alive connection, the throughput of page 1 at c=16, the sellers list's latency while
// page 1 of users runs at c=4, and the server's resident memory afterwards. BENCH_SERVER_ROOT=<checkout> serves from
// another checkout (e.g. the code before a change) with this script's requests.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.BENCH_SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2] ?? './bench-data';
const runs = Number(process.argv[3] ?? 30);
const isPostgres = /^postgres(ql)?:\/\//i.test(target);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'bench@example.com', password: 'clave-de-benchmark-1' };
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let cookie = '';

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly body: string;
}

function request(url: string, method = 'GET', body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`${base}${url}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.headers['set-cookie']) cookie = res.headers['set-cookie'].map((item) => item.split(';')[0]).join('; ');
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      await request('/api/session');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the server did not start');
}

/** p50/p95 of `runs` sequential requests after two warm-ups; the body of the last answer. */
async function measure(label: string, url: string | (() => Promise<string>)): Promise<Answer> {
  const times: number[] = [];
  let last: Answer | undefined;
  for (let run = 0; run < runs + 2; run += 1) {
    const answer = await request(typeof url === 'string' ? url : await url());
    if (answer.status !== 200) {
      console.log(`| ${label} | error ${answer.status}: ${answer.body.slice(0, 120)} | | |`);
      return answer;
    }
    if (run >= 2) times.push(answer.ms);
    last = answer;
  }
  const count = (JSON.parse(last!.body) as { itemsCount: number }).itemsCount;
  console.log(`| ${label} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 95))} | ${count} |`);
  return last!;
}

/** `concurrency` loops requesting `url` until `until`; requests/s, errors and latency percentiles. */
async function load(url: string, concurrency: number, until: () => boolean) {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        try {
          const answer = await request(url);
          if (answer.status === 200) times.push(answer.ms);
          else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: times.length / seconds, errors, p50: percentile(times, 50), p99: percentile(times, 99) };
}

function readRss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

async function main(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  if (isPostgres) {
    env.DATABASE_URL = target;
    // Required with PostgreSQL (servers sharing a database sign uploads alike); the bench uploads nothing.
    env.UPLOAD_SECRET ??= 'secreto-de-benchmark-0123456789abcdef';
  }
  else {
    env.DATA_DIR = target;
    delete env.DATABASE_URL;
  }
  // The bin itself, as npx runs it: its shebang's V8 flags are the server's.
  const server = spawn(path.join(root, 'bin/admin-gen.js'), ['serve'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  server.on('exit', (code) => {
    if (code !== null && code !== 0) {
      console.error(`the server exited with ${code}`);
      process.exit(1);
    }
  });
  try {
    const starting = performance.now();
    await waitForServer();
    const login = await request('/api/login', 'POST', JSON.stringify(ADMIN));
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    console.log(`server up in ${((performance.now() - starting) / 1000).toFixed(1)} s (${isPostgres ? 'PostgreSQL' : `SQLite ${target}`}), ${runs} runs per request\n`);

    const first = JSON.parse((await request('/api/users')).body) as { itemsCount: number };
    const total = first.itemsCount;
    const middle = Math.max(1, Math.round(total / 40));
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    console.log('| request (GET /api/users?…) | p50 ms | p95 ms | itemsCount |');
    console.log('|---|---|---|---|');
    await measure('page 1, default sort (createdAt desc)', '/api/users');
    await measure('page 1 sorted by nombre', '/api/users?sortField=nombre');
    await measure('page 1 sorted by nombre desc', '/api/users?sortField=nombre&sortOrder=desc');
    await measure('email=ana (contains)', '/api/users?email=ana');
    await measure('email= text that matches nothing', '/api/users?email=qqxqq');
    await measure('nombre=ñ (one letter)', `/api/users?nombre=${encodeURIComponent('ñ')}`);
    await measure('pro=true', '/api/users?pro=true');
    await measure('pro=true, last 30 days', `/api/users?pro=true&createdAt[from]=${encodeURIComponent(monthAgo)}`);
    const deep = await measure(`pageIndex=${middle}`, `/api/users?pageIndex=${middle}`);
    if (deep.status === 200) {
      const rows = (JSON.parse(deep.body) as { data: { _id: string }[] }).data;
      const lastId = rows.at(-1)?._id ?? '';
      const firstId = rows[0]?._id ?? '';
      await measure(`pageIndex=${middle + 1} (next, after the last row)`, `/api/users?pageIndex=${middle + 1}&after=${lastId}`);
      await measure(`pageIndex=${middle - 1} (previous, before the first row)`, `/api/users?pageIndex=${middle - 1}&before=${firstId}`);
    }
    await measure('sellers page 1 (idle server)', '/api/sellers');

    let stop = performance.now() + 10_000;
    const throughput = await load('/api/users', 16, () => performance.now() > stop);
    console.log(`\nc=16 on users page 1 for 10 s: ${throughput.perSecond.toFixed(0)} requests/s, ${throughput.errors} errors, p50 ${fmt(throughput.p50)} ms, p99 ${fmt(throughput.p99)} ms`);

    stop = performance.now() + 10_000;
    const background = load('/api/users', 4, () => performance.now() > stop);
    const sellers: number[] = [];
    while (performance.now() < stop) {
      const answer = await request('/api/sellers');
      if (answer.status === 200) sellers.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const users = await background;
    console.log(`sellers while users page 1 runs at c=4 (${users.perSecond.toFixed(0)} requests/s): p50 ${fmt(percentile(sellers, 50))} ms, p99 ${fmt(percentile(sellers, 99))} ms over ${sellers.length} requests`);
    console.log(`server RSS after the runs: ${readRss(server.pid!).toFixed(0)} MB`);
  } finally {
    server.kill('SIGTERM');
    agent.destroy();
  }
}

await main();
