// The childLines widget's line from a picked row: the web widget and the build's demo check both make it with getChildLine.
import { getChildLine, getLineMapping } from '../../runtime/shared/getChildLine.js';

describe('getChildLine', () => {
  // The delivery schema's product-key line.
  const productKeyLine = {
    productId: '_id',
    courseName: ['$labels.course', 'name'],
    pricetag: 'pricetag',
    salePrice: 'pricetag',
    expirationDate: 'productKeyExpirationDate',
    productKey: null,
  };
  const product = {
    _id: 'p1',
    name: 'Preuniversitario',
    course: 'c1',
    pricetag: 120,
    productKeyExpirationDate: '2027-03-31',
    $labels: { course: 'Matemáticas' },
  };
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'a product line, course name from $labels',
      product,
      { productId: 'p1', courseName: 'Matemáticas', pricetag: 120, salePrice: 120, expirationDate: '2027-03-31', productKey: null },
    ],
    [
      'course name falls back to the product name',
      { ...product, $labels: { course: null } },
      { productId: 'p1', courseName: 'Preuniversitario', pricetag: 120, salePrice: 120, expirationDate: '2027-03-31', productKey: null },
    ],
    [
      'a product without expiry leaves expirationDate out',
      { _id: 'p2', name: 'X', pricetag: 0 },
      { productId: 'p2', courseName: 'X', pricetag: 0, salePrice: 0, productKey: null },
    ],
  ])('%s', (_case, row, want) => {
    expect(getChildLine(row, productKeyLine)).toEqual(want);
  });

  it('reads a declared mapping from ui:options and refuses other shapes', () => {
    expect(getLineMapping({ a: '_id', b: ['x', 'y'], c: null })).toEqual({ a: '_id', b: ['x', 'y'], c: null });
    expect(getLineMapping({ a: 1 })).toBeNull();
    expect(getLineMapping('x')).toBeNull();
  });
});
