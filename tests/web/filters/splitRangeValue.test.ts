import { splitRangeValue } from '../../../runtime/web/filters/splitRangeValue.js';

const isDigits = (bound: string) => /^\d+$/.test(bound);

describe('splitRangeValue', () => {
  it.each<[string, readonly [string, string] | null]>([
    ['1..5', ['1', '5']],
    ['1..', ['1', '']],
    ['..5', ['', '5']],
    ['..', null],
    ['', null],
    ['1', null],
    ['1..2..3', null],
    ['a..5', null],
    ['1..b', null],
  ])('%j → %j', (text, expected) => {
    expect(splitRangeValue(text, isDigits)).toEqual(expected);
  });
});
