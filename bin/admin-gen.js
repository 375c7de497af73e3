#!/usr/bin/env -S MALLOC_ARENA_MAX=2 node --max-semi-space-size=16 --heap-growing-percent=25
// The server's young generation as Node 18 had it (16 MB semi-spaces): Node 24's default lets it grow to 128 MB under
// sustained allocation (an export of a million rows), which is memory a server never gives back. And the old generation
// collected at 1.25× its live size, not V8's up to 4×: a fresh server's first export grew its RSS by 120–177 MB, now 49–57.
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (SQLite's read workers, libuv's pool) its own arena,
// which keeps what it once held; two arenas shared: a fresh server's first export grew 53–69 MB, now 43–45.
// Runs the compiled CLI (dist/node, from `npm run build`) when it is current; otherwise the TypeScript sources
// through tsx's loader, so a fresh checkout or an edited source never runs stale code.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPILED_DIR, isCompiledCurrent } from './compiledSources.js';

const root = path.resolve(import.meta.dirname, '..');
if (isCompiledCurrent(root)) {
  await import(pathToFileURL(path.join(root, COMPILED_DIR, 'cli.js')).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli.ts');
}
