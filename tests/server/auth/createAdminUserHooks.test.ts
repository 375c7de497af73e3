// The admin users as an entity on both stores: the generic endpoints with the built-in's hooks (the password checked
// and hashed, never answered or audited; the email normalized and unique; sessions ended on a change of access; the
// last manager kept), the site's own field stored and labelled, and 403 for a role without a grant on them.
import path from 'node:path';
import { expect, it } from 'vitest';
import { createAdminAccount } from '../../../runtime/server/auth/createAdminAccount.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { describeEachStore, ifMatch, injectAs, signIn, type TestRequestOptions, type TestSession } from '../testStores.js';

const model = loadFixtureModel(path.resolve(import.meta.dirname, '../../fixtures/adminUsers/schemas'));
const PASSWORD = 'otra-clave-segura-9';

describeEachStore(
  'admin users endpoints',
  (store) => {
    const as = (session: TestSession, options: TestRequestOptions) => injectAs(store().server, session, options);
    const create = (payload: Record<string, unknown>) => store().request({ method: 'POST', url: '/api/admin-users/create', payload });
    const update = async (id: string, payload: Record<string, unknown>) => {
      const current = await store().request({ method: 'GET', url: `/api/admin-users/${id}` });
      return store().request({ method: 'POST', url: `/api/admin-users/${id}/update`, payload, headers: ifMatch(current.data) });
    };
    const sessionCount = async (userId: string) => (await store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).select('_id').where('userId', '=', userId).execute()).length;

    it('creates an account: email normalized, password hashed and never answered nor audited, the site field labelled', async () => {
      const seller = (await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: 'Sur' } })).data._id;
      const created = await create({ email: '  Vera@Example.com ', displayName: 'Vera', roles: ['soporte'], seller, password: PASSWORD });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.data).toMatchObject({ email: 'vera@example.com', displayName: 'Vera', roles: ['soporte'], seller, $labels: { seller: 'Sur' } });
      const stored = await store().database.db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', created.data._id).executeTakeFirstOrThrow();
      expect(String(stored.passwordHash)).toMatch(/^scrypt/);
      const list = await store().request({ method: 'GET', url: '/api/admin-users?email=vera' });
      expect(list.data.data).toHaveLength(1);
      expect(list.data.data[0].$labels).toEqual({ seller: 'Sur' });
      for (const body of [created.body, list.body, (await store().request({ method: 'GET', url: `/api/admin-users/${created.data._id}` })).body]) {
        expect(body).not.toMatch(/passwordHash|password|scrypt/);
      }
      const audit = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).selectAll().where('recordId', '=', created.data._id).execute();
      expect(audit.map((row) => row.action)).toEqual(['create']);
      expect(JSON.stringify(audit)).not.toMatch(/password|scrypt|otra-clave/);
      // The new account signs in with its password.
      await signIn(store().server, '/api', { email: 'vera@example.com', password: PASSWORD });
    });

    it.each([
      ['a weak password', { email: 'weak@example.com', password: 'password1234' }, 400, 'password', /común/],
      ['no password', { email: 'nopass@example.com' }, 400, 'password', /obligatorio/],
      ['a bad email', { email: 'no-es-un-correo', password: PASSWORD }, 400, 'email', /correo/],
      ['a taken email (any case)', { email: 'ADMIN@example.com', password: PASSWORD }, 409, 'email', /Correo electrónico/],
      ['an unknown role', { email: 'role@example.com', password: PASSWORD, roles: ['jefe'] }, 400, 'roles', /./],
    ])('refuses %s naming the field', async (_name, payload, status, field, text) => {
      const response = await create(payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.data.field ?? response.data.details?.[0]?.field).toMatch(new RegExp(`^${field}`));
      expect(response.data.error + JSON.stringify(response.data.details ?? '')).toMatch(text);
    });

    it.each([
      ['roles', { roles: [] }],
      ['disabled', { disabled: true }],
      ['password', { password: 'una-clave-nueva-77' }],
    ])('a change of %s ends that account sessions in the same write (next request 401)', async (name, change) => {
      const email = `sesiones-${name}@example.com`;
      const account = await createAdminAccount(store().database, { email, password: PASSWORD, roles: ['soporte'] });
      const session = await signIn(store().server, '/api', { email, password: PASSWORD });
      expect((await as(session, { method: 'GET', url: '/api/sellers' })).statusCode).toBe(200);
      const updated = await update(account.id, change);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(await sessionCount(account.id)).toBe(0);
      expect((await as(session, { method: 'GET', url: '/api/sellers' })).statusCode).toBe(401);
    });

    it('a change of the name or the seller keeps the sessions; a weak new password is a 400 and changes nothing', async () => {
      const account = await createAdminAccount(store().database, { email: 'keeps@example.com', password: PASSWORD, roles: ['soporte'] });
      await signIn(store().server, '/api', { email: 'keeps@example.com', password: PASSWORD });
      const seller = (await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: 'Norte' } })).data._id;
      expect((await update(account.id, { displayName: 'Otro nombre', seller })).statusCode).toBe(200);
      const weak = await update(account.id, { password: '123456789012' });
      expect(weak.statusCode).toBe(400);
      expect(weak.data.field).toBe('password');
      expect(await sessionCount(account.id)).toBe(1);
    });

    it('a role without a grant on the admin users gets 403 on every endpoint', async () => {
      const account = await createAdminAccount(store().database, { email: 'soporte@example.com', password: PASSWORD, roles: ['soporte'] });
      const session = await signIn(store().server, '/api', { email: 'soporte@example.com', password: PASSWORD });
      const requests: TestRequestOptions[] = [
        { method: 'GET', url: '/api/admin-users' },
        { method: 'GET', url: `/api/admin-users/${account.id}` },
        { method: 'POST', url: '/api/admin-users/create', payload: { email: 'x@example.com', password: PASSWORD } },
        { method: 'POST', url: `/api/admin-users/${account.id}/update`, payload: { roles: ['administrador'] }, headers: { 'if-match': '*' } },
      ];
      for (const request of requests) expect((await as(session, request)).statusCode, String(request.url)).toBe(403);
    });

    it('refuses (409) a change that leaves no enabled account able to manage the accounts', async () => {
      const other = await createAdminAccount(store().database, { email: 'otro-admin@example.com', password: PASSWORD, roles: ['administrador'] });
      expect((await update(other.id, { disabled: true })).statusCode).toBe(200);
      const dropRole = await update(store().admin.id, { roles: ['soporte'] });
      expect(dropRole.statusCode, dropRole.body).toBe(409);
      expect(dropRole.data).toMatchObject({ field: 'roles', error: expect.stringMatching(/Roles/) });
      const disableSelf = await update(store().admin.id, { disabled: true });
      expect(disableSelf.statusCode).toBe(409);
      expect(disableSelf.data.field).toBe('disabled');
      // Nothing was written: the suite's session still works.
      expect((await store().request({ method: 'GET', url: '/api/admin-users' })).statusCode).toBe(200);
    });

    it('row versions: a stale If-Match is a 412', async () => {
      const account = await createAdminAccount(store().database, { email: 'version@example.com', password: PASSWORD, roles: ['soporte'] });
      const got = await store().request({ method: 'GET', url: `/api/admin-users/${account.id}` });
      expect(got.headers.etag).toBeDefined();
      expect((await store().request({ method: 'POST', url: `/api/admin-users/${account.id}/update`, payload: { displayName: 'A' }, headers: ifMatch(got.data) })).statusCode).toBe(200);
      expect((await store().request({ method: 'POST', url: `/api/admin-users/${account.id}/update`, payload: { displayName: 'B' }, headers: ifMatch(got.data) })).statusCode).toBe(412);
    });
  },
  { entities: model.entities.filter((entity) => entity.entity !== 'auditEntry'), app: model.app },
);
