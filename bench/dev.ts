// `admin-gen dev`'s loop, timed as a maintainer lives it: a grid column's title is saved in a schema, and the clock runs
// until Chromium shows the new title on the open grid page (rebuild, model swap, page reload and render included).
// Usage: npm run bench:dev -- [runs=10]. Runs on a copy of this site (schemas/ and generated/) in dist/, on SQLite.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../runtime/testing/launchChromium.js';
import { BENCH_ADMIN, fmt, quantile } from './support/startBenchServer.js';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 10);
const port = 3000 + Math.floor(Math.random() * 2000) + 20_000;
const base = `http://127.0.0.1:${port}`;
// The sellers grid shows one column, the field `name`: its title is the column's header.
const SCHEMA = 'seller.json';
const GRID_ROUTE = '/sellers';

mkdirSync(path.join(root, 'dist'), { recursive: true });
// Inside the project, so the copied model resolves runtime/ and node_modules as generated/ does.
const site = mkdtempSync(path.join(root, 'dist/bench-dev-'));
cpSync(path.join(root, 'schemas'), path.join(site, 'schemas'), { recursive: true });
cpSync(path.join(root, 'generated'), path.join(site, 'generated'), { recursive: true });
const schemaFile = path.join(site, 'schemas', SCHEMA);
const original = readFileSync(schemaFile, 'utf8');

const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(site, 'data'), HOST: '127.0.0.1', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
delete env.DATABASE_URL;
const startedAt = performance.now();
const child = spawn(process.execPath, [path.join(root, 'bin/admin-gen.js'), 'dev', '--schemas', path.join(site, 'schemas'), '--out', path.join(site, 'generated'), '--port', String(port), '--demo'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
const serverLines: string[] = [];
child.stdout.setEncoding('utf8').on('data', (chunk: string) => serverLines.push(...chunk.split('\n').filter(Boolean)));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  await waitForServer();
  const startMs = performance.now() - startedAt;
  const context = await browser.newContext({ baseURL: base });
  const login = await context.request.post('/api/login', { data: BENCH_ADMIN });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();
  const firstLoad = performance.now();
  await page.goto(GRID_ROUTE);
  await page.getByRole('columnheader', { name: 'Nombre' }).waitFor({ timeout: 120_000 });
  const firstLoadMs = performance.now() - firstLoad;

  // A mark on the page's window: still there after the edits means they came by HMR, not by reloading the page.
  await page.evaluate(() => Object.assign(window, { adminGenDevBench: true }));
  const saveToPage: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const title = `Nombre ${run}`;
    const started = performance.now();
    writeFileSync(schemaFile, original.replace('"title": "Nombre"', `"title": "${title}"`));
    await page.getByRole('columnheader', { name: title, exact: true }).waitFor({ timeout: 30_000 });
    saveToPage.push(performance.now() - started);
  }

  const keptPage = await page.evaluate(() => 'adminGenDevBench' in window);

  // A broken schema: the build's error in Vite's overlay; fixed, the overlay goes and the page has the fixed model.
  const brokenAt = performance.now();
  writeFileSync(schemaFile, original.replace('"title": "Nombre"', '"title": 7'));
  await page.locator('vite-error-overlay').waitFor({ timeout: 30_000 });
  const errorMs = performance.now() - brokenAt;
  const fixedAt = performance.now();
  writeFileSync(schemaFile, original);
  await page.getByRole('columnheader', { name: 'Nombre', exact: true }).waitFor({ timeout: 30_000 });
  await page.locator('vite-error-overlay').waitFor({ state: 'detached', timeout: 30_000 });
  const recoverMs = performance.now() - fixedAt;

  console.log(`admin-gen dev on a copy of this site (${runs} edits of ${SCHEMA}'s column title, Chromium on ${GRID_ROUTE})`);
  console.log(`  start (build, store, Vite) until the API answers: ${fmt(startMs)} ms; first page load (Vite's dependency scan): ${fmt(firstLoadMs)} ms`);
  console.log(`  save → new title on the page: median ${fmt(quantile(saveToPage, 0.5))} ms, p95 ${fmt(quantile(saveToPage, 0.95))} ms, max ${fmt(Math.max(...saveToPage))} ms (${keptPage ? 'by HMR: the page was not reloaded' : 'the page reloaded'})`);
  console.log(`  save of a broken schema → error overlay: ${fmt(errorMs)} ms; fixed → overlay gone, page on the model: ${fmt(recoverMs)} ms`);
  const rebuilds = serverLines.filter((line) => line.includes('rebuilt')).map((line) => Number(/in (\d+) ms/.exec(line)?.[1]));
  if (rebuilds.length > 0) console.log(`  of which the server's rebuild and model swap: median ${fmt(quantile(rebuilds, 0.5))} ms, p95 ${fmt(quantile(rebuilds, 0.95))} ms`);
  console.log(`  load average during the run: ${loadavg().map((value) => value.toFixed(1)).join(' ')} (2 cores)`);
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(site, { recursive: true, force: true });
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`admin-gen dev exited with ${child.exitCode}`);
    try {
      await fetch(`${base}/api/session`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('admin-gen dev did not start in 2 minutes');
}
