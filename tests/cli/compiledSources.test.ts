import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILED_DIR, COMPILED_STAMP, SOURCE_ROOTS, isCompiledCurrent } from '../../bin/compiledSources.js';

/** A project whose every source and the stamp carry the given times (seconds since the epoch). */
function project(times: { sources: number; stamp?: number }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-compiled-'));
  for (const source of SOURCE_ROOTS) {
    const file = source.endsWith('.ts') ? path.join(root, source) : path.join(root, source, 'a.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
    utimesSync(file, times.sources, times.sources);
    if (file !== path.join(root, source)) utimesSync(path.dirname(file), times.sources, times.sources);
  }
  if (times.stamp !== undefined) {
    mkdirSync(path.join(root, COMPILED_DIR), { recursive: true });
    writeFileSync(path.join(root, COMPILED_DIR, COMPILED_STAMP), '');
    utimesSync(path.join(root, COMPILED_DIR, COMPILED_STAMP), times.stamp, times.stamp);
  }
  return root;
}

describe('isCompiledCurrent', () => {
  const roots: string[] = [];
  const make = (times: { sources: number; stamp?: number }) => {
    const root = project(times);
    roots.push(root);
    return root;
  };
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it.each([
    ['never compiled', { sources: 1000 }, false],
    ['compiled after every source', { sources: 1000, stamp: 2000 }, true],
    ['compiled before the sources', { sources: 2000, stamp: 1000 }, false],
  ])('%s → %s', (_name, times, expected) => {
    expect(isCompiledCurrent(make(times))).toBe(expected);
  });

  it.each(SOURCE_ROOTS)('is stale once a file of %s changes after the compile', (source) => {
    const root = make({ sources: 1000, stamp: 2000 });
    const file = source.endsWith('.ts') ? path.join(root, source) : path.join(root, source, 'a.ts');
    utimesSync(file, 3000, 3000);
    expect(isCompiledCurrent(root)).toBe(false);
  });

  it('is stale once a file is added to or removed from a source folder (its folder time changes)', () => {
    const root = make({ sources: 1000, stamp: 2000 });
    const folder = path.join(root, 'generator');
    utimesSync(folder, 3000, 3000);
    expect(isCompiledCurrent(root)).toBe(false);
  });
});

describe('SOURCE_ROOTS', () => {
  // runtime/testing is no command's: a site's own vitest runs it from its sources.
  it('holds every runtime tier but the web app (which Vite builds) and the site checks (vitest), so no compiled command misses a module', () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const tiers = readdirSync(path.join(repo, 'runtime'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'web' && entry.name !== 'testing');
    expect(tiers.length).toBeGreaterThan(0);
    for (const tier of tiers) expect(SOURCE_ROOTS).toContain(`runtime/${tier.name}`);
  });
});
