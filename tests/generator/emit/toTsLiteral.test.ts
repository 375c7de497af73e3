import { toTsLiteral } from '../../../generator/emit/toTsLiteral.js';

describe('toTsLiteral', () => {
  it.each([
    ['string with quotes and newline', "l'école \"x\"\n", "'l\\'école \"x\"\\n'"],
    ['backslash before a quote', '\\"', "'\\\\\"'"],
    ['numbers, booleans, null', [1, 2.5, true, null], '[1, 2.5, true, null]'],
    ['empty containers', { a: [], b: {} }, '{ a: [], b: {} }'],
    ['keys that are not identifiers', { 'ui:widget': 'textarea', $ref: 'x', _id: 1 }, "{ 'ui:widget': 'textarea', $ref: 'x', _id: 1 }"],
    ['undefined members are left out', { a: 1, b: undefined }, '{ a: 1 }'],
    [
      'objects too long for one line break per key',
      { first: 'a'.repeat(40), second: 'b'.repeat(40), nested: { x: 1 } },
      `{\n  first: '${'a'.repeat(40)}',\n  second: '${'b'.repeat(40)}',\n  nested: { x: 1 },\n}`,
    ],
  ])('%s', (_name, given, want) => {
    expect(toTsLiteral(given)).toBe(want);
  });

  it('prints literals that evaluate back to the same value', () => {
    const value = { text: "a'b\\c\u2028", list: [{ deep: ['x', 1, false] }], 'odd key': null };
    expect(new Function(`return ${toTsLiteral(value)};`)()).toEqual(value);
  });
});
