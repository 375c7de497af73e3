import { ensureFirstAdmin } from '../../../runtime/server/auth/ensureFirstAdmin.js';
import { findAdminByEmail } from '../../../runtime/server/auth/createAdminAccount.js';
import { verifyPassword } from '../../../runtime/server/auth/hashPassword.js';
import { loadSettings, migrate } from '../../../runtime/server/index.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../testStores.js';

for (const dialect of getTestDialects()) {
  describe(`ensureFirstAdmin [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
      await migrate(store.database, []);
    });
    afterEach(async () => {
      await store.dispose();
    });

    it('creates the administrator of ADMIN_EMAIL/ADMIN_PASSWORD, printing no password', async () => {
      // startServer passes the ADMIN_EMAIL/ADMIN_PASSWORD settings.
      const settings = loadSettings({ ADMIN_EMAIL: ' Jefa@Example.com ', ADMIN_PASSWORD: 'clave-del-entorno' });
      const lines: string[] = [];
      const user = await ensureFirstAdmin(store.database, { email: settings.adminEmail, password: settings.adminPassword }, (line) => lines.push(line));
      expect(user?.email).toBe('jefa@example.com');
      expect(lines).toEqual(['admin-gen: administrador creado desde ADMIN_EMAIL/ADMIN_PASSWORD: jefa@example.com']);
      const found = await findAdminByEmail(store.database, 'jefa@example.com');
      expect(await verifyPassword('clave-del-entorno', found!.passwordHash)).toBe(true);
    });

    it('without a password, creates admin@example.com with a random one printed once, and never again', async () => {
      const lines: string[] = [];
      await ensureFirstAdmin(store.database, {}, (line) => lines.push(line));
      expect(lines).toHaveLength(1);
      const match = /^admin-gen: administrador creado: admin@example\.com, contraseña: (\S+) \(se muestra solo esta vez; cámbiala con `admin-gen admin create --email admin@example\.com --update`\)\.\nadmin-gen: administrator created: admin@example\.com, password: \1 \(shown only once\)\.$/.exec(lines[0]!);
      expect(match).not.toBeNull();
      const password = match![1]!;
      expect(password.length).toBeGreaterThanOrEqual(20);
      const found = await findAdminByEmail(store.database, 'admin@example.com');
      expect(await verifyPassword(password, found!.passwordHash)).toBe(true);

      expect(await ensureFirstAdmin(store.database, { email: 'otra@example.com', password: 'otra-clave-larga' }, (line) => lines.push(line))).toBeNull();
      expect(lines).toHaveLength(1);
      expect(await store.database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('email').execute()).toEqual([{ email: 'admin@example.com' }]);
    });

    it('stores the roles it is given (the site\'s first role), or none when the site declares none', async () => {
      await ensureFirstAdmin(store.database, { password: 'clave-del-entorno', roles: ['administrador'] }, () => {});
      expect((await findAdminByEmail(store.database, 'admin@example.com'))?.roles).toEqual(['administrador']);
    });

    it.each([
      ['corta', 'La contraseña debe tener al menos 12 caracteres.'],
      ['1234567890', 'La contraseña debe tener al menos 12 caracteres.'],
      ['qwerty123456', 'Esa contraseña es demasiado común; elige otra.'],
      ['admin@example.com', 'La contraseña no puede ser tu correo ni el nombre que va antes de la @; elige otra.'],
    ])('refuses the weak ADMIN_PASSWORD %j with the reason, creating nobody', async (password, reason) => {
      await expect(ensureFirstAdmin(store.database, { password: loadSettings({ ADMIN_PASSWORD: password }).adminPassword }, () => {})).rejects.toThrow(reason);
      expect(await store.database.db.selectFrom(SYSTEM_TABLES.adminUsers).select('email').execute()).toEqual([]);
    });
  });
}
