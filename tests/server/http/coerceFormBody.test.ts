import { coerceFormBody } from '../../../runtime/server/http/coerceFormBody.js';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { courseCategoryEntity } from '../../fixtures/entities.js';

const entity: EntityDefinition = {
  ...courseCategoryEntity,
  schema: {
    ...courseCategoryEntity.schema,
    properties: {
      ...courseCategoryEntity.schema.properties,
      price: { type: 'number' },
      sellers: { type: 'array', items: { type: 'string' } },
      lines: { type: 'array', items: { type: 'object', properties: { salePrice: { type: 'number' }, productKey: { type: ['string', 'null'] } } } },
    },
  },
};

describe('coerceFormBody', () => {
  const cases: [string, { given: unknown; want: unknown }][] = [
    ['strings stay strings', { given: { name: '12' }, want: { name: '12' } }],
    ['booleans from checkbox values', { given: { visible: 'on' }, want: { visible: true } }],
    ['false booleans', { given: { visible: 'false' }, want: { visible: false } }],
    ['empty boolean is false', { given: { visible: '' }, want: { visible: false } }],
    ['integers', { given: { position: '4' }, want: { position: 4 } }],
    ['numbers', { given: { price: '12.5' }, want: { price: 12.5 } }],
    ['an empty number is dropped', { given: { price: '' }, want: {} }],
    ['non-numeric text is left for the validator', { given: { price: 'abc' }, want: { price: 'abc' } }],
    ['repeated sellers[] ids', { given: { sellers: ['a', 'b'] }, want: { sellers: ['a', 'b'] } }],
    ['a single sellers[] id', { given: { sellers: 'a' }, want: { sellers: ['a'] } }],
    [
      'indexed objects as qs gives them',
      { given: { lines: { '0': { salePrice: '10', productKey: '' }, '1': { salePrice: '7.5', productKey: 'K' } } }, want: { lines: [{ salePrice: 10, productKey: '' }, { salePrice: 7.5, productKey: 'K' }] } },
    ],
    ['unknown keys pass through to be rejected', { given: { color: 'x' }, want: { color: 'x' } }],
    ['a non-object body is left alone', { given: 'text', want: 'text' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(coerceFormBody(entity, given)).toEqual(want);
  });
});
