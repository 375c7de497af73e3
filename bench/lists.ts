// Measures the users list on a filled store (see fillUsers.ts): `npm run bench:lists -- [DATA_DIR | postgres://…] [runs]`.
// Starts the real server (`admin-gen serve`) as a child process, signs in, then prints p50/p95 of each request run
// sequentially over one keep-alive connection, the throughput of page 1 at c=16, the sellers list's latency while
// page 1 of users runs at c=4, and the server's resident memory afterwards. BENCH_SERVER_ROOT=<checkout> serves from
// another checkout (e.g. the code before a change) with this script's requests.
import { readFileSync } from 'node:fs';
import { fmt, quantile, startBenchServer, type BenchAnswer } from './support/startBenchServer.js';

const target = process.argv[2] ?? './bench-data';
const runs = Number(process.argv[3] ?? 30);
const port = 3900 + Math.floor(Math.random() * 90);
// Sequential measures use one connection at a time; the load below runs up to 16 at once.
const server = await startBenchServer(target, port, 64);
const { request } = server;

/** p50/p95 of `runs` sequential requests after two warm-ups; the body of the last answer. */
async function measure(label: string, url: string | (() => Promise<string>)): Promise<BenchAnswer> {
  const times: number[] = [];
  let last: BenchAnswer | undefined;
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
  console.log(`| ${label} | ${fmt(quantile(times, 0.5))} | ${fmt(quantile(times, 0.95))} | ${count} |`);
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
  return { perSecond: times.length / seconds, errors, p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

function readRss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

async function main(): Promise<void> {
  try {
    console.log(`server up (${server.isPostgres ? 'PostgreSQL' : `SQLite ${target}`}), ${runs} runs per request\n`);

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
    console.log(`sellers while users page 1 runs at c=4 (${users.perSecond.toFixed(0)} requests/s): p50 ${fmt(quantile(sellers, 0.5))} ms, p99 ${fmt(quantile(sellers, 0.99))} ms over ${sellers.length} requests`);
    console.log(`server RSS after the runs: ${readRss(server.child.pid!).toFixed(0)} MB`);
  } finally {
    server.stop();
  }
}

await main();
