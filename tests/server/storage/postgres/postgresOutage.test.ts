// PostgreSQL going away and coming back, through a TCP proxy the test controls: while it is down or silent the API
// answers 503 in Spanish within its time limits (liveness stays 200), and once it is back the server recovers by itself.
import { createServer as createTcpServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createDatabase, createServer, migrate, type Database } from '../../../../runtime/server/index.js';
import { fixtureApp, fixtureEntities } from '../../../fixtures/entities.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, signInServer, type TestDatabase, type TestRequestOptions, type TestResponse } from '../../testStores.js';

/** A proxy to `target` that can refuse new connections and reset open ones (down), or keep them open and drop every byte (silent). */
interface OutageProxy {
  readonly port: number;
  down(): Promise<void>;
  silent(): void;
  up(): Promise<void>;
  close(): Promise<void>;
}

async function startOutageProxy(target: { host: string; port: number }): Promise<OutageProxy> {
  const sockets = new Set<Socket>();
  let mode: 'up' | 'silent' = 'up';
  const server: Server = createTcpServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => mode === 'up' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'up' && client.write(chunk));
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    async down() {
      mode = 'up';
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    silent() {
      mode = 'silent';
    },
    async up() {
      mode = 'up';
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

const QUERY_TIMEOUT_MS = 1500;
const CONNECT_TIMEOUT_MS = 5000; // createDatabase's pool connectionTimeoutMillis

if (!getTestDialects().includes('postgres')) reportMissingPostgres('PostgreSQL outage');
else
  describe('PostgreSQL outage [postgres]', () => {
    let testDatabase: TestDatabase;
    let proxy: OutageProxy;
    let database: Database;
    let server: FastifyInstance;
    let request: (options: TestRequestOptions) => Promise<TestResponse>;
    const acknowledged: string[] = [];

    beforeAll(async () => {
      testDatabase = await createTestDatabase('postgres');
      await migrate(testDatabase.database, fixtureEntities);
      const url = new URL(testDatabase.url!);
      proxy = await startOutageProxy({ host: url.hostname, port: Number(url.port) });
      url.port = String(proxy.port);
      database = createDatabase({ databaseUrl: url.toString(), queryTimeoutMs: QUERY_TIMEOUT_MS });
      server = await createServer({ entities: fixtureEntities, app: fixtureApp, database, dataDir: testDatabase.dataDir, webRoot: '/nonexistent-web-root' });
      request = await signInServer(server, database);
    });
    afterAll(async () => {
      await server?.close();
      await proxy?.close();
      await testDatabase?.dispose();
    });

    /** Creates a seller through the API; its id is remembered once the server says 2xx. */
    async function createSeller(name: string): Promise<TestResponse> {
      const response = await request({ method: 'POST', url: '/api/sellers/create', payload: { name } });
      if (response.statusCode < 300) acknowledged.push(response.data._id as string);
      return response;
    }

    /** The answer and how long it took. */
    async function timed(options: TestRequestOptions): Promise<{ response: TestResponse; ms: number }> {
      const started = performance.now();
      const response = await request(options);
      return { response, ms: performance.now() - started };
    }

    function expectUnavailable(response: TestResponse): void {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.data.error).toMatch(/^[A-ZÁÉÍÓÚ¿].*\.$/u);
      expect(response.data.error).not.toMatch(/ECONN|timeout|Connection|terminated/i);
    }

    async function expectRecovered(): Promise<void> {
      // The pool drops the dead clients it meets; the first requests after the way back may still meet one.
      let last: TestResponse | undefined;
      for (let attempt = 0; attempt < 5; attempt++) {
        last = await request({ method: 'GET', url: '/api/sellers?pageIndex=1&pageSize=50' });
        if (last.statusCode === 200) break;
        expectUnavailable(last);
      }
      expect(last?.statusCode).toBe(200);
      const ready = await request({ method: 'GET', url: '/api/readyz', signedIn: false });
      expect(ready.statusCode).toBe(200);
    }

    it('answers 503 in Spanish while PostgreSQL refuses connections, keeps liveness, and recovers by itself', async () => {
      for (let index = 0; index < 5; index++) expect((await createSeller(`Antes ${index}`)).statusCode).toBe(201);
      await proxy.down();

      const health = await request({ method: 'GET', url: '/api/healthz', signedIn: false });
      expect(health.statusCode).toBe(200);
      const ready = await request({ method: 'GET', url: '/api/readyz', signedIn: false });
      expect(ready.statusCode).toBe(503);
      expect(ready.data.checks.database).toBe('unavailable');
      for (const options of [
        { method: 'GET', url: '/api/sellers?pageIndex=1&pageSize=20' },
        { method: 'GET', url: `/api/sellers/${acknowledged[0]}` },
        { method: 'POST', url: '/api/sellers/create', payload: { name: 'Durante la caída' } },
      ] as const) {
        const { response, ms } = await timed(options);
        expectUnavailable(response);
        expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
      }

      await proxy.up();
      await expectRecovered();
      expect((await createSeller('Después')).statusCode).toBe(201);
    });

    it('answers 503 within the time limit while PostgreSQL stops answering mid-connection, then recovers', async () => {
      // Open pooled connections first, so the requests below meet sockets that stay open but carry nothing.
      await Promise.all([0, 1, 2].map(() => request({ method: 'GET', url: '/api/sellers?pageIndex=1&pageSize=20' })));
      proxy.silent();
      const answers = await Promise.all(
        [
          { method: 'GET', url: '/api/sellers?pageIndex=1&pageSize=20' },
          { method: 'POST', url: '/api/sellers/create', payload: { name: 'En silencio' } },
        ].map((options) => timed(options as TestRequestOptions)),
      );
      for (const { response, ms } of answers) {
        expectUnavailable(response);
        expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS + 2000);
      }
      await proxy.down();
      await proxy.up();
      await expectRecovered();
      // It waits on the store's own limits by design: the client's read timeout, then a fresh connection's.
    }, 3 * (CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS));

    it('lost no acknowledged write across the outages', async () => {
      const direct = testDatabase.database;
      const rows = await direct.db.selectFrom('sellers').select('_id').execute();
      const stored = new Set(rows.map((row) => row._id as string));
      expect(acknowledged.length).toBeGreaterThanOrEqual(6);
      for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    });
  });
