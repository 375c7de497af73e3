import type { EntityDefinition } from '../../shared/index.js';
import { messages } from '../messages.js';
import { joinFieldPath, type ValidationDetail } from './describeValidationErrors.js';

/**
 * Takes the entity's `generated` fields out of a create body (in place): null and '' mean "make one" and are
 * dropped; any other value is dropped too and a problem naming the field (under `prefix` for a child line).
 */
export function takeGeneratedFields(entity: EntityDefinition, body: Record<string, unknown>, prefix = ''): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  for (const name of Object.keys(entity.generated)) {
    if (!Object.hasOwn(body, name)) continue;
    const value = body[name];
    delete body[name]; // One problem per key: not also "read-only" or "unknown" from the validator.
    if (value === null || value === '') continue;
    const title = entity.fields.find((field) => field.name === name)?.title ?? name;
    details.push({ field: joinFieldPath(prefix, name), message: messages.generatedField(title) });
  }
  return details;
}
