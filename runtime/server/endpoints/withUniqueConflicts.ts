import type { EntityDefinition } from '../../shared/index.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import type { EntityRegistry } from '../model/index.js';
import { getUniqueViolation } from '../storage/index.js';
import type { EndpointHandler } from './EndpointContext.js';

/**
 * The handler with the store's unique-index refusals as a 409 naming the field (race-safe: the index, not a prior
 * read, decides). A clash in another entity's rows (a child line) names that entity and no field of this form.
 */
export function withUniqueConflicts(handler: EndpointHandler, entity: EntityDefinition, registry: EntityRegistry): EndpointHandler {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      const violation = getUniqueViolation(error, registry.entities);
      if (!violation) throw error;
      const titles = violation.fields.map((name) => violation.entity.fields.find((field) => field.name === name)?.title ?? name);
      if (violation.entity === entity) throw new HttpError(409, messages.duplicateValue(titles), violation.fields[0]);
      throw new HttpError(409, messages.duplicateValue(titles, violation.entity.label.many.toLowerCase()));
    }
  };
}
