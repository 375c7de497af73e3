// Roles on the server (app.json roles): 403 in Spanish and audited, 400 on hidden or read-only writes, hidden fields
// never answered, the session's permissions; on both stores.
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeRoles } from '../../../generator/normalize/normalize.js';
import { createAdminAccount, updateAdminAccess } from '../../../runtime/server/auth/createAdminAccount.js';
import { createSessionStore } from '../../../runtime/server/auth/index.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { readJobAuditChanges, toJobAuditChanges, type AppDefinition } from '../../../runtime/shared/index.js';
import path from 'node:path';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';

const model = loadFixtureModel(path.resolve(import.meta.dirname, '../../fixtures/schemas'));
const fixtureApp = model.app;
const fixtureEntities = model.entities;
import { describeEachStore, injectAs, signIn, type TestRequestOptions, type TestResponse } from '../testStores.js';

const app: AppDefinition = {
  ...fixtureApp,
  roles: normalizeRoles(
    {
      title: 'T',
      roles: {
        admin: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] },
        clerk: { label: 'Empleado', grants: [{ entity: 'seller', actions: ['list', 'view', 'update'], readOnly: ['name'] }, { entity: 'invoice', actions: ['list', 'issue'], hidden: ['total'] }] },
        accountant: { label: 'Contabilidad', grants: [{ entity: 'invoice', actions: ['list', 'check'] }] },
        auditor: { label: 'Auditoría', grants: [{ entity: 'auditEntry', actions: ['list'] }, { entity: 'invoice', actions: ['list', 'view'], hidden: ['total'] }] },
      },
    },
    fixtureEntities,
  ),
  adminUsers: { firstRole: 'admin', fields: [] },
};
const PASSWORD = 'clave-de-pruebas-rol-1';

describeEachStore(
  'permission guard',
  (store) => {
    let as: (who: string, options: TestRequestOptions) => Promise<TestResponse>;
    beforeAll(async () => {
      const sessions = new Map<string, Awaited<ReturnType<typeof signIn>>>();
      for (const [email, roles] of [['clerk@example.com', ['clerk']], ['both@example.com', ['clerk', 'accountant']], ['none@example.com', []]] as const) {
        await createAdminAccount(store().database, { email, password: PASSWORD, roles });
        sessions.set(email, await signIn(store().server, '/api', { email, password: PASSWORD }));
      }
      // The auditor's account shares the clerk's password hash and gets its session directly: no hashing again.
      const clerk = await store().database.db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('email', '=', 'clerk@example.com').executeTakeFirstOrThrow();
      await store().database.db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id: 'auditor', email: 'auditor@example.com', passwordHash: clerk.passwordHash, createdAt: clerk.createdAt }).execute();
      await updateAdminAccess(store().database, 'auditor', { roles: ['auditor'] });
      const { token, csrfToken } = await createSessionStore(store().database).create('auditor');
      sessions.set('auditor@example.com', { cookie: token, csrfToken });
      as = (who, options) => injectAs(store().server, sessions.get(who) ?? null, options);
    });

    it('an account made before roles holds the first role: everything', async () => {
      expect((await store().request({ method: 'GET', url: '/api/sellers' })).statusCode).toBe(200);
      expect((await store().request({ method: 'GET', url: '/api/session' })).data.permissions.roles).toEqual(['admin']);
    });

    it('a call outside the grants is a 403 naming the action and the entity, and is audited', async () => {
      const cases: [string, TestRequestOptions, string][] = [
        ['clerk@example.com', { method: 'POST', url: '/api/sellers/create', payload: { name: 'Otro' } }, 'Su rol no permite «Crear» en Vendedores.'],
        ['clerk@example.com', { method: 'POST', url: '/api/invoices/i1/check' }, 'Su rol no permite «Finalizar» en Facturas.'],
        ['none@example.com', { method: 'GET', url: '/api/invoices' }, 'Su rol no permite «Listar» en Facturas.'],
      ];
      for (const [who, request, text] of cases) {
        const response = await as(who, request);
        expect(response.statusCode, `${who} ${request.url} ${response.body}`).toBe(403);
        expect(response.data.error).toBe(text);
      }
      const denied = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).selectAll().where('action', '=', 'denied').execute();
      expect(denied.map((row) => [row.userEmail, row.entity, row.recordId])).toEqual(
        expect.arrayContaining([['clerk@example.com', 'seller', ''], ['clerk@example.com', 'invoice', 'i1'], ['none@example.com', 'invoice', '']]),
      );
    });

    it('grants add up: the accountant role adds «Finalizar» (the call then reaches the handler)', async () => {
      expect((await as('both@example.com', { method: 'POST', url: '/api/invoices/no-such/check' })).statusCode).toBe(404);
    });

    it('a body writing a read-only field is a 400 naming it; hidden fields never leave the server', async () => {
      const created = await store().request({ method: 'POST', url: '/api/sellers/create', payload: { name: 'Ana' } });
      const update = await as('clerk@example.com', { method: 'POST', url: `/api/sellers/${created.data._id}/update`, payload: { name: 'Eva' } });
      expect(update.statusCode).toBe(400);
      expect(update.data).toMatchObject({ error: 'Su rol no permite modificar el campo «Nombre».', field: 'name' });
      const list = await as('clerk@example.com', { method: 'GET', url: '/api/invoices' });
      expect(list.statusCode).toBe(200);
      expect(list.data.data.every((row: Record<string, unknown>) => !('total' in row))).toBe(true);
    });

    it("a bulk job's history entry loses what it says about hidden fields: their filters and set values", async () => {
      const changes = toJobAuditChanges({ action: 'set', total: 2, changed: 2, unchanged: 0, where: { total: { from: 100 }, state: 'Pendiente' }, ids: null, idCount: null, set: { total: 5 } });
      const at = new Date().toISOString();
      await store().database.db.insertInto(SYSTEM_TABLES.auditLog).values({ _id: 'job-entry-1', at, userId: null, userEmail: null, entity: 'invoice', recordId: '', action: 'bulk', job: 'job-1', changes: JSON.stringify(changes) }).execute();
      const seen = await as('auditor@example.com', { method: 'GET', url: '/api/audit?action=bulk' });
      expect(seen.statusCode, seen.body).toBe(200);
      expect(readJobAuditChanges(seen.data.data[0].changes)).toMatchObject({ where: { state: 'Pendiente' }, set: {} });
      const admin = await store().request({ method: 'GET', url: '/api/audit?action=bulk' });
      expect(readJobAuditChanges(admin.data.data[0].changes)).toMatchObject({ where: { total: { from: 100 }, state: 'Pendiente' }, set: { total: 5 } });
    });

    it('GET /session answers the roles and effective permissions; a role change ends the sessions at once', async () => {
      const session = await as('clerk@example.com', { method: 'GET', url: '/api/session' });
      expect(session.data.permissions).toEqual({
        restricted: true,
        roles: ['clerk'],
        entities: {
          invoice: { actions: ['issue', 'list'], hidden: ['total'], readOnly: [], rowFilters: null },
          seller: { actions: ['list', 'update', 'view'], hidden: [], readOnly: ['name'], rowFilters: null },
        },
      });
      const none = await store().database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('_id').where('email', '=', 'none@example.com').executeTakeFirstOrThrow();
      await updateAdminAccess(store().database, String(none._id), { roles: ['clerk'] });
      expect((await as('none@example.com', { method: 'GET', url: '/api/sellers' })).statusCode).toBe(401);
    });
  },
  { app, entities: fixtureEntities },
);

describe('permission guard without roles', () => {
  it('is covered by every other server suite: the fixture site declares none', () => {
    expect(fixtureApp.roles).toEqual([]);
  });
});
