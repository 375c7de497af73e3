import { getDocumentedOperations, getServerBase, type OpenApiDocument } from '../../runtime/checkApi/OpenApiDocument.js';

const paths: OpenApiDocument['paths'] = { '/sellers/{_id}': { put: { operationId: 'sellerDelete', responses: {} } } };

describe('getServerBase', () => {
  it.each<[string, OpenApiDocument['servers'], string]>([
    ['no servers', undefined, ''],
    ['the API base', [{ url: '/api' }], '/api'],
    ['a trailing slash', [{ url: '/admin/api/' }], '/admin/api'],
    ['the root', [{ url: '/' }], ''],
    ['an absolute URL: its path', [{ url: 'https://example.com/api' }], '/api'],
    ['the first of several', [{ url: '/v2' }, { url: '/v1' }], '/v2'],
  ])('%s', (_name, servers, base) => {
    expect(getServerBase({ paths, ...(servers && { servers }) })).toBe(base);
  });
});

describe('getDocumentedOperations', () => {
  it('calls the path under the server and points into the document by its key', () => {
    const [operation] = getDocumentedOperations({ servers: [{ url: '/api' }], paths });
    expect(operation).toMatchObject({ id: 'sellerDelete', method: 'PUT', path: '/api/sellers/{_id}', documentPath: '/sellers/{_id}' });
  });
});
