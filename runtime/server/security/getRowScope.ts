import type { FastifyRequest } from 'fastify';
import { getRowFilterDefinition, isAllowed, resolveRowFilters, type EntityDefinition, type Permissions, type UserValues } from '../../shared/index.js';
import type { AdminUser } from '../auth/AdminUser.js';
import { toListFilter } from '../filters/index.js';
import type { EntityRegistry } from '../model/index.js';
import { SYSTEM_TABLES, type ListScope, type RowScope } from '../storage/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's permissions (set by the permission guard); null when the site declares no roles. */
    permissions: Permissions | null;
  }
}

/** The account's values a row filter's `$user.<field>` names. */
export function getUserValues(user: AdminUser | null): UserValues {
  if (!user) return {};
  return { ...user.fields, _id: user.id, email: user.email, displayName: user.displayName };
}

/** The user's row filters on an entity with their `$user.` values resolved: null every row, [] none (no grant, or a value the account lacks). */
export function getResolvedRowFilters(request: FastifyRequest, entity: EntityDefinition): Readonly<Record<string, unknown>>[] | null {
  const permissions = request.permissions;
  if (!permissions?.restricted) return null;
  const permission = permissions.entities[entity.entity];
  if (!permission) return [];
  return resolveRowFilters(permission.rowFilters, getUserValues(request.adminUser));
}

/** The rows of an entity the request's user reaches, each row filter compiled as the grids' filters of the same kinds are. */
export function getRowScope(request: FastifyRequest, entity: EntityDefinition): RowScope {
  const filters = getResolvedRowFilters(request, entity);
  if (filters === null) return null;
  return filters.map((filter) =>
    Object.entries(filter).map(([name, value]) => {
      const field = entity.fields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(`Row filter on unknown field ${entity.entity}.${name}.`);
      return toListFilter(name, field, getRowFilterDefinition(entity, field), typeof value === 'string' ? value : String(value));
    }),
  );
}

/**
 * What a list of the entity may read: its reached rows; for the audit log, the entries of the entities the user may
 * `view`, of their reached records (never the `denied` ones), or every entry for who may view every row of every entity.
 */
export function getListScope(request: FastifyRequest, entity: EntityDefinition, registry: EntityRegistry): ListScope {
  if (entity.table !== SYSTEM_TABLES.auditLog || !request.permissions?.restricted) return { rows: getRowScope(request, entity) };
  const permissions = request.permissions;
  const others = registry.entities.filter((candidate) => candidate.table !== SYSTEM_TABLES.auditLog);
  const audited = others.filter((candidate) => isAllowed(permissions, candidate.entity, 'view'));
  const scoped = audited.map((candidate) => ({ entity: candidate, rows: getRowScope(request, candidate) }));
  // Who may view every row of every entity reads the whole log: removed entities' history and refusals too.
  if (audited.length === others.length && scoped.every(({ rows }) => rows === null)) return { rows: getRowScope(request, entity) };
  return { audit: scoped };
}
