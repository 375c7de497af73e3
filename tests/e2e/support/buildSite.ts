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

/**
 * Another site's model and web bundle from its schemas folder (`admin-gen build --schemas … --out …`, then the runtime's
 * bundle over that model), in a temporary folder inside dist/ so the generated modules resolve runtime/ as generated/ does.
 */
export async function buildSite(schemas: string): Promise<BuiltSite> {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const siteDir = mkdtempSync(join(root, 'dist/site-'));
  const generated = relative(root, join(siteDir, 'generated'));
  const web = join(siteDir, 'web');
  await runCommand(process.execPath, [join(root, 'bin/admin-gen.js'), 'build', '--schemas', schemas, '--out', generated]);
  await runCommand(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'runtime/web/vite.config.ts', '--outDir', web, '--logLevel', 'warn'], {
    ADMIN_GEN_GENERATED: generated,
  });
  return { generated, web, remove: () => rmSync(siteDir, { recursive: true, force: true }) };
}
