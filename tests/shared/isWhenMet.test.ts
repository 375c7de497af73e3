import fc from 'fast-check';
import { isWhenMet } from '../../runtime/shared/index.js';

describe('isWhenMet', () => {
  const pending = { field: 'state', in: ['Pendiente', 'Revisada'] };
  it.each([
    ['no when: every row', null, { state: 'Facturada' }, true],
    ['a listed state', pending, { state: 'Pendiente' }, true],
    ['another listed state', pending, { state: 'Revisada' }, true],
    ['a state not listed', pending, { state: 'Facturada' }, false],
    ['no value', pending, { state: null }, false],
    ['the field absent', pending, {}, false],
    ['numbers compare as text', { field: 'n', in: ['1'] }, { n: 1 }, true],
    ['booleans compare as text', { field: 'paid', in: ['true'] }, { paid: true }, true],
  ] as const)('%s', (_name, when, row, want) => {
    expect(isWhenMet(when, row)).toBe(want);
  });

  it('holds exactly when the value, as text, is listed', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1 }), fc.oneof(fc.string(), fc.integer()), (values, value) => {
        expect(isWhenMet({ field: 'f', in: values }, { f: value })).toBe(values.includes(String(value)));
      }),
    );
  });
});
