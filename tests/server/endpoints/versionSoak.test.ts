// A small soak of concurrent edits (bench/soakVersions.ts runs the large one): two sessions, two requests in flight each,
// 60 increments each to the same 5 rows, every change sent at the version its session last saw. No update is lost;
// the same edits sent with If-Match: * lose some, which is what the versions are for. A few hundred requests with the
// 412s' second tries: 1–2 s alone, past the default 5 s beside other suites on the shared 2 cores, so each test allows 30 s.
import { normalizeEntity } from '../../../generator/normalize/normalize.js';
import type { EntitySchemaInput } from '../../../generator/shared/types.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { runVersionSoak, type SoakSession } from '../../support/runVersionSoak.js';
import { describeEachStore, injectAs, signIn, TEST_ADMIN } from '../testStores.js';

const tallySchema: EntitySchemaInput = {
  entity: 'tally',
  label: { one: 'contador', many: 'Contadores' },
  fields: {
    _id: { type: 'string', readOnly: true },
    name: { type: 'string', title: 'Nombre', maxLength: 100 },
    count: { type: 'integer', title: 'Cuenta', minimum: 0 },
  },
  required: ['name'],
  endpoints: {
    list: { kind: 'list', method: 'GET', path: '/tallies' },
    create: { kind: 'create', method: 'POST', path: '/tallies' },
    update: { kind: 'update', method: 'PUT', path: '/tallies/{_id}' },
  },
};
const tally = normalizeEntity(tallySchema, 'schemas/tally.json');

describeEachStore(
  'concurrent edits of the same rows',
  (store) => {
    /** Two signed-in sessions of their own, the rows at 0, and the soak over them. */
    async function soak(ifMatch: 'version' | 'any') {
      const sessions: SoakSession[] = [];
      for (let index = 0; index < 2; index += 1) {
        const keys = await signIn(store().server, '/api', TEST_ADMIN);
        sessions.push({ send: ({ method, url, body, headers }) => injectAs(store().server, keys, { method: method as 'PUT', url, payload: body as Record<string, unknown>, headers: { ...headers } }).then((answer) => ({ status: answer.statusCode, data: answer.data })) });
      }
      const rows = [];
      for (let index = 0; index < 5; index += 1) rows.push((await store().request({ method: 'POST', url: '/api/tallies', payload: { name: `Fila ${index}`, count: 0 } })).data);
      const readRows = async () => (await store().request({ method: 'GET', url: '/api/tallies?pageSize=100' })).data.data;
      return runVersionSoak({ sessions, rows, field: 'count', update: (id) => ({ method: 'PUT', url: `/api/tallies/${id}` }), updatesPerSession: 60, inFlight: 2, ifMatch }, readRows);
    }

    it('at the versions seen: 120 increments kept, none lost, the stale ones refused (412) and made again', async () => {
      const result = await soak('version');
      expect({ updates: result.updates, lostUpdates: result.lostUpdates, errors: result.errors }).toEqual({ updates: 120, lostUpdates: 0, errors: 0 });
      expect(result.conflicts).toBeGreaterThan(0);
      const rows = (await store().request({ method: 'GET', url: '/api/tallies?pageSize=100' })).data.data as { count: number; _version: number }[];
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(120);
      // Each row's version counts its changes: made at 1, then one per increment.
      for (const row of rows) expect(row._version).toBe(row.count + 1);
    }, 30_000);

    it('the same edits at whatever version (If-Match: *) lose updates: the soak would see it', async () => {
      const result = await soak('any');
      expect(result.conflicts).toBe(0);
      expect(result.lostUpdates).toBeGreaterThan(0);
    }, 30_000);
  },
  { entities: [tally], app: fixtureApp },
);

