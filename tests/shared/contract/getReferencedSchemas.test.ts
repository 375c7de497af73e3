import type { EndpointContract } from '../../../runtime/shared/contract/ApiContract.js';
import { getReferencedSchemas } from '../../../runtime/shared/contract/getReferencedSchemas.js';
import type { JsonSchema } from '../../../runtime/shared/types.js';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const operation = (contract: Partial<EndpointContract>): EndpointContract => ({ operationId: 'op', method: 'GET', path: '/x', tag: 'x', summary: 'x', security: 'session', response: {}, ...contract });

const schemas: Record<string, JsonSchema> = {
  Book: { type: 'object' },
  BookInput: { type: 'object', properties: { author: ref('Author') } },
  BookRow: { type: 'object', properties: { copies: { type: 'array', items: ref('CopyRow') } } },
  BookList: { type: 'object', properties: { data: { type: 'array', items: ref('BookRow') } } },
  Author: { type: 'string' },
  CopyRow: { type: 'object', properties: { book: ref('BookRow') } },
  Error: { type: 'object' },
};

describe('getReferencedSchemas', () => {
  it.each<[string, EndpointContract[], string[]]>([
    ['none without operations', [], []],
    ['a response and what it refers to, cycles included', [operation({ response: { '200': { description: 'ok', content: { 'application/json': ref('BookList') } } } })], ['BookRow', 'BookList', 'CopyRow']],
    ['a body, a parameter and a shared response', [operation({ body: { content: { 'application/json': ref('BookInput') } }, params: { type: 'object', properties: { id: ref('Author') } }, response: { '4XX': { description: 'no', shared: 'Error', content: { 'application/json': ref('Error') } } } })], ['BookInput', 'Author', 'Error']],
    ['not a schema reference', [operation({ response: { '200': { description: 'ok', content: { 'application/json': { $ref: '#/components/responses/Book' } } } } })], []],
  ])('%s', (_name, endpoints, names) => {
    expect(Object.keys(getReferencedSchemas(endpoints, schemas))).toEqual(names);
  });

  it('keeps the schemas as they are', () => {
    expect(getReferencedSchemas([operation({ body: { content: { 'application/json': ref('BookInput') } } })], schemas).BookInput).toBe(schemas.BookInput);
  });
});
