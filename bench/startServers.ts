// Start-up of N `admin-gen serve` processes spawned at once on a fresh PostgreSQL database (the schema lock makes
// them take turns): per process, spawn → "serving" line; per run, until the last is up. Prints medians and p95.
// Usage: TEST_DATABASE_URL=postgres://… npx tsx bench/startServers.ts [N=4] [runs=3]
import { createTestDatabase } from '../tests/server/testStores.js';
import { startServerProcess } from '../tests/support/startServerProcess.js';

const n = Number(process.argv[2] ?? 4);
const runs = Number(process.argv[3] ?? 3);
if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');

const each: number[] = [];
const last: number[] = [];
for (let run = 1; run <= runs; run++) {
  const testDatabase = await createTestDatabase('postgres');
  const env = { DATABASE_URL: testDatabase.url!, UPLOAD_SECRET: 'secreto-de-medicion-0123456789abcdef' };
  const servers = await Promise.all(Array.from({ length: n }, () => startServerProcess(env)));
  const times = servers.map((server) => server.startedMs);
  each.push(...times);
  last.push(Math.max(...times));
  console.log(`run ${run}: ${times.map((ms) => `${Math.round(ms)}`).join(', ')} ms (all ${n} up)`);
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await testDatabase.dispose();
}
const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
console.log(`N=${n}, ${runs} runs: per process median ${Math.round(quantile(each, 0.5))} ms, p95 ${Math.round(quantile(each, 0.95))} ms; all up median ${Math.round(quantile(last, 0.5))} ms, p95 ${Math.round(quantile(last, 0.95))} ms; failures 0`);
