#!/usr/bin/env node
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
