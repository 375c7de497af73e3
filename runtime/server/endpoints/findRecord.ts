import type { FastifyRequest } from 'fastify';
import { getTemplateParams, type EndpointDefinition } from '../../shared/index.js';

/** The path placeholder holding the record id: `{_id}`, or `{id}` (paths may spell it either way). */
export function getIdParam(endpoint: EndpointDefinition): string {
  const params = getTemplateParams(endpoint.path);
  const name = params.includes('_id') ? '_id' : params.includes('id') ? 'id' : undefined;
  if (!name) throw new Error(`Endpoint ${endpoint.name} (${endpoint.method} ${endpoint.path}) needs an {_id} placeholder in its path.`);
  return name;
}

/** The record id from the request path. */
export function getRecordId(request: FastifyRequest, idParam: string): string {
  return String((request.params as Record<string, unknown>)[idParam] ?? '');
}
