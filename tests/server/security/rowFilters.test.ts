// Roles' row filters and hidden fields on every surface the server answers (issue 22): lists (rows, counts, pages),
// get/update/delete/transition/impact outside the filter a 404, creates filled with the user's value, lookups and
// labels, the history; uploads; hidden child fields; on both stores. The seller role reaches the rows of the account's
// own seller (`$user.seller`, an admin-user field app.json declares), as this site's vendedor does.
import { parse } from 'csv-parse/sync';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { AppSchemaInput, EntitySchemaInput } from '../../../generator/index.js';
import { updateAdminAccess } from '../../../runtime/server/auth/createAdminAccount.js';
import { createSessionStore } from '../../../runtime/server/auth/index.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { getPermissions } from '../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { multipart, png as samplePng } from '../fixtures/sampleFiles.js';
import { describeEachStore, injectAs, type TestRequestOptions, type TestResponse, type TestSession } from '../testStores.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/schemas');
const readSchema = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as EntitySchemaInput;
const model = buildFixtureModel(
  readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json') && file !== 'app.json')
    .map(readSchema),
  {
    ...(readSchema('app.json') as unknown as AppSchemaInput),
    roles: {
      admin: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] },
      seller: {
        label: 'Vendedor',
        grants: [
          { entity: 'delivery', actions: ['list', 'view', 'create', 'delete', 'export'], rowFilter: { sellers: '$user.seller' } },
          { entity: 'invoice', actions: ['list', 'issue', 'delete'], rowFilter: { seller: '$user.seller' } },
          { entity: 'productKey', actions: ['list', 'view'], hidden: ['productKey'] },
        ],
      },
      clerk: { label: 'Atención', grants: [{ entity: 'delivery', actions: ['list', 'view', 'create'] }, { entity: 'invoice', actions: ['list'] }] },
      linker: { label: 'Ejercicios', grants: [{ entity: 'quizQuestion', actions: ['assign', 'unassign'] }, { entity: 'question', actions: ['list'], rowFilter: { publicado: true } }] },
      editor: { label: 'Edición', grants: [{ entity: 'seller', actions: ['view', 'update'], hidden: ['name'] }] },
      // displayName: null for these accounts, so this row filter reaches no row.
      ghost: { label: 'Fantasma', grants: [{ entity: 'delivery', actions: ['list', 'create'], rowFilter: { voucherNumber: '$user.displayName' } }] },
      auditor: { label: 'Auditoría', grants: [{ entity: 'auditEntry', actions: ['list', 'view'] }, { entity: 'delivery', actions: ['view'], rowFilter: { sellers: '$user.email' } }] },
    },
    adminUsers: { firstRole: 'admin', fields: { seller: { title: 'Vendedor', reference: 'seller' } } },
  },
);
const app = model.app;
/** Email, roles, the account's seller (the sellers are made with these ids). */
const ACCOUNTS = [
  ['vera@example.com', ['seller'], 'vera'],
  ['otto@example.com', ['seller'], 'otto'],
  ['nadie@example.com', ['seller'], null],
  ['clerk@example.com', ['clerk'], null],
  ['ghost@example.com', ['ghost'], null],
  ['editor@example.com', ['editor'], null],
  ['linker@example.com', ['linker'], null],
  ['auditor@example.com', ['auditor'], null],
] as const;
const BILLING = { country: 'EC', isEmptyInvoice: true };
const ANY_VERSION = { 'if-match': '*' };
const PNG = samplePng();

describe('permissions of a role with a row filter', () => {
  it("its field is read-only for the role (the server fills it)", () => {
    expect(getPermissions(app, ['seller']).entities.delivery).toMatchObject({ readOnly: ['sellers'], rowFilters: [{ sellers: '$user.seller' }] });
    expect(getPermissions(app, ['seller', 'admin']).entities.delivery).toMatchObject({ readOnly: [], rowFilters: null });
  });
});

describeEachStore(
  'row filters and hidden fields',
  (store) => {
    let as: (who: string, options: TestRequestOptions) => Promise<TestResponse>;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      // The accounts share the administrator's stored hash and get their sessions made, not signed in: no scrypt per account.
      const db = store().database.db;
      const admin = await db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', store().admin.id).executeTakeFirstOrThrow();
      const sessions = new Map<string, TestSession>();
      for (const [email, roles] of ACCOUNTS) {
        const _id = `user-${email.split('@')[0]}`;
        // The stored columns only: the admin users' list storage adds generated ones (a folded email) that take no value.
        await db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id, email, passwordHash: admin.passwordHash, createdAt: admin.createdAt }).execute();
        await updateAdminAccess(store().database, _id, { roles });
        const { token, csrfToken } = await createSessionStore(store().database).create(_id);
        sessions.set(email, { cookie: token, csrfToken });
      }
      as = (who, options) => injectAs(store().server, sessions.get(who) ?? null, options);
    });

    /** Vera's 25 deliveries (one shared with Otto), Otto's 3; each with its invoice, owned by the same seller. */
    beforeEach(async () => {
      const db = store().database.db;
      for (const seller of ['vera', 'otto']) await db.insertInto('sellers').values({ _id: seller, name: seller }).execute();
      // The sellers go between tests, and the accounts' references to them with them (set null).
      for (const [email, , seller] of ACCOUNTS) await db.updateTable(SYSTEM_TABLES.adminUsers).set({ seller }).where('email', '=', email).execute();
      const product = await store().request({ method: 'POST', url: '/api/products/create', payload: { name: 'Curso', pricetag: 10 } });
      const deliver = async (voucherNumber: string, sellers: string[]) => {
        const created = await store().request({
          method: 'POST',
          url: '/api/deliveries/create',
          payload: { voucherNumber, sellers, billing: BILLING, keys: [{ product: product.data._id, salePrice: 10, productKey: '' }] },
        });
        expect(created.statusCode, created.body).toBe(201);
        await db.updateTable('invoices').set({ seller: sellers[0] ?? null }).where('delivery', '=', created.data._id).execute();
        return String(created.data._id);
      };
      for (let i = 0; i < 24; i++) await deliver(`V-${String(i).padStart(2, '0')}`, ['vera']);
      ids.shared = await deliver('VO-shared', ['vera', 'otto']);
      ids.otto = await deliver('O-1', ['otto']);
      await deliver('O-2', ['otto']);
      await deliver('none', []);
      ids.ottoInvoice = String((await db.selectFrom('invoices').select('_id').where('delivery', '=', ids.otto).executeTakeFirstOrThrow())._id);
    });

    it('lists only the reached rows: rows, itemsCount and pages come from the same query', async () => {
      const cases: [string, string, number, number][] = [
        ['vera@example.com', '/api/deliveries?pageSize=10&pageIndex=3', 25, 5],
        ['otto@example.com', '/api/deliveries?pageSize=2&pageIndex=1', 3, 2],
        ['otto@example.com', '/api/deliveries?pageSize=10&voucherNumber=V', 1, 1],
        ['nadie@example.com', '/api/deliveries', 0, 0],
        ['ghost@example.com', '/api/deliveries', 0, 0],
        ['clerk@example.com', '/api/deliveries?pageSize=100', 28, 28],
        ['otto@example.com', '/api/invoices', 2, 2],
      ];
      for (const [who, url, count, rows] of cases) {
        const response = await as(who, { method: 'GET', url });
        expect(response.statusCode, `${who} ${url}`).toBe(200);
        expect([response.data.itemsCount, response.data.data.length], `${who} ${url}`).toEqual([count, rows]);
      }
      const otto = await as('otto@example.com', { method: 'GET', url: '/api/deliveries?pageSize=100' });
      expect(otto.data.data.map((row: { voucherNumber: string }) => row.voucherNumber).sort()).toEqual(['O-1', 'O-2', 'VO-shared']);
    });

    it('exports only the reached rows: the export is the list query, row filter included', async () => {
      for (const [who, vouchers] of [['otto@example.com', ['O-1', 'O-2', 'VO-shared']], ['nadie@example.com', []]] as const) {
        const csv = await as(who, { method: 'GET', url: '/api/deliveries?format=csv' });
        expect(csv.statusCode, csv.body).toBe(200);
        const [header, ...records] = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
        const voucher = header!.findIndex((title) => records.every((record) => /^(O-|VO-|V-|none)/.test(record[header!.indexOf(title)] ?? '')));
        expect(records.map((record) => record[voucher]).sort(), who).toEqual([...vouchers]);
      }
    });

    it('a record outside the row filter is a 404 with the body of a missing one, on every route that names it', async () => {
      const missing = await as('otto@example.com', { method: 'GET', url: '/api/deliveries/no-such-id' });
      const cases: TestRequestOptions[] = [
        { method: 'GET', url: `/api/deliveries/${ids.otto}` },
        { method: 'PUT', url: `/api/deliveries/${ids.otto}`, headers: ANY_VERSION, payload: {} },
        { method: 'GET', url: `/api/impact/delivery/${ids.otto}` },
        { method: 'POST', url: `/api/invoices/${ids.ottoInvoice}/issue`, headers: ANY_VERSION },
        { method: 'DELETE', url: `/api/invoices/${ids.ottoInvoice}`, headers: ANY_VERSION },
      ];
      for (const request of cases) {
        const response = await as('vera@example.com', request);
        expect(response.statusCode, `${request.method} ${request.url} ${response.body}`).toBe(404);
        expect(Object.keys(response.data)).toEqual(Object.keys(missing.data));
        expect(response.data.error).toContain(String(request.url).includes('invoices') ? ids.ottoInvoice : ids.otto);
      }
      expect((await as('otto@example.com', { method: 'GET', url: `/api/deliveries/${ids.otto}` })).statusCode).toBe(200);
      expect((await as('vera@example.com', { method: 'GET', url: `/api/deliveries/${ids.shared}` })).statusCode).toBe(200);
      expect((await as('otto@example.com', { method: 'POST', url: `/api/invoices/${ids.ottoInvoice}/issue`, headers: ANY_VERSION })).statusCode).toBe(200);
      const denied = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).select(['userEmail', 'recordId']).where('action', '=', 'denied').execute();
      expect(denied).toEqual(expect.arrayContaining([{ userEmail: 'vera@example.com', recordId: ids.otto }]));
    });

    it("a create gets the user's value in the row filter's field; a body writing it, or an account without the value, is a 400", async () => {
      const created = await as('otto@example.com', { method: 'POST', url: '/api/deliveries/create', payload: { voucherNumber: 'O-new', billing: BILLING } });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.data.sellers).toEqual(['otto']);
      const cases: [string, Record<string, unknown>, string][] = [
        ['otto@example.com', { voucherNumber: 'O-x', billing: BILLING, sellers: ['vera'] }, 'Su rol no permite modificar el campo «Vendedores».'],
        ['nadie@example.com', { voucherNumber: 'N-x', billing: BILLING }, 'Su cuenta no tiene un valor para «Vendedores»: no puede crear registros propios.'],
        ['ghost@example.com', { billing: BILLING }, 'Su cuenta no tiene un valor para «Comprobante»: no puede crear registros propios.'],
      ];
      for (const [who, payload, error] of cases) {
        const response = await as(who, { method: 'POST', url: '/api/deliveries/create', payload });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.data).toMatchObject({ error, field: who === 'ghost@example.com' ? 'voucherNumber' : 'sellers' });
      }
    });

    it('lookups: open to who may create the owner, scoped to the rows the user reaches on the target; labels follow the same rule', async () => {
      const clerk = await as('clerk@example.com', { method: 'GET', url: '/api/lookup/delivery/sellers' });
      expect(clerk.statusCode, clerk.body).toBe(200);
      expect(clerk.data.data.map((option: { id: string }) => option.id)).toEqual(['otto', 'vera']);
      const search = await as('otto@example.com', { method: 'GET', url: '/api/lookup/productKey/delivery?q=V' });
      expect(search.data.data.map((option: { label: string }) => option.label)).toEqual(['VO-shared']);
      const byIds = await as('vera@example.com', { method: 'GET', url: `/api/lookup/invoice/delivery?ids=${ids.otto},${ids.shared}` });
      expect(byIds.data.data).toEqual([{ id: ids.shared, label: 'VO-shared' }]);
      const none = await as('ghost@example.com', { method: 'GET', url: '/api/lookup/invoice/seller' });
      expect(none.statusCode).toBe(403);
      const invoices = await as('clerk@example.com', { method: 'GET', url: '/api/invoices?pageSize=1' });
      expect(invoices.data.data[0].$labels).not.toHaveProperty('seller');
      const deliveries = await as('clerk@example.com', { method: 'GET', url: '/api/deliveries?pageSize=1' });
      expect(Object.keys(deliveries.data.data[0].$labels)).toContain('sellers');
    });

    it('hidden fields of children embedded in a get are stripped', async () => {
      const admin = await store().request({ method: 'GET', url: `/api/deliveries/${ids.otto}` });
      expect(admin.data.keys[0].productKey).toBeTruthy();
      const otto = await as('otto@example.com', { method: 'GET', url: `/api/deliveries/${ids.otto}` });
      expect(otto.data.keys).toHaveLength(1);
      expect(otto.data.keys[0]).not.toHaveProperty('productKey');
      expect(otto.data.keys[0].salePrice).toBe(10);
    });

    it('uploads and their signatures: only for who may create or update an entity whose form uses the folder', async () => {
      const signature = (folder: string) => `/api/get_signature_s3?fileName=a.png&contentType=image%2Fpng&folder=${folder}`;
      const png = multipart([{ name: 'file', filename: 'a.png', data: PNG, contentType: 'image/png' }]);
      const cases: [string, TestRequestOptions, number][] = [
        ['otto@example.com', { method: 'GET', url: signature('notes') }, 200],
        ['editor@example.com', { method: 'GET', url: signature('notes') }, 403],
        ['otto@example.com', { method: 'POST', url: '/api/upload', payload: png.payload, headers: { ...png.headers, folder: 'receipts' } }, 200],
        ['editor@example.com', { method: 'POST', url: '/api/upload', payload: png.payload, headers: { ...png.headers, folder: 'receipts' } }, 403],
        ['otto@example.com', { method: 'POST', url: '/api/upload', payload: png.payload, headers: { ...png.headers, folder: 'docs' } }, 403],
      ];
      for (const [who, request, status] of cases) {
        const response = await as(who, request);
        expect(response.statusCode, `${who} ${request.url} ${response.body}`).toBe(status);
        if (status === 403) expect(response.data).toMatchObject({ error: expect.stringMatching(/^Su rol no permite subir archivos a la carpeta «(notes|receipts|docs)»\.$/), field: 'folder' });
      }
      const denied = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).select(['userEmail', 'entity']).where('action', '=', 'denied').execute();
      expect(denied).toEqual(expect.arrayContaining([{ userEmail: 'editor@example.com', entity: 'delivery' }, { userEmail: 'otto@example.com', entity: '' }]));
    });

    it("assign and unassign: a target outside the user's row filter on its entity is a 404", async () => {
      const db = store().database.db;
      await db.insertInto('contents').values({ _id: 'c1', nombre: 'Curso', posicion: 1 }).execute();
      await db.insertInto('quizzes').values({ _id: 'q1', name: 'Examen' }).execute();
      for (const [_id, publicado] of [['shown', true], ['draft', false]] as const) {
        await db.insertInto('questions').values({ _id, descripcion: _id, content: 'c1', publicado: store().dialect === 'sqlite' ? Number(publicado) : publicado }).execute();
      }
      const link = (method: 'POST' | 'PUT', question: string) => as('linker@example.com', { method, url: `/api/questions-quiz/q1/${method === 'POST' ? 'create' : 'delete'}`, payload: { _id: question } });
      expect((await link('POST', 'draft')).statusCode).toBe(404);
      expect((await link('POST', 'shown')).statusCode).toBe(201);
      await store().request({ method: 'POST', url: '/api/questions-quiz/q1/create', payload: { _id: 'draft' } });
      const unassign = await link('PUT', 'draft');
      expect([unassign.statusCode, unassign.data.field]).toEqual([404, '_id']);
      expect((await link('PUT', 'shown')).statusCode).toBe(200);
    });

    it("a 412's current row carries no hidden field", async () => {
      const seller = await as('editor@example.com', { method: 'GET', url: '/api/sellers/otto' });
      expect(seller.data).not.toHaveProperty('name');
      const stale = await as('editor@example.com', { method: 'POST', url: '/api/sellers/otto/update', headers: { 'if-match': '"999"' }, payload: {} });
      expect(stale.statusCode, stale.body).toBe(412);
      expect(stale.data.current._id).toBe('otto');
      expect(stale.data.current).not.toHaveProperty('name');
    });

    it('history: entries of viewable entities of reached records only, never denied ones; a record page for who may view it', async () => {
      await as('otto@example.com', { method: 'GET', url: `/api/deliveries/${ids.otto}` });
      const all = await store().request({ method: 'GET', url: '/api/audit?pageSize=100' });
      expect(all.data.itemsCount).toBeGreaterThan(28);
      await store().database.db.updateTable(SYSTEM_TABLES.auditLog).set({ userEmail: 'vera@example.com' }).where('entity', '=', 'delivery').where('recordId', '=', ids.otto).execute();
      const auditor = await as('auditor@example.com', { method: 'GET', url: '/api/audit?pageSize=100' });
      expect(auditor.statusCode, auditor.body).toBe(200);
      expect(auditor.data.itemsCount).toBe(0);
      const otto = await as('otto@example.com', { method: 'GET', url: `/api/audit/delivery/${ids.otto}` });
      expect(otto.statusCode, otto.body).toBe(200);
      expect(otto.data.data.map((row: { action: string; recordId: string }) => [row.action, row.recordId])).toEqual([['create', ids.otto]]);
      const vera = await as('vera@example.com', { method: 'GET', url: `/api/audit/delivery/${ids.otto}` });
      expect([vera.statusCode, vera.data.itemsCount]).toEqual([200, 0]);
      const keyEntry = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).select('_id').where('entity', '=', 'productKey').executeTakeFirstOrThrow();
      expect((await as('otto@example.com', { method: 'GET', url: `/api/audit/${String(keyEntry._id)}` })).statusCode).toBe(403);
      const key = await store().database.db.selectFrom('product_keys').select('_id').where('delivery', '=', ids.otto).executeTakeFirstOrThrow();
      const keys = await as('otto@example.com', { method: 'GET', url: `/api/audit/productKey/${String(key._id)}` });
      expect(keys.statusCode, keys.body).toBe(200);
      expect(keys.data.data).toHaveLength(1);
      expect(Object.keys(keys.data.data[0].changes)).toContain('salePrice');
      expect(keys.data.data[0].changes).not.toHaveProperty('productKey');
      expect((await as('clerk@example.com', { method: 'GET', url: '/api/audit' })).statusCode).toBe(403);
      expect((await as('clerk@example.com', { method: 'GET', url: '/api/audit/seller/vera' })).statusCode).toBe(403);
      // Who may view every row of every entity (the admin role's "*") reads the whole log, the refusals too.
      const refusals = await store().request({ method: 'GET', url: '/api/audit?pageSize=100&action=denied' });
      expect(refusals.data.data.map((row: { userEmail: string }) => row.userEmail)).toContain('clerk@example.com');
    });
  },
  { app, entities: model.entities },
);
