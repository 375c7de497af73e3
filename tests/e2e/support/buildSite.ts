import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface BuiltSite {
  /** The generated modules' folder, relative to the project root (serve --generated). */
  readonly generated: string;
  /** The web bundle's folder (serve --web). */
  readonly web: string;
  remove(): void;
}

/** Runs a command from the project root; rejects with its output when it fails. */
export function runCommand(command: string, args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/** A temporary site folder inside dist/, so the generated modules resolve runtime/ and node_modules as generated/ does. */
export function createSiteFolder(prefix = 'site-'): BuiltSite {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const siteDir = mkdtempSync(join(root, `dist/${prefix}`));
  return { generated: relative(root, join(siteDir, 'generated')), web: join(siteDir, 'web'), remove: () => rmSync(siteDir, { recursive: true, force: true }) };
}

/** `admin-gen build --schemas … --out …` (plus any extra arguments, e.g. --check); resolves with what it printed. */
export function buildSiteModel(schemas: string, site: BuiltSite, ...extra: string[]): Promise<string> {
  return runCommand(process.execPath, [join(root, 'bin/admin-gen.js'), 'build', ...extra, '--schemas', schemas, '--out', site.generated]);
}

/** The runtime's web bundle over the site's model. */
export async function buildSiteBundle(site: BuiltSite): Promise<void> {
  await runCommand(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'runtime/web/vite.config.ts', '--outDir', site.web, '--logLevel', 'warn'], {
    ADMIN_GEN_GENERATED: site.generated,
  });
}

/** Another site's model and web bundle from its schemas folder, in a temporary folder inside dist/. */
export async function buildSite(schemas: string): Promise<BuiltSite> {
  const site = createSiteFolder();
  await buildSiteModel(schemas, site);
  await buildSiteBundle(site);
  return site;
}
