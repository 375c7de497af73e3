import net from 'node:net';
import { createAdminAccount, createServer, loadSettings, toRoutePath } from '../../runtime/server/index.js';
import { migrateSystemTables } from '../../runtime/server/storage/index.js';
import { normalizeEndpoints } from '../../generator/normalize/normalize.js';
import type { EndpointInput } from '../../generator/shared/types.js';
import type { EndpointDefinition, EntityDefinition } from '../../runtime/shared/index.js';
import { fixtureApp, fixtureEntities, sellerEntity } from '../fixtures/entities.js';
import { invoiceEntity } from './fixtures/learningEntities.js';
import { TEST_ADMIN, createTestDatabase, describeEachStore, injectAs, signIn } from './testStores.js';

/** An endpoint as normalize makes it from schema input; these broken models skip validateSchemas, which refuses them, to reach the server's own start-up checks. */
const endpoint = (name: string, input: EndpointInput): EndpointDefinition =>
  normalizeEndpoints({ entity: 'broken', label: { one: 'roto', many: 'Rotos' }, fields: {}, endpoints: { [name]: input } })[0]!;
const invoiceWith = (extra: EntityDefinition['endpoints'][number]): EntityDefinition => ({ ...invoiceEntity, grids: [], endpoints: [extra] });

describe('toRoutePath', () => {
  it.each([
    ['/sellers', '/sellers'],
    ['/sellers/{_id}', '/sellers/:_id'],
    ['/courseCategories/{_id}/{direction}', '/courseCategories/:_id/:direction'],
    ['/questions-quiz/{quiz}/create', '/questions-quiz/:quiz/create'],
  ])('%s → %s', (given, want) => {
    expect(toRoutePath(given)).toBe(want);
  });
});

describe('createServer', () => {
  it('registers every endpoint of every entity under the API base', async () => {
    const store = await createTestDatabase('sqlite');
    const server = await createServer({ entities: fixtureEntities, app: fixtureApp, database: store.database, dataDir: store.dataDir });
    await server.ready();
    for (const entity of fixtureEntities) {
      for (const endpoint of entity.endpoints) {
        expect(server.hasRoute({ method: endpoint.method, url: `/api${toRoutePath(endpoint.path)}` })).toBe(true);
      }
    }
    await server.close();
    await store.dispose();
  });

  it('refuses a move endpoint on an entity without ordering', async () => {
    const store = await createTestDatabase('sqlite');
    const broken: EntityDefinition = {
      ...sellerEntity,
      endpoints: [...sellerEntity.endpoints, endpoint('move', { kind: 'move', method: 'GET', path: '/sellers/{_id}/{direction}' })],
    };
    await expect(createServer({ entities: [broken], app: fixtureApp, database: store.database, dataDir: store.dataDir })).rejects.toThrow(/declares no ordering/);
    await store.dispose();
  });

  it('refuses an id endpoint whose path has no {_id}', async () => {
    const store = await createTestDatabase('sqlite');
    const broken: EntityDefinition = {
      ...sellerEntity,
      endpoints: [endpoint('get', { kind: 'get', method: 'GET', path: '/sellers/one' })],
    };
    await expect(createServer({ entities: [broken], app: fixtureApp, database: store.database, dataDir: store.dataDir })).rejects.toThrow(/\{_id\}/);
    await store.dispose();
  });

  it.each([
    ['a transition endpoint without a transition', invoiceWith(endpoint('issue', { kind: 'transition', method: 'POST', path: '/invoices/{_id}/issue' })), /declares none/],
    [
      'a transition on an unknown field',
      invoiceWith(endpoint('issue', { kind: 'transition', method: 'POST', path: '/invoices/{_id}/issue', transition: { field: 'estado', from: ['Pendiente'], to: 'Facturada' } })),
      /unknown field invoice\.estado/,
    ],
    ['an assign endpoint without a relation', invoiceWith(endpoint('assign', { kind: 'assign', method: 'POST', path: '/invoices/{_id}/x' })), /declares no relation/],
    [
      'a relation whose fields are not references',
      invoiceWith(endpoint('assign', { kind: 'assign', method: 'POST', path: '/invoices/{name}/x', relation: { scope: 'name', target: 'country' } })),
      /must both be references/,
    ],
    [
      'a through list of an unknown entity',
      invoiceWith(endpoint('via', { kind: 'list', method: 'GET', path: '/invoices/{quiz}/via', through: { entity: 'nothing', field: 'invoice', scope: 'quiz' } })),
      /unknown entity "nothing"/,
    ],
    ['a list placeholder that is no field', invoiceWith(endpoint('byShop', { kind: 'list', method: 'GET', path: '/shops/{shop}/invoices' })), /unknown field invoice\.shop/],
    ['a where constant on no field', invoiceWith(endpoint('open', { kind: 'list', method: 'GET', path: '/invoices/open', where: { estado: 'Pendiente' } })), /unknown field invoice\.estado/],
    ['a create placeholder that is no field', invoiceWith(endpoint('add', { kind: 'create', method: 'POST', path: '/shops/{shop}/invoices' })), /\{shop\} is no field/],
  ])('refuses %s at start-up', async (_case, broken, error) => {
    const store = await createTestDatabase('sqlite');
    await expect(createServer({ entities: [broken], app: fixtureApp, database: store.database, dataDir: store.dataDir })).rejects.toThrow(error);
    await store.dispose();
  });

  it('hides internal errors behind a Spanish JSON 500', async () => {
    const store = await createTestDatabase('sqlite');
    // Not migrated: the table is missing, so the query fails inside the store.
    await migrateSystemTables(store.database);
    await createAdminAccount(store.database, TEST_ADMIN);
    const server = await createServer({ entities: [sellerEntity], app: fixtureApp, database: store.database, dataDir: store.dataDir });
    const session = await signIn(server, '/api', TEST_ADMIN);
    const response = await injectAs(server, session, { method: 'GET', url: '/api/sellers' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Ha ocurrido un error interno en el servidor.' });
    await server.close();
    await store.dispose();
  });

  it('serves a different API base', async () => {
    const store = await createTestDatabase('sqlite');
    const { migrate } = await import('../../runtime/server/index.js');
    await migrate(store.database, [sellerEntity]);
    await createAdminAccount(store.database, TEST_ADMIN);
    const server = await createServer({ entities: [sellerEntity], app: { ...fixtureApp, apiBase: '/backend/v1/' }, database: store.database, dataDir: store.dataDir });
    const session = await signIn(server, '/backend/v1/', TEST_ADMIN);
    expect((await injectAs(server, session, { method: 'GET', url: '/backend/v1/sellers' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/backend/v1/sellers' })).statusCode).toBe(401);
    expect((await injectAs(server, session, { method: 'GET', url: '/api/sellers' })).statusCode).not.toBe(200);
    await server.close();
    await store.dispose();
  });
});

describeEachStore('request bodies', (store) => {
  it('400s an unsupported content type in Spanish', async () => {
    const response = await store().request({ method: 'POST', url: '/api/sellers/create', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(response.statusCode).toBe(415);
    expect(response.data.error).toMatch(/Tipo de contenido no admitido/);
  });

  it('reads nested form fields with qs', async () => {
    const response = await store().request({
      method: 'POST',
      url: '/api/sellers/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Mar%C3%ADa+Rojas',
    });
    expect(response.statusCode).toBe(201);
    expect(response.data.name).toBe('María Rojas');
  });
});

describe('createServer refuses a model it cannot serve', () => {
  const loadDeliveryFixture = async () => import('./fixtures/deliveryEntities.js');
  it.each([
    ['children of an unknown entity', (d: EntityDefinition) => ({ ...d, children: [{ name: 'productKeys', entity: 'clave', field: 'delivery', editable: true }] }), /unknown entity "clave"/],
    ['children through an unknown field', (d: EntityDefinition) => ({ ...d, children: [{ name: 'productKeys', entity: 'productKey', field: 'entrega', editable: true }] }), /productKey\.entrega/],
    ['a created row of an unknown entity', (d: EntityDefinition) => ({ ...d, creates: [{ entity: 'factura', values: {} }] }), /unknown entity "factura"/],
    ['a created row setting an unknown field', (d: EntityDefinition) => ({ ...d, creates: [{ entity: 'invoice', values: { monto: '{total}' } }] }), /invoice\.monto/],
    ['a generated value of an unknown kind', (d: EntityDefinition) => ({ ...d, generated: { name: 'uuid' } }) as unknown as EntityDefinition, /unknown kind "uuid"/],
  ])('refuses %s', async (_case, change, error) => {
    const { deliveryApp, deliveryEntities } = await loadDeliveryFixture();
    const entities = deliveryEntities.map((entity) => (entity.entity === 'delivery' ? change(entity) : entity));
    const store = await createTestDatabase('sqlite');
    await expect(createServer({ entities, app: deliveryApp, database: store.database, dataDir: store.dataDir })).rejects.toThrow(error);
    await store.dispose();
  });

  it.each([
    ['a folder that is a path', { folders: ['deliveries', '../etc'], defaultFolder: 'deliveries', maxBytes: 4_000_000 }, /"\.\.\/etc" must be letters/],
    ['a default folder outside the list', { folders: ['contents'], defaultFolder: 'deliveries', maxBytes: 4_000_000 }, /default upload folder "deliveries"/],
  ])('refuses uploads with %s', async (_case, uploads, error) => {
    const store = await createTestDatabase('sqlite');
    await expect(createServer({ entities: [sellerEntity], app: { ...fixtureApp, uploads }, database: store.database, dataDir: store.dataDir })).rejects.toThrow(error);
    await store.dispose();
  });
});

describe('request time limits', () => {
  /** Opens a real socket, sends `head` and then nothing; resolves with what the server wrote and when it closed. */
  function stall(port: number, head: string): Promise<{ text: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    });
  }

  it.each([
    ['a login whose body never finishes', 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{'],
    ['headers that never finish', 'GET /api/session HTTP/1.1\r\nHost: x\r\nX-Slow: '],
  ])('%s: 408 and the connection closes', async (_name, head) => {
    const store = await createTestDatabase('sqlite');
    const settings = loadSettings({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1500' });
    const server = await createServer({ entities: [sellerEntity], app: fixtureApp, database: store.database, dataDir: store.dataDir, settings });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as net.AddressInfo;
      const { text, closedAfterMs } = await stall(port, head);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      // Node checks its timers every second at most (connectionsCheckingInterval): the limit plus that, never "never".
      expect(closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(closedAfterMs).toBeLessThan(5000);
    } finally {
      await server.close();
      await store.dispose();
    }
  });

  it('the defaults close a stalled request within 30 s', () => {
    const { headersTimeoutMs, requestTimeoutMs } = loadSettings({});
    expect(headersTimeoutMs).toBeLessThanOrEqual(requestTimeoutMs);
    expect(requestTimeoutMs + 1000).toBeLessThanOrEqual(30_000);
  });
});
