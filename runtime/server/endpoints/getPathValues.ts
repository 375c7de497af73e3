import type { FastifyRequest } from 'fastify';
import { getTemplateParams, type EndpointDefinition, type EntityDefinition, type FieldDefinition } from '../../shared/index.js';
import { badRequest } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { toFieldValue } from '../model/index.js';

/** The fields named by an endpoint's path placeholders (except the ones in `except`), checked at start-up. */
export function getPathFields(entity: EntityDefinition, endpoint: EndpointDefinition, except: readonly string[] = []): FieldDefinition[] {
  return getTemplateParams(endpoint.path)
    .filter((name) => !except.includes(name))
    .map((name) => {
      const field = entity.fields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(`Endpoint ${entity.entity}.${endpoint.name} (${endpoint.method} ${endpoint.path}): {${name}} is no field of ${entity.entity}.`);
      return field;
    });
}

/** The request's path values for those fields, typed like each field; 400 naming the one that cannot be. */
export function getPathValues(request: FastifyRequest, fields: readonly FieldDefinition[]): Record<string, string | number | boolean> {
  const params = request.params as Record<string, string | undefined>;
  const values: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const value = toFieldValue(field, params[field.name] ?? '');
    if (value === undefined || value === '') throw badRequest(messages.invalidPathValue(field.name, field.title), field.name);
    values[field.name] = value;
  }
  return values;
}
