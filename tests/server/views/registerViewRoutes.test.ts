// Saved views (`/api/views`, issue 23 point 5) on both stores: a user's own views, views shared with everyone and with a
// role, who sees which, each user's default per grid, unique names per owner and grid, only the owner changes a view,
// and a view shared with a role never shows the columns that role hides.
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import type { AppSchemaInput, EntitySchemaInput } from '../../../generator/index.js';
import { updateAdminAccess } from '../../../runtime/server/auth/createAdminAccount.js';
import { createSessionStore } from '../../../runtime/server/auth/index.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
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
      shop: { label: 'Tienda', grants: [{ entity: 'product', actions: ['list', 'view'], hidden: ['pricetag'] }] },
      guest: { label: 'Invitado', grants: [{ entity: 'product', actions: ['list'] }] },
      seller: { label: 'Vendedores', grants: [{ entity: 'seller', actions: ['list'] }] },
    },
    adminUsers: { firstRole: 'admin' },
  },
);
const ACCOUNTS = [
  ['sara@example.com', ['shop']],
  ['simon@example.com', ['shop']],
  ['gina@example.com', ['guest']],
  ['sol@example.com', ['seller']],
] as const;
const GRID = 'product.products';
const STATE = { filters: { name: 'Curso' }, sort: { field: 'name', order: 'desc' }, tab: null, pageSize: 50, columns: ['name', 'pricetag', 'expiresOn'] };

describeEachStore(
  'views shared by role',
  (store) => {
    let as: (who: string, options: TestRequestOptions) => Promise<TestResponse>;
    beforeAll(async () => {
      // The accounts share the administrator's stored hash and get their sessions made, not signed in: no scrypt per account.
      const db = store().database.db;
      const admin = await db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', store().admin.id).executeTakeFirstOrThrow();
      const sessions = new Map<string, TestSession>([['admin', store().session]]);
      for (const [email, roles] of ACCOUNTS) {
        const _id = `user-${email.split('@')[0]}`;
        await db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id, email, passwordHash: admin.passwordHash, createdAt: admin.createdAt }).execute();
        await updateAdminAccess(store().database, _id, { roles });
        const { token, csrfToken } = await createSessionStore(store().database).create(_id);
        sessions.set(email.split('@')[0]!, { cookie: token, csrfToken });
      }
      as = (who, options) => injectAs(store().server, sessions.get(who) ?? null, options);
    });
    const save = (who: string, body: Record<string, unknown>) => as(who, { method: 'POST', url: '/api/views', payload: { grid: GRID, state: STATE, ...body } });
    const list = (who: string, grid = GRID) => as(who, { method: 'GET', url: `/api/views?grid=${grid}` });
    const names = (response: TestResponse) => (response.data.data as { name: string }[]).map((view) => view.name);

    it('lists own views, views shared with everyone and with one of the roles; another user of the role sees it, others do not', async () => {
      for (const [who, name, shared, role] of [
        ['admin', 'Mía', 'private', null],
        ['admin', 'Para tienda', 'role', 'shop'],
        ['admin', 'Para todos', 'everyone', null],
        ['gina', 'De Gina', 'private', null],
      ] as const) {
        const saved = await save(who, { name, shared, role });
        expect(saved.statusCode, saved.body).toBe(201);
        expect(saved.data).toMatchObject({ grid: GRID, name, shared, role, own: true, isDefault: false, _version: 1 });
      }
      const cases: [string, string[]][] = [
        ['admin', ['Mía', 'Para tienda', 'Para todos']],
        ['sara', ['Para tienda', 'Para todos']],
        ['simon', ['Para tienda', 'Para todos']],
        ['gina', ['De Gina', 'Para todos']],
      ];
      for (const [who, expected] of cases) {
        const response = await list(who);
        expect(response.statusCode, response.body).toBe(200);
        expect(names(response), who).toEqual(expected);
      }
      const shared = (await list('simon')).data.data.find((view: { name: string }) => view.name === 'Para tienda');
      expect(shared).toMatchObject({ own: false, shared: 'role', role: 'shop' });
    });

    it("a view shared with a role shows only the columns that role may see (hidden ones dropped when answering)", async () => {
      const sara = (await list('sara')).data.data.find((view: { name: string }) => view.name === 'Para tienda');
      expect(sara.state).toEqual({ filters: { name: 'Curso' }, sort: { field: 'name', order: 'desc' }, tab: null, pageSize: 50, columns: ['name', 'expiresOn'] });
      const admin = (await list('admin')).data.data.find((view: { name: string }) => view.name === 'Para tienda');
      expect(admin.state).toEqual(STATE);
      // Nor may the role save one naming them.
      const refused = await save('sara', { name: 'Con precio', state: { ...STATE, sort: null } });
      expect([refused.statusCode, refused.data.field]).toEqual([400, 'state.columns']);
      expect(refused.data.error).toMatch(/pricetag/);
    });

    it('refuses what the grid does not have, a role sharing without a role, and an unknown grid (400 naming the field)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'x1', state: { ...STATE, filters: { expiresOn: '2024' } } }, 'state.filters'],
        [{ name: 'x2', state: { ...STATE, sort: { field: 'nope', order: 'asc' } } }, 'state.sort'],
        [{ name: 'x3', state: { ...STATE, tab: 'open' } }, 'state.tab'],
        [{ name: 'x4', state: { ...STATE, columns: ['name', 'name'] } }, 'state.columns'],
        [{ name: 'x5', shared: 'role' }, 'role'],
        [{ name: 'x6', shared: 'role', role: 'nobody' }, 'role'],
        [{ name: 'x7', grid: 'product.nothing' }, 'grid'],
        [{ name: ' ' }, 'name'],
      ];
      for (const [body, field] of cases) {
        const response = await save('admin', body);
        expect([response.statusCode, response.data.field], JSON.stringify(body)).toEqual([400, field]);
        expect(response.data.error).toMatch(/\S/);
      }
    });

    it('a name is unique per owner and grid (409 naming name); another owner may use it', async () => {
      const again = await save('admin', { name: 'Mía' });
      expect([again.statusCode, again.data.field]).toEqual([409, 'name']);
      expect(again.data.error).toContain('Mía');
      expect((await save('sara', { name: 'Mía', state: { ...STATE, sort: null, columns: null } })).statusCode).toBe(201);
    });

    it("each user's default per grid: set, listed, cleared; a shared view may be one's default", async () => {
      const shop = (await list('sara')).data.data.find((view: { name: string }) => view.name === 'Para tienda');
      const set = await as('sara', { method: 'PUT', url: '/api/views/default', payload: { grid: GRID, viewId: shop._id } });
      expect(set.statusCode, set.body).toBe(200);
      expect((await list('sara')).data.defaultId).toBe(shop._id);
      expect((await list('simon')).data.defaultId).toBeNull();
      expect((await list('admin')).data.defaultId).toBeNull();
      // Saving with default: true makes it the default, in place of the other.
      const own = await save('sara', { name: 'Predeterminada', default: true, state: { ...STATE, sort: null, columns: ['expiresOn', 'name'] } });
      expect(own.data.isDefault).toBe(true);
      const listed = await list('sara');
      expect(listed.data.defaultId).toBe(own.data._id);
      expect(listed.data.data.filter((view: { isDefault: boolean }) => view.isDefault).map((view: { name: string }) => view.name)).toEqual(['Predeterminada']);
      // Gina does not see the shop's view: not hers to choose.
      expect((await as('gina', { method: 'PUT', url: '/api/views/default', payload: { grid: GRID, viewId: shop._id } })).statusCode).toBe(404);
      // A deleted view is nobody's default any more.
      expect((await as('sara', { method: 'DELETE', url: `/api/views/${own.data._id}` })).statusCode).toBe(200);
      expect((await list('sara')).data.defaultId).toBeNull();
    });

    it('only the owner changes or deletes a view (403); an unseen one is a 404; a stale _version a 412', async () => {
      const view = (await list('admin')).data.data.find((candidate: { name: string }) => candidate.name === 'Para tienda');
      const url = `/api/views/${view._id}`;
      expect((await as('sara', { method: 'PUT', url, payload: { name: 'Robada' } })).statusCode).toBe(403);
      expect((await as('sara', { method: 'DELETE', url })).statusCode).toBe(403);
      expect((await as('gina', { method: 'PUT', url, payload: { name: 'Robada' } })).statusCode).toBe(404);
      expect((await as('gina', { method: 'DELETE', url })).statusCode).toBe(404);
      const renamed = await as('admin', { method: 'PUT', url, payload: { name: 'Tienda', _version: view._version } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.data).toMatchObject({ name: 'Tienda', _version: view._version + 1 });
      const stale = await as('admin', { method: 'PUT', url, payload: { name: 'Otra', _version: view._version } });
      expect(stale.statusCode).toBe(412);
      expect(stale.data.current).toMatchObject({ name: 'Tienda' });
      expect((await as('admin', { method: 'PUT', url, payload: { name: 'Para todos' } })).statusCode).toBe(409);
      // Unshared, the role's users no longer see it.
      expect((await as('admin', { method: 'PUT', url, payload: { shared: 'private' } })).data).toMatchObject({ shared: 'private', role: null });
      expect(names(await list('simon'))).toEqual(['Para todos']);
      expect((await as('admin', { method: 'PUT', url: '/api/views/0123456789abcdef01234567', payload: { name: 'x' } })).statusCode).toBe(404);
    });

    it("a grid whose entity the user may not list is a 403, for reading and saving; changes need the CSRF token", async () => {
      expect((await list('sol')).statusCode).toBe(403);
      expect((await save('sol', { name: 'x' })).statusCode).toBe(403);
      expect((await list('sol', 'seller.sellers')).statusCode).toBe(200);
      expect((await list('sara', 'seller.sellers')).statusCode).toBe(403);
      expect((await as('admin', { method: 'POST', url: '/api/views', csrf: false, payload: { grid: GRID, name: 'sin token', state: STATE } })).statusCode).toBe(403);
      expect((await as('nobody', { method: 'GET', url: `/api/views?grid=${GRID}` })).statusCode).toBe(401);
    });
  },
  { entities: model.entities, app: model.app },
);
