import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A site (`admin-gen init`): a project whose package.json depends on admin-gen and is not admin-gen itself; it gets
 * the runtime from that dependency. Any other project (admin-gen, a folder of schemas) keeps runtime/ beside generated/.
 */
export function isSite(root: string): boolean {
  const manifest = path.join(root, 'package.json');
  if (!existsSync(manifest)) return false;
  let parsed: { name?: unknown; dependencies?: Record<string, unknown> };
  try {
    parsed = JSON.parse(readFileSync(manifest, 'utf8')) as typeof parsed;
  } catch (error) {
    throw new Error(`${manifest} is not valid JSON (${(error as Error).message}); fix it, the build reads it to find the runtime`);
  }
  const { name, dependencies } = parsed;
  return name !== 'admin-gen' && dependencies?.['admin-gen'] !== undefined;
}
