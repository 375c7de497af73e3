import type { EntityDefinition } from '../../shared/index.js';
import { createObjectId } from '../ids/createObjectId.js';

/**
 * What the server sets on a new record (in place): `_id`, each lifecycle field's initial state, and each read-only date or date-time field the record
 * does not already hold (createdAt and the like) to `now`; a nullable one (lastLoginAt) starts null, "not yet", not now.
 * Positions and generated values are set on insert.
 */
export function addServerFields(entity: EntityDefinition, record: Record<string, unknown>, now: Date): Record<string, unknown> {
  record._id = createObjectId(now);
  for (const field of entity.fields) {
    // A lifecycle field is the server's: every new row starts in its initial state.
    if (field.lifecycle) record[field.name] = field.lifecycle.initial;
    if (!field.readOnly || field.storage !== 'text' || record[field.name] !== undefined) continue;
    if (isNullable(field.schema.type)) continue;
    if (field.schema.format === 'date-time') record[field.name] = now.toISOString();
    else if (field.schema.format === 'date') record[field.name] = now.toISOString().slice(0, 10);
  }
  return record;
}

function isNullable(type: unknown): boolean {
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}
