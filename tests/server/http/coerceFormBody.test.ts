import { coerceFormBody } from '../../../runtime/server/http/coerceFormBody.js';
import { GENERATED_MARK } from '../../../runtime/server/http/getFormSchema.js';
import type { JsonSchema } from '../../../runtime/shared/index.js';
import { courseCategoryEntity } from '../../fixtures/entities.js';

const schema: JsonSchema = {
  ...courseCategoryEntity.schema,
  properties: {
    ...courseCategoryEntity.schema.properties,
    price: { type: 'number' },
    discount: { type: ['number', 'null'] },
    sellers: { type: 'array', items: { type: 'string' } },
    lines: {
      type: 'array',
      items: { type: 'object', properties: { salePrice: { type: 'number' }, productKey: { type: 'string', [GENERATED_MARK]: true }, note: { type: 'string' } } },
    },
    billing: {
      type: 'object',
      properties: {
        isEmptyInvoice: { type: 'boolean' },
        daysToRequestInvoice: { type: 'integer' },
        email: { type: 'string', format: 'email' },
        name: { type: 'string' },
      },
    },
  },
};

describe('coerceFormBody', () => {
  const cases: [string, { given: unknown; want: unknown }][] = [
    ['strings stay strings', { given: { name: '12' }, want: { name: '12' } }],
    ['booleans from checkbox values', { given: { visible: 'on' }, want: { visible: true } }],
    ['false booleans', { given: { visible: 'false' }, want: { visible: false } }],
    ['an empty boolean is absent (the default decides)', { given: { visible: '' }, want: {} }],
    ['a hidden input then its checkbox: the last value wins', { given: { visible: ['false', 'on'] }, want: { visible: true } }],
    ['integers', { given: { position: '4' }, want: { position: 4 } }],
    ['numbers', { given: { price: '12.5' }, want: { price: 12.5 } }],
    ['an empty number is dropped', { given: { price: '' }, want: {} }],
    ['an empty nullable number is null', { given: { discount: '' }, want: { discount: null } }],
    ['non-numeric text is left for the validator', { given: { price: 'abc' }, want: { price: 'abc' } }],
    ['repeated sellers[] ids', { given: { sellers: ['a', 'b'] }, want: { sellers: ['a', 'b'] } }],
    ['a single sellers[] id', { given: { sellers: 'a' }, want: { sellers: ['a'] } }],
    ['an empty sellers[] is no id', { given: { sellers: [''] }, want: { sellers: [] } }],
    [
      'indexed objects as qs gives them; an empty generated value is null, an empty text stays',
      {
        given: { lines: { '0': { salePrice: '10', productKey: '', note: '' }, '1': { salePrice: '7.5', productKey: 'K' } } },
        want: { lines: [{ salePrice: 10, productKey: null, note: '' }, { salePrice: 7.5, productKey: 'K' }] },
      },
    ],
    [
      'nested objects: booleans, integers, an empty e-mail is no e-mail, an empty text stays',
      {
        given: { billing: { isEmptyInvoice: 'true', daysToRequestInvoice: '5', email: '', name: '' } },
        want: { billing: { isEmptyInvoice: true, daysToRequestInvoice: 5, name: '' } },
      },
    ],
    ['unknown keys pass through to be rejected', { given: { color: 'x' }, want: { color: 'x' } }],
    ['a non-object body is left alone', { given: 'text', want: 'text' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(coerceFormBody(schema, given)).toEqual(want);
  });
});
