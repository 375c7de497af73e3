import { endpointKinds, type EndpointKind } from './kinds/endpointKinds.js';
import type { AppDefinition, RoleGrant } from './types.js';

/** The actions a role grant may name besides each transition endpoint's name; `"*"` stands for all of an entity's. */
export const GRANT_ACTIONS = ['list', 'view', 'create', 'update', 'delete', 'export', 'assign', 'unassign', 'move'] as const;

/** In a grant's `entity` or `actions`: every one. */
export const ALL_GRANTED = '*';

/** The prefix of a row filter value that names the signed-in admin user's own field (`$user.<field>`). */
export const USER_VALUE_PREFIX = '$user.';

/** The admin users' built-in fields a row filter's `$user.<field>` may name, besides the site's extra fields. */
export const BUILTIN_ADMIN_USER_FIELDS = ['_id', 'email', 'displayName'] as const;

/** Every column an admin user has whatever the site: a site's extra field (app.json `adminUsers.fields`) takes another name. */
export const ADMIN_USER_OWN_FIELDS = [...BUILTIN_ADMIN_USER_FIELDS, 'passwordHash', 'createdAt', 'lastLoginAt', 'roles', 'disabled'] as const;

/** The grant action an endpoint needs: its kind's (list → `list`, get → `view`, …), or a transition's own name. */
export function getEndpointAction(endpoint: { readonly kind: EndpointKind; readonly name: string }): string {
  return endpointKinds[endpoint.kind].grant ?? endpoint.name;
}

/** Every action a grant on an entity with these endpoints may name (what `"*"` means there), in a stable order. */
export function getGrantableActions(endpoints: readonly { readonly kind: EndpointKind; readonly name: string }[]): string[] {
  const transitions = endpoints.filter((endpoint) => endpoint.kind === 'transition').map((endpoint) => endpoint.name);
  return [...new Set<string>([...GRANT_ACTIONS, ...transitions])];
}

/** What a user may do with one entity, the grants of all of the user's roles added up. */
export interface EntityPermission {
  /** Sorted. */
  readonly actions: readonly string[];
  /** Fields no grant lets the user see: never sent, never written. Sorted. */
  readonly hidden: readonly string[];
  /** Fields the user sees but no grant lets them write. Sorted. */
  readonly readOnly: readonly string[];
  /** Null: every row. Otherwise a row is reached when it matches one of them (values `$user.…` unresolved). */
  readonly rowFilters: readonly Readonly<Record<string, unknown>>[] | null;
}

/** A user's effective permissions (GET /session answers them). */
export interface Permissions {
  /** False when the site declares no roles: every signed-in account may do everything. */
  readonly restricted: boolean;
  /** The user's roles that the site declares, in declaration order. */
  readonly roles: readonly string[];
  /** Entities the user may do anything with, by name; an entity absent here is out of reach. */
  readonly entities: Readonly<Record<string, EntityPermission>>;
}

/** Adds up the grants of the named roles (unknown names ignored): an action, a field or a row one grant gives is given. */
export function getPermissions(app: Pick<AppDefinition, 'roles'>, roleNames: readonly string[]): Permissions {
  const held = app.roles.filter((role) => roleNames.includes(role.name));
  const byEntity = new Map<string, RoleGrant[]>();
  for (const role of held) for (const grant of role.grants) byEntity.set(grant.entity, [...(byEntity.get(grant.entity) ?? []), grant]);
  const entities: Record<string, EntityPermission> = {};
  for (const entity of [...byEntity.keys()].sort()) {
    const grants = byEntity.get(entity) as RoleGrant[];
    const fields = [...new Set(grants.flatMap((grant) => [...grant.hidden, ...grant.readOnly]))].sort();
    entities[entity] = {
      actions: [...new Set(grants.flatMap((grant) => grant.actions))].sort(),
      hidden: fields.filter((field) => grants.every((grant) => grant.hidden.includes(field))),
      readOnly: fields.filter(
        (field) => !grants.every((grant) => grant.hidden.includes(field)) && grants.every((grant) => grant.hidden.includes(field) || grant.readOnly.includes(field)),
      ),
      rowFilters: grants.some((grant) => grant.rowFilter === null) ? null : grants.map((grant) => grant.rowFilter as Readonly<Record<string, unknown>>),
    };
  }
  return { restricted: app.roles.length > 0, roles: held.map((role) => role.name), entities };
}

/** Whether the permissions allow an action on an entity (always, when the site declares no roles). */
export function isAllowed(permissions: Permissions, entity: string, action: string): boolean {
  return !permissions.restricted || (permissions.entities[entity]?.actions.includes(action) ?? false);
}

/** The names of the roles that may call an action on an entity, in declaration order. */
export function getRolesAllowed(app: Pick<AppDefinition, 'roles'>, entity: string, action: string): string[] {
  return app.roles.filter((role) => role.grants.some((grant) => grant.entity === entity && grant.actions.includes(action))).map((role) => role.name);
}
