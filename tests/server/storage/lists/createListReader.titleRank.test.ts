// An enum column sorts by its titles as the user reads them (folded like other text sorts), not by its stored codes, on
// both stores: the list's pages (offset and keyset, both ways), its export and a bulk `where` follow that order, the
// first page and a keyset page read the rank's list index (no sort of the table), a picker labelled by the enum offers
// its rows in the same order, and a change of the titles' order builds the index again.
import { CompiledQuery, sql } from 'kysely';
import { foldText, getListKeySql, getSortKey, migrate } from '../../../../runtime/server/storage/index.js';
import { getEngine } from '../../../../runtime/server/storage/getEngine.js';
import { readIndexes } from '../../../../runtime/server/storage/migrations/schema/readCatalog.js';
import { createEntityRegistry } from '../../../../runtime/server/model/index.js';
import { findLookupOptions, getLookupSource } from '../../../../runtime/server/storage/references/findLookupOptions.js';
import type { EntityDefinition, ReferenceDefinition } from '../../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../../fixtures/buildFixtureModel.js';
import { getFixtureEntity } from '../../../fixtures/loadFixtureModel.js';
import { createTestDatabase, describeEachStore, getTestDialects, type TestStore } from '../../testStores.js';
import { expectPagesEveryWay, listPage } from '../../fixtures/expectPagesEveryWay.js';

type Options = readonly (readonly [string | number, string])[];

const STATES: Options = [
  ['open', 'Abierta'],
  ['waiting', 'En espera'],
  ['closed', 'Cerrada'],
  ['escalated', 'Última instancia'],
  ['new', 'nueva'],
];
const PRIORITIES: Options = [
  [1, 'Media'],
  [2, 'Alta'],
  [3, 'Baja'],
];

function ticketEntity(states: Options = STATES): EntityDefinition {
  const oneOf = (options: Options) => options.map(([value, title]) => ({ const: value, title }));
  return getFixtureEntity(
    buildFixtureModel([
      {
        entity: 'ticket',
        label: { one: 'incidencia', many: 'Incidencias' },
        fields: {
          _id: { type: 'string', title: 'Id', readOnly: true },
          subject: { type: 'string', title: 'Asunto' },
          state: { type: ['string', 'null'], title: 'Estado', oneOf: oneOf(states) },
          priority: { type: ['integer', 'null'], title: 'Prioridad', oneOf: oneOf(PRIORITIES) },
        },
        endpoints: {
          list: { kind: 'list', method: 'GET', path: '/tickets' },
          update: { kind: 'update', method: 'PUT', path: '/tickets/{_id}' },
          delete: { kind: 'delete', method: 'DELETE', path: '/tickets/{_id}' },
        },
        grids: {
          tickets: {
            title: 'Incidencias',
            route: '/tickets',
            dataSource: 'list',
            pageSize: 7,
            defaultSort: { field: 'priority', order: 'asc' },
            columns: [
              { field: 'subject', sort: true },
              { field: 'state', filter: 'select', sort: true },
              { field: 'priority', sort: true },
            ],
            bulk: { delete: true },
          },
        },
      },
    ] as never),
    'ticket',
  );
}

type Ticket = { _id: string; subject: string; state: string | null; priority: number | null };

/** 45 rows: every state and priority, NULLs, a stored code the list no longer names, ids not in any order. */
function getTickets(): Ticket[] {
  const states = [...STATES.map(([code]) => code as string), 'legacy', null];
  return Array.from({ length: 45 }, (_, index) => ({
    _id: `t${String((index * 29) % 45).padStart(3, '0')}`,
    subject: `Asunto ${index}`,
    state: states[index % states.length]!,
    priority: index % 4 === 3 ? null : ((index % 3) + 1),
  }));
}

/** The oracle: the title's folded text, byte order; an unnamed code after every title; NULL first; ties by _id. */
function sortTickets(rows: readonly Ticket[], field: 'state' | 'priority', order: 'asc' | 'desc'): string[] {
  const options = field === 'state' ? STATES : PRIORITIES;
  const titles = [...new Set(options.map(([, title]) => foldText(title)))].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const rank = (value: string | number | null) => {
    if (value === null) return -1;
    const option = options.find(([code]) => code === value);
    return option ? titles.indexOf(foldText(option[1])) : titles.length;
  };
  const sorted = [...rows].sort((a, b) => rank(a[field]) - rank(b[field]) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  if (order === 'desc') sorted.reverse();
  return sorted.map((row) => row._id);
}

const list = (store: TestStore, query: string) => listPage(store, '/api/tickets', query);

/** The plan of a query: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's EXPLAIN lines. */
async function explain(store: TestStore, query: CompiledQuery): Promise<string> {
  const prefix = store.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  const rows = (await store.database.db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]))).rows;
  return rows.map((row) => String((row as Record<string, unknown>).detail ?? (row as Record<string, unknown>)['QUERY PLAN'])).join('\n');
}

const entity = ticketEntity();

describeEachStore(
  'an enum column sorts by its titles',
  (store) => {
    const rows = getTickets();
    beforeEach(async () => {
      await store().database.db.insertInto('tickets').values(rows).execute();
    });


    it.each([
      ['state', 'asc'],
      ['state', 'desc'],
      ['priority', 'asc'],
      ['priority', 'desc'],
    ] as const)('sorts by %s %s: titles, NULLs first ascending, ties by _id, every way of paging', async (field, order) => {
      await expectPagesEveryWay(store(), '/api/tickets', `sortField=${field}&sortOrder=${order}`, sortTickets(rows, field, order));
    });

    it('the default sort (an integer enum) under a select filter pages by the titles too', async () => {
      await expectPagesEveryWay(store(), '/api/tickets', 'state=waiting', sortTickets(rows.filter((row) => row.state === 'waiting'), 'priority', 'asc'));
    });

    it('is not the codes\' order (the point of the ranks)', () => {
      expect(sortTickets(rows, 'state', 'asc')).not.toEqual([...rows].sort((a, b) => String(a.state).localeCompare(String(b.state)) || a._id.localeCompare(b._id)).map((row) => row._id));
    });

    it('the export writes the rows in the grid\'s order', async () => {
      const response = await store().request({ method: 'GET', url: '/api/tickets?format=csv&sortField=state&sortOrder=desc' });
      expect(response.statusCode, response.body).toBe(200);
      const subjects = response.body.trim().split(/\r?\n/).slice(1).map((line) => line.split(';')[0]);
      const byId = new Map(rows.map((row) => [row._id, row.subject]));
      expect(subjects).toEqual(sortTickets(rows, 'state', 'desc').map((id) => byId.get(id)));
    });

    it('a bulk `where` reads its selection page after page by the default sort (an integer enum\'s titles) and takes every row once', async () => {
      // Past one selection page (2000 rows): the keyset after each page's last row, by rank then _id, NULL ranks included.
      const many = Array.from({ length: 4100 }, (_, i): Ticket => ({ _id: `b${(i * 7919) % 4100}`, subject: `B ${i}`, state: 'open', priority: i % 5 === 0 ? null : (i % 3) + 1 }));
      for (let i = 0; i < many.length; i += 500) await store().database.db.insertInto('tickets').values(many.slice(i, i + 500)).execute();
      const preview = await store().request({ method: 'POST', url: '/api/tickets/bulk', payload: { action: 'delete', where: { state: 'open' }, dryRun: true } });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.data.total).toBe(many.length + rows.filter((row) => row.state === 'open').length);
    });

    it('reads the first page and each range of a keyset page from the rank\'s list index, without sorting the table', async () => {
      const { db } = store().database;
      const many = Array.from({ length: 3000 }, (_, i): Ticket => ({ _id: `x${i}`, subject: `S ${i}`, state: STATES[i % STATES.length]![0] as string, priority: (i % 3) + 1 }));
      for (let i = 0; i < many.length; i += 500) await db.insertInto('tickets').values(many.slice(i, i + 500)).execute();
      if (store().dialect === 'postgres') await sql`analyze tickets`.execute(db);
      const engine = getEngine(store().dialect);
      const id = sql.ref('t._id');
      for (const field of ['state', 'priority'] as const) {
        const key = getListKeySql(getSortKey(entity, entity.fields.find((candidate) => candidate.name === field), field), 't');
        for (const direction of ['asc', 'desc'] as const) {
          const way = sql.raw(engine.orderDirection(direction));
          const after = sql.raw(direction === 'asc' ? '>' : '<');
          const page = (condition: ReturnType<typeof sql<boolean>> | null, byId: boolean) =>
            db
              .selectFrom('tickets as t')
              .selectAll('t')
              .$if(condition !== null, (query) => query.where(condition!))
              .orderBy(byId ? sql`${id} ${way}` : sql`${key} ${way}, ${id} ${way}`)
              .limit(20)
              .compile();
          // The list's first page, then a keyset page's two ranges (createListReader's getExpressionKeysetSegments), after a
          // row in the middle of its rank (about 300 of its 600 rows on each side).
          const queries = [page(null, false), page(sql<boolean>`${key} = ${1} and ${id} ${after} ${'x5'}`, true), page(sql<boolean>`${key} ${after} ${1}`, false)];
          for (const [index, query] of queries.entries()) {
            const plan = await explain(store(), query);
            expect(plan, `${field} ${direction}: ${query.sql}`).toMatch(new RegExp(`tickets__${field}__rank_[0-9a-f]{8}__id__list`));
            expect(plan, `${field} ${direction}`).not.toMatch(/TEMP B-TREE|Sort|Seq Scan/);
            // A range is a search of the index, not a walk of it from its start.
            if (index > 0 && store().dialect === 'sqlite') expect(plan, `${field} ${direction}: ${query.sql}`).toMatch(/^SEARCH t USING (COVERING )?INDEX/);
          }
        }
      }
    });
  },
  { entities: [entity] },
);

for (const dialect of getTestDialects()) {
  describe(`a picker over an enum label [${dialect}]`, () => {
    it('offers the rows by the label\'s titles, then _id', async () => {
      const test = await createTestDatabase(dialect);
      try {
        await migrate(test.database, [entity]);
        const rows = getTickets();
        await test.database.db.insertInto('tickets').values(rows).execute();
        const reference = { field: 'ticket', entity: 'ticket', display: 'state', many: false } as unknown as ReferenceDefinition;
        const source = getLookupSource(reference, entity, entity.grids, test.database.engine, createEntityRegistry([entity]));
        const { data } = await findLookupOptions(test.database.db, source, { q: undefined, offset: 0, limit: rows.length });
        expect(data.map((option) => option.id)).toEqual(sortTickets(rows, 'state', 'asc'));
      } finally {
        await test.dispose();
      }
    });
  });

  describe(`the titles' order changes [${dialect}]`, () => {
    it('the converge builds the rank index for the new order and drops the old one; retitling alone keeps it', async () => {
      const test = await createTestDatabase(dialect);
      try {
        const names = async () => (await readIndexes(test.database, 'tickets')).map((index) => index.name).filter((name) => name.includes('__state__rank_'));
        const first = ticketEntity();
        await migrate(test.database, [first]);
        await test.database.db.insertInto('tickets').values(getTickets()).execute();
        const before = await names();
        expect(before).toHaveLength(1);
        // Other titles in the same order: the same index.
        await migrate(test.database, [ticketEntity(STATES.map(([code, title]) => [code, `${title} (x)`] as const))]);
        expect(await names()).toEqual(before);
        // «Cerrada» becomes «Abandonada», now first: another order, another index, the old one gone.
        const reordered = ticketEntity(STATES.map(([code, title]) => [code, code === 'closed' ? 'Abandonada' : title] as const));
        await migrate(test.database, [reordered]);
        const after = await names();
        expect(after).toHaveLength(1);
        expect(after).not.toEqual(before);
        const state = reordered.fields.find((field) => field.name === 'state');
        const key = getListKeySql(getSortKey(reordered, state, 'state'), 't');
        const ordered = await test.database.db.selectFrom('tickets as t').select('t.state').where('t.state', 'is not', null).orderBy(sql`${key}`).orderBy('t._id').limit(1).executeTakeFirstOrThrow();
        expect(ordered.state).toBe('closed');
      } finally {
        await test.dispose();
      }
    });
  });
}
