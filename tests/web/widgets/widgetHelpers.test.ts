import { getBillingFields, getBillingRoles, pickFields, BILLING_ROLES } from '../../../runtime/web/widgets/getBillingFields.js';
import { getChildLine, getLineMapping, PRODUCT_KEY_LINE } from '../../../runtime/web/widgets/getChildLine.js';
import { formatLocalDate, parseLocalDate } from '../../../runtime/web/widgets/getLocalDate.js';
import { getRecordLabels } from '../../../runtime/web/widgets/getRecordLabels.js';
import { getReferenceSource } from '../../../runtime/web/widgets/getReferenceSource.js';
import { getLineColumns } from '../../../runtime/web/widgets/getLineColumns.js';
import { sellerEntity } from '../../fixtures/entities.js';
import { productKeysSchema } from '../fixtures/deliveryEntities.js';
import { contentEntity } from '../fixtures/webEntities.js';

const billingProperties = [
  'country',
  'isEmptyInvoice',
  'isBillingInformationRequestedToUser',
  'daysToRequestInvoice',
  'identificationNumber',
  'name',
  'phone',
  'address',
  'email',
];

describe('getBillingFields', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'manual data: everything but the days',
      { isEmptyInvoice: false, isBillingInformationRequestedToUser: false },
      billingProperties.filter((name) => name !== 'daysToRequestInvoice'),
    ],
    ['no flags at all: the manual data', {}, billingProperties.filter((name) => name !== 'daysToRequestInvoice')],
    [
      'final consumer: country and its checkbox only',
      { isEmptyInvoice: true, isBillingInformationRequestedToUser: true },
      ['country', 'isEmptyInvoice'],
    ],
    [
      'requested from the buyer: the checkboxes and the days',
      { isEmptyInvoice: false, isBillingInformationRequestedToUser: true },
      ['country', 'isEmptyInvoice', 'isBillingInformationRequestedToUser', 'daysToRequestInvoice'],
    ],
  ])('%s', (_case, value, want) => {
    expect(getBillingFields(billingProperties, value, BILLING_ROLES)).toEqual(want);
  });

  it('pickFields keeps only shown properties that hold a value', () => {
    expect(pickFields({ country: 'EC', phone: '099', email: undefined }, ['country', 'email'])).toEqual({ country: 'EC' });
  });

  it('roles come from ui:options, each falling back to the spec names', () => {
    expect(getBillingRoles({ days: 'dias', always: ['pais'] })).toEqual({ ...BILLING_ROLES, days: 'dias', always: ['pais'] });
    expect(getBillingRoles({ days: 3 })).toEqual(BILLING_ROLES);
  });
});

describe('getChildLine', () => {
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
      'the spec line, course name from $labels',
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
    expect(getChildLine(row, PRODUCT_KEY_LINE)).toEqual(want);
  });

  it('reads a declared mapping from ui:options and refuses other shapes', () => {
    expect(getLineMapping({ a: '_id', b: ['x', 'y'], c: null })).toEqual({ a: '_id', b: ['x', 'y'], c: null });
    expect(getLineMapping({ a: 1 })).toBeNull();
    expect(getLineMapping('x')).toBeNull();
  });

  it('the lines table: columns in the line schema order, roles told apart', () => {
    const columns = getLineColumns(productKeysSchema, { choiceField: 'productId', priceField: 'salePrice', keyField: 'productKey' });
    expect(columns.map((column) => [column.name, column.title, column.kind])).toEqual([
      ['productId', 'Producto', 'choice'],
      ['courseName', 'Curso', 'text'],
      ['pricetag', 'Precio de referencia', 'number'],
      ['salePrice', 'Precio de venta', 'price'],
      ['expirationDate', 'Vencimiento', 'text'],
      ['productKey', 'Clave', 'key'],
    ]);
  });
});

describe('parseLocalDate / formatLocalDate', () => {
  it.each<[unknown, string | undefined]>([
    ['2026-11-22', '2026-11-22'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', undefined],
    ['2026-13-01', undefined],
    ['0099-01-05', '0099-01-05'],
    ['22/11/2026', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (given, want) => {
    const date = parseLocalDate(given);
    expect(date ? formatLocalDate(date) : undefined).toBe(want);
  });

  it('a local midnight stays on its day (toISOString would not east of UTC)', () => {
    expect(formatLocalDate(new Date(2026, 0, 1))).toBe('2026-01-01');
    expect(parseLocalDate('2026-01-01')!.getHours()).toBe(0);
  });
});

describe('getReferenceSource', () => {
  it('the first list without placeholders, searched and sorted by the display field when a grid does', () => {
    const source = getReferenceSource(sellerEntity, 'name');
    expect([source.list.path, source.searchField, source.sortable]).toEqual(['/sellers', 'name', true]);
  });

  it('no text filter on the display field: no search parameter', () => {
    // contentEntity's grid over /contents does not filter (filtering: false).
    const source = getReferenceSource(contentEntity, 'nombre');
    expect([source.list.path, source.searchField, source.sortable]).toEqual(['/contents', null, false]);
  });

  it('an entity without such a list throws naming it', () => {
    expect(() => getReferenceSource({ ...sellerEntity, endpoints: [] }, 'name')).toThrow(
      'Entity "seller" has no list endpoint without path placeholders',
    );
  });
});

describe('getRecordLabels', () => {
  it('pairs ids with $labels, leaving unknown ids out', () => {
    const labels = getRecordLabels({ sellers: ['s1', 's2'], $labels: { sellers: ['Ana', null] } }, 'sellers');
    expect([...labels]).toEqual([['s1', 'Ana']]);
    expect(getRecordLabels(null, 'sellers').size).toBe(0);
  });
});
