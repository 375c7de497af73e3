// What scripts/compileServer.mjs compiles and where, and whether that output is current: one list for both.
import path from 'node:path';
import { isUpToDate } from './isUpToDate.js';

/** The sources `admin-gen` runs from (web sources are built by Vite into dist/web instead). */
// Every runtime tier the CLI imports (check-api included); the web app alone is Vite's.
export const SOURCE_ROOTS = ['cli.ts', 'generator', 'runtime/checkApi', 'runtime/server', 'runtime/shared', 'generated', 'templates'];
export const COMPILED_DIR = 'dist/node';
/** Written last by a compile: its time is when the output was complete. */
export const COMPILED_STAMP = '.compiled';

/** True when dist/node was compiled after the last change to any source (a stale build must never run). */
export function isCompiledCurrent(root) {
  return isUpToDate(
    path.join(root, COMPILED_DIR, COMPILED_STAMP),
    SOURCE_ROOTS.map((source) => path.join(root, source)),
  );
}
