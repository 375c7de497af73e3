import { toOpenApiSchema } from '../../../generator/emit/toOpenApiSchema.js';
import type { JsonSchema } from '../../../runtime/shared/index.js';

const message = { pattern: 'Debe ser una URL.' };

describe('toOpenApiSchema', () => {
  it.each<[string, JsonSchema, JsonSchema]>([
    ['the top-level errorMessage', { type: 'string', pattern: '^h', errorMessage: message }, { type: 'string', pattern: '^h', 'x-errorMessage': message }],
    ['a property', { type: 'object', properties: { url: { type: 'string', errorMessage: message } } }, { type: 'object', properties: { url: { type: 'string', 'x-errorMessage': message } } }],
    ['items, then their properties', { type: 'array', items: { type: 'object', properties: { url: { errorMessage: message } } } }, { type: 'array', items: { type: 'object', properties: { url: { 'x-errorMessage': message } } } }],
    ['if / then / else and allOf', { if: { errorMessage: 'a' }, then: { errorMessage: 'b' }, else: { allOf: [{ errorMessage: 'c' }, true] } }, { if: { 'x-errorMessage': 'a' }, then: { 'x-errorMessage': 'b' }, else: { allOf: [{ 'x-errorMessage': 'c' }, true] } }],
    ['a property named errorMessage stays', { type: 'object', properties: { errorMessage: { type: 'string' } }, required: ['errorMessage'] }, { type: 'object', properties: { errorMessage: { type: 'string' } }, required: ['errorMessage'] }],
    ['values are not schemas', { default: { errorMessage: 'x' }, enum: [{ errorMessage: 'y' }], 'x-admin-gen': { errorMessage: 'z' } }, { default: { errorMessage: 'x' }, enum: [{ errorMessage: 'y' }], 'x-admin-gen': { errorMessage: 'z' } }],
    ['a $ref', { $ref: '#/components/schemas/Error' }, { $ref: '#/components/schemas/Error' }],
  ])('%s', (_name, schema, expected) => {
    expect(toOpenApiSchema(schema)).toEqual(expected);
  });

  it('leaves the contract schema as it was (Fastify reads errorMessage from it)', () => {
    const schema: JsonSchema = { type: 'object', properties: { url: { type: 'string', errorMessage: message } } };
    toOpenApiSchema(schema);
    expect(schema.properties!.url!.errorMessage).toBe(message);
  });
});
