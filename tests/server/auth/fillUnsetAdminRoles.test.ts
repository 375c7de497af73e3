// Accounts whose roles were never stored (null: "the first role") get the first role written down, on both stores,
// so an edit form shows what the account holds and saving it unchanged keeps it.
import { createAdminAccount, findAdminByEmail } from '../../../runtime/server/auth/createAdminAccount.js';
import { fillUnsetAdminRoles, getFirstRoles } from '../../../runtime/server/auth/fillUnsetAdminRoles.js';
import { migrate } from '../../../runtime/server/index.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../testStores.js';

const PASSWORD = 'clave-de-las-cuentas-9';
const withRoles = { adminUsers: { firstRole: 'jefe', fields: [] } };
const withoutRoles = { adminUsers: { firstRole: null, fields: [] } };

describe('getFirstRoles', () => {
  it.each([
    ['a declared first role', withRoles, ['jefe']],
    ['no roles declared', withoutRoles, undefined],
  ])('%s', (_, app, expected) => {
    expect(getFirstRoles(app)).toEqual(expected);
  });
});

for (const dialect of getTestDialects()) {
  describe(`fillUnsetAdminRoles [${dialect}]`, () => {
    let store: TestDatabase;
    const rolesOf = async (email: string) => (await findAdminByEmail(store.database, email))?.roles;
    // Rows as createAdminAccount stores them, but one password hash for all: scrypt is the costly part.
    const addAccount = (email: string, roles: readonly string[] | null, passwordHash: string) =>
      store.database.db
        .insertInto(SYSTEM_TABLES.adminUsers)
        .values({ _id: email, email, passwordHash, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, roles: roles === null ? null : JSON.stringify(roles), disabled: 0 })
        .execute();
    beforeAll(async () => {
      store = await createTestDatabase(dialect);
      await migrate(store.database, []);
      const first = await createAdminAccount(store.database, { email: 'antigua@example.com', password: PASSWORD });
      const { passwordHash } = (await findAdminByEmail(store.database, first.email))!;
      await addAccount('vende@example.com', ['vendedor'], passwordHash);
      await addAccount('nadie@example.com', [], passwordHash);
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('stores the first role where none was ever stored, leaving given roles (even none) as they are; nothing while the site declares no role', async () => {
      // No role declared: unset roles stay unset (they will hold the first role the site declares).
      expect(await fillUnsetAdminRoles(store.database, withoutRoles)).toBe(0);
      expect(await rolesOf('antigua@example.com')).toBeNull();
      expect(await fillUnsetAdminRoles(store.database, withRoles)).toBe(1);
      expect(await rolesOf('antigua@example.com')).toEqual(['jefe']);
      expect(await rolesOf('vende@example.com')).toEqual(['vendedor']);
      expect(await rolesOf('nadie@example.com')).toEqual([]);
      // A second start finds nothing left to fill.
      expect(await fillUnsetAdminRoles(store.database, withRoles)).toBe(0);
    });
  });
}
if (getTestDialects().length === 1) reportMissingPostgres('fillUnsetAdminRoles');
