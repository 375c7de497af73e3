import { getRowVersion, matchesVersion, parseIfMatch, toEntityTag } from '../../runtime/shared/index.js';

describe('row versions on the wire', () => {
  it.each([
    ['absent', undefined, undefined],
    ['blank', '  ', undefined],
    ['any', '*', '*'],
    ['any, spaced', ' * ', '*'],
    ['one strong tag', '"3"', [3]],
    ['a list', '"3", "7" ,"12"', [3, 7, 12]],
    ['headers given twice (Node keeps a list)', ['"3"', '"4"'], [3, 4]],
    ['a weak tag names nothing (If-Match compares strongly)', 'W/"3"', []],
    ['a weak and a strong tag', 'W/"3", "4"', [4]],
    ['a bare number is no entity tag', '3', []],
    ['a tag that is no version', '"abc", "0", "-1", "1.5"', []],
    ['a tag holding a comma', '"3,4"', []],
  ] as const)('If-Match %s', (_name, header, expected) => {
    expect(parseIfMatch(header as string | string[] | undefined)).toEqual(expected);
  });

  it('a version as its strong tag, read back by parseIfMatch', () => {
    expect(toEntityTag(42)).toBe('"42"');
    expect(parseIfMatch(toEntityTag(42))).toEqual([42]);
  });

  it('matches * whatever the version, a list by its members', () => {
    expect(matchesVersion('*', 9)).toBe(true);
    expect(matchesVersion([3, 4], 4)).toBe(true);
    expect(matchesVersion([3, 4], 5)).toBe(false);
    expect(matchesVersion([], 1)).toBe(false);
  });

  it('reads the version a row carries, or none', () => {
    expect(getRowVersion({ _version: 2 })).toBe(2);
    expect(getRowVersion({ _version: '2' })).toBeUndefined();
    expect(getRowVersion({ _version: 0 })).toBeUndefined();
    expect(getRowVersion({})).toBeUndefined();
    expect(getRowVersion(null)).toBeUndefined();
  });
});
