import type { AppDefinition } from '../../shared/index.js';
import { SYSTEM_TABLES, type Database } from '../storage/index.js';

/**
 * The roles an account holds when none were given: the site's first role (app.json adminUsers.firstRole), or none
 * when the site declares no roles (then every account may do everything, and its roles stay unset until one is).
 */
export function getFirstRoles(app: Pick<AppDefinition, 'adminUsers'>): readonly string[] | undefined {
  return app.adminUsers.firstRole === null ? undefined : [app.adminUsers.firstRole];
}

/**
 * Stores the first role in every account whose roles were never set (accounts made before roles were stored, or
 * before the site declared any): null meant "the first role", which an edit form cannot show, so saving such an
 * account unchanged sent no roles and was refused or took its roles away. Returns how many accounts it filled.
 */
export async function fillUnsetAdminRoles(database: Database, app: Pick<AppDefinition, 'adminUsers'>): Promise<number> {
  const roles = getFirstRoles(app);
  if (roles === undefined) return 0;
  // What null meant, now said: no grant changes, so their sessions go on.
  const result = await database.db.updateTable(SYSTEM_TABLES.adminUsers).set({ roles: JSON.stringify(roles) }).where('roles', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
