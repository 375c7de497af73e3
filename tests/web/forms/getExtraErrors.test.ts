import { getExtraErrors } from '../../../runtime/web/forms/getExtraErrors.js';
import { getFieldPath } from '../../../runtime/web/forms/getFieldPath.js';
import { getOrderedValue } from '../../../runtime/web/forms/getOrderedValue.js';

describe('getFieldPath', () => {
  it.each([
    ['name', ['name']],
    ['billing.phone', ['billing', 'phone']],
    ['productKeys[1].salePrice', ['productKeys', '1', 'salePrice']],
    ['sellers[0]', ['sellers', '0']],
    ['/billing/phone', ['billing', 'phone']],
  ])('%s', (given, want) => {
    expect(getFieldPath(given)).toEqual(want);
  });
});

describe('getExtraErrors', () => {
  it.each<[string, { given: Record<string, string[]>; want: unknown }]>([
    ['a top-level field', { given: { name: ['Ya existe'] }, want: { name: { __errors: ['Ya existe'] } } }],
    [
      'an object property and an array item property',
      {
        given: { 'billing.phone': ['Requerido'], 'productKeys[1].salePrice': ['Debe ser >= 0'] },
        want: { billing: { phone: { __errors: ['Requerido'] } }, productKeys: { 1: { salePrice: { __errors: ['Debe ser >= 0'] } } } },
      },
    ],
    [
      'an object and its property both',
      {
        given: { billing: ['Revisa'], 'billing.email': ['Correo no válido'] },
        want: { billing: { __errors: ['Revisa'], email: { __errors: ['Correo no válido'] } } },
      },
    ],
    ['an array item', { given: { 'sellers[0]': ['No existe'] }, want: { sellers: { 0: { __errors: ['No existe'] } } } }],
  ])('%s', (_case, { given, want }) => {
    expect(getExtraErrors(given)).toEqual(want);
  });
});

describe('getOrderedValue', () => {
  const schema = {
    type: 'object' as const,
    properties: {
      a: { type: 'string' as const },
      lines: {
        type: 'array' as const,
        items: { type: 'object' as const, properties: { x: { type: 'number' as const }, y: { type: 'number' as const } } },
      },
      b: { type: 'object' as const, properties: { c: { type: 'string' as const }, d: { type: 'string' as const } } },
    },
  };
  it('orders keys by the schema, nested and in arrays, keeping unknown keys last', () => {
    const ordered = getOrderedValue({ z: 1, b: { d: '2', c: '1' }, lines: [{ y: 2, x: 1 }], a: 'A' }, schema);
    expect(JSON.stringify(ordered)).toBe('{"a":"A","lines":[{"x":1,"y":2}],"b":{"c":"1","d":"2"},"z":1}');
  });
});
