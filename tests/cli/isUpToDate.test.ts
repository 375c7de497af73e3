import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isUpToDate } from '../../bin/isUpToDate.js';

describe('isUpToDate', () => {
  let folder: string;
  const at = (file: string, seconds: number): void => utimesSync(path.join(folder, file), seconds, seconds);
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'up-to-date-'));
    mkdirSync(path.join(folder, 'inputs/deep'), { recursive: true });
    writeFileSync(path.join(folder, 'inputs/deep/a.ts'), 'a');
    writeFileSync(path.join(folder, 'inputs/b.ts'), 'b');
    writeFileSync(path.join(folder, 'stamp'), '');
    for (const entry of ['inputs/deep/a.ts', 'inputs/deep', 'inputs/b.ts', 'inputs']) at(entry, 1_000);
    at('stamp', 2_000);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  const check = (...inputs: string[]) => isUpToDate(path.join(folder, 'stamp'), inputs.map((input) => path.join(folder, input)));

  const cases: [string, () => void, boolean][] = [
    ['every input older than the stamp', () => undefined, true],
    ['a file changed after it, however deep', () => at('inputs/deep/a.ts', 3_000), false],
    ['a file added or removed (its folder changed)', () => at('inputs/deep', 3_000), false],
    ['no stamp (never made)', () => rmSync(path.join(folder, 'stamp')), false],
  ];
  it.each(cases)('%s', (_, change, expected) => {
    change();
    expect(check('inputs', 'missing-lock.json')).toBe(expected);
  });
});
