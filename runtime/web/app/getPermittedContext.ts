import type { Permissions, UserValues } from '../../shared/index.js';
import { getAccess, getPermittedEntity, UNRESTRICTED } from '../context/index.js';
import type { Access, AdminContextValue } from '../context/index.js';

/** The signed-in user's access and the app as it may use it: the menu's permitted entries, each entity's getPermittedEntity. */
export function getPermittedContext(
  context: AdminContextValue,
  permissions: Permissions | undefined,
  user: UserValues = {},
): { readonly context: AdminContextValue; readonly access: Access } {
  const access = getAccess(permissions ?? UNRESTRICTED, context.entities, context.routes, user);
  if (!permissions?.restricted) return { context, access };
  return {
    access,
    context: {
      ...context,
      app: { ...context.app, menu: context.app.menu.filter((entry) => access.canOpen(entry.route)) },
      entities: new Map([...context.entities].map(([name, entity]) => [name, getPermittedEntity(entity, access)])),
    },
  };
}
