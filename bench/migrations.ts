// Times `migrate plan` and `migrate apply` on a million users for a rename (users.nombre → fullName) and two conversions
// (users.pro boolean → integer → string), and proves no value moved: checksums of every column before and after.
// `npx tsx bench/migrations.ts 1000000 [DATA_DIR | postgres://…/db] [runs]`: fills once (dropping that database's public
// schema!), then migrates a copy per run (a file copy, or a database made from it as a template; the URL's user must create databases).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { runBuild } from '../generator/index.js';
import { loadGenerated } from '../runtime/server/loadGenerated.js';
import { createDatabase, isPostgresUrl, type Database } from '../runtime/server/storage/index.js';
import { applyMigrations, formatMigrationPlan, planMigrations } from '../runtime/server/storage/migrations/schema/index.js';

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
    const text = JSON.stringify(user).replace(/"nombre"/g, '"fullName"').replace(/([{:])nombre\}/g, '$1fullName}');
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

const toText: Change = {
  label: 'convert users.pro integer → string',
  edit: (user) => {
    const copy = structuredClone(user) as { fields: Record<string, Record<string, unknown>>; demo?: { fields?: Record<string, unknown> } };
    copy.fields.pro = { type: 'string', title: copy.fields.pro!.title, maxLength: 1, default: '0' };
    if (copy.demo?.fields?.pro !== undefined) copy.demo.fields.pro = '{pick:0|1}';
    return copy;
  },
  column: convert.column,
};

// Planned only (it needs a decision): what reading the rows at risk costs.
const narrow: Change = {
  label: 'plan only: users.email maxLength 255 → 30 (tooLong)',
  edit: (user) => {
    const copy = structuredClone(user) as { fields: Record<string, Record<string, unknown>> };
    copy.fields.email = { ...copy.fields.email, maxLength: 30 };
    return copy;
  },
  column: { before: 'email', after: 'email', normalize: (value) => String(value) },
};

/**
 * One project copy whose schemas take the changes in turn, built after each as a maintainer would (so each change is
 * its own migration); returns the project and, per change, a copy of generated/ as that build left it.
 */
async function buildStages(changes: readonly Change[]): Promise<{ root: string; stages: string[] }> {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-bench-migrations-'));
  cpSync(path.join(ROOT, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  cpSync(path.join(ROOT, 'generated'), path.join(root, 'generated'), { recursive: true });
  const stages: string[] = [];
  for (const [index, change] of changes.entries()) {
    const file = path.join(root, 'schemas/user.json');
    writeFileSync(file, JSON.stringify(change.edit(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), null, 2));
    // References to users that show the renamed field follow it.
    for (const other of ['lessonProgress.json', 'quizAttempt.json']) {
      const name = path.join(root, 'schemas', other);
      if (change === rename) writeFileSync(name, readFileSync(name, 'utf8').replace(/("entity": "user"[^}]*"secondary": )"nombre"/, '$1"fullName"'));
    }
    await runBuild({ root });
    const stage = path.join(root, `generated-${index + 1}`);
    cpSync(path.join(root, 'generated'), stage, { recursive: true });
    stages.push(stage);
  }
  return { root, stages };
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

/** The store each run migrates: a copy of the filled one (a file copy on SQLite, a template database on PostgreSQL). */
async function copyStore(filled: string, run: number): Promise<string> {
  if (isPostgresUrl(filled)) {
    const url = new URL(filled);
    const template = url.pathname.slice(1);
    const copy = `${template}_run${run}`;
    const admin = new pg.Client({ connectionString: filled.replace(/\/[^/?]*(\?|$)/, '/postgres$1') });
    await admin.connect();
    await admin.query(`drop database if exists "${copy}"`);
    await admin.query(`create database "${copy}" template "${template}"`);
    await admin.end();
    url.pathname = `/${copy}`;
    return url.toString();
  }
  const dir = `${filled}-run${run}`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(filled, dir, { recursive: true });
  return dir;
}

async function dropCopy(store: string): Promise<void> {
  if (!isPostgresUrl(store)) return rmSync(store, { recursive: true, force: true });
  const url = new URL(store);
  const admin = new pg.Client({ connectionString: store.replace(/\/[^/?]*(\?|$)/, '/postgres$1') });
  await admin.connect();
  await admin.query(`drop database if exists "${url.pathname.slice(1)}"`);
  await admin.end();
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1_000_000);
  const target = process.argv[3] ?? path.join(tmpdir(), 'admin-gen-bench-migrations');
  const runs = Number(process.argv[4] ?? 3);
  const times: Record<string, { plan: number[]; apply: number[] }> = {};
  // One fill, then every run migrates a copy of it: the runs differ only by the migration.
  const filling = performance.now();
  // BENCH_REUSE_FILL=1 keeps a store an earlier run of this bench filled (at 0001, as it leaves it).
  if (process.env.BENCH_REUSE_FILL !== '1') execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/fillUsers.ts'), String(count), target], { stdio: 'inherit', cwd: ROOT });
  const base = await loadGenerated(path.join(ROOT, 'generated'));
  const filled = createDatabase(isPostgresUrl(target) ? { databaseUrl: target } : { dataDir: target });
  await applyMigrations(filled, base.migrations, base.entities, {});
  await filled.close();
  console.log(`filled and migrated to 0001 in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  const changes = [rename, convert, toText, narrow];
  const project = await buildStages(changes);
  try {
    const generated = await Promise.all(project.stages.map((stage) => loadGenerated(stage)));
    for (let run = 0; run < runs; run += 1) {
      const store = await copyStore(target, run);
      const database = createDatabase(isPostgresUrl(store) ? { databaseUrl: store } : { dataDir: store });
      try {
        for (const [index, change] of changes.entries()) {
          const site = generated[index]!;
          const before = await checksum(database, change.column.before, change.column.normalize);
          let started = performance.now();
          const plan = await planMigrations(database, site.migrations, site.entities, {});
          const planMs = performance.now() - started;
          if (change === narrow) {
            const risk = plan.steps.flatMap((step) => step.risks).find((candidate) => candidate.code === 'tooLong');
            if (!plan.needsDecision || !risk) throw new Error(`${change.label}: expected a tooLong risk in\n${formatMigrationPlan(plan)}`);
            (times[change.label] ??= { plan: [], apply: [] }).plan.push(planMs);
            console.log(`run ${run + 1}: ${change.label}: plan ${(planMs / 1000).toFixed(2)} s, ${risk.count} rows at risk`);
            continue;
          }
          if (plan.needsDecision) throw new Error(`${change.label}: the plan needs a decision`);
          started = performance.now();
          await applyMigrations(database, site.migrations, site.entities, {});
          const applyMs = performance.now() - started;
          const after = await checksum(database, change.column.after, change.column.normalize);
          if (before.hash !== after.hash || before.rows !== after.rows) throw new Error(`${change.label}: checksums differ (${before.rows} rows ${before.hash} → ${after.rows} rows ${after.hash})`);
          (times[change.label] ??= { plan: [], apply: [] }).plan.push(planMs);
          times[change.label]!.apply.push(applyMs);
          console.log(`run ${run + 1}: ${change.label}: plan ${(planMs / 1000).toFixed(2)} s, apply ${(applyMs / 1000).toFixed(2)} s, ${after.rows} rows, checksum equal (${after.hash.slice(0, 12)}…)`);
        }
      } finally {
        await database.close();
        await dropCopy(store);
      }
    }
  } finally {
    rmSync(project.root, { recursive: true, force: true });
  }
  console.log(`\n${count} users on ${isPostgresUrl(target) ? 'PostgreSQL' : 'SQLite'}, ${runs} runs (median / p95):`);
  for (const [label, { plan, apply }] of Object.entries(times)) {
    const applied = apply.length === 0 ? '' : `; apply ${(median(apply) / 1000).toFixed(2)} / ${(p95(apply) / 1000).toFixed(2)} s`;
    console.log(`  ${label}: plan ${(median(plan) / 1000).toFixed(2)} / ${(p95(plan) / 1000).toFixed(2)} s${applied}`);
  }
}

await main();
