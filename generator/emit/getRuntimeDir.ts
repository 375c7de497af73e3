import path from 'node:path';

/** runtime/ as seen from generated/ when both sit in the project root. */
export const DEFAULT_RUNTIME_DIR = '../runtime';

/** Where a site made by `admin-gen init` finds the runtime: its admin-gen dependency, from the site's root. */
export const SITE_RUNTIME_DIR = 'node_modules/admin-gen/runtime';

/**
 * The import path of the runtime from `outDir`, with `/` separators: generated modules import the runtime's types and
 * formats through it. In admin-gen itself that is `<root>/runtime`; in a site (`isSite`) its dependency's, so the
 * generated files are the same on every machine however the package was installed.
 */
export function getRuntimeDir(root: string, outDir: string, isSite = false): string {
  const runtime = path.resolve(root, isSite ? SITE_RUNTIME_DIR : 'runtime');
  const relative = path.relative(path.resolve(outDir), runtime).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}
