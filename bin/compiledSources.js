// What scripts/compileServer.mjs compiles and where, and whether that output is current: one list for both.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The sources `admin-gen` runs from (web sources are built by Vite into dist/web instead). */
// Every runtime tier the CLI imports (check-api included); the web app alone is Vite's.
export const SOURCE_ROOTS = ['cli.ts', 'generator', 'runtime/checkApi', 'runtime/server', 'runtime/shared', 'generated', 'templates'];
export const COMPILED_DIR = 'dist/node';
/** Written last by a compile: its time is when the output was complete. */
export const COMPILED_STAMP = '.compiled';

/** True when dist/node was compiled after the last change to any source (a stale build must never run). */
export function isCompiledCurrent(root) {
  const stamp = path.join(root, COMPILED_DIR, COMPILED_STAMP);
  if (!existsSync(stamp)) return false;
  const compiledAt = statSync(stamp).mtimeMs;
  return SOURCE_ROOTS.every((source) => isOlderThan(path.join(root, source), compiledAt));
}

function isOlderThan(entry, time) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return true;
  if (!stat.isDirectory()) return stat.mtimeMs <= time;
  // A directory's own time changes when a file is added, removed or renamed in it.
  return stat.mtimeMs <= time && readdirSync(entry).every((name) => isOlderThan(path.join(entry, name), time));
}
