import fc from 'fast-check';
import type { JsonSchema } from '../../../runtime/shared/index.js';
import { formatFieldNumber } from '../../../runtime/web/i18n/index.js';

const integer: JsonSchema = { type: 'integer' };
const nullableInteger: JsonSchema = { type: ['integer', 'null'] };
const decimal: JsonSchema = { type: 'number' };

describe('formatFieldNumber', () => {
  it.each([
    [1, integer, 'es', '1'],
    ['3', integer, 'es', '3'],
    [1250, integer, 'es', '1.250'],
    [1250, integer, 'en', '1,250'],
    [7, nullableInteger, 'es', '7'],
    [1, decimal, 'es', '1,00'],
    [79.9, decimal, 'es', '79,90'],
    [1234.5, decimal, 'es', '1.234,50'],
    [null, integer, 'es', null],
    ['', integer, 'es', null],
    ['abc', integer, 'es', null],
    [undefined, decimal, 'es', null],
  ])('%j as %j in %s: %j', (value, schema, locale, want) => {
    expect(formatFieldNumber(value, schema, locale)).toBe(want);
  });

  it('an integer field never shows a decimal separator', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (value) => {
        expect(formatFieldNumber(value, integer, 'es')).toMatch(/^-?\d{1,3}(\.\d{3})*$/);
      }),
    );
  });
});
