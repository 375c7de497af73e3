import type { EntityDefinition, JsonSchema } from '../types.js';
import type { EndpointContract, ResponseContract } from './ApiContract.js';
import { schemaRef } from './getEntitySchemas.js';

/** The name of the impact answer's schema in the contract. */
export const DELETE_IMPACT_SCHEMA = 'DeleteImpact';

/** Where the confirm dialog asks what deleting a row of `entity` would do: `/impact/{entity}/{_id}` under the API base. */
export function getImpactPath(entity: string): string {
  return `/impact/${entity}/{_id}`;
}

/** The operation id of an entity's impact: `authorImpact`. */
export function getImpactOperationId(entity: string): string {
  return `${entity}Impact`;
}

/** Whether an entity's rows can be deleted through the API (it declares a delete endpoint), so its dialog asks for an impact. */
export function hasDeleteEndpoint(entity: EntityDefinition): boolean {
  return entity.endpoints.some((endpoint) => endpoint.kind === 'delete');
}

/**
 * One impact operation per entity with a delete endpoint: what deleting the row would do to the rows that refer to it
 * (cascades, cleared references) and the 409 its restrict rules would answer, read without changing anything.
 */
export function getImpactEndpoints(entities: readonly EntityDefinition[], shared: Readonly<Record<string, ResponseContract>>): EndpointContract[] {
  return entities.filter(hasDeleteEndpoint).map((entity) => ({
    operationId: getImpactOperationId(entity.entity),
    method: 'GET',
    path: getImpactPath(entity.entity),
    tag: entity.entity,
    summary: `what deleting a ${entity.label.one} would do`,
    description: `The rows that refer to this ${entity.entity} and what its delete would do to them (cascade: deleted too; setNull: the reference is taken out), and the 409 its restrict rules would answer; nothing changes.`,
    security: 'session',
    impact: { entity: entity.entity },
    params: {
      type: 'object',
      properties: { _id: { type: 'string', minLength: 1, maxLength: 200, description: `The _id of the ${entity.entity}` } },
      required: ['_id'],
      additionalProperties: false,
    },
    response: {
      '200': { description: 'The effects of the delete and its refusal, if any', content: { 'application/json': schemaRef(DELETE_IMPACT_SCHEMA) } },
      ...shared,
    },
  }));
}

/** The impact answer's schema, shared by every entity. */
export function getDeleteImpactSchema(): JsonSchema {
  return {
    type: 'object',
    properties: {
      effects: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            entity: { type: 'string', description: 'The entity of the affected rows' },
            field: { type: ['string', 'null'], description: 'setNull: the referring field taken out; cascade: null' },
            rule: { type: 'string', enum: ['cascade', 'setNull'] },
            count: { type: 'integer', minimum: 1 },
          },
          required: ['entity', 'field', 'rule', 'count'],
          additionalProperties: false,
        },
      },
      refused: {
        type: ['object', 'null'],
        description: 'The 409 the delete would answer now (restrict rules), or null',
        properties: {
          error: { type: 'string' },
          details: {
            type: 'array',
            items: {
              type: 'object',
              properties: { entity: { type: 'string' }, field: { type: 'string' }, count: { type: 'integer' }, message: { type: 'string' } },
              required: ['entity', 'field', 'count', 'message'],
            },
          },
        },
        required: ['error', 'details'],
      },
    },
    required: ['effects', 'refused'],
  };
}
