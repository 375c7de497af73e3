// A grid's search box (`q`, issue 23) on both stores: accent- and case-insensitive "contains" over several fields,
// short texts (the key scan), LIKE's wildcards as plain text, together with a filter, a tab, a row filter and a sort,
// exports following it, the 400s, and the derived objects (trigram index, scan index) the model's `search` adds, also
// to a store that has rows already.
import { parse } from 'csv-parse/sync';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppSchemaInput, EntitySchemaInput } from '../../../../generator/index.js';
import { updateAdminAccess } from '../../../../runtime/server/auth/createAdminAccount.js';
import { createSessionStore } from '../../../../runtime/server/auth/index.js';
import { createEntityRegistry } from '../../../../runtime/server/model/index.js';
import { createStore, getListStorage, migrate, SYSTEM_TABLES, writeRow } from '../../../../runtime/server/storage/index.js';
import { readExportAuditChanges } from '../../../../runtime/shared/contract/index.js';
import { getListSpec, MAX_SEARCH_LENGTH, type EntityDefinition } from '../../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../../fixtures/buildFixtureModel.js';
import { createTestDatabase, describeEachStore, getTestDialects, injectAs, type TestRequestOptions, type TestResponse, type TestSession } from '../../testStores.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/schemas');
const readSchema = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as EntitySchemaInput;
/** The fixture site with search boxes: deliveries by voucher and notes, invoices (tabs, filters, a row filter) by voucher. */
const SEARCH: Readonly<Record<string, string[]>> = { deliveries: ['voucherNumber', 'notes'], invoices: ['voucherNumber'] };
const schemas = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json') && file !== 'app.json')
  .map(readSchema)
  .map((schema) => ({
    ...schema,
    grids: Object.fromEntries(Object.entries(schema.grids ?? {}).map(([name, grid]) => [name, SEARCH[name] ? { ...grid, search: SEARCH[name] } : grid])),
  }));
const model = buildFixtureModel(schemas, {
  ...(readSchema('app.json') as unknown as AppSchemaInput),
  roles: {
    admin: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] },
    seller: { label: 'Vendedor', grants: [{ entity: 'invoice', actions: ['list', 'export'], rowFilter: { seller: '$user.seller' } }] },
  },
  adminUsers: { firstRole: 'admin', fields: { seller: { title: 'Vendedor', reference: 'seller' } } },
});
const entity = (name: string) => model.entities.find((candidate) => candidate.entity === name) as EntityDefinition;
const invoice = entity('invoice');
const delivery = entity('delivery');

const INVOICES = [
  { voucherNumber: 'José-001', state: 'Pendiente', electronic: true, seller: 'vera' },
  { voucherNumber: 'JOSE-002', state: 'Facturada', electronic: false, seller: 'vera' },
  { voucherNumber: 'Ñu-003', state: 'Pendiente', electronic: true, seller: 'otto' },
  { voucherNumber: 'ñu-004', state: 'Pendiente', electronic: false, seller: 'vera' },
  { voucherNumber: 'Ana-100%', state: 'Finalizada', electronic: null, seller: null },
  { voucherNumber: 'Ana_X', state: 'Anulada', electronic: null, seller: 'otto' },
];
const DELIVERIES = [
  { voucherNumber: 'D-1', notes: 'Entregado a José Pérez' },
  { voucherNumber: 'Jose-D2', notes: null },
  { voucherNumber: 'D-3', notes: 'nada que ver' },
];

describeEachStore(
  'list search (q)',
  (store) => {
    let as: (who: string, options: TestRequestOptions) => Promise<TestResponse>;
    beforeAll(async () => {
      const db = store().database.db;
      const admin = await db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', store().admin.id).executeTakeFirstOrThrow();
      await db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id: 'user-otto', email: 'otto@example.com', passwordHash: admin.passwordHash, createdAt: admin.createdAt }).execute();
      await updateAdminAccess(store().database, 'user-otto', { roles: ['seller'] });
      const { token, csrfToken } = await createSessionStore(store().database).create('user-otto');
      const session: TestSession = { cookie: token, csrfToken };
      as = (_who, options) => injectAs(store().server, session, options);
    });

    beforeEach(async () => {
      const { db } = store().database;
      for (const seller of ['vera', 'otto']) await db.insertInto('sellers').values({ _id: seller, name: seller }).execute();
      await db.updateTable(SYSTEM_TABLES.adminUsers).set({ seller: 'otto' }).where('email', '=', 'otto@example.com').execute();
      let id = 0;
      const next = () => `s${String(++id).padStart(23, '0')}`;
      const at = (index: number) => `2026-03-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`;
      await db.insertInto(invoice.table).values(INVOICES.map((row, index) => writeRow(store().dialect, invoice, { _id: next(), total: 1, createdAt: at(index), ...row }))).execute();
      await db
        .insertInto(delivery.table)
        .values(DELIVERIES.map((row, index) => writeRow(store().dialect, delivery, { _id: next(), billing: { country: 'EC' }, createdAt: at(index), ...row })))
        .execute();
    });

    /** The page's vouchers; `count`: the itemsCount expected when the page holds fewer rows than match. */
    const vouchers = async (url: string, who?: string, count?: number) => {
      const response = who ? await as(who, { method: 'GET', url }) : await store().request({ method: 'GET', url });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      const rows = response.data.data.map((row: { voucherNumber: string }) => row.voucherNumber);
      expect(response.data.itemsCount, url).toBe(count ?? rows.length);
      return rows;
    };

    it.each([
      ['accents and case: jose finds José and JOSE', '/api/invoices?q=jose&sortField=voucherNumber', ['José-001', 'JOSE-002']],
      ['an accented query finds the plain text', `/api/invoices?q=${encodeURIComponent('JOSÉ')}&sortField=voucherNumber`, ['José-001', 'JOSE-002']],
      ['ÑU finds ñu (ñ folds to itself, not to n)', `/api/invoices?q=${encodeURIComponent('ÑU')}&sortField=voucherNumber`, ['Ñu-003', 'ñu-004']],
      ['nu does not find ñu', '/api/invoices?q=nu-0', []],
      ['two letters (no trigram: the key scan)', '/api/invoices?q=jO&sortField=voucherNumber', ['José-001', 'JOSE-002']],
      ['one letter', `/api/invoices?q=${encodeURIComponent('ñ')}&sortField=voucherNumber`, ['Ñu-003', 'ñu-004']],
      ['% is plain text', `/api/invoices?q=${encodeURIComponent('0%')}`, ['Ana-100%']],
      ['_ is plain text', '/api/invoices?q=a_x', ['Ana_X']],
      ['a quote in a trigram search', `/api/invoices?q=${encodeURIComponent('a"b')}`, []],
      ['nothing matches', '/api/invoices?q=zzzz', []],
      ['with a tab (state)', '/api/invoices?q=jose&state=Pendiente', ['José-001']],
      ['with the Otros tab (Anulada is in no tab)', '/api/invoices?q=ana&otherState=true', ['Ana_X']],
      ['with a boolean filter', '/api/invoices?q=jose&electronic=false', ['JOSE-002']],
      ['with a text filter on the same field', '/api/invoices?q=jose&voucherNumber=002', ['JOSE-002']],
      ['sorted, descending', `/api/invoices?q=${encodeURIComponent('ñu')}&sortField=voucherNumber&sortOrder=desc`, ['ñu-004', 'Ñu-003']],
      ['several fields: the voucher or the notes', '/api/deliveries?q=jose&sortField=voucherNumber', ['D-1', 'Jose-D2']],
      ['several fields, short', '/api/deliveries?q=jo&sortField=voucherNumber', ['D-1', 'Jose-D2']],
      ['blank q: every row', '/api/deliveries?q=%20%20', ['D-3', 'Jose-D2', 'D-1']],
      ['empty q: every row', '/api/deliveries?q=', ['D-3', 'Jose-D2', 'D-1']],
    ])('%s', async (_case, url, expected) => {
      expect(await vouchers(url)).toEqual(expected);
    });

    it('pages count every match, not the page', async () => {
      expect(await vouchers('/api/invoices?q=jose&sortField=voucherNumber&pageSize=1&pageIndex=2', undefined, 2)).toEqual(['JOSE-002']);
    });

    it("a row filter holds the search: the seller role's q reaches its own rows only", async () => {
      expect(await vouchers(`/api/invoices?q=${encodeURIComponent('ñu')}`, 'otto')).toEqual(['Ñu-003']);
      expect(await vouchers('/api/invoices?q=ana', 'otto')).toEqual(['Ana_X']);
      expect(await vouchers('/api/invoices?q=jose', 'otto')).toEqual([]);
    });

    it('the export is the list query: q filters the file, and the audit entry records it', async () => {
      const csv = await store().request({ method: 'GET', url: '/api/invoices?format=csv&q=jose&sortField=voucherNumber' });
      expect(csv.statusCode, csv.body).toBe(200);
      const [header, ...records] = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
      expect(records.map((record) => record[header!.indexOf('Comprobante')])).toEqual(['José-001', 'JOSE-002']);
      const own = await as('otto', { method: 'GET', url: `/api/invoices?format=csv&q=${encodeURIComponent('ñu')}` });
      expect(own.statusCode, own.body).toBe(200);
      expect((parse(own.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][]).length).toBe(2);
      // The audit entry is written when the file has been sent.
      const exports = () => store().database.db.selectFrom(SYSTEM_TABLES.auditLog).select(['changes', 'userEmail']).where('action', '=', 'export').execute();
      await expect.poll(async () => (await exports()).length).toBe(2);
      const mine = (await exports()).find((entry) => entry.userEmail !== 'otto@example.com');
      expect(readExportAuditChanges(mine?.changes)).toMatchObject({ format: 'csv', rows: 2, where: { q: 'jose' }, sort: { field: 'voucherNumber', order: 'asc' } });
    });

    it.each([
      ['too long', `/api/invoices?q=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}`],
      ['repeated', '/api/invoices?q=a&q=b'],
      ['nested', '/api/invoices?q[like]=a'],
      ['a list no grid searches', '/api/sellers?q=vera'],
    ])('400 naming q: %s', async (_case, url) => {
      const response = await store().request({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.data).toMatchObject({ field: 'q', error: expect.any(String) });
    });

    it('the model derives the search: each field gets its folded key, trigram index and (SQLite) scan index from the converge', async () => {
      const storage = getListStorage(delivery, model.entities.flatMap((candidate) => candidate.grids));
      expect(storage.searched.map((field) => field.name).sort()).toEqual(['notes', 'voucherNumber']);
      const { db } = store().database;
      const names =
        store().dialect === 'sqlite'
          ? (await sql<{ name: string }>`select name from sqlite_master where tbl_name = ${delivery.table}`.execute(db)).rows.map((row) => row.name)
          : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${delivery.table}`.execute(db)).rows.map((row) => row.name);
      if (store().dialect === 'sqlite') {
        // A text too short for a trigram scans the keys in this index; PostgreSQL asks its search table instead.
        expect(names).toContain('deliveries__notes__fold__id__list');
        const search = await sql<{ sql: string }>`select sql from sqlite_master where name = 'deliveries__search'`.execute(db);
        expect(search.rows[0]?.sql).toContain('"notes__fold"');
      } else {
        // The trigram indexes are on the narrow search table, none on the wide one; no key scan index either.
        expect(names.filter((name) => name.endsWith('__trgm'))).toEqual([]);
        expect(names).not.toContain('deliveries__notes__fold__id__list');
        const search = await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'deliveries__search' order by 1`.execute(db);
        expect(search.rows.map((row) => row.name)).toEqual(['deliveries__search__notes__fold__trgm', 'deliveries__search__voucherNumber__fold__trgm', 'deliveries__search_pkey']);
      }
    });
  },
  { entities: model.entities, app: model.app },
);

describe.each(getTestDialects())('a field added to a grid search on a store with rows [%s]', (dialect) => {
  it('gets its folded key, trigram and scan indexes from the converge on start, and q finds its existing rows', async () => {
    const before = buildFixtureModel(schemas.map((schema) => (schema.entity === 'delivery' ? { ...schema, grids: { deliveries: { ...schema.grids!.deliveries!, search: ['voucherNumber'] } } } : schema)));
    const testDatabase = await createTestDatabase(dialect);
    try {
      const { database } = testDatabase;
      // Only the delivery and the sellers it references: two migrations of the whole model are most of the time.
      const only = (entities: readonly EntityDefinition[]) => entities.filter((candidate) => candidate.entity === 'delivery' || candidate.entity === 'seller');
      await migrate(database, only(before.entities));
      const stored = before.entities.find((candidate) => candidate.entity === 'delivery')!;
      await database.db
        .insertInto(stored.table)
        .values(DELIVERIES.map((row, index) => writeRow(dialect, stored, { _id: `d${index}`, billing: { country: 'EC' }, createdAt: `2026-03-0${index + 1}T10:00:00.000Z`, ...row })))
        .execute();
      // The same store started on the model whose grid also searches the notes: the server's own converge, no migration file.
      await migrate(database, only(model.entities));
      const registry = createEntityRegistry(model.entities);
      const endpoint = delivery.endpoints.find((candidate) => candidate.kind === 'list')!;
      const spec = getListSpec(delivery, endpoint, registry.entities.flatMap((candidate) => candidate.grids));
      const read = createStore(database, registry).createListReader({ entity: delivery, spec, through: null, pathFields: [], where: [] });
      for (const q of ['pérez', 'PEREZ', 'pe']) {
        const page = await read({ path: {}, owners: {}, filters: [], others: [], sort: spec.defaultSort, sortFieldGiven: false, pageSize: 20, pageIndex: 1, q });
        expect(page.rows.map((row) => row.voucherNumber), q).toEqual(['D-1']);
        expect(page.count, q).toBe(1);
      }
    } finally {
      await testDatabase.dispose();
    }
  });
});
