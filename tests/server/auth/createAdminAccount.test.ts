import {
  AdminAccountError,
  createAdminAccount,
  findAdminByEmail,
  updateAdminPassword,
} from '../../../runtime/server/auth/createAdminAccount.js';
import { normalizeEmail } from '../../../runtime/server/auth/normalizeEmail.js';
import { verifyPassword } from '../../../runtime/server/auth/hashPassword.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { describeEachStore } from '../testStores.js';

describe('normalizeEmail', () => {
  it.each([
    ['  Ana@Example.COM ', 'ana@example.com'],
    ['ana@example.com', 'ana@example.com'],
  ])('%j → %j', (given, want) => {
    expect(normalizeEmail(given)).toBe(want);
  });
});

describeEachStore('administrator accounts', (store) => {
  const db = () => store().database;

  it('stores the email normalized and only a scrypt hash of the password', async () => {
    const user = await createAdminAccount(db(), { email: ' Nueva@Example.com', password: 'una-clave-larga' });
    expect(user.email).toBe('nueva@example.com');
    const row = await db().db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe('nueva@example.com');
    expect(String(row.passwordHash)).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain('una-clave-larga');
    expect((await findAdminByEmail(db(), 'NUEVA@example.com '))?.id).toBe(user.id);
  });

  it.each([
    ['a taken email, in any case', { email: 'ADMIN@example.com', password: 'una-clave-larga' }, 'Ya existe un administrador con el correo «admin@example.com»; usa --update para cambiar su contraseña.'],
    ['a short password', { email: 'corta@example.com', password: 'corta' }, 'La contraseña debe tener al menos 12 caracteres.'],
    ['password12', { email: 'corta@example.com', password: 'password12' }, 'La contraseña debe tener al menos 12 caracteres.'],
    ['a common password', { email: 'comun@example.com', password: 'Password2024!' }, 'Esa contraseña es demasiado común; elige otra.'],
    ['a run of digits', { email: 'serie@example.com', password: '234567890123' }, 'Esa contraseña solo repite o sigue una serie de caracteres; elige otra.'],
    ['the email’s local part', { email: 'Ana.Garcia@example.com', password: 'ana.garcia.2024' }, 'La contraseña no puede ser tu correo ni el nombre que va antes de la @; elige otra.'],
    ['a malformed email', { email: 'sin-arroba', password: 'una-clave-larga' }, '«sin-arroba» no es una dirección de correo válida.'],
  ])('refuses %s', async (_case, credentials, message) => {
    const error = await createAdminAccount(db(), credentials).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminAccountError);
    expect((error as Error).message).toBe(message);
  });

  it('updateAdminPassword refuses a weak password and keeps the old one', async () => {
    await createAdminAccount(db(), { email: 'debil@example.com', password: 'la-primera-clave' });
    await expect(updateAdminPassword(db(), { email: 'debil@example.com', password: 'aaaaaaaaaaaa' })).rejects.toThrow('Esa contraseña solo repite o sigue una serie de caracteres; elige otra.');
    await expect(updateAdminPassword(db(), { email: 'debil@example.com', password: 'DEBIL@example.com' })).rejects.toThrow(/tu correo/);
    expect(await verifyPassword('la-primera-clave', (await findAdminByEmail(db(), 'debil@example.com'))!.passwordHash)).toBe(true);
  });

  it('updateAdminPassword re-keys an account and ends its sessions; refuses an unknown email', async () => {
    const user = await createAdminAccount(db(), { email: 'cambia@example.com', password: 'la-primera-clave' });
    await db().db.insertInto(SYSTEM_TABLES.adminSessions).values({ _id: 'x', userId: user.id, csrfToken: 't', createdAt: new Date().toISOString(), lastSeenAt: new Date().toISOString() }).execute();
    await updateAdminPassword(db(), { email: 'cambia@example.com', password: 'la-segunda-clave' });
    const found = await findAdminByEmail(db(), 'cambia@example.com');
    expect(await verifyPassword('la-segunda-clave', found!.passwordHash)).toBe(true);
    expect(await db().db.selectFrom(SYSTEM_TABLES.adminSessions).select('_id').where('userId', '=', user.id).execute()).toEqual([]);
    await expect(updateAdminPassword(db(), { email: 'nadie@example.com', password: 'la-segunda-clave' })).rejects.toThrow('No existe ningún administrador con el correo «nadie@example.com».');
  });
});
