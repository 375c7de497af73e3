import fc from 'fast-check';
import { findHostileText } from '../../../runtime/server/http/findHostileText.js';

describe('findHostileText', () => {
  it.each<[string, unknown, (string | number)[] | undefined]>([
    ['plain text', 'hola', undefined],
    ['a surrogate pair', 'a😀b', undefined],
    ['NUL', 'a\u0000b', []],
    ['a lone high surrogate', 'a\ud800', []],
    ['a lone low surrogate', '\udc00a', []],
    ['reversed surrogates', '\ude00\ud83d', []],
    ['a nested field', { billing: { email: 'x', name: 'a\u0000' } }, ['billing', 'name']],
    ['a line of a list', { lines: [{ text: 'ok' }, { text: '\ud800' }] }, ['lines', 1, 'text']],
    ['a key', { 'a\u0000': 1 }, ['a\u0000']],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, undefined],
  ])('%s', (_name, value, want) => {
    expect(findHostileText(value)).toEqual(want);
  });

  it('walks a body nested thousands deep without overflowing the stack', () => {
    let value: unknown = 'a\u0000';
    for (let depth = 0; depth < 20_000; depth++) value = [value];
    expect(findHostileText(value)).toHaveLength(20_000);
  });

  it('finds nothing in well-formed text and finds any NUL or lone surrogate put into it', () => {
    const hostile = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), hostile, (before, after, bad) => {
        expect(findHostileText({ field: before + after })).toBeUndefined();
        expect(findHostileText({ field: before + bad + after })).toEqual(['field']);
      }),
    );
  });
});
