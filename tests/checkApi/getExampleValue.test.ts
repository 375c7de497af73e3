import { getExampleValue } from '../../runtime/checkApi/getExampleValue.js';
import { isImageAddress } from '../../runtime/shared/isImageAddress.js';
import type { JsonSchema } from '../../runtime/shared/index.js';

describe('getExampleValue', () => {
  it('gives an image field an address its format accepts', () => {
    const value = getExampleValue({ type: 'string', contentMediaType: 'image/*', format: 'image-address' });
    expect(typeof value === 'string' && isImageAddress(value)).toBe(true);
  });
});

describe('getExampleValue of an object', () => {
  const address = {
    type: 'object',
    properties: { pickup: { type: 'boolean', default: false }, store: { type: 'string' }, street: { type: 'string' }, city: { type: 'string', minLength: 12 } },
    required: [],
    if: { properties: { pickup: { const: true } }, required: ['pickup'] },
    then: { required: ['store'] },
    else: { required: ['street', 'city'] },
  } as const;

  it.each([
    ['its required properties', { type: 'object', properties: { country: { type: 'string', minLength: 2, maxLength: 2 }, note: { type: 'string' } }, required: ['country'] }, { country: 'ch' }],
    ['the branch an if its value fails takes (else)', address, { street: 'check-api', city: 'check-apixxx' }],
    ['the branch an if its value meets takes (then), nested in an else', { type: 'object', properties: { a: { type: 'boolean' }, b: { type: 'string' } }, if: { required: ['a'] }, else: { if: { properties: {} }, then: { required: ['b'] } } }, { b: 'check-api' }],
    ['an allOf part\'s conditional requirement', { type: 'object', properties: { b: { type: 'integer' } }, allOf: [{ if: { properties: {} }, then: { required: ['b'] } }] }, { b: 1 }],
  ])('holds %s', (_name, schema, expected) => {
    expect(getExampleValue(schema as never)).toEqual(expected);
  });

  it('follows a property\'s $ref through resolve', () => {
    const named: JsonSchema = { type: 'object', properties: { code: { type: 'integer', minimum: 5 } }, required: ['code'] };
    expect(getExampleValue({ type: 'object', properties: { inner: { $ref: '#/x' } }, required: ['inner'] }, (schema) => (schema?.$ref === '#/x' ? named : (schema ?? {})))).toEqual({ inner: { code: 5 } });
  });
});

describe('getExampleValue of a date', () => {
  it.each(['date', 'date-time', 'time'])('keeps the order of the properties it numbers (%s)', (format) => {
    const values = [0, 1, 2].map((order) => String(getExampleValue({ type: 'string', format }, undefined, order)));
    expect([...values].sort()).toEqual(values);
    expect(new Set(values).size).toBe(3);
  });
});

describe('getExampleValue of options', () => {
  it('takes the first option of a oneOf of consts', () => {
    expect(getExampleValue({ type: 'string', oneOf: [{ const: 'Pendiente', title: 'Pendiente' }, { const: 'Enviado' }] })).toBe('Pendiente');
  });
});
