// prepareStore on both stores, for the accounts' roles: the first administrator is stored holding the site's first
// role, and accounts stored before roles were written down (null) get it at the next start.
import path from 'node:path';
import { createAdminAccount, findAdminByEmail } from '../../runtime/server/auth/createAdminAccount.js';
import { migrate } from '../../runtime/server/index.js';
import { prepareStore } from '../../runtime/server/prepareStore.js';
import { AUDIT_ENTITY } from '../../generator/index.js';
import { loadFixtureModel } from '../fixtures/loadFixtureModel.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from './testStores.js';

const model = loadFixtureModel(path.resolve(import.meta.dirname, '../fixtures/adminUsers/schemas'));
const generated = { app: model.app, entities: model.entities.filter((entity) => entity.entity !== AUDIT_ENTITY), migrations: [] };
const PASSWORD = 'clave-del-arranque-5';

for (const dialect of getTestDialects()) {
  describe(`prepareStore's accounts [${dialect}]`, () => {
    let store: TestDatabase;
    const prepare = () => prepareStore(store.database, generated, { demo: false, firstAdmin: { email: 'jefa@example.com', password: PASSWORD }, print: () => {} });
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(async () => {
      await store.dispose();
    });

    it("stores the first administrator holding the site's first role", async () => {
      await prepare();
      expect((await findAdminByEmail(store.database, 'jefa@example.com'))?.roles).toEqual(['administrador']);
    });

    it('writes the first role into accounts that never had roles stored, at the next start', async () => {
      await migrate(store.database, generated.entities);
      await createAdminAccount(store.database, { email: 'antigua@example.com', password: PASSWORD });
      expect((await findAdminByEmail(store.database, 'antigua@example.com'))?.roles).toBeNull();
      await prepare();
      expect((await findAdminByEmail(store.database, 'antigua@example.com'))?.roles).toEqual(['administrador']);
      // An account existed: no other administrator was made.
      expect(await findAdminByEmail(store.database, 'jefa@example.com')).toBeUndefined();
    });
  });
}
if (getTestDialects().length === 1) reportMissingPostgres("prepareStore's accounts");
