// The users grid's search box (`q`) on a filled store (see fillUsers.ts): `npm run bench:search -- [DATA_DIR | postgres://…] [runs]`.
// Starts the real server (`admin-gen serve`, which converges the search's indexes on start), signs in, and per request
// runs it `runs` times sequentially on one keep-alive connection after two warm-ups; prints p50/p95 in ms and the
// request's itemsCount. Targets (issue 23): 1M users, p95 ≤ 150 ms for a 3-letter q, ≤ 10 ms when nothing matches.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.BENCH_SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2] ?? './bench-data';
const runs = Number(process.argv[3] ?? 20);
const isPostgres = /^postgres(ql)?:\/\//i.test(target);
const port = 3990 + Math.floor(Math.random() * 9);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const ADMIN = { email: 'bench@example.com', password: 'clave-de-benchmark-1' };
let cookie = '';

/** The searches: 3-letter ones that match (few and many rows), one that matches nothing, with a filter, sorted, short. */
const CASES: readonly [string, string][] = [
  ['q=ana (3 letters: Ana, mariana…)', 'q=ana'],
  ['q=mar (3 letters, many: María, Martín, Martínez…)', 'q=mar'],
  ['q=xqz (nothing matches)', 'q=xqz'],
  ['q=zzzz (nothing matches, 4 letters)', 'q=zzzz'],
  ['q=ana & pro=true (with a filter)', 'q=ana&pro=true'],
  ['q=ana & createdAt last 30 days (with a date filter)', `q=ana&createdAt[from]=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`],
  ['q=ana sorted by nombre', 'q=ana&sortField=nombre&sortOrder=asc'],
  ['q=ana page 50', 'q=ana&pageIndex=50'],
  ['q=jose (accent-free: José)', 'q=jose'],
  ['q=ñez (Núñez, Ibáñez: ñ folds to n~)', `q=${encodeURIComponent('ñez')}`],
  ['q=@correo.es (part of an email)', `q=${encodeURIComponent('@correo.es')}`],
  ['q=an (2 letters: no trigram, the key scan)', 'q=an'],
];

function request(url: string, method = 'GET', body?: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`http://127.0.0.1:${port}${url}`, { method, headers, agent }, (res) => {
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
}

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 3000; attempt += 1) {
    try {
      await request('/api/session');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the server did not start');
}

async function main(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  if (isPostgres) {
    env.DATABASE_URL = target;
    env.UPLOAD_SECRET ??= 'secreto-de-benchmark-0123456789abcdef';
  } else {
    env.DATA_DIR = target;
    delete env.DATABASE_URL;
  }
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'bin/admin-gen.js'), 'serve'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForServer();
    console.log(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s (the converge builds any new search index)`);
    const login = await request('/api/login', 'POST', JSON.stringify(ADMIN));
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const total = (JSON.parse((await request('/api/users?pageSize=1')).body) as { itemsCount: number }).itemsCount;
    console.log(`${isPostgres ? 'PostgreSQL' : `SQLite ${target}`}: ${total} users, ${runs} runs each, GET /api/users?<q>&pageSize=20\n`);
    console.log('| request | p50 ms | p95 ms | itemsCount |');
    console.log('|---|---|---|---|');
    for (const [label, query] of CASES) {
      const url = `/api/users?${query}&pageSize=20`;
      let count = NaN;
      for (let warm = 0; warm < 2; warm += 1) {
        const answer = await request(url);
        if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        count = (JSON.parse(answer.body) as { itemsCount: number }).itemsCount;
      }
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) times.push((await request(url)).ms);
      console.log(`| ${label} | ${fmt(quantile(times, 0.5))} | ${fmt(quantile(times, 0.95))} | ${count} |`);
    }
  } finally {
    server.kill('SIGTERM');
    agent.destroy();
  }
}

await main();
