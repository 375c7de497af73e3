// What a generated column (a computed field over its own row, storage/generated) costs a write: `npm run
// bench:generated -- [postgres://…] [rows] [runs]` (defaults: 20000 rows, 9 runs). On SQLite (a temp DATA_DIR) and,
// given a URL, on PostgreSQL (a database of its own on that server, dropped at the end), per run and table, `rows`
// rows written two ways: through the store (Kysely, 500-row INSERTs in one transaction: what an import or a job
// does) and as one `INSERT … SELECT` over a recursive counter in SQL (the database's own cost alone). Tables: plain
// (`amount` written, by the server or in the SELECT as `quantity * price`), a generated `amount = quantity * price`,
// and a generated `ratio = price / quantity` (quotients have 17 digits: rounded by the numeric cast). Tables are
// emptied between runs (not timed) and the order rotates. Prints the median and p95 wall time per table and way, on
// a PostgreSQL of this machine its backends' CPU time too (10 ms ticks), each against the plain table's, the load
// average, and checks every generated value equals the server's (evaluateExpression).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { normalize, validateSchemas, type EntitySchemaInput, type LoadedFile } from '../generator/index.js';
import { loadBuiltinEntities } from '../generator/load/loadBuiltinEntities.js';
import { createDatabase, migrate, type Database } from '../runtime/server/index.js';
import { computeFields, getComputedFields, type EntityDefinition } from '../runtime/shared/index.js';

const url = process.argv[2] && /^postgres(ql)?:\/\//i.test(process.argv[2]) ? process.argv[2] : null;
const numbers = process.argv.slice(url ? 3 : 2).map(Number);
const rows = numbers[0] ?? 20_000;
const runs = numbers[1] ?? 9;
const CHUNK = 500;

/** One bench entity: quantity, price and a number field, computed by `expression` or typed. */
function schemaOf(entity: string, field: string, expression: string | null): EntitySchemaInput {
  return {
    entity,
    label: { one: entity, many: entity },
    fields: {
      _id: { type: 'string', title: 'Id', readOnly: true },
      quantity: { type: 'integer', title: 'Cantidad' },
      price: { type: 'number', title: 'Precio' },
      [field]: { type: 'number', title: 'Valor' },
    },
    ...(expression && { computed: { [field]: expression } }),
  } as unknown as EntitySchemaInput;
}

const TABLES = [
  { label: 'plain (amount written)', schema: schemaOf('benchPlain', 'amount', null), field: 'amount', expression: 'quantity * price' },
  { label: 'generated amount = quantity * price', schema: schemaOf('benchProduct', 'amount', 'quantity * price'), field: 'amount', expression: null },
  { label: 'generated ratio = price / quantity', schema: schemaOf('benchQuotient', 'ratio', 'price / quantity'), field: 'ratio', expression: null },
] as const;

function buildEntities(): readonly EntityDefinition[] {
  const files: LoadedFile[] = TABLES.map(({ schema }) => ({ path: `${schema.entity}.json`, source: `schemas/${schema.entity}.json`, data: schema }));
  const app: LoadedFile = { path: 'app.json', source: 'schemas/app.json', data: { title: 'Bench' } };
  return normalize(validateSchemas({ app, entities: [...loadBuiltinEntities(files, app), ...files] })).entities;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function openStore(dialect: 'sqlite' | 'postgres'): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'generated-bench-'));
  if (dialect === 'sqlite') {
    const database = createDatabase({ dataDir });
    return { database, dispose: async () => (await database.close(), rmSync(dataDir, { recursive: true, force: true })) };
  }
  const name = `generated_bench_${process.pid}`;
  await adminQuery(`create database ${name}`);
  const target = new URL(url!);
  target.pathname = `/${name}`;
  const database = createDatabase({ databaseUrl: target.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU milliseconds of this database's PostgreSQL backends (/proc/<pid>/stat, 10 ms ticks); null on SQLite or a remote server. */
async function readDatabaseCpuMs(database: Database): Promise<number | null> {
  if (database.dialect !== 'postgres') return null;
  const { rows: backends } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(database.db);
  let used = 0;
  for (const { pid } of backends) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return null;
    }
  }
  return used;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** The rows in 500-row INSERTs, one transaction, as the store's writes go. */
async function writeThroughStore(database: Database, table: string, inserted: readonly Record<string, unknown>[]): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (let start = 0; start < inserted.length; start += CHUNK) await trx.insertInto(table).values(inserted.slice(start, start + CHUNK)).execute();
  });
}

/** The same rows made by the database itself: one statement over a recursive counter (both engines take it). */
async function writeInSql(database: Database, table: string, plain: boolean): Promise<void> {
  const id = database.dialect === 'postgres' ? `'r' || lpad(cast(i - 1 as text), 23, '0')` : `'r' || substr('00000000000000000000000' || (i - 1), -23)`;
  const price = `((i - 1) * 7919 % 100000) / 100.0`;
  const columns = plain ? '"_id", "quantity", "price", "amount"' : '"_id", "quantity", "price"';
  const select = `${id}, 1 + (i - 1) % 50, ${price}${plain ? `, (1 + (i - 1) % 50) * (${price})` : ''}`;
  await sql.raw(`with recursive counter(i) as (select 1 union all select i + 1 from counter where i < ${rows}) insert into "${table}" (${columns}) select ${select} from counter`).execute(database.db);
}

async function bench(dialect: 'sqlite' | 'postgres', entities: readonly EntityDefinition[]): Promise<void> {
  const store = await openStore(dialect);
  try {
    const { db } = store.database;
    await migrate(store.database, entities);
    const entityOf = (name: string) => entities.find((entity) => entity.entity === name)!;
    // Quantities 1–50 and prices in cents: what an invoice line holds.
    const values = Array.from({ length: rows }, (_, i) => ({ _id: `r${String(i).padStart(23, '0')}`, quantity: 1 + (i % 50), price: ((i * 7919) % 100_000) / 100 }));
    const plainRows = values.map((row) => ({ ...row, amount: computeFields(getComputedFields(entityOf('benchProduct')), row).amount }));
    const ways = [
      { label: 'through the store', write: (table: string, index: number) => writeThroughStore(store.database, table, index === 0 ? plainRows : values) },
      { label: 'one INSERT … SELECT', write: (table: string, index: number) => writeInSql(store.database, table, index === 0) },
    ];
    console.log(`${dialect}: ${rows} rows × ${runs} runs, load average at start ${load()}`);
    for (const way of ways) {
      const wall = TABLES.map(() => [] as number[]);
      const cpu = TABLES.map(() => [] as number[]);
      for (let run = 0; run < runs; run++) {
        for (let step = 0; step < TABLES.length; step++) {
          const index = (run + step) % TABLES.length;
          const table = entityOf(TABLES[index]!.schema.entity).table;
          await db.deleteFrom(table).execute();
          const cpuBefore = await readDatabaseCpuMs(store.database);
          const started = performance.now();
          await way.write(table, index);
          wall[index]!.push(performance.now() - started);
          const cpuAfter = await readDatabaseCpuMs(store.database);
          if (cpuBefore !== null && cpuAfter !== null) cpu[index]!.push(cpuAfter - cpuBefore);
        }
      }
      console.log(`  ${way.label}:`);
      const plainMedian = percentile(wall[0]!, 50);
      const plainCpu = cpu[0]!.length > 0 ? percentile(cpu[0]!, 50) : null;
      for (const [index, { label }] of TABLES.entries()) {
        const times = wall[index]!;
        const median = percentile(times, 50);
        const cpuMedian = cpu[index]!.length > 0 ? percentile(cpu[index]!, 50) : null;
        const cpuText = cpuMedian !== null ? `; database CPU median ${cpuMedian} ms, p95 ${percentile(cpu[index]!, 95)} ms (×${(cpuMedian / Math.max(plainCpu!, 1)).toFixed(2)})` : '';
        console.log(`    ${label}: median ${median.toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (×${(median / plainMedian).toFixed(2)} the plain table's)${cpuText}`);
      }
    }
    // The bench's rows, as the database computed them, against the server's evaluation.
    for (const { schema, field } of TABLES.slice(1)) {
      const entity = entityOf(schema.entity);
      const stored = await db.selectFrom(entity.table).select(['_id', field]).orderBy('_id').execute();
      const differing = stored.filter((row, i) => row[field] !== computeFields(getComputedFields(entity), values[i]!)[field]);
      if (stored.length !== rows || differing.length > 0) throw new Error(`${schema.entity}.${field}: ${differing.length} of ${stored.length} rows differ from the server's value (first: ${JSON.stringify(differing[0])})`);
    }
    console.log(`  every generated value equals the server's; load average at end ${load()}`);
  } finally {
    await store.dispose();
  }
}

const entities = buildEntities();
await bench('sqlite', entities);
if (url) await bench('postgres', entities);
