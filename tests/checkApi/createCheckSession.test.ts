// check-api's session: it signs in through the document's public operation with a JSON body, then sends the cookie
// and the CSRF header its security schemes name, as each request asks.
import { CheckUsageError, createCheckSession, getDocumentedOperations, type OpenApiDocument, type TransportRequest } from '../../runtime/checkApi/index.js';

const credentials = { email: 'admin@example.com', password: 'secret' };
const document: OpenApiDocument = {
  paths: {
    '/login': { post: { operationId: 'login', security: [], requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'in' } } } },
    '/things': { get: { operationId: 'thingList', responses: { '200': { description: 'ok' } } } },
  },
  security: [{ session: [], csrf: [] }],
  components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' }, csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' } } },
};

/** A session over a fake server whose sign-in answers `status`, numbering the sessions it starts. */
function setUp(status = 200, doc = document) {
  const sent: TransportRequest[] = [];
  let started = 0;
  const transport = async (request: TransportRequest) => {
    sent.push(request);
    if (request.url !== '/login') return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"data":[]}' };
    started += 1;
    const headers: Record<string, string> = status === 200 ? { 'set-cookie': `other=1; Path=/\nsid=s${started}; HttpOnly` } : {};
    return { status, headers, body: status === 200 ? JSON.stringify({ csrfToken: `t${started}` }) : '{"error":"no"}' };
  };
  return { session: createCheckSession({ document: doc, operations: getDocumentedOperations(doc), transport, credentials }), sent };
}

describe('createCheckSession', () => {
  it('signs in with the credentials as a JSON body and no session', async () => {
    const { session, sent } = setUp();
    await session.signIn();
    expect(sent).toEqual([{ method: 'POST', url: '/login', headers: { accept: 'application/json', 'content-type': 'application/json' }, payload: JSON.stringify(credentials) }]);
  });

  it.each<[string, 'session' | 'noCsrf' | 'none' | undefined, Record<string, string>]>([
    ['the cookie and the CSRF header by default', undefined, { accept: 'application/json', cookie: 'sid=s1', 'x-csrf-token': 't1' }],
    ['the cookie and the CSRF header', 'session', { accept: 'application/json', cookie: 'sid=s1', 'x-csrf-token': 't1' }],
    ['the cookie only', 'noCsrf', { accept: 'application/json', cookie: 'sid=s1' }],
    ['neither', 'none', { accept: 'application/json' }],
  ])('then sends %s', async (_case, as, headers) => {
    const { session, sent } = setUp();
    await session.signIn();
    const response = await session.send({ method: 'GET', url: '/things', ...(as && { as }) });
    expect(sent.at(-1)!.headers).toEqual(headers);
    expect(response.data).toEqual({ data: [] });
  });

  it("starts another session without touching the checker's own", async () => {
    const { session, sent } = setUp();
    await session.signIn();
    const other = await session.startAnother();
    expect(other).toEqual({ cookie: 'sid=s2', csrf: 't2' });
    expect(session.getHeaders(other as { cookie: string; csrf: string })).toEqual({ cookie: 'sid=s2', 'x-csrf-token': 't2' });
    await session.send({ method: 'GET', url: '/things' });
    expect(sent.at(-1)!.headers.cookie).toBe('sid=s1');
  });

  it.each<[string, unknown, readonly string[] | undefined]>([
    ['restricted permissions: their roles', { restricted: true, roles: ['clerk'] }, ['clerk']],
    ['restricted permissions without a role: none', { restricted: true, roles: [] }, []],
    ['a site without roles: unknown', { restricted: false, roles: [] }, undefined],
    ['no permissions: unknown', undefined, undefined],
  ])("reads the account's roles from the sign-in answer: %s", async (_case, permissions, roles) => {
    const transport = async () => ({ status: 200, headers: { 'set-cookie': 'sid=s1' }, body: JSON.stringify({ csrfToken: 't1', permissions }) });
    const session = createCheckSession({ document, operations: getDocumentedOperations(document), transport, credentials });
    await session.signIn();
    expect(session.roles).toEqual(roles);
  });

  it('refuses to go on when sign-in fails or the document has none', async () => {
    await expect(setUp(401).session.signIn()).rejects.toThrow(new CheckUsageError('sign-in as admin@example.com through POST /login failed: 401 {"error":"no"}'));
    const withoutSignIn = { ...document, paths: { '/things': document.paths['/things']! } };
    await expect(setUp(200, withoutSignIn).session.signIn()).rejects.toThrow(CheckUsageError);
  });
});
