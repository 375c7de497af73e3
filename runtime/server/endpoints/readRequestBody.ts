import type { FastifyRequest } from 'fastify';
import type { EntityDefinition } from '../../shared/index.js';
import { coerceFormBody } from '../http/coerceFormBody.js';

/** The request body, typed by the entity schema when it came form-encoded. */
export function readRequestBody(request: FastifyRequest, entity: EntityDefinition): unknown {
  const contentType = request.headers['content-type'] ?? '';
  return contentType.startsWith('application/x-www-form-urlencoded') ? coerceFormBody(entity, request.body) : request.body;
}
