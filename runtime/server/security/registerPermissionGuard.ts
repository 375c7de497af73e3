import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  getBulkAction,
  getEndpointAction,
  getPermissions,
  getRowFilterFill,
  getRequestAction,
  isAllowed,
  isRecord,
  withoutHiddenAuditFields,
  type ApiContract,
  type AppDefinition,
  type EndpointContract,
  type EntityDefinition,
  type Permissions,
  getTemplateParams,
  getUploadFolders,
} from '../../shared/index.js';
import type { AdminUser } from '../auth/AdminUser.js';
import { HttpError } from '../http/HttpError.js';
import { toRoutePath } from '../http/toRoutePath.js';
import { createObjectId } from '../ids/createObjectId.js';
import { messages } from '../messages.js';
import type { EntityRegistry } from '../model/index.js';
import { SYSTEM_TABLES, type Database, type Store } from '../storage/index.js';
import { getListScope, getResolvedRowFilters } from './getRowScope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The route's answer without what the user may not see, set by the permission guard (absent: the site has no roles). */
    hideFields?: (payload: unknown) => unknown;
  }
}

export interface PermissionGuardOptions {
  readonly app: AppDefinition;
  readonly contract: ApiContract;
  readonly entities: readonly EntityDefinition[];
  readonly database: Database;
  /** Reads whether a record lies within the user's row filters. */
  readonly store: Store;
  readonly registry: EntityRegistry;
}

/** Endpoint kinds whose path names one record of their entity: outside the user's row filters it is a 404. */
const RECORD_KINDS = new Set(['get', 'update', 'delete', 'transition', 'move']);

/** A user's permissions: its stored roles, or the site's first role when they were never set (accounts made before roles). */
export function getUserPermissions(app: AppDefinition, user: AdminUser | null): Permissions {
  const roles = user?.roles ?? (app.adminUsers.firstRole === null ? [] : [app.adminUsers.firstRole]);
  return getPermissions(app, roles);
}

/**
 * The one place where roles are enforced (app.json `roles`; nothing when the site declares none). Each route the
 * contract gives `roles` (its openapi.json `x-roles`: entity endpoints, lookups, delete impacts) gets a preHandler:
 * a user holding none of them gets 403 «Su rol no permite «…» en …», written to the audit log (so does a list asked
 * for a file without the export grant: getRequestAction); a create or update
 * body writing a hidden or read-only field (a row filter's included) is a 400 naming it; a create gets the row filter's
 * values (its user's own rows); a record outside the user's row filters is a 404 like a missing one (audited), and so
 * are an assign's or unassign's scope and target rows outside the filters the user has on their entities. A
 * reference's lookup is open to who may list its target or create or update its owner; a record's history to who may
 * view the record. Answers lose the hidden fields (rows, children, `$labels`, a 412's `current`, history changes).
 */
export function registerPermissionGuard(api: FastifyInstance, options: PermissionGuardOptions): void {
  const { app, contract, entities, database, store, registry } = options;
  api.decorateRequest('permissions', null);
  if (app.roles.length === 0) return;
  const byRoute = new Map(contract.endpoints.filter((endpoint) => endpoint.roles).map((endpoint) => [`${endpoint.method} ${contract.apiBase}${toRoutePath(endpoint.path)}`, endpoint]));
  const byName = new Map(entities.map((entity) => [entity.entity, entity]));
  api.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const endpoint = byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${route.url}`);
    if (!endpoint) return;
    const target = getTarget(endpoint, byName);
    if (!target) return;
    const kind = endpoint.endpoint?.kind;
    const idParam = (kind !== undefined && RECORD_KINDS.has(kind)) || endpoint.impact ? getIdParamName(endpoint.path) : null;
    const relation = kind === 'assign' || kind === 'unassign' ? getRelationEntities(target.entity, endpoint.endpoint?.name ?? '', byName) : null;
    const hide = getHider(endpoint, target.entity, byName);
    const guard: preHandlerAsyncHookHandler = async (request) => {
      const permissions = getUserPermissions(app, request.adminUser);
      request.permissions = permissions;
      if (!isPermitted(endpoint, permissions, byName, request)) {
        await writeRefusal(database, request, target.entity, target.action);
        throw new HttpError(403, messages.roleForbidden(getActionLabel(target.entity, target.action), target.entity.label.many));
      }
      // A bulk action needs its own grant too (delete, the transition, update for a set), and sets only writable fields.
      if (endpoint.bulk && isRecord(request.body) && typeof request.body.action === 'string') {
        const action = getBulkAction(request.body.action);
        if (!isAllowed(permissions, target.entity.entity, action)) {
          await writeRefusal(database, request, target.entity, action);
          throw new HttpError(403, messages.roleForbidden(getActionLabel(target.entity, action), target.entity.label.many));
        }
        if (action === 'update') assertWritable(request.body.set, target.entity, permissions);
      }
      const extra = getRequestAction(target.action, request.query);
      if (extra !== null && !isAllowed(permissions, target.entity.entity, extra)) {
        await writeRefusal(database, request, target.entity, extra);
        throw new HttpError(403, messages.roleForbidden(getActionLabel(target.entity, extra), target.entity.label.many));
      }
      // A file is written by the handler, past preSerialization: its rows go through the same hider first.
      request.hideFields = (payload) => hide(payload, permissions);
      if (kind === 'create' || kind === 'update') assertWritable(request.body, target.entity, permissions);
      if (kind === 'create') fillRowFilters(request, target.entity);
      const id = idParam === null ? undefined : (request.params as Record<string, unknown>)[idParam];
      const reached: [EntityDefinition, unknown][] = typeof id === 'string' ? [[target.entity, id]] : [];
      // A link's two rows, each held to the user's row filters on its entity when the user has a grant there.
      if (relation) {
        const body = request.body;
        reached.push([relation.scopeEntity, (request.params as Record<string, unknown>)[relation.scope]], [relation.targetEntity, isRecord(body) ? body._id : undefined]);
      }
      for (const [entity, value] of reached) {
        if (typeof value !== 'string' || (entity !== target.entity && !permissions.entities[entity.entity])) continue;
        const scope = getListScope(request, entity, registry);
        // Every row reached: the handler's own read answers a missing one.
        if ('rows' in scope && scope.rows === null) continue;
        try {
          await store.find(entity, value, scope);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) await writeRefusal(database, request, target.entity, target.action);
          throw error;
        }
      }
    };
    route.preHandler = [...toArray(route.preHandler), guard];
    route.preSerialization = [...toArray(route.preSerialization), async (request: FastifyRequest, _reply: unknown, payload: unknown) => hide(payload, request.permissions)];
  });
}

/**
 * Whether the user may call the route: a role the contract names (a lookup's: who may list or view its target, or
 * create or update its owner); for a record's history, also a grant to view that entity (its rows are scoped).
 */
function isPermitted(endpoint: EndpointContract, permissions: Permissions, byName: ReadonlyMap<string, EntityDefinition>, request: FastifyRequest): boolean {
  if (permissions.roles.some((role) => endpoint.roles?.includes(role))) return true;
  const own = endpoint.endpoint;
  if (own?.kind === 'list' && byName.get(own.entity)?.table === SYSTEM_TABLES.auditLog && getTemplateParams(endpoint.path).includes('recordId')) {
    const audited = (request.params as Record<string, unknown>).entity;
    return typeof audited === 'string' && isAllowed(permissions, audited, 'view');
  }
  return false;
}

/** A create's row filter fields get the user's values (its first row filter that resolves); none resolving is a 400. */
function fillRowFilters(request: FastifyRequest, entity: EntityDefinition): void {
  const filters = getResolvedRowFilters(request, entity);
  if (filters === null || !isRecord(request.body)) return;
  if (filters.length === 0) {
    const name = Object.keys(request.permissions?.entities[entity.entity]?.rowFilters?.[0] ?? {})[0] ?? '_id';
    throw new HttpError(400, messages.rowFilterUnset(entity.fields.find((field) => field.name === name)?.title ?? name), name);
  }
  Object.assign(request.body, getRowFilterFill(entity, filters));
}

/** An assign or unassign endpoint's scope placeholder and the entities its link's two fields point at. */
function getRelationEntities(entity: EntityDefinition, endpointName: string, byName: ReadonlyMap<string, EntityDefinition>) {
  const relation = entity.endpoints.find((candidate) => candidate.name === endpointName)?.relation;
  const pointed = (field: string | undefined) => byName.get(entity.references.find((reference) => reference.field === field)?.entity ?? '');
  const scopeEntity = pointed(relation?.scope);
  const targetEntity = pointed(relation?.target);
  return relation && scopeEntity && targetEntity ? { scope: relation.scope, scopeEntity, targetEntity } : null;
}

/** The id placeholder of a path naming one record (`{_id}` or `{id}`). */
function getIdParamName(path: string): string | null {
  const params = getTemplateParams(path);
  return params.includes('_id') ? '_id' : params.includes('id') ? 'id' : null;
}

/** The entity and grant action a route is judged on: an endpoint's own, a lookup's referenced entity (list), an impact's delete. */
function getTarget(endpoint: EndpointContract, byName: ReadonlyMap<string, EntityDefinition>): { entity: EntityDefinition; action: string } | null {
  if (endpoint.endpoint) {
    const entity = byName.get(endpoint.endpoint.entity);
    return entity ? { entity, action: getEndpointAction(endpoint.endpoint) } : null;
  }
  if (endpoint.lookup) {
    const { entity: owner, field } = endpoint.lookup;
    const target = byName.get(byName.get(owner)?.references.find((reference) => reference.field === field)?.entity ?? '');
    return target ? { entity: target, action: 'list' } : null;
  }
  if (endpoint.impact) {
    const entity = byName.get(endpoint.impact.entity);
    return entity ? { entity, action: 'delete' } : null;
  }
  if (endpoint.import) {
    const entity = byName.get(endpoint.import.entity);
    return entity ? { entity, action: 'import' } : null;
  }
  if (endpoint.bulk) {
    const entity = byName.get(endpoint.bulk.entity);
    return entity ? { entity, action: 'bulk' } : null;
  }
  return null;
}

/** A transition's grid action label (`Finalizar`), else the catalog's word for the action, else its name. */
export function getActionLabel(entity: EntityDefinition, action: string): string {
  for (const grid of entity.grids) {
    for (const candidate of grid.actions) {
      if (candidate.label !== null && candidate.request?.entity === entity.entity && candidate.request.endpoint === action && candidate.kind === 'transition') return candidate.label;
    }
  }
  return messages.grantActionLabel(action) ?? action;
}

/** A create or update body that sets a hidden or read-only field is refused, naming the field. */
function assertWritable(body: unknown, entity: EntityDefinition, permissions: Permissions): void {
  const permission = permissions.entities[entity.entity];
  if (!permission || !isRecord(body)) return;
  for (const field of [...permission.hidden, ...permission.readOnly]) {
    if (Object.hasOwn(body, field)) {
      const title = entity.fields.find((candidate) => candidate.name === field)?.title ?? field;
      throw new HttpError(400, messages.fieldNotWritable(title), field);
    }
  }
}

type Hider = (payload: unknown, permissions: Permissions | null) => unknown;

/** What a route's answers lose for a user: an entity's hidden fields (its rows, children, labels, a 412's current), a lookup's hidden secondary, history's hidden changes. */
function getHider(endpoint: EndpointContract, entity: EntityDefinition, byName: ReadonlyMap<string, EntityDefinition>): Hider {
  if (endpoint.lookup) {
    const reference = byName.get(endpoint.lookup.entity)?.references.find((candidate) => candidate.field === endpoint.lookup?.field);
    const secondary = reference?.secondary;
    return (payload, permissions) =>
      secondary === undefined || !permissions?.entities[entity.entity]?.hidden.includes(secondary) || !isRecord(payload) || !Array.isArray(payload.data)
        ? payload
        : { ...payload, data: payload.data.map((option) => (isRecord(option) ? withoutKeys(option, [secondary]) : option)) };
  }
  if (!endpoint.endpoint) return (payload) => payload;
  if (entity.table === SYSTEM_TABLES.auditLog) return (payload, permissions) => mapRows(payload, (row) => withoutHiddenChanges(row, permissions, byName));
  return (payload, permissions) => (permissions === null ? payload : withoutHidden(payload, entity, permissions, byName));
}

/** Rows (a row, a list's `data`, a 412's `current`) without the fields the user may not see: hidden ones, in children too, and labels of references they may not pick. */
export function withoutHidden(payload: unknown, entity: EntityDefinition, permissions: Permissions, byName: ReadonlyMap<string, EntityDefinition>): unknown {
  return mapRows(payload, (row) => {
    const hidden = [...(permissions.entities[entity.entity]?.hidden ?? []), ...getUnpickable(entity, permissions)];
    const kept = withoutKeys(row, hidden);
    if (isRecord(kept.$labels)) kept.$labels = withoutKeys(kept.$labels, hidden);
    for (const child of entity.children) {
      const childEntity = byName.get(child.entity);
      const lines = kept[child.name];
      if (childEntity && Array.isArray(lines)) kept[child.name] = lines.map((line) => withoutHidden(line, childEntity, permissions, byName));
    }
    return kept;
  });
}

/** The references whose labels a user may not read: neither a grant to list their target nor to create or update the entity. */
function getUnpickable(entity: EntityDefinition, permissions: Permissions): string[] {
  if (isAllowed(permissions, entity.entity, 'create') || isAllowed(permissions, entity.entity, 'update')) return [];
  return entity.references.filter((reference) => !isAllowed(permissions, reference.entity, 'list')).map((reference) => reference.field);
}

/**
 * An audit entry without the change lines of fields its entity hides from the user (a job's or an export's entry:
 * without their filters, sort and set values), and without the labels of references whose rows the user may not list.
 */
function withoutHiddenChanges(row: Record<string, unknown>, permissions: Permissions | null, byName: ReadonlyMap<string, EntityDefinition>): Record<string, unknown> {
  const entity = typeof row.entity === 'string' ? byName.get(row.entity) : undefined;
  if (permissions === null || !entity || !isRecord(row.changes) || typeof row.action !== 'string') return row;
  const hidden = permissions.entities[entity.entity]?.hidden ?? [];
  const unreadable = entity.references.filter((reference) => !isAllowed(permissions, reference.entity, 'list')).map((reference) => reference.field);
  return { ...row, changes: withoutHiddenAuditFields(row.action, row.changes, hidden, unreadable) };
}

/** Applies `change` to each row a payload carries: itself, a list's `data`, a 412's `current`. */
function mapRows(payload: unknown, change: (row: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (!isRecord(payload)) return payload;
  if (Array.isArray(payload.data)) return { ...payload, data: payload.data.map((row) => (isRecord(row) ? change(row) : row)) };
  if (isRecord(payload.current)) return { ...payload, current: change(payload.current) };
  if (typeof payload.error === 'string') return payload;
  return change(payload);
}

function withoutKeys(record: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...record };
  for (const key of keys) delete kept[key];
  return kept;
}

/**
 * The upload service's check (app.json roles): a folder takes files only from a user who may create or update an
 * entity whose forms send files there (getUploadFolders); anyone else gets a 403 naming the folder, audited.
 */
export function createUploadGuard(app: AppDefinition, entities: readonly EntityDefinition[], database: Database): (request: FastifyRequest, folder: string) => Promise<void> {
  const byFolder = new Map<string, EntityDefinition[]>();
  for (const entity of entities) for (const folder of getUploadFolders(entity, app.uploads.defaultFolder)) byFolder.set(folder, [...(byFolder.get(folder) ?? []), entity]);
  return async (request, folder) => {
    if (app.roles.length === 0) return;
    const permissions = getUserPermissions(app, request.adminUser);
    const owners = byFolder.get(folder) ?? [];
    if (owners.some((entity) => isAllowed(permissions, entity.entity, 'create') || isAllowed(permissions, entity.entity, 'update'))) return;
    await writeRefusal(database, request, owners[0] ?? null, 'upload');
    throw new HttpError(403, messages.uploadForbidden(folder), 'folder');
  };
}

/** One audit row per refusal: who, which entity (none for a folder no form uses) and record, which action. */
async function writeRefusal(database: Database, request: FastifyRequest, entity: EntityDefinition | null, action: string): Promise<void> {
  const at = new Date();
  const params = request.params as Record<string, unknown> | undefined;
  await database.db
    .insertInto(SYSTEM_TABLES.auditLog)
    .values({
      _id: createObjectId(at),
      at: at.toISOString(),
      userId: request.adminUser?.id ?? null,
      userEmail: request.adminUser?.email ?? null,
      entity: entity?.entity ?? '',
      recordId: typeof params?._id === 'string' ? params._id : '',
      action: 'denied',
      // json travels as text on both engines.
      changes: JSON.stringify({ [action]: { to: `${request.method} ${request.url.split('?')[0]}` } }),
    })
    .execute();
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
