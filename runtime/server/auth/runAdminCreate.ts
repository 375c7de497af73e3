import { loadSettings } from '../settings/index.js';
import { messages } from '../messages.js';
import { loadGenerated, type GeneratedModule } from '../loadGenerated.js';
import { createDatabase, migrate } from '../storage/index.js';
import type { AppDefinition } from '../../shared/index.js';
import { getFirstRoles, fillUnsetAdminRoles } from './fillUnsetAdminRoles.js';
import { AdminAccountError, createAdminAccount, updateAdminAccess, updateAdminPassword, updateAdminProfile } from './createAdminAccount.js';

export interface RunAdminCreateOptions {
  readonly email: string;
  readonly password: string;
  /** Set a new password for an existing administrator instead (and end its sessions). */
  readonly update?: boolean;
  /** Roles of app.json the account holds (with `update`, they replace its roles); absent: a new account holds the first role. */
  readonly roles?: readonly string[];
  /** The name people see. */
  readonly displayName?: string;
  /** `name=value` of the site's account fields (app.json adminUsers.fields); a reference's value is an existing row's _id. */
  readonly fields?: readonly string[];
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
  const fields = readAccountFields(app.adminUsers.fields, options.fields ?? []);
  const settings = loadSettings();
  const database = createDatabase({
    dataDir: options.dataDir ?? settings.dataDir,
    databaseUrl: options.databaseUrl ?? settings.databaseUrl,
  });
  try {
    await migrate(database, entities, { migrations });
    await fillUnsetAdminRoles(database, app);
    for (const [name, id] of Object.entries(fields)) {
      const target = entities.find((entity) => entity.entity === app.adminUsers.fields.find((field) => field.name === name)?.reference);
      if (target && !(await database.db.selectFrom(target.table).select('_id').where('_id', '=', id).executeTakeFirst())) throw new AdminAccountError(messages.adminFieldMissingRow(name, id));
    }
    const profile = { ...(options.displayName !== undefined && { displayName: options.displayName }), fields };
    // A new account without --role holds the first role, stored as such (an edit form shows and keeps it).
    const roles = options.roles ?? (options.update ? undefined : getFirstRoles(app));
    const credentials = { email: options.email, password: options.password, ...(roles && { roles }), ...profile };
    if (options.update) {
      const updated = await updateAdminPassword(database, credentials);
      await updateAdminProfile(database, updated.id, profile);
      if (options.roles) await updateAdminAccess(database, updated.id, { roles: options.roles });
      return messages.adminUpdated(updated.email);
    }
    return messages.adminCreated((await createAdminAccount(database, credentials)).email);
  } finally {
    await database.close();
  }
}

/** `--field name=value` pairs by name; a name app.json's adminUsers.fields does not declare, or no `=`, is refused. */
function readAccountFields(declared: AppDefinition['adminUsers']['fields'], pairs: readonly string[]): Record<string, string> {
  const known = declared.map((field) => field.name);
  const fields: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new AdminAccountError(messages.adminFieldSyntax(pair));
    const name = pair.slice(0, at);
    if (!known.includes(name)) throw new AdminAccountError(messages.unknownAdminField(name, known));
    fields[name] = pair.slice(at + 1);
  }
  return fields;
}
