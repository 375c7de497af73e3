// Measures the products grid's import of a 100 000-row CSV: `npm run bench:import -- [rows] [runs] [sqlite|postgres]`,
// on SQLite (a temporary DATA_DIR) and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL database,
// there too (its public schema is dropped and made anew). In process: the site's generated model, createServer,
// requests through inject (no sockets), signed in as an administrator. Per store: `runs` dry runs of the file on an
// empty table (every line a create), then the apply (one transaction), then `runs` dry runs of the same file again
// (every line unchanged) and one apply that writes nothing; prints each time, and the median and p95 of the dry runs.
// Target (issue 23): a 100k-row dry run ≤ 20 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createAdminAccount, createDatabase, createServer, loadGenerated, migrate, type Database } from '../runtime/server/index.js';

const rows = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 5);
// `sqlite` or `postgres` measures that store alone; default both (PostgreSQL when a URL is given).
const only = process.argv[4];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'bench@example.com', password: 'clave-de-benchmark-1' };
const COURSES = 20;

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** The file an export of the products grid would be: its headers, Spanish numbers and dates, courses by their names. */
function getFile(): Buffer {
  const lines = ['Nombre;Curso;Precio de referencia;Código;Vencimiento de las claves'];
  for (let index = 0; index < rows; index += 1) {
    const day = String((index % 28) + 1).padStart(2, '0');
    lines.push(`Producto ${index};Curso ${index % COURSES};${(index % 500) + 10},50;P-${String(index).padStart(6, '0')};${day}/06/2027`);
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

async function measure(title: string, database: Database, dataDir: string): Promise<void> {
  const { entities, app } = await loadGenerated();
  await migrate(database, entities);
  for (let index = 0; index < COURSES; index += 1) await database.db.insertInto('contents').values({ _id: `course-${index}`, nombre: `Curso ${index}`, posicion: index + 1 }).execute();
  await createAdminAccount(database, ADMIN);
  const server = await createServer({ entities, app, database, dataDir, webRoot: '/nonexistent-web-root', logger: false });
  try {
    const login = await server.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const csrf = (JSON.parse(login.body) as { csrfToken: string }).csrfToken;
    const file = getFile();
    const post = async (dryRun: boolean) => {
      const started = performance.now();
      const response = await server.inject({ method: 'POST', url: `/api/products/import?dryRun=${dryRun}`, payload: file, headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'text/csv' } });
      const ms = performance.now() - started;
      const report = JSON.parse(response.body) as { created: number; updated: number; unchanged: number; errorCount: number };
      if (response.statusCode !== 200 || report.errorCount > 0) throw new Error(`import answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
      return { ms, report };
    };
    console.log(`\n${title}: ${rows} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB CSV\n`);
    console.log('| step | s | created | updated | unchanged |');
    console.log('|---|---|---|---|---|');
    const print = (step: string, { ms, report }: Awaited<ReturnType<typeof post>>) => console.log(`| ${step} | ${seconds(ms)} | ${report.created} | ${report.updated} | ${report.unchanged} |`);
    const creating: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await post(true);
      creating.push(result.ms);
      print(`dry run ${run} (creates)`, result);
    }
    print('apply (one transaction)', await post(false));
    const unchanged: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await post(true);
      unchanged.push(result.ms);
      print(`dry run ${run} (unchanged)`, result);
    }
    print('apply again (writes nothing)', await post(false));
    console.log(`\n${title} dry run, every line a create: median ${seconds(percentile(creating, 0.5))} s, p95 ${seconds(percentile(creating, 0.95))} s`);
    console.log(`${title} dry run, every line unchanged: median ${seconds(percentile(unchanged, 0.5))} s, p95 ${seconds(percentile(unchanged, 0.95))} s`);
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-bench-import-'));
  if (only !== 'postgres') {
    const sqlite = createDatabase({ dataDir });
    try {
      await measure('SQLite', sqlite, dataDir);
    } finally {
      await sqlite.close();
    }
  }
  if (postgresUrl && only !== 'sqlite') {
    const postgres = createDatabase({ databaseUrl: postgresUrl });
    try {
      // A fresh database each time (its public schema dropped!): the bench's rows must not meet an earlier run's.
      await sql`drop schema if exists public cascade`.execute(postgres.db);
      await sql`create schema public`.execute(postgres.db);
      await measure('PostgreSQL', postgres, dataDir);
    } finally {
      await postgres.close();
    }
  } else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database the bench may fill.');
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
