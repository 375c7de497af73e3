// The users grid's search box (`q`) on a filled store (see fillUsers.ts): `npm run bench:search -- [DATA_DIR | postgres://…] [runs]`.
// Starts the real server (`admin-gen serve`, which converges the search's indexes on start), signs in, and per request
// runs it `runs` times sequentially on one keep-alive connection after two warm-ups; prints p50/p95 in ms and the
// request's itemsCount. Targets (issue 23): 1M users, p95 ≤ 150 ms for a 3-letter q, ≤ 10 ms when nothing matches.
import { fmt, quantile, startBenchServer } from './support/startBenchServer.js';

const target = process.argv[2] ?? './bench-data';
const runs = Number(process.argv[3] ?? 20);
const port = 3990 + Math.floor(Math.random() * 9);

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

async function main(): Promise<void> {
  const started = performance.now();
  const server = await startBenchServer(target, port);
  const { request } = server;
  try {
    console.log(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s (the converge builds any new search index)`);
    const total = (JSON.parse((await request('/api/users?pageSize=1')).body) as { itemsCount: number }).itemsCount;
    console.log(`${server.isPostgres ? 'PostgreSQL' : `SQLite ${target}`}: ${total} users, ${runs} runs each, GET /api/users?<q>&pageSize=20\n`);
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
    server.stop();
  }
}

await main();
