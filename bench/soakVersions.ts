// Soak of concurrent edits: the real server (`admin-gen serve --demo`, compiled: run `npm run build` first) and two
// signed-in sessions over HTTP, each making N successful updates to the same 20 products (their price + 1, at the
// version the session last saw; a 412 answers the current row and the change is made again from it). Prints the
// updates, the 412s, the lost updates (200s the prices do not hold) and the latencies; then the same edits with
// If-Match: * (no versions), to show what they prevent.
// Usage: npx tsx bench/soakVersions.ts [updatesPerSession=2000] [inFlight=4] [postgres://… | sqlite]
import { createTestDatabase, type TestDatabase } from '../tests/server/testStores.js';
import { fetchAs, signInOverHttp, startServerProcess } from '../tests/support/startServerProcess.js';
import { percentile, runVersionSoak, type SoakSession } from '../tests/support/runVersionSoak.js';

const updatesPerSession = Number(process.argv[2] ?? 2000);
const inFlight = Number(process.argv[3] ?? 4);
const storeArgument = process.argv[4] ?? 'sqlite';
const ROWS = 20;

type Row = Record<string, unknown>;

let testDatabase: TestDatabase | undefined;
const env: Record<string, string> = {};
if (storeArgument !== 'sqlite') {
  if (!process.env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = storeArgument;
  testDatabase = await createTestDatabase('postgres');
  Object.assign(env, { DATABASE_URL: testDatabase.url!, UPLOAD_SECRET: 'secreto-de-medicion-0123456789abcdef' });
}
const server = await startServerProcess(env, ['--demo']);
try {
  const sessions: SoakSession[] = [];
  for (let index = 0; index < 2; index += 1) {
    const keys = await signInOverHttp(server.url);
    sessions.push({
      async send({ method, url, body, headers }) {
        const response = await fetchAs(keys, `${server.url}${url}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
        const text = await response.text();
        return { status: response.status, data: text === '' ? null : (JSON.parse(text) as unknown) };
      },
    });
  }
  const list = async (): Promise<Row[]> => {
    const answer = await sessions[0]!.send({ method: 'GET', url: `/api/products?pageIndex=1&pageSize=${ROWS}&sortField=name&sortOrder=asc` });
    return (answer.data as { data: Row[] }).data;
  };
  const rows = await list();
  if (rows.length < ROWS) throw new Error(`the demo has ${rows.length} products, fewer than ${ROWS}`);
  const store = testDatabase ? 'PostgreSQL' : 'SQLite';
  console.log(`${store}: 2 sessions × ${updatesPerSession} updates of the same ${ROWS} products (price + 1), ${inFlight} requests in flight per session`);
  console.log('| If-Match | 200s | 412s | other | lost updates | wall s | updates/s | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const ifMatch of ['version', 'any'] as const) {
    const result = await runVersionSoak(
      { sessions, rows: await list(), field: 'pricetag', update: (id) => ({ method: 'POST', url: `/api/products/${id}/update` }), updatesPerSession, inFlight, ifMatch },
      list,
    );
    const label = ifMatch === 'version' ? 'the version seen' : '`*` (any version)';
    const fmt = (ms: number) => ms.toFixed(1);
    console.log(
      `| ${label} | ${result.updates} | ${result.conflicts} | ${result.errors} | ${result.lostUpdates} | ${(result.ms / 1000).toFixed(1)} | ${Math.round(result.updates / (result.ms / 1000))} | ${fmt(percentile(result.latencies, 50))} | ${fmt(percentile(result.latencies, 95))} | ${fmt(percentile(result.latencies, 99))} |`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await testDatabase?.dispose();
}
