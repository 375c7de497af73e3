import { getConditionalObjectOptions, getConditionalObjectValue, getShownProperties, pickFields } from '../../../runtime/web/widgets/getShownProperties.js';
import { getChildLinesOptions } from '../../../runtime/web/widgets/getChildLinesOptions.js';
import { getEditInput } from '../../../runtime/web/widgets/useChildLines.js';
import { formatLocalDate, parseLocalDate } from '../../../runtime/web/widgets/getLocalDate.js';
import { getRecordLabels } from '../../../runtime/web/widgets/getRecordLabels.js';
import { getLineColumns } from '../../../runtime/web/widgets/getLineColumns.js';
import { sellerEntity } from '../../fixtures/entities.js';
import { productKeysSchema } from '../fixtures/deliveryEntities.js';
import { contentEntity } from '../fixtures/webEntities.js';

// The billing object as the delivery schema configures it: a generic conditionalObject.
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
const billingOptions = getConditionalObjectOptions({
  conditions: [
    { when: { isEmptyInvoice: true }, show: ['country', 'isEmptyInvoice'] },
    { when: { isBillingInformationRequestedToUser: true }, show: ['country', 'isEmptyInvoice', 'isBillingInformationRequestedToUser', 'daysToRequestInvoice'] },
  ],
  otherwise: { hide: ['daysToRequestInvoice'] },
});

describe('getShownProperties', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'no condition holds: otherwise hides the days',
      { isEmptyInvoice: false, isBillingInformationRequestedToUser: false },
      billingProperties.filter((name) => name !== 'daysToRequestInvoice'),
    ],
    ['no values at all: otherwise', {}, billingProperties.filter((name) => name !== 'daysToRequestInvoice')],
    ['the first condition that holds wins', { isEmptyInvoice: true, isBillingInformationRequestedToUser: true }, ['country', 'isEmptyInvoice']],
    [
      'the second condition',
      { isEmptyInvoice: false, isBillingInformationRequestedToUser: true },
      ['country', 'isEmptyInvoice', 'isBillingInformationRequestedToUser', 'daysToRequestInvoice'],
    ],
  ])('%s', (_case, value, want) => {
    expect(getShownProperties(billingProperties, value, billingOptions)).toEqual(want);
  });

  it('without otherwise, no condition holding shows everything; a false condition matches an unset checkbox', () => {
    const options = getConditionalObjectOptions({ conditions: [{ when: { open: false }, hide: ['closedOn'] }] });
    expect(getShownProperties(['open', 'closedOn'], {}, options)).toEqual(['open']);
    expect(getShownProperties(['open', 'closedOn'], { open: true }, options)).toEqual(['open', 'closedOn']);
  });

  it('pickFields keeps only shown properties that hold a value; the submitted value drops hidden ones', () => {
    expect(pickFields({ country: 'EC', phone: '099', email: undefined }, ['country', 'email'])).toEqual({ country: 'EC' });
    expect(getConditionalObjectValue({ country: 'EC', isEmptyInvoice: true, phone: '099' }, billingProperties, billingOptions)).toEqual({
      country: 'EC',
      isEmptyInvoice: true,
    });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['no conditions', {}, /needs ui:options.conditions/],
    ['a condition without when', { conditions: [{ show: ['a'] }] }, /conditions\[0\].*"when"/],
    ['both show and hide', { conditions: [{ when: { a: true }, show: ['a'], hide: ['b'] }] }, /exactly one of "show" or "hide"/],
    ['otherwise with neither', { conditions: [{ when: { a: true }, show: ['a'] }], otherwise: {} }, /ui:options.otherwise/],
  ])('options that skipped the generator throw: %s', (_case, options, message) => {
    expect(() => getConditionalObjectOptions(options)).toThrow(message);
  });
});

describe('getLineColumns', () => {
  it('the lines table: columns in the line schema order, roles told apart', () => {
    const columns = getLineColumns(productKeysSchema, { choiceField: 'productId', editField: 'salePrice', lockField: 'productKey' });
    expect(columns.map((column) => [column.name, column.title, column.kind])).toEqual([
      ['productId', 'Producto', 'choice'],
      ['courseName', 'Curso', 'text'],
      ['pricetag', 'Precio de referencia', 'number'],
      ['salePrice', 'Precio de venta', 'edit'],
      ['expirationDate', 'Vencimiento', 'text'],
      ['productKey', 'Clave', 'lock'],
    ]);
  });

  it('childLines options: edit as a name or with rules, no copy throws', () => {
    expect(getChildLinesOptions({ copy: { a: '_id' }, edit: 'b' })).toMatchObject({ copy: { a: '_id' }, edit: { field: 'b' }, total: null, source: null });
    expect(getChildLinesOptions({ copy: { a: '_id' }, edit: { field: 'b', min: 1, step: 0.5 }, pageSize: 10 })).toMatchObject({
      edit: { field: 'b', min: 1, step: 0.5 },
      pageSize: 10,
    });
    expect(() => getChildLinesOptions({ edit: 'b' })).toThrow(/needs ui:options.copy/);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    ['a decimal takes the schema minimum and any step', { type: 'number', minimum: 0 }, {}, { type: 'number', min: 0, step: 'any' }],
    ['rules win over the schema', { type: 'number', minimum: 0, maximum: 9 }, { min: 1, step: 0.01 }, { type: 'number', min: 1, max: 9, step: 0.01 }],
    ['an integer steps by 1', { type: 'integer' }, {}, { type: 'number', step: 1 }],
    ['a string is a text input', { type: 'string' }, {}, { type: 'text' }],
  ])('the editable input: %s', (_case, schema, rules, want) => {
    expect(getEditInput(schema, rules)).toEqual(want);
  });
});

describe('parseLocalDate / formatLocalDate: typed dd/mm/aaaa or stored aaaa-mm-dd, stored aaaa-mm-dd', () => {
  it.each<[unknown, string | undefined]>([
    ['2026-11-22', '2026-11-22'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', undefined],
    ['2026-13-01', undefined],
    ['0099-01-05', '0099-01-05'],
    ['22/11/2026', '2026-11-22'],
    ['1/2/2026', '2026-02-01'],
    ['30/02/2026', undefined],
    ['11/22/2026', undefined],
    ['22-11-2026', undefined],
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

describe('getRecordLabels', () => {
  it('pairs ids with $labels, leaving unknown ids out', () => {
    const labels = getRecordLabels({ sellers: ['s1', 's2'], $labels: { sellers: ['Ana', null] } }, 'sellers');
    expect([...labels]).toEqual([['s1', 'Ana']]);
    expect(getRecordLabels(null, 'sellers').size).toBe(0);
  });
});
