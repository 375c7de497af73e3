import qs from 'qs';
import { encodeFormBody, getFormEntries } from '../../../runtime/web/api/index.js';

describe('getFormEntries', () => {
  it.each<[string, { given: Record<string, unknown>; want: [string, string][] }]>([
    [
      'strings, numbers and booleans as text',
      {
        given: { name: 'Ana', total: 12.5, count: 3, pro: true, free: false },
        want: [
          ['name', 'Ana'],
          ['total', '12.5'],
          ['count', '3'],
          ['pro', 'true'],
          ['free', 'false'],
        ],
      },
    ],
    ['null as empty text, undefined left out', { given: { parent: null, notes: undefined }, want: [['parent', '']] }],
    [
      'an array of primitives as repeated key[]',
      {
        given: { sellers: ['a', 'b'] },
        want: [
          ['sellers[]', 'a'],
          ['sellers[]', 'b'],
        ],
      },
    ],
    ['an empty array as key= (an emptied list)', { given: { sellers: [] }, want: [['sellers', '']] }],
    [
      'an array of objects as key[i][prop]',
      {
        given: {
          uploads: [
            { name: 'Factura', url: '/api/uploads/deliveries/f.pdf' },
            { name: 'Foto', url: '/api/uploads/deliveries/g.png' },
          ],
        },
        want: [
          ['uploads[0][name]', 'Factura'],
          ['uploads[0][url]', '/api/uploads/deliveries/f.pdf'],
          ['uploads[1][name]', 'Foto'],
          ['uploads[1][url]', '/api/uploads/deliveries/g.png'],
        ],
      },
    ],
    [
      "a product-key line: numbers as text, a missing key as ''",
      {
        given: {
          productKeys: [
            { productId: 'p1', courseName: 'Álgebra', pricetag: 99, salePrice: 80.5, expirationDate: '2027-01-31', productKey: null },
          ],
        },
        want: [
          ['productKeys[0][productId]', 'p1'],
          ['productKeys[0][courseName]', 'Álgebra'],
          ['productKeys[0][pricetag]', '99'],
          ['productKeys[0][salePrice]', '80.5'],
          ['productKeys[0][expirationDate]', '2027-01-31'],
          ['productKeys[0][productKey]', ''],
        ],
      },
    ],
    [
      'a nested object as obj[prop]',
      {
        given: { billing: { country: 'EC', isEmptyInvoice: true, extra: undefined } },
        want: [
          ['billing[country]', 'EC'],
          ['billing[isEmptyInvoice]', 'true'],
        ],
      },
    ],
    ['an empty object as nothing', { given: { billing: {} }, want: [] }],
    [
      'deeper nesting',
      {
        given: { a: { b: [{ c: [1, 2] }] } },
        want: [
          ['a[b][0][c][]', '1'],
          ['a[b][0][c][]', '2'],
        ],
      },
    ],
    [
      'an array mixing objects and primitives is indexed',
      {
        given: { x: ['a', { b: 1 }] },
        want: [
          ['x[0]', 'a'],
          ['x[1][b]', '1'],
        ],
      },
    ],
  ])('%s', (_case, { given, want }) => {
    expect(getFormEntries(given)).toEqual(want);
  });
});

describe('encodeFormBody', () => {
  it.each([
    [
      'percent-encodes like an HTML form',
      { name: 'Ana Pérez & Cía', sellers: ['s1'] },
      'name=Ana+P%C3%A9rez+%26+C%C3%ADa&sellers%5B%5D=s1',
    ],
    ['an empty value', {}, ''],
    ['nested keys', { billing: { country: 'EC' } }, 'billing%5Bcountry%5D=EC'],
  ])('%s', (_case, given, want) => {
    expect(encodeFormBody(given)).toBe(want);
  });

  it('reads back with qs (as the server parses it) into the same shapes, every value as text', () => {
    const value = {
      voucherNumber: '001-001-1',
      sellers: ['s1', 's2'],
      uploads: [{ name: 'a', url: '/api/uploads/deliveries/a.pdf' }],
      productKeys: [{ productId: 'p1', salePrice: 10, productKey: null }],
      billing: { country: 'EC', isEmptyInvoice: false },
    };
    expect(qs.parse(encodeFormBody(value))).toEqual({
      voucherNumber: '001-001-1',
      sellers: ['s1', 's2'],
      uploads: [{ name: 'a', url: '/api/uploads/deliveries/a.pdf' }],
      productKeys: [{ productId: 'p1', salePrice: '10', productKey: '' }],
      billing: { country: 'EC', isEmptyInvoice: 'false' },
    });
  });
});
