import path from 'node:path';

/** runtime/ as seen from generated/ when both sit in the project root. */
export const DEFAULT_RUNTIME_DIR = '../runtime';

/** The import path of `<root>/runtime` from `outDir`, with `/` separators: generated modules import the runtime's types and formats through it. */
export function getRuntimeDir(root: string, outDir: string): string {
  const relative = path.relative(path.resolve(outDir), path.resolve(root, 'runtime')).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}
