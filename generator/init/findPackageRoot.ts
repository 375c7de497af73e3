import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The admin-gen package's folder, from its sources or its compiled copy in dist/node: the nearest package.json named admin-gen. */
export function findPackageRoot(from: string = import.meta.dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'admin-gen') return dir;
    if (path.dirname(dir) === dir) throw new Error(`no admin-gen package.json above ${from}`);
  }
}
