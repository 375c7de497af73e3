// Bulk actions at scale: `npm run bench:bulk -- [sqlite | postgres://…] [rows] [runs]` (defaults: sqlite, 100000, 5).
// Fills a fresh store (a temp DATA_DIR, or a database of its own on that PostgreSQL server, dropped at the end) with
// `rows` invoices (Pendiente) and `rows` products — on PostgreSQL then VACUUM ANALYZE, as after any bulk load (without
// it the first job pays for the load: its selection planned without statistics, every row's first visit;
// BULK_BENCH_AFTER_FILL=none shows it) — starts the server in this process and, as the administrator, per
// run: the invoices' transition `issue` on the list's filter (where state=Pendiente) and a `set` of every product's
// pricetag, each timed from the POST to the job's end (polled every 50 ms); the rows are put back between runs (not
// timed). Prints each run, then the median and p95 per action, wall time, this process's CPU time (the server's) and,
// on a PostgreSQL of this machine, its backends' CPU time (BULK_BENCH_STATEMENTS=1: per kind of statement). Targets
// (issue 23): 100k rows ≤ 20 s on SQLite, ≤ 10 s on PostgreSQL.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { createAdminAccount, createDatabase, createServer, loadGenerated, migrate, type Database } from '../runtime/server/index.js';

const target = process.argv[2] ?? 'sqlite';
const rows = Number(process.argv[3] ?? 100_000);
const runs = Number(process.argv[4] ?? 5);
const ADMIN = { email: 'bench@example.com', password: 'clave-de-benchmark-1' };

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function openStore(): Promise<{ database: Database; dataDir: string; title: string; dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bulk-bench-'));
  if (!/^postgres(ql)?:\/\//i.test(target)) {
    const database = createDatabase({ dataDir });
    return { database, dataDir, title: 'SQLite', dispose: async () => (await database.close(), rmSync(dataDir, { recursive: true, force: true })) };
  }
  const name = `bulk_bench_${process.pid}`;
  await adminQuery(target, `create database ${name}`);
  const url = new URL(target);
  url.pathname = `/${name}`;
  const database = createDatabase({ databaseUrl: url.toString() });
  return {
    database,
    dataDir,
    title: 'PostgreSQL',
    dispose: async () => {
      await database.close();
      await adminQuery(target, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function fill(database: Database): Promise<void> {
  const db = database.db;
  const at = Date.UTC(2026, 0, 1);
  await db.insertInto('contents').values({ _id: 'c000000000000000000000001', nombre: 'Curso', posicion: 1 }).execute();
  for (let start = 0; start < rows; start += 1000) {
    const count = Math.min(1000, rows - start);
    const id = (prefix: string, i: number) => `${prefix}${String(start + i).padStart(23, '0')}`;
    await db
      .insertInto('invoices')
      .values(Array.from({ length: count }, (_, i) => ({ _id: id('i', i), voucherNumber: `F-${start + i}`, total: 10 + ((start + i) % 90), state: 'Pendiente', createdAt: new Date(at + (start + i) * 1000).toISOString() })))
      .execute();
    await db
      .insertInto('products')
      .values(Array.from({ length: count }, (_, i) => ({ _id: id('p', i), course: 'c000000000000000000000001', name: `Producto ${start + i}`, pricetag: 10, code: `P-${start + i}` })))
      .execute();
  }
}

/**
 * CPU milliseconds the store's PostgreSQL backends have used, when the server runs on this machine (its processes'
 * /proc/<pid>/stat); null on SQLite or a remote server. On a shared machine it says what the database did, whatever the wait.
 */
async function readDatabaseCpuMs(database: Database): Promise<Map<number, number> | null> {
  if (database.dialect !== 'postgres') return null;
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(database.db);
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime, in clock ticks of 10 ms.
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      return null;
    }
  }
  return used;
}

/** A backend's CPU time in ns (/proc/<pid>/schedstat: time on a CPU), finer than stat's 10 ms ticks. */
function readBackendCpuNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
}

/**
 * BULK_BENCH_STATEMENTS=1 on a PostgreSQL of this machine: each statement's backend CPU (its triggers' included), summed
 * per kind of statement (its text without parameters) over a job, to say where the database's time goes.
 */
const statementCpu = new Map<string, { count: number; ns: number }>();
if (process.env.BULK_BENCH_STATEMENTS === '1') {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client & { processID: number }, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string } | undefined)?.text ?? '');
    const kind = text.replace(/\(\$\d+(, \$\d+)*\)/g, '(…)').replace(/\$\d+/g, '?').replace(/(, \(…\))+/g, ', …').slice(0, 110);
    const pid = this.processID;
    const before = readBackendCpuNs(pid);
    const result = query.apply(this, args);
    const record = () => {
      const used = statementCpu.get(kind) ?? { count: 0, ns: 0 };
      used.count += 1;
      used.ns += readBackendCpuNs(pid) - before;
      statementCpu.set(kind, used);
    };
    if (result instanceof Promise) return result.then((value) => (record(), value), (error: unknown) => (record(), Promise.reject(error)));
    return result;
  } as typeof pg.Client.prototype.query;
}

function printStatementCpu(label: string): void {
  if (statementCpu.size === 0) return;
  const total = [...statementCpu.values()].reduce((sum, used) => sum + used.ns, 0);
  console.log(`  ${label}: backend CPU per statement kind, ms per 1,000 rows (${(total / 1e9).toFixed(2)} s in all)`);
  for (const [kind, used] of [...statementCpu].sort((a, b) => b[1].ns - a[1].ns).slice(0, 12)) {
    console.log(`    ${((used.ns / 1e6 / rows) * 1000).toFixed(1).padStart(7)} ms  ${String(used.count).padStart(5)}×  ${kind}`);
  }
  statementCpu.clear();
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const { app, entities } = await loadGenerated();
const store = await openStore();
try {
  await migrate(store.database, entities);
  const filled = performance.now();
  await fill(store.database);
  console.log(`${store.title}: ${rows} invoices and ${rows} products filled in ${((performance.now() - filled) / 1000).toFixed(1)} s`);
  const afterFill = process.env.BULK_BENCH_AFTER_FILL ?? 'vacuum analyze';
  if (!['vacuum analyze', 'analyze', 'none'].includes(afterFill)) throw new Error(`BULK_BENCH_AFTER_FILL: "vacuum analyze", "analyze" or "none", not "${afterFill}"`);
  if (store.database.dialect === 'postgres' && afterFill !== 'none') {
    const prepared = performance.now();
    await sql.raw(afterFill).execute(store.database.db);
    console.log(`${afterFill}: ${((performance.now() - prepared) / 1000).toFixed(1)} s`);
  }
  await createAdminAccount(store.database, ADMIN);
  const server = await createServer({ entities, app, database: store.database, dataDir: store.dataDir, webRoot: '/nonexistent-web-root' });
  const login = await server.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
  const cookie = login.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
  const headers = { cookie, 'x-csrf-token': (login.json() as { csrfToken: string }).csrfToken };

  // The server runs in this process: its CPU time is this process's (the machine may be shared; wall time then says little alone).
  async function timeJob(url: string, payload: object): Promise<{ ms: number; cpuMs: number; dbCpuMs: number | null; changed: number }> {
    statementCpu.clear();
    const dbBefore = await readDatabaseCpuMs(store.database);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await server.inject({ method: 'POST', url, headers, payload });
    if (response.statusCode !== 202) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    const id = (response.json() as { _id: string })._id;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const job = (await server.inject({ method: 'GET', url: `/api/jobs/${id}`, headers })).json() as { state: string; changed: number; error: string | null };
      if (job.state === 'running') continue;
      if (job.state !== 'done') throw new Error(`job ${id}: ${job.state} ${job.error}`);
      const used = process.cpuUsage(cpu);
      const ms = performance.now() - started;
      const dbAfter = await readDatabaseCpuMs(store.database);
      // A backend that came up during the job counts from zero.
      const dbCpuMs = dbBefore && dbAfter ? [...dbAfter].reduce((sum, [pid, after]) => sum + after - (dbBefore.get(pid) ?? 0), 0) : null;
      return { ms, cpuMs: (used.user + used.system) / 1000, dbCpuMs, changed: job.changed };
    }
  }

  // Back to Pendiente in pieces: one statement over every row would pass PostgreSQL's statement time limit.
  async function resetInvoices(): Promise<void> {
    const db = store.database.db;
    for (;;) {
      const ids = (await db.selectFrom('invoices').select('_id').where('state', '<>', 'Pendiente').limit(5000).execute()).map((row) => String(row._id));
      if (ids.length === 0) return;
      await db.updateTable('invoices').set({ state: 'Pendiente' }).where('_id', 'in', ids).execute();
    }
  }
  const times: Record<string, number[]> = { issue: [], set: [] };
  const cpuTimes: Record<string, number[]> = { issue: [], set: [] };
  const dbCpuTimes: Record<string, number[]> = { issue: [], set: [] };
  for (let run = 1; run <= runs; run += 1) {
    await resetInvoices();
    const issue = await timeJob('/api/invoices/bulk', { action: 'issue', where: { state: 'Pendiente' } });
    printStatementCpu(`run ${run}, issue`);
    const set = await timeJob('/api/products/bulk', { action: 'set', set: { pricetag: 10 + run }, where: {} });
    printStatementCpu(`run ${run}, set`);
    if (issue.changed !== rows || set.changed !== rows) throw new Error(`run ${run}: changed ${issue.changed} invoices, ${set.changed} products of ${rows}`);
    times.issue!.push(issue.ms);
    times.set!.push(set.ms);
    cpuTimes.issue!.push(issue.cpuMs);
    cpuTimes.set!.push(set.cpuMs);
    if (issue.dbCpuMs !== null) dbCpuTimes.issue!.push(issue.dbCpuMs);
    if (set.dbCpuMs !== null) dbCpuTimes.set!.push(set.dbCpuMs);
    const database = (job: { dbCpuMs: number | null }) => (job.dbCpuMs === null ? '' : `, database CPU ${(job.dbCpuMs / 1000).toFixed(2)} s`);
    console.log(
      `run ${run}: issue ${(issue.ms / 1000).toFixed(2)} s (CPU ${(issue.cpuMs / 1000).toFixed(2)} s${database(issue)}), set ${(set.ms / 1000).toFixed(2)} s (CPU ${(set.cpuMs / 1000).toFixed(2)} s${database(set)})`,
    );
  }
  for (const [action, values] of Object.entries(times)) {
    const cpu = cpuTimes[action]!;
    const dbCpu = dbCpuTimes[action]!;
    console.log(
      `${store.title} ${rows} rows, ${action}: median ${(percentile(values, 50) / 1000).toFixed(2)} s, p95 ${(percentile(values, 95) / 1000).toFixed(2)} s; ` +
        `process CPU median ${(percentile(cpu, 50) / 1000).toFixed(2)} s, p95 ${(percentile(cpu, 95) / 1000).toFixed(2)} s` +
        (dbCpu.length > 0 ? `; database CPU median ${(percentile(dbCpu, 50) / 1000).toFixed(2)} s, p95 ${(percentile(dbCpu, 95) / 1000).toFixed(2)} s` : '') +
        ` (${values.length} runs)`,
    );
  }
  await server.close();
} finally {
  await store.dispose();
}
