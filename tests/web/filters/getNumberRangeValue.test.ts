import fc from 'fast-check';
import { formatLocaleNumber, formatNumberRangeValue, getNumberRangeValue, parseLocaleNumber } from '../../../runtime/web/filters/getNumberRangeValue.js';

// What an administrator types: up to 12 whole digits and 6 decimals (plain texts keep 20 decimals, so nothing typed is lost).
const typed = fc.tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 6 })).map(([whole, decimals]) => whole / 10 ** decimals);

describe('parseLocaleNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['-3', -3],
    ['+7', 7],
    [',5', 0.5],
    ['1.000.000', 1_000_000],
    [' 12 ', 12],
    ['1.5', null],
    ['12,3,4', null],
    ['1.23,4', null],
    ['abc', null],
    ['1e3', null],
    ['', undefined],
    ['   ', undefined],
  ])('es %j → %s', (text, expected) => {
    expect(parseLocaleNumber(text, 'es')).toBe(expected);
  });

  it('reads English the English way', () => {
    expect(parseLocaleNumber('1,234.56', 'en')).toBe(1234.56);
    expect(parseLocaleNumber('1.234,56', 'en')).toBeNull();
  });

  it('reads back any number as shown in the box, and as the grid shows it (grouped)', () => {
    fc.assert(
      fc.property(typed, (value) => {
        // `+ 0` reads -0 as 0: the same bound.
        expect(Number(parseLocaleNumber(formatLocaleNumber(value, 'es'), 'es')) + 0).toBe(value + 0);
        const rounded = Math.round(value * 100) / 100;
        const grouped = new Intl.NumberFormat('es', { useGrouping: 'always', maximumFractionDigits: 2 }).format(rounded);
        expect(Number(parseLocaleNumber(grouped, 'es')) + 0).toBe(rounded + 0);
      }),
    );
  });
});

describe('number range URL value', () => {
  it('keeps any pair of ordered bounds as plain decimals and reads them back', () => {
    fc.assert(
      fc.property(fc.option(typed), fc.option(typed), (a, b) => {
        const [from, to] = a !== null && b !== null && a > b ? [b, a] : [a, b];
        const text = formatNumberRangeValue(from, to);
        if (from === null && to === null) {
          expect(text).toBe('');
          return;
        }
        expect(text).toMatch(/^(-?\d+(\.\d+)?)?\.\.(-?\d+(\.\d+)?)?$/);
        const read = getNumberRangeValue(text);
        expect({ from: read?.from === null ? null : Number(read?.from) + 0, to: read?.to === null ? null : Number(read?.to) + 0 }).toEqual({ from: from === null ? null : from + 0, to: to === null ? null : to + 0 });
      }),
    );
  });

  it.each([['20..10'], ['..'], ['abc..1'], ['1e3..'], ['1']])('%j filters nothing', (text) => {
    expect(getNumberRangeValue(text)).toBeNull();
  });
});
