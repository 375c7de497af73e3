// Measures the users grid's export on a filled store (see fillUsers.ts): `npx tsx bench/export.ts [DATA_DIR | postgres://…] [runs] [format]`.
// Starts the real server (`admin-gen serve`) as a child process, signs in, then per run downloads
// GET /api/users?format=csv (every row) while autocannon asks the sellers list (a small list) at c=2 against 127.0.0.1,
// and prints: time to the first byte, total time, bytes and rows, the server's peak RSS growth over its RSS before the
// run (sampled every 50 ms from /proc), and the small list's p50/p95/p99 during the export; then the medians over runs.
// BENCH_ALONE=1 asks the small list once a second only, to see the export's own memory and time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = process.env.BENCH_SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2] ?? './bench-data';
const runs = Number(process.argv[3] ?? 3);
const format = process.argv[4] ?? 'csv';
const isPostgres = /^postgres(ql)?:\/\//i.test(target);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'bench@example.com', password: 'clave-de-benchmark-1' };
let cookie = '';

function request(url: string, method = 'GET', body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.headers['set-cookie']) cookie = res.headers['set-cookie'].map((item) => item.split(';')[0]).join('; ');
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Downloads an export, counting bytes and lines without keeping them: first byte and end times in ms. */
function download(url: string): Promise<{ status: number; firstByteMs: number; totalMs: number; bytes: number; lines: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers: { cookie } }, (res) => {
        let firstByteMs = NaN;
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, firstByteMs, totalMs: performance.now() - started, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function readRss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};
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

async function main(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  if (isPostgres) {
    env.DATABASE_URL = target;
    env.UPLOAD_SECRET ??= 'secreto-de-benchmark-0123456789abcdef';
  } else {
    env.DATA_DIR = target;
    delete env.DATABASE_URL;
  }
  // The bin itself, as npx runs it: its shebang's V8 flags are the server's.
  const server = spawn(path.join(root, 'bin/admin-gen.js'), ['serve'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForServer();
    const login = await request('/api/login', 'POST', JSON.stringify(ADMIN));
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const total = (JSON.parse((await request('/api/users?pageSize=1')).body) as { itemsCount: number }).itemsCount;
    console.log(`${isPostgres ? 'PostgreSQL' : `SQLite ${target}`}: ${total} users, ${runs} runs of GET /api/users?format=${format}, sellers list at c=2 meanwhile\n`);
    // Warm-up: the small list alone, so its first compile and the page cache are not in the figures.
    const idle = await autocannon({ url: `${base}/api/sellers`, connections: 2, duration: 5, headers: { cookie } });
    console.log(`sellers alone (c=2, 5 s): p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms, ${idle.requests.average} requests/s\n`);
    console.log('| run | first byte ms | total s | MB | rows | RSS before MB | RSS peak growth MB | sellers p50 / p95 / p99 ms | sellers requests |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    const figures: { firstByte: number; total: number; growth: number; p50: number; p95: number; p99: number }[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const before = readRss(server.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, readRss(server.pid!))), 50);
      let exporting = true;
      const exported = download(`/api/users?format=${format}`).finally(() => (exporting = false));
      // The small list runs until the export ends (autocannon stops itself once `exporting` turns false).
      let instance: autocannon.Instance | undefined;
      const small = new Promise<autocannon.Result>((resolve, reject) => {
        instance = autocannon({ url: `${base}/api/sellers`, connections: process.env.BENCH_ALONE ? 1 : 2, duration: 600, headers: { cookie }, ...(process.env.BENCH_ALONE ? { overallRate: 1 } : {}) }, (error, result) => (error ? reject(error) : resolve(result)));
      });
      const stopper = setInterval(() => {
        if (!exporting) instance?.stop();
      }, 20);
      const [file, load] = await Promise.all([exported, small]);
      clearInterval(stopper);
      clearInterval(sampler);
      if (file.status !== 200) throw new Error(`export answered ${file.status}`);
      const latency = load.latency as typeof load.latency & { p95?: number };
      const p95 = latency.p95 ?? latency.p97_5;
      figures.push({ firstByte: file.firstByteMs, total: file.totalMs, growth: peak - before, p50: latency.p50, p95, p99: latency.p99 });
      console.log(
        `| ${run} | ${fmt(file.firstByteMs)} | ${(file.totalMs / 1000).toFixed(1)} | ${(file.bytes / 1e6).toFixed(1)} | ${format === 'csv' ? file.lines - 1 : '-'} | ${before.toFixed(0)} | ${(peak - before).toFixed(0)} | ${latency.p50} / ${p95} / ${latency.p99} | ${load.requests.total} (${load.non2xx} not 2xx, ${load.errors} errors) |`,
      );
    }
    const pick = (key: keyof (typeof figures)[number]) => median(figures.map((figure) => figure[key]));
    console.log(
      `\nmedians over ${runs} runs: first byte ${fmt(pick('firstByte'))} ms, total ${(pick('total') / 1000).toFixed(1)} s, RSS growth ${pick('growth').toFixed(0)} MB, sellers p50 ${pick('p50')} ms / p95 ${pick('p95')} ms / p99 ${pick('p99')} ms`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
