import type { EntityDefinition, ReferenceDefinition } from '../../shared/index.js';

/** The reference declared on `entity.field`; throws naming the field and the declared ones when there is none. */
export function getReferenceOf(entity: EntityDefinition, field: string): ReferenceDefinition {
  const reference = entity.references.find((candidate) => candidate.field === field);
  if (!reference) {
    const known = entity.references.map((candidate) => candidate.field).join(', ') || 'none';
    throw new Error(`Field "${field}" of entity "${entity.entity}" declares no reference for its picker. References: ${known}.`);
  }
  return reference;
}
