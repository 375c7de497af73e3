// The server against a site's OpenAPI document, on both stores: the check-api checker (runtime/checkApi) calls every
// documented operation on a store filled with the site's demo data, with success and error cases, and every answer
// must be a documented status whose body validates against the documented schema. List parameters are probed to their
// documented edges: every documented sort field is accepted and every other field refused, the paging maximums are
// the server's. On this throw-away store the checker may also change the demo rows, so a case is skipped only where no
// server could run it (a row no operation makes, a folder no role of the account may upload to): the site names those
// operations in `skips`, and any other skip fails.
import type { FastifyInstance } from 'fastify';
import { createApiChecker, formatCheckProblems, getDocumentedOperations, type ApiChecker, type OpenApiDocument, type Transport } from '../../runtime/checkApi/index.js';
import { createAdminAccount, createServer, migrate, seedDemoData } from '../../runtime/server/index.js';
import type { AppDefinition, EntityDefinition } from '../../runtime/shared/index.js';
import { TEST_ADMIN, createTestDatabase, getTestDialects, type TestDatabase } from './testStores.js';

/** A site as the server and check-api see it: its model and the OpenAPI document its build wrote. */
export interface ContractSite {
  /** What the suite's title names it by (a fixture's folder, or the course site's generated/openapi.json). */
  readonly name: string;
  readonly app: AppDefinition;
  readonly entities: readonly EntityDefinition[];
  readonly document: OpenApiDocument;
  /** The operations (by operationId) whose success case cannot be made on this site, each skipped with check-api's reason. */
  readonly skips?: readonly string[];
}

/** The checker's requests through Fastify's inject: the same requests check-api sends over HTTP, without a socket. */
function createInjectTransport(server: FastifyInstance): Transport {
  return async ({ method, url, headers, payload }) => {
    const response = await server.inject({ method: method as 'GET', url, headers, ...(payload !== undefined && { payload }) });
    const flat = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join('\n') : String(value)]));
    return { status: response.statusCode, headers: flat, body: response.body };
  };
}

/** Registers the contract suite of `site` on each test store. */
export function describeApiContract({ name, app, entities, document, skips = [] }: ContractSite): void {
  const operations = getDocumentedOperations(document);
  for (const dialect of getTestDialects()) {
    describe(`HTTP contract: the server against ${name} [${dialect}]`, () => {
      let store: TestDatabase;
      let server: FastifyInstance;
      let checker: ApiChecker;
      let caseCount = 0;
      const succeeded = new Set<string>();
      const skipped: string[] = [];

      beforeAll(async () => {
        store = await createTestDatabase(dialect);
        await migrate(store.database, entities);
        await seedDemoData(store.database, entities);
        await createAdminAccount(store.database, TEST_ADMIN);
        server = await createServer({ entities, app, database: store.database, dataDir: store.dataDir, webRoot: '/nonexistent-web-root' });
        checker = createApiChecker({ document, transport: createInjectTransport(server), credentials: TEST_ADMIN, changeExistingRows: true, leaveRows: true });
        await checker.signIn();
        // Demo data writes no history: one create through the API gives the audit log a row to read back.
        const creates = operations.filter((operation) => operation.role?.kind === 'create');
        const creatable = creates.find((operation) => operations.some((other) => other.role?.entity === operation.role?.entity && other.role?.kind === 'delete')) ?? creates[0];
        if (creatable) {
          let why = '';
          const made = await checker.createRow(creatable.role!.entity, (create, response) => void (why = `${create.id}: ${response.status} ${response.body.slice(0, 300)}`));
          expect(made, why).toBeDefined();
        }
      }, 120_000);

      afterAll(async () => {
        const cleanUp = checker ? await checker.cleanUp() : [];
        const without = operations.filter((operation) => !succeeded.has(operation.id)).map((operation) => operation.id);
        console.info(`[contract ${name} ${dialect}] ${operations.length} operations, ${caseCount} cases; ${operations.length - without.length} answered a 2xx case, not: ${without.join(', ') || 'none'}${skipped.map((line) => `\n  ${line}`).join('')}`);
        await server?.close();
        await store?.dispose();
        expect(cleanUp.filter((result) => result.outcome !== 'ok').flatMap((result) => result.problems)).toEqual([]);
      });

      it('documents every route the server serves under the API base, and serves every documented one', () => {
        const served = entities.flatMap((entity) => entity.endpoints.map((endpoint) => `${endpoint.method} ${app.apiBase}${endpoint.path}`));
        const documented = operations.map((operation) => `${operation.method} ${operation.path}`);
        expect(documented).toEqual(expect.arrayContaining(served));
        for (const operation of operations) {
          expect(server.hasRoute({ method: operation.method as 'GET', url: operation.path.replace(/\{([^}]+)\}/g, ':$1') }), `${operation.method} ${operation.path}`).toBe(true);
        }
      });

      it.each(operations.map((operation) => [`${operation.method} ${operation.path} (${operation.id})`, operation] as const))('%s answers as documented', async (_name, operation) => {
        const results = await checker.checkOperation(operation);
        expect(results.length, 'every operation has cases').toBeGreaterThan(0);
        caseCount += results.length;
        if (results.some((result) => result.outcome === 'ok' && result.got !== undefined && result.got < 300)) succeeded.add(operation.id);
        const skippedHere = results.filter((result) => result.outcome === 'skip');
        skipped.push(...formatCheckProblems(skippedHere));
        const allowed = skips.includes(operation.id) ? 'skip' : 'ok';
        expect(results.filter((result) => result.outcome !== 'ok' && result.outcome !== allowed).map((result) => `${result.outcome} ${result.name}: ${result.problems.join('; ')}`)).toEqual([]);
        // A listed skip that no longer happens is stale: the site's list must say what check-api cannot do.
        if (skips.includes(operation.id)) expect(skippedHere.length, `${operation.id} is listed in skips`).toBeGreaterThan(0);
        // Sign-in and sign-out cases hash passwords (scrypt), several per operation.
      }, 30_000);
    });
  }
}
