import { loadSettings } from '../settings/index.js';
import { messages } from '../messages.js';
import { loadGenerated, type GeneratedModule } from '../loadGenerated.js';
import { createDatabase, migrate } from '../storage/index.js';
import { AdminAccountError, createAdminAccount, updateAdminAccess, updateAdminPassword } from './createAdminAccount.js';

export interface RunAdminCreateOptions {
  readonly email: string;
  readonly password: string;
  /** Set a new password for an existing administrator instead (and end its sessions). */
  readonly update?: boolean;
  /** Roles of app.json the account holds (with `update`, they replace its roles); absent: a new account holds the first role. */
  readonly roles?: readonly string[];
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  /** Entities to migrate alongside; default the generated ones. */
  readonly generated?: GeneratedModule;
  /** A folder written by `admin-gen build --out`; default the project's generated/. */
  readonly generatedDir?: string;
}

/** `admin-gen admin create`: migrates the store, then creates (or with `update` re-keys) an administrator; returns a one-line summary. */
export async function runAdminCreate(options: RunAdminCreateOptions): Promise<string> {
  const { app, entities, migrations } = options.generated ?? (await loadGenerated(options.generatedDir));
  const known = app.roles.map((role) => role.name);
  const unknown = options.roles?.find((role) => !known.includes(role));
  if (unknown !== undefined) throw new AdminAccountError(messages.unknownRole(unknown, known));
  const settings = loadSettings();
  const database = createDatabase({
    dataDir: options.dataDir ?? settings.dataDir,
    databaseUrl: options.databaseUrl ?? settings.databaseUrl,
  });
  try {
    await migrate(database, entities, { migrations });
    const credentials = { email: options.email, password: options.password, ...(options.roles && { roles: options.roles }) };
    if (options.update) {
      const updated = await updateAdminPassword(database, credentials);
      if (options.roles) await updateAdminAccess(database, updated.id, { roles: options.roles });
      return messages.adminUpdated(updated.email);
    }
    return messages.adminCreated((await createAdminAccount(database, credentials)).email);
  } finally {
    await database.close();
  }
}
