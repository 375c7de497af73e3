// `npx admin-gen serve` and `npx admin-gen dev`, stopped by the pid npx was given (as a process manager or a shell's
// `kill` does): npm passes the signal to its shell, which dies without passing it on; the server must still go, and
// with it every process it started, leaving the port free.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getFreePort } from '../e2e/support/startApp.js';
import { isPortFree } from '../support/isPortFree.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The same Node that runs the tests runs npx and the CLI.
const ENV: NodeJS.ProcessEnv = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`, HOST: '127.0.0.1', DATABASE_URL: '', DEMO: '', ADMIN_EMAIL: 'stop@example.com', ADMIN_PASSWORD: 'clave-de-parada-123' };

/** The pids below `pid` (Linux's /proc), children first found first. */
function getDescendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent is the 4th field, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // Gone while listed.
    }
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Spawns `npx admin-gen <args>` and resolves once it prints `ready`. */
async function startNpx(args: readonly string[], ready: RegExp, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('npx', ['--no-install', 'admin-gen', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (ready.test(output)) resolve();
      else if (child.exitCode !== null) reject(new Error(`npx admin-gen ${args.join(' ')} exited with ${child.exitCode}:\n${output}`));
      else setTimeout(check, 50);
    };
    check();
  });
  return { child, output: () => output };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// Real processes started through npm: the e2e project's limits, as the other process suites here have.
describe('stopping npx admin-gen by its pid', { timeout: 60_000 }, () => {
  it.each([
    ['serve', /admin-gen: serving http/],
    ['dev', /admin-gen: dev server at http/],
  ])('%s: the server and everything under npx end, and the port is free', async (command, ready) => {
    const port = await getFreePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), `admin-gen-stop-${command}-`));
    folders.push(dataDir);
    let args: string[] = [command, '--port', String(port)];
    if (command === 'dev') {
      mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
      const site = mkdtempSync(path.join(ROOT, 'dist/dev-stop-'));
      folders.push(site);
      cpSync(path.join(ROOT, 'tests/fixtures/basic/schemas'), path.join(site, 'schemas'), { recursive: true });
      args = [...args, '--schemas', path.join(site, 'schemas'), '--out', path.join(site, 'generated')];
    }
    const { child, output } = await startNpx(args, ready, { ...ENV, DATA_DIR: dataDir });
    const tree = getDescendants(child.pid!);
    expect(tree.length).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(false);
    child.kill('SIGTERM');
    await vi.waitFor(async () => {
      expect(tree.filter(isAlive)).toEqual([]);
      expect(await isPortFree(port)).toBe(true);
    }, { timeout: 30_000, interval: 100 });
    expect(output()).not.toMatch(/could not stop cleanly/);
  }, 120_000);
});
