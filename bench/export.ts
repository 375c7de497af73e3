// Measures the users grid's export on a filled store (see fillUsers.ts): `npx tsx bench/export.ts [DATA_DIR | postgres://…] [runs] [format]`.
// Starts the real server (`admin-gen serve`) as a child process, signs in, then per run downloads
// GET /api/users?format=csv (every row) while autocannon asks the sellers list (a small list) at c=2 against 127.0.0.1,
// and prints: time to the first byte, total time, bytes and rows, the server's peak RSS growth over its RSS before the
// run (sampled every 50 ms from /proc), and the small list's p50/p95/p99 during the export; then the medians over runs.
// BENCH_ALONE=1 asks the small list once a second only, to see the export's own memory and time.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { fmt, quantile, startBenchServer, type BenchServer } from './support/startBenchServer.js';

const target = process.argv[2] ?? './bench-data';
const runs = Number(process.argv[3] ?? 3);
const format = process.argv[4] ?? 'csv';
const port = 3900 + Math.floor(Math.random() * 90);

/** Downloads an export, counting bytes and lines without keeping them: first byte and end times in ms. */
function download(server: BenchServer, url: string): Promise<{ status: number; firstByteMs: number; totalMs: number; bytes: number; lines: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${server.base}${url}`, { headers: { cookie: server.cookie() } }, (res) => {
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

async function main(): Promise<void> {
  const server = await startBenchServer(target, port);
  const { base, request } = server;
  try {
    const total = (JSON.parse((await request('/api/users?pageSize=1')).body) as { itemsCount: number }).itemsCount;
    console.log(`${server.isPostgres ? 'PostgreSQL' : `SQLite ${target}`}: ${total} users, ${runs} runs of GET /api/users?format=${format}, sellers list at c=2 meanwhile\n`);
    // Warm-up: the small list alone, so its first compile and the page cache are not in the figures.
    const idle = await autocannon({ url: `${base}/api/sellers`, connections: 2, duration: 5, headers: { cookie: server.cookie() } });
    console.log(`sellers alone (c=2, 5 s): p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms, ${idle.requests.average} requests/s\n`);
    console.log('| run | first byte ms | total s | MB | rows | RSS before MB | RSS peak growth MB | sellers p50 / p95 / p99 ms | sellers requests |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    const figures: { firstByte: number; total: number; growth: number; p50: number; p95: number; p99: number }[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const before = readRss(server.child.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, readRss(server.child.pid!))), 50);
      let exporting = true;
      const exported = download(server, `/api/users?format=${format}`).finally(() => (exporting = false));
      // The small list runs until the export ends (autocannon stops itself once `exporting` turns false).
      let instance: autocannon.Instance | undefined;
      const small = new Promise<autocannon.Result>((resolve, reject) => {
        instance = autocannon({ url: `${base}/api/sellers`, connections: process.env.BENCH_ALONE ? 1 : 2, duration: 600, headers: { cookie: server.cookie() }, ...(process.env.BENCH_ALONE ? { overallRate: 1 } : {}) }, (error, result) => (error ? reject(error) : resolve(result)));
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
    const pick = (key: keyof (typeof figures)[number]) => quantile(figures.map((figure) => figure[key]), 0.5);
    console.log(
      `\nmedians over ${runs} runs: first byte ${fmt(pick('firstByte'))} ms, total ${(pick('total') / 1000).toFixed(1)} s, RSS growth ${pick('growth').toFixed(0)} MB, sellers p50 ${pick('p50')} ms / p95 ${pick('p95')} ms / p99 ${pick('p99')} ms`,
    );
  } finally {
    server.stop();
  }
}

await main();
