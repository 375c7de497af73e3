import type { EntityDefinition } from '../../shared/index.js';
import { messages } from '../messages.js';
import type { ValidationDetail } from './describeValidationErrors.js';

/**
 * Takes the entity's lifecycle fields out of a create or update body (in place). A body may repeat the value the row
 * holds (`current`: the stored row, or on create the initial states), so a client echoing a row it read is not
 * refused; any other value is a problem naming the field, since only the field's transitions change it.
 */
export function takeLifecycleFields(entity: EntityDefinition, body: Record<string, unknown>, current?: Readonly<Record<string, unknown>>): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  for (const field of entity.fields) {
    if (!field.lifecycle || !Object.hasOwn(body, field.name)) continue;
    const given = body[field.name];
    delete body[field.name]; // One problem per key: not also "read-only" from the validator.
    const holds = current ? current[field.name] : field.lifecycle.initial;
    if (given === holds) continue;
    details.push({ field: field.name, message: messages.lifecycleField(field.title, String(holds ?? ''), typeof given === 'string' ? given : JSON.stringify(given)) });
  }
  return details;
}
