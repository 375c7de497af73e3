// `admin create` on both stores (roles are jsonb on PostgreSQL): --role, --name and the site's --field, an unknown
// field, a malformed one and a reference to a row that does not exist refused with a clear message. The site is the
// adminUsers fixture (roles administrador and soporte, an account field naming a seller).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCreate } from '../../../runtime/server/auth/runAdminCreate.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { FIXTURES_DIR } from '../../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../testStores.js';

const PASSWORD = 'clave-de-la-terminal-7';
const { app, entities } = loadFixtureModel(path.join(FIXTURES_DIR, 'adminUsers/schemas'));

for (const dialect of getTestDialects()) {
  describe(`runAdminCreate [${dialect}]`, { timeout: 60_000 }, () => {
    let store: TestDatabase;
    const target = () => ({ generated: { app, entities }, ...(store.url ? { databaseUrl: store.url, dataDir: store.dataDir } : { dataDir: store.dataDir, databaseUrl: '' }) });
    beforeAll(async () => {
      store = await createTestDatabase(dialect);
    });
    afterAll(async () => store.dispose());

    it('creates an account with roles, a name and a seller; refuses unknown fields and missing rows', async () => {
      expect(await runAdminCreate({ email: 'jefa@example.com', password: PASSWORD, ...target() })).toBe('Administrador creado: jefa@example.com.');
      // Without --role: the first role, stored as such (an edit form shows it and saving keeps it).
      const jefa = await store.database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('roles').where('email', '=', 'jefa@example.com').executeTakeFirstOrThrow();
      expect(typeof jefa.roles === 'string' ? JSON.parse(jefa.roles) : jefa.roles).toEqual(['administrador']);
      await store.database.db.insertInto('sellers').values({ _id: 'seller-1', name: 'Norte' }).execute();
      const line = await runAdminCreate({ email: 'Vende@Example.com', password: PASSWORD, roles: ['soporte'], displayName: 'Vera Vende', fields: ['seller=seller-1'], ...target() });
      expect(line).toBe('Administrador creado: vende@example.com.');
      const row = await store.database.db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('email', '=', 'vende@example.com').executeTakeFirstOrThrow();
      expect({ displayName: row.displayName, seller: row.seller, roles: typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles }).toEqual({ displayName: 'Vera Vende', seller: 'seller-1', roles: ['soporte'] });
      const refusals: [string[], RegExp][] = [
        [['color=rojo'], /El campo «color» no existe en las cuentas; los campos son: seller\./],
        [['seller'], /«seller» no tiene la forma campo=valor\./],
        [['seller=no-existe'], /El campo «seller» hace referencia a «no-existe», que no existe\./],
      ];
      for (const [fields, message] of refusals) {
        await expect(runAdminCreate({ email: 'otro@example.com', password: PASSWORD, fields, ...target() })).rejects.toThrow(message);
      }
      expect(await store.database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('_id').where('email', '=', 'otro@example.com').executeTakeFirst()).toBeUndefined();
    });
  });
}
if (getTestDialects().length === 1) reportMissingPostgres('runAdminCreate');
