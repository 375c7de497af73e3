import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderLongestFirst, readFileDurations } from './LongestFirstSequencer.js';

type File = { path: string; project: string };
const key = (file: File) => file;

describe('orderLongestFirst', () => {
  it.each([
    ['the recorded longest first, across projects', [{ path: 'a', project: 'node' }, { path: 'b', project: 'e2e' }, { path: 'c', project: 'web' }], { a: 2, b: 90, c: 5 }, ['b', 'c', 'a']],
    ['a file not recorded weighs as its project’s longest, so it starts early', [{ path: 'a', project: 'e2e' }, { path: 'new', project: 'e2e' }, { path: 'c', project: 'node' }], { a: 50, c: 60 }, ['c', 'a', 'new']],
    ['with nothing recorded, the given order', [{ path: 'x', project: 'node' }, { path: 'y', project: 'web' }], {}, ['x', 'y']],
    ['ties keep the given order', [{ path: 'p', project: 'node' }, { path: 'q', project: 'node' }], { p: 3, q: 3 }, ['p', 'q']],
  ] as const)('%s', (_, files, durations, expected) => {
    expect(orderLongestFirst(files, key, durations).map((file) => file.path)).toEqual(expected);
  });

  it('is a permutation whose recorded weights never increase', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ path: fc.string(), project: fc.constantFrom('node', 'web', 'e2e') }), { selector: (file) => file.path }), fc.dictionary(fc.string(), fc.nat(1000)), (files, durations) => {
        const ordered = orderLongestFirst(files, key, durations);
        expect([...ordered].sort((a, b) => a.path.localeCompare(b.path))).toEqual([...files].sort((a, b) => a.path.localeCompare(b.path)));
        const recorded = ordered.filter((file) => Object.hasOwn(durations, file.path)).map((file) => durations[file.path]!);
        expect(recorded).toEqual([...recorded].sort((a, b) => b - a));
      }),
    );
  });
});

describe('readFileDurations', () => {
  it('reads the recorded file, and nothing from a missing or broken one', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'durations-'));
    try {
      writeFileSync(path.join(folder, 'ok.json'), '{"tests/a.test.ts": 1.5}');
      writeFileSync(path.join(folder, 'broken.json'), '{');
      expect(readFileDurations(path.join(folder, 'ok.json'))).toEqual({ 'tests/a.test.ts': 1.5 });
      expect(readFileDurations(path.join(folder, 'broken.json'))).toEqual({});
      expect(readFileDurations(path.join(folder, 'missing.json'))).toEqual({});
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
