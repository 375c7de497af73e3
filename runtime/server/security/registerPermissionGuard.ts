import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  getEndpointAction,
  getPermissions,
  isRecord,
  type ApiContract,
  type AppDefinition,
  type EndpointContract,
  type EntityDefinition,
  type Permissions,
} from '../../shared/index.js';
import type { AdminUser } from '../auth/AdminUser.js';
import { HttpError } from '../http/HttpError.js';
import { toRoutePath } from '../http/toRoutePath.js';
import { createObjectId } from '../ids/createObjectId.js';
import { messages } from '../messages.js';
import { SYSTEM_TABLES, type Database } from '../storage/index.js';

export interface PermissionGuardOptions {
  readonly app: AppDefinition;
  readonly contract: ApiContract;
  readonly entities: readonly EntityDefinition[];
  readonly database: Database;
}

/** A user's permissions: its stored roles, or the site's first role when they were never set (accounts made before roles). */
export function getUserPermissions(app: AppDefinition, user: AdminUser | null): Permissions {
  const roles = user?.roles ?? (app.adminUsers.firstRole === null ? [] : [app.adminUsers.firstRole]);
  return getPermissions(app, roles);
}

/**
 * The one place where roles are enforced (app.json `roles`; nothing when the site declares none). Each route the
 * contract gives `roles` (its openapi.json `x-roles`: entity endpoints, lookups, delete impacts) gets a preHandler:
 * a user holding none of them gets 403 «Su rol no permite «…» en …», written to the audit log; a create or update
 * body writing a hidden or read-only field is a 400 naming it. Entity endpoints' answers lose the hidden fields
 * (rows, lists' rows and their `$labels`) before they are serialized.
 */
export function registerPermissionGuard(api: FastifyInstance, options: PermissionGuardOptions): void {
  const { app, contract, entities, database } = options;
  if (app.roles.length === 0) return;
  const byRoute = new Map(contract.endpoints.filter((endpoint) => endpoint.roles).map((endpoint) => [`${endpoint.method} ${contract.apiBase}${toRoutePath(endpoint.path)}`, endpoint]));
  const byName = new Map(entities.map((entity) => [entity.entity, entity]));
  api.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const endpoint = byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${route.url}`);
    if (!endpoint) return;
    const target = getTarget(endpoint, byName);
    if (!target) return;
    const guard: preHandlerAsyncHookHandler = async (request) => {
      const permissions = getUserPermissions(app, request.adminUser);
      if (!permissions.roles.some((role) => endpoint.roles?.includes(role))) {
        await writeRefusal(database, request, target.entity, target.action);
        throw new HttpError(403, messages.roleForbidden(getActionLabel(target.entity, target.action), target.entity.label.many));
      }
      if (endpoint.endpoint?.kind === 'create' || endpoint.endpoint?.kind === 'update') assertWritable(request.body, target.entity, permissions);
    };
    route.preHandler = [...toArray(route.preHandler), guard];
    if (endpoint.endpoint) {
      const entity = target.entity;
      route.preSerialization = [
        ...toArray(route.preSerialization),
        async (request: FastifyRequest, _reply: unknown, payload: unknown) => withoutHidden(payload, getUserPermissions(app, request.adminUser).entities[entity.entity]?.hidden ?? []),
      ];
    }
  });
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

/** Rows (a row, or a list's `data`) without the hidden fields and their `$labels`. */
export function withoutHidden(payload: unknown, hidden: readonly string[]): unknown {
  if (hidden.length === 0 || !isRecord(payload)) return payload;
  if (Array.isArray(payload.data)) return { ...payload, data: payload.data.map((row) => withoutHidden(row, hidden)) };
  const row: Record<string, unknown> = { ...payload };
  for (const field of hidden) delete row[field];
  if (isRecord(row.$labels)) {
    const labels = { ...row.$labels };
    for (const field of hidden) delete labels[field];
    row.$labels = labels;
  }
  return row;
}

/** One audit row per refusal: who, which entity and record, which action. */
async function writeRefusal(database: Database, request: FastifyRequest, entity: EntityDefinition, action: string): Promise<void> {
  const at = new Date();
  const params = request.params as Record<string, unknown> | undefined;
  await database.db
    .insertInto(SYSTEM_TABLES.auditLog)
    .values({
      _id: createObjectId(at),
      at: at.toISOString(),
      userId: request.adminUser?.id ?? null,
      userEmail: request.adminUser?.email ?? null,
      entity: entity.entity,
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
