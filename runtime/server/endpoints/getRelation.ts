import type { FastifyRequest } from 'fastify';
import type { EntityDefinition, FieldDefinition } from '../../shared/index.js';
import type { EndpointContext } from './EndpointContext.js';
import { getPathFields, getPathValues } from './getPathValues.js';

/** An assign/unassign endpoint's link entity fields and the entities they point at, checked at start-up. */
export interface Relation {
  readonly scope: FieldDefinition;
  readonly target: FieldDefinition;
  readonly scopeEntity: EntityDefinition;
  readonly targetEntity: EntityDefinition;
}

/** Resolves `endpoint.relation` against the link entity's references; throws when the schema cannot be served. */
export function getRelation({ entity, endpoint, registry }: EndpointContext): Relation {
  const where = `Endpoint ${entity.entity}.${endpoint.name} (${endpoint.method} ${endpoint.path})`;
  const relation = endpoint.relation;
  if (!relation) throw new Error(`${where} links rows but declares no relation.`);
  const [scope] = getPathFields(entity, endpoint).filter((field) => field.name === relation.scope);
  if (!scope) throw new Error(`${where} needs a {${relation.scope}} placeholder for its relation scope.`);
  const target = entity.fields.find((field) => field.name === relation.target);
  if (!target) throw new Error(`${where}: relation target ${entity.entity}.${relation.target} is no field.`);
  const scopeReference = registry.getReference(entity, scope.name);
  const targetReference = registry.getReference(entity, target.name);
  if (!scopeReference || !targetReference) {
    throw new Error(`${where}: ${entity.entity}.${scope.name} and ${entity.entity}.${target.name} must both be references.`);
  }
  return { scope, target, scopeEntity: registry.get(scopeReference.entity), targetEntity: registry.get(targetReference.entity) };
}

/** The scope id from the path and the target id from the `{ "_id": "…" }` body the route's schema (IdBody) checked. */
export function readRelationRequest(request: FastifyRequest, relation: Relation): { scopeId: string; targetId: string } {
  const scopeId = String(getPathValues(request, [relation.scope])[relation.scope.name]);
  return { scopeId, targetId: (request.body as { _id: string })._id };
}

/** The lock key serializing link changes within one scope (so a pair cannot be linked twice). */
export function getRelationLockKey(entity: EntityDefinition, relation: Relation, scopeId: string): string {
  return `${entity.table}:relation:${relation.scope.name}:${scopeId}`;
}
