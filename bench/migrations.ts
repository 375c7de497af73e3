// Times `migrate plan` and `migrate apply` on a million users for a rename (users.nombre → fullName) and a conversion
// (users.pro boolean → integer), and proves no value moved: checksums of every column before and after.
// `npx tsx bench/migrations.ts 1000000 [DATA_DIR | postgres://…] [runs]` (the fill drops a PostgreSQL schema's tables!).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { runBuild } from '../generator/index.js';
import { loadGenerated } from '../runtime/server/loadGenerated.js';
import { createDatabase, isPostgresUrl, type Database } from '../runtime/server/storage/index.js';
import { applyMigrations, planMigrations } from '../runtime/server/storage/migrations/schema/index.js';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Change {
  readonly label: string;
  /** Edits schemas/user.json of a copy of the project. */
  readonly edit: (user: Record<string, unknown>) => Record<string, unknown>;
  /** The column whose values must read the same after (its name after the change) and how a value reads the same. */
  readonly column: { before: string; after: string; normalize: (value: unknown) => string };
}

const rename: Change = {
  label: 'rename users.nombre → fullName',
  edit: (user) => {
    const text = JSON.stringify(user).replace(/"nombre"/g, '"fullName"').replace(/\{nombre\}/g, '{fullName}');
    return { ...JSON.parse(text), migrate: { fullName: { renamedFrom: 'nombre' } } };
  },
  column: { before: 'nombre', after: 'fullName', normalize: (value) => String(value) },
};

const convert: Change = {
  label: 'convert users.pro boolean → integer',
  edit: (user) => {
    const copy = structuredClone(user) as { fields: Record<string, Record<string, unknown>>; demo?: { fields?: Record<string, unknown> }; grids?: unknown };
    copy.fields.pro = { type: 'integer', title: copy.fields.pro!.title, minimum: 0, maximum: 1, default: 0 };
    if (copy.demo?.fields?.pro !== undefined) copy.demo.fields.pro = '{int:0:1}';
    // A boolean filter on it goes: the grid keeps the column, drawn as a number.
    return JSON.parse(JSON.stringify(copy).replace(/\{"field":"pro","filter":"boolean"\}/g, '{"field":"pro"}'));
  },
  // true/false and 1/0 read the same: the conversion keeps every value.
  column: { before: 'pro', after: 'pro', normalize: (value) => (value === true || value === 1 || value === '1' ? '1' : value === null ? 'null' : '0') },
};

/** A project copy whose schemas take `changes` in turn, built after each, into its own generated/; returns its generated dir. */
function buildProject(changes: readonly Change[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-bench-migrations-'));
  cpSync(path.join(ROOT, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  cpSync(path.join(ROOT, 'generated'), path.join(root, 'generated'), { recursive: true });
  for (const change of changes) {
    const file = path.join(root, 'schemas/user.json');
    writeFileSync(file, JSON.stringify(change.edit(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), null, 2));
  }
  return root;
}

async function checksum(database: Database, column: string, normalize: (value: unknown) => string): Promise<{ rows: number; hash: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  let after = '';
  // Pages by _id: constant memory whatever the table's size.
  for (;;) {
    const page = await sql<{ _id: string; value: unknown }>`select _id, ${sql.ref(column)} as value from users where _id > ${after} order by _id limit 50000`.execute(database.db);
    if (page.rows.length === 0) break;
    for (const row of page.rows) hash.update(`${row._id}\t${normalize(row.value)}\n`);
    rows += page.rows.length;
    after = page.rows.at(-1)!._id;
  }
  return { rows, hash: hash.digest('hex') };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1_000_000);
  const target = process.argv[3] ?? path.join(tmpdir(), 'admin-gen-bench-migrations');
  const runs = Number(process.argv[4] ?? 3);
  const options = isPostgresUrl(target) ? { databaseUrl: target } : { dataDir: target };
  const times: Record<string, { plan: number[]; apply: number[] }> = {};
  for (let run = 0; run < runs; run += 1) {
    execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/fillUsers.ts'), String(count), target], { stdio: 'inherit', cwd: ROOT });
    const steps: Change[] = [];
    const base = await loadGenerated(path.join(ROOT, 'generated'));
    const first = createDatabase(options);
    await applyMigrations(first, base.migrations, base.entities, {});
    await first.close();
    for (const change of [rename, convert]) {
      steps.push(change);
      const root = buildProject(steps);
      await runBuild({ root });
      const generated = await loadGenerated(path.join(root, 'generated'));
      const database = createDatabase(options);
      try {
        const before = await checksum(database, change.column.before, change.column.normalize);
        let started = performance.now();
        const plan = await planMigrations(database, generated.migrations, generated.entities, {});
        const planMs = performance.now() - started;
        if (plan.needsDecision) throw new Error(`${change.label}: the plan needs a decision`);
        started = performance.now();
        await applyMigrations(database, generated.migrations, generated.entities, {});
        const applyMs = performance.now() - started;
        const after = await checksum(database, change.column.after, change.column.normalize);
        if (before.hash !== after.hash || before.rows !== after.rows) throw new Error(`${change.label}: checksums differ (${before.rows} rows ${before.hash} → ${after.rows} rows ${after.hash})`);
        (times[change.label] ??= { plan: [], apply: [] }).plan.push(planMs);
        times[change.label]!.apply.push(applyMs);
        console.log(`run ${run + 1}: ${change.label}: plan ${(planMs / 1000).toFixed(2)} s, apply ${(applyMs / 1000).toFixed(2)} s, ${after.rows} rows, checksum equal (${after.hash.slice(0, 12)}…)`);
      } finally {
        await database.close();
        rmSync(root, { recursive: true, force: true });
      }
    }
  }
  console.log(`\n${count} users on ${isPostgresUrl(target) ? 'PostgreSQL' : 'SQLite'}, ${runs} runs (median / p95):`);
  for (const [label, { plan, apply }] of Object.entries(times)) {
    console.log(`  ${label}: plan ${(median(plan) / 1000).toFixed(2)} / ${(p95(plan) / 1000).toFixed(2)} s; apply ${(median(apply) / 1000).toFixed(2)} / ${(p95(apply) / 1000).toFixed(2)} s`);
  }
}

await main();
