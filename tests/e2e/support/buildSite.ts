import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface SiteFolders {
  /** The generated modules' folder, relative to the project root (serve --generated). */
  readonly generated: string;
  /** The web bundle's folder (serve --web). */
  readonly web: string;
}

export interface BuiltSite extends SiteFolders {
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

// What a built site depends on besides its schemas: the generator and runtime, the CLI and the locked packages.
const SITE_SOURCES = ['generator', 'runtime', 'bin', 'cli.ts', 'package-lock.json'];

/** The project-relative files under `path` (or `path` itself), sorted. */
function listFiles(path: string): string[] {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** A hash of the paths and contents of the schemas folder and SITE_SOURCES: equal hashes build the same site. */
function hashSiteSources(schemas: string): string {
  const hash = createHash('sha256');
  for (const file of [schemas, ...SITE_SOURCES].flatMap(listFiles)) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Another site's model and web bundle from its schemas folder, built once into dist/site-<hash> and shared by every
 * file (and later runs) while its sources are unchanged: suites only read it, and serve their own DATA_DIR.
 */
export async function buildSite(schemas: string): Promise<SiteFolders> {
  const folder = join(root, 'dist', `site-${hashSiteSources(schemas)}`);
  const shared: SiteFolders = { generated: relative(root, join(folder, 'generated')), web: join(folder, 'web') };
  if (existsSync(folder)) return shared;
  // Built beside it and renamed into place in one step, so a reader never sees half a site; if another file
  // renamed its own build first, both are the same and this one is dropped.
  const site = createSiteFolder('building-');
  try {
    await buildSiteModel(schemas, site);
    await buildSiteBundle(site);
    renameSync(join(root, site.generated, '..'), folder);
  } catch (error) {
    site.remove();
    if (!existsSync(folder)) throw error;
  }
  // The sites of older sources are never read again.
  for (const name of readdirSync(join(root, 'dist'))) {
    if (/^site-[0-9a-f]{16}$/.test(name) && join(root, 'dist', name) !== folder) rmSync(join(root, 'dist', name), { recursive: true, force: true });
  }
  return shared;
}
