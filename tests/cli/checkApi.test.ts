// `admin-gen check-api` over HTTP, on both stores, on a fixture site (tests/fixtures/basic, its document as its build
// emits it, written where --openapi reads it): against admin-gen's own server every case conforms (exit 0) and
// the rows it made are gone, the demo rows untouched; behind a proxy that breaks a few answers each break is a FAIL
// row of the table (exit 1); a server it cannot reach or a refused sign-in is a usage error (exit 2).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { main } from '../../cli.js';
import { getDocumentedOperations, type OpenApiDocument } from '../../runtime/checkApi/index.js';
import { createAdminAccount, createServer, migrate, seedDemoData } from '../../runtime/server/index.js';
import { emitOpenApi } from '../../generator/index.js';
import { FIXTURES_DIR } from '../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../fixtures/loadFixtureModel.js';
import { TEST_ADMIN, createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../server/testStores.js';

const REPO_ROOT = new URL('../..', import.meta.url).pathname;
const model = loadFixtureModel(path.join(FIXTURES_DIR, 'basic/schemas'));
const { app, entities } = model;
const documentText = emitOpenApi(model).contents;
const operationCount = getDocumentedOperations(JSON.parse(documentText) as OpenApiDocument).length;
// The site's document where `--openapi` reads it, as a build writes generated/openapi.json.
const documentDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-check-api-'));
const OPENAPI = path.join(documentDir, 'openapi.json');
writeFileSync(OPENAPI, documentText);
afterAll(() => rmSync(documentDir, { recursive: true, force: true }));
const credentials = ['--openapi', OPENAPI, '--email', TEST_ADMIN.email, '--password', TEST_ADMIN.password];

/** Runs the CLI in-process, collecting what it prints. */
async function runCli(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void lines.push(parts.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void lines.push(parts.join(' ')));
  try {
    const code = await main(['node', 'admin-gen', 'check-api', ...args], REPO_ROOT);
    return { code, output: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

type Snapshot = Map<string, Map<string, string>>;

/** Every row of the entity tables (but the audit log, which records the check), to show that a check leaves them as they were. */
async function snapshot(store: TestDatabase): Promise<Snapshot> {
  const tables: Snapshot = new Map();
  for (const entity of entities.filter((candidate) => candidate.entity !== 'auditEntry')) {
    const rows = await store.database.db.selectFrom(entity.table).selectAll().execute();
    // Signing in writes the account's last login (and so its version): the one change the check may leave.
    const kept = entity.entity === 'adminUser' ? rows.map(({ lastLoginAt: _login, _version: _at, ...row }: Record<string, unknown>) => row) : rows;
    tables.set(entity.table, new Map(kept.map((row: Record<string, unknown>) => [String(row._id), JSON.stringify(row)])));
  }
  return tables;
}

/** `table _id: added | removed | changed (before → after)` for each row that differs. */
function diff(before: Snapshot, after: Snapshot): string[] {
  return [...before].flatMap(([table, rows]) => {
    const now = after.get(table)!;
    return [
      ...[...now.keys()].filter((id) => !rows.has(id)).map((id) => `${table} ${id}: added ${now.get(id)}`),
      ...[...rows].filter(([id, row]) => now.get(id) !== row).map(([id, row]) => `${table} ${id}: ${now.has(id) ? `changed ${row} → ${now.get(id)}` : 'removed'}`),
    ];
  });
}

/** The table's rows for an operation and case (the case name as printed). */
function rowsOf(output: string, operationId: string, caseName: string): string[] {
  return output.split('\n').filter((line) => line.startsWith(`${operationId} `) && line.includes(`  ${caseName}  `));
}

/**
 * A proxy in front of the server that breaks it: a list that ignores the pageSize maximum, a get that drops a
 * required property, a list that answers an undocumented sort field with 200, a list that fails with a 500, an update
 * that takes any version (the proxy sends `If-Match: *` whatever the client sent).
 */
async function startBrokenProxy(target: string): Promise<Server> {
  const proxy = createHttpServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let url = request.url ?? '/';
    if (/^\/api\/courseCategories(\?|$)/.test(url) && request.method === 'GET' && request.headers.cookie) {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'boom' }));
      return;
    }
    // The seller list clamps a too-large page instead of refusing it.
    if (url.startsWith('/api/sellers?')) url = url.replace(/pageSize=(\d+)/, (_match, size: string) => `pageSize=${Math.min(Number(size), 100)}`);
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)).map(([name, value]) => [name, String(value)]));
    if (/^\/api\/sellers\/[^/?]+\/update$/.test(url)) headers['if-match'] = '*';
    const answer = await fetch(target + url, { method: request.method, headers, ...(chunks.length > 0 && { body: Buffer.concat(chunks) }), redirect: 'manual' });
    let body = await answer.text();
    let status = answer.status;
    if (/^\/api\/sellers\/[^/?]+$/.test(url) && status === 200) {
      const row = JSON.parse(body) as Record<string, unknown>;
      delete row.name;
      body = JSON.stringify(row);
    }
    if (url.startsWith('/api/institutes?') && status === 400 && (JSON.parse(body) as { field?: string }).field === 'sortField') {
      status = 200;
      body = JSON.stringify({ data: [], itemsCount: 0 });
    }
    const out: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie'].includes(name)) out[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) out['set-cookie'] = cookies;
    response.writeHead(status, out).end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

for (const dialect of getTestDialects()) {
  describe(`admin-gen check-api [${dialect}]`, () => {
    let store: TestDatabase;
    let server: FastifyInstance;
    let baseUrl: string;

    beforeAll(async () => {
      store = await createTestDatabase(dialect);
      await migrate(store.database, entities);
      await seedDemoData(store.database, entities);
      await createAdminAccount(store.database, TEST_ADMIN);
      server = await createServer({ entities, app, database: store.database, dataDir: store.dataDir, webRoot: '/nonexistent-web-root', logger: false });
      baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
    }, 60_000);

    afterAll(async () => {
      await server?.close();
      await store?.dispose();
    });

    it('finds that admin-gen\'s own server conforms: exit 0, a table of every case, the made rows removed', async () => {
      const before = await snapshot(store);
      const { code, output } = await runCli(baseUrl, ...credentials);
      const summary = output.split('\n').at(-1)!;
      console.info(`[check-api ${dialect}] ${summary}`);
      expect(summary).toMatch(new RegExp(`^admin-gen: check-api http://127\\.0\\.0\\.1:\\d+: ${operationCount} operations, (\\d+) cases: \\1 conform, 0 differ; \\d+ skipped$`));
      expect(code, output.split('\n').filter((line) => line.startsWith('FAIL')).join('\n')).toBe(0);
      expect(output).toMatch(/^operation +method path +case +expected +got +result$/m);
      expect(rowsOf(output, 'sellerList', 'pageSize one past the documented maximum')).toEqual([expect.stringMatching(/GET \/api\/sellers +pageSize one past the documented maximum +400 +400 +ok$/)]);
      expect(rowsOf(output, 'sellerCreate', 'without a session')).toEqual([expect.stringMatching(/ 401 +401 +ok$/)]);
      expect(output).toMatch(/^sellerDelete .* clean up: the seller \w+ check-api made +200\|404 +200 +ok$/m);
      // Changes of a row name its version: none is a 428, a stale one a 412.
      expect(rowsOf(output, 'sellerUpdate', 'without If-Match')).toEqual([expect.stringMatching(/ 428 +428 +ok$/)]);
      expect(rowsOf(output, 'sellerDelete', 'a version the row does not have (If-Match "0")')).toEqual([expect.stringMatching(/ 412 +412 +ok$/)]);
      // Only what it made changed, and it is gone again: the demo rows are as they were.
      expect(diff(before, await snapshot(store))).toEqual([]);
    }, 120_000);

    it('reports each break of a broken server in the table and exits 1', async () => {
      const proxy = await startBrokenProxy(baseUrl);
      try {
        const { code, output } = await runCli(urlOf(proxy), ...credentials, '--only', 'sellerList,sellerGet,instituteList,courseCategoryList,getSession,sellerUpdate');
        expect(code).toBe(1);
        // A list that ignores its pageSize maximum.
        expect(rowsOf(output, 'sellerList', 'pageSize one past the documented maximum')).toEqual([expect.stringMatching(/ 400 +200 +FAIL$/)]);
        // A response without a required property.
        expect(rowsOf(output, 'sellerGet', 'an existing row')).toEqual([expect.stringMatching(/ 200 +200 +FAIL$/)]);
        expect(output).toMatch(/^FAIL sellerGet · an existing row: the 200 body does not match .*must have required property 'name'/m);
        // A wrong status for an undocumented sort field.
        expect(rowsOf(output, 'instituteList', 'sorted by _id, which is not documented')).toEqual([expect.stringMatching(/ 400 +200 +FAIL$/)]);
        // An undocumented 500.
        expect(rowsOf(output, 'courseCategoryList', 'the defaults')).toEqual([expect.stringMatching(/ 200 +500 +FAIL$/)]);
        expect(output).toMatch(/^FAIL courseCategoryList · the defaults: .*status 500 is not documented/m);
        // An update that takes any version: neither a missing nor a stale one is refused.
        expect(rowsOf(output, 'sellerUpdate', 'without If-Match')).toEqual([expect.stringMatching(/ 428 +200 +FAIL$/)]);
        expect(rowsOf(output, 'sellerUpdate', 'a version the row does not have (If-Match "0")')).toEqual([expect.stringMatching(/ 412 +200 +FAIL$/)]);
        // What is not broken still conforms.
        expect(rowsOf(output, 'sellerList', 'the defaults')).toEqual([expect.stringMatching(/ ok$/)]);
        expect(rowsOf(output, 'getSession', 'signed in')).toEqual([expect.stringMatching(/ ok$/)]);
        expect(output.split('\n').at(-1)).toMatch(/: 6 operations, \d+ cases: \d+ conform, [1-9]\d* differ; \d+ skipped$/);
      } finally {
        await new Promise((resolve) => proxy.close(resolve));
      }
    }, 60_000);

    it('exits 2 with a clear message when it cannot check: no server, no credentials, a refused sign-in', async () => {
      const closed = createHttpServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const nowhere = urlOf(closed);
      await new Promise((resolve) => closed.close(resolve));
      expect(await runCli(nowhere, ...credentials)).toEqual({ code: 2, output: expect.stringMatching(/^admin-gen: check-api: cannot reach the server: POST http:\/\/127\.0\.0\.1:\d+\/api\/login: ECONNREFUSED$/) });
      expect(await runCli('localhost:3000', ...credentials)).toEqual({ code: 2, output: expect.stringContaining('is not an http(s) URL') });
      expect(await runCli(baseUrl, '--openapi', OPENAPI)).toEqual({ code: 2, output: expect.stringContaining('no credentials; pass --email and --password or set ADMIN_GEN_CHECK_EMAIL and ADMIN_GEN_CHECK_PASSWORD') });
      expect(await runCli(baseUrl, ...credentials, '--openapi', 'no/such/openapi.json')).toEqual({ code: 2, output: expect.stringContaining('cannot read the OpenAPI document') });
      expect(await runCli(baseUrl, '--openapi', OPENAPI, '--email', TEST_ADMIN.email, '--password', 'not-the-password')).toEqual({ code: 2, output: expect.stringMatching(/^admin-gen: check-api: sign-in as admin@example\.com through POST \/api\/login failed: 401 /) });
    }, 60_000);
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres('admin-gen check-api');
