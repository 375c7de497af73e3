import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStore } from './UploadStore.js';

/** Uploads under `root/<folder>/<name>` on this machine's disk: one server, or several sharing the folder. */
export function createDiskStore(root: string): UploadStore {
  /** The absolute path, refused unless it stays inside `root/<folder>/`. */
  const resolve = (folder: string, name: string): string => {
    const resolved = path.resolve(root, folder, name);
    if (!resolved.startsWith(path.join(root, folder) + path.sep)) throw new Error(`upload path outside its folder: ${folder}/${name}`);
    return resolved;
  };
  return {
    kind: 'disk',
    save: async (folder, name, filePath) => {
      const target = resolve(folder, name);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(filePath, target);
    },
    open: async (folder, name) => {
      const filePath = resolve(folder, name);
      const info = await stat(filePath).catch(() => undefined);
      return info?.isFile() ? { path: filePath, release: async () => {} } : undefined;
    },
    remove: async (folder, name) => rm(resolve(folder, name), { force: true }),
    check: async () => access(root),
  };
}
