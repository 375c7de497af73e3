import { getListedOptions } from './getOneOfOptions.js';
import { endpointKinds, type EndpointKind } from './kinds/endpointKinds.js';
import { EXPORT_FORMAT_NAMES } from './contract/exportFormats.js';
import type { AppDefinition, EntityDefinition, FieldDefinition, FilterDefinition, RoleGrant } from './types.js';

/** The actions a role grant may name besides each transition endpoint's name, with what each allows (the meta-schema's enum descriptions). */
export const grantActions = {
  list: 'Its grids and list endpoints (and the reference lookups that read them).',
  view: 'Its get endpoints: view and edit pages, a row\'s history.',
  create: 'Its create endpoints: create forms and the insert row.',
  update: 'Its update endpoints: edit forms and inline edit.',
  delete: 'Its delete endpoints, and the delete preview.',
  export: 'Grid export to CSV or XLSX (`format=csv|xlsx` on a list).',
  import: 'Grid import from a CSV or XLSX file (with create or update, as the rows need).',
  assign: 'Its assign endpoints (linking rows to a parent).',
  unassign: 'Its unassign endpoints.',
  move: 'Its move endpoints (reordering).',
  bulk: 'Bulk actions on selected or filtered rows (with the grant each action needs: delete, the transition, update).',
} as const;

/** The actions a role grant may name besides each transition endpoint's name; `"*"` stands for all of an entity's. */
export const GRANT_ACTIONS = Object.keys(grantActions) as readonly (keyof typeof grantActions)[];

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

/**
 * The grant action one request needs on top of its endpoint's: a list asked for a file (`format=csv|xlsx`) needs
 * `export` too; null for every other request.
 */
export function getRequestAction(endpointAction: string, query: unknown): string | null {
  return endpointAction === 'list' && typeof query === 'object' && query !== null && 'format' in query && (EXPORT_FORMAT_NAMES as readonly unknown[]).includes(query.format) ? 'export' : null;
}

/** The grant a bulk action needs besides `bulk`: delete's own, update for set, a transition's name. */
export function getBulkAction(action: string): string {
  return action === 'set' ? 'update' : action;
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
  /** Fields the user sees but no grant lets them write, row filters' fields included (the server fills them on create). Sorted. */
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
    const rowFilters = grants.some((grant) => grant.rowFilter === null) ? null : grants.map((grant) => grant.rowFilter as Readonly<Record<string, unknown>>);
    // A row filter's field is written by the server (filled on create), never by the user: else a body could move a row out of reach.
    const filtered = new Set((rowFilters ?? []).flatMap((filter) => Object.keys(filter)));
    const fields = [...new Set(grants.flatMap((grant) => [...grant.hidden, ...grant.readOnly]).concat([...filtered]))].sort();
    const hidden = fields.filter((field) => grants.every((grant) => grant.hidden.includes(field)));
    entities[entity] = {
      actions: [...new Set(grants.flatMap((grant) => grant.actions))].sort(),
      hidden,
      readOnly: fields.filter(
        (field) => !hidden.includes(field) && (filtered.has(field) || grants.every((grant) => grant.hidden.includes(field) || grant.readOnly.includes(field))),
      ),
      rowFilters,
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

/** The signed-in account's values a row filter's `$user.<field>` names: `_id`, `email`, `displayName` and the site's own fields. */
export type UserValues = Readonly<Record<string, unknown>>;

/**
 * Row filters with their `$user.<field>` values replaced by the account's: null stays null (every row); a filter
 * naming a value the account lacks (null or absent) is left out, so it matches no row, never every row.
 */
export function resolveRowFilters(rowFilters: EntityPermission['rowFilters'], user: UserValues): Readonly<Record<string, unknown>>[] | null {
  if (rowFilters === null) return null;
  const resolved: Record<string, unknown>[] = [];
  for (const filter of rowFilters) {
    const values = Object.entries(filter).map(([field, value]) => [field, isUserValue(value) ? user[value.slice(USER_VALUE_PREFIX.length)] : value] as const);
    if (values.every(([, value]) => value !== null && value !== undefined)) resolved.push(Object.fromEntries(values));
  }
  return resolved;
}

function isUserValue(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(USER_VALUE_PREFIX);
}

/**
 * How a row filter's field is matched, in the grids' filter language: a reference (one id or, for a many-reference,
 * one of its ids), a boolean, a select over the field's listed values, else a text (contains, case-insensitive).
 */
export function getRowFilterDefinition(entity: EntityDefinition, field: FieldDefinition): FilterDefinition {
  const reference = entity.references.find((candidate) => candidate.field === field.name);
  if (reference) return { kind: 'reference', options: [], all: null, reference: null };
  if (field.schema.type === 'boolean') return { kind: 'boolean', options: [], all: null, reference: null };
  const options = getListedOptions(field.schema);
  if (options) return { kind: 'select', options, all: null, reference: null };
  return { kind: 'text', options: [], all: null, reference: null };
}

/**
 * The values a new row takes so that it lies inside the first resolved row filter (the user's own rows): a
 * many-reference holds the id, any other field the value. Empty when every row is reached or none is.
 */
export function getRowFilterFill(entity: EntityDefinition, rowFilters: readonly Readonly<Record<string, unknown>>[] | null): Record<string, unknown> {
  const [first] = rowFilters ?? [];
  if (!first) return {};
  const fill: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(first)) {
    const many = entity.references.some((reference) => reference.field === name && reference.many);
    fill[name] = many ? [value] : value;
  }
  return fill;
}
