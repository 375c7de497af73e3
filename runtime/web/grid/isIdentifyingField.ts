import type { EntityDefinition } from '../../shared/index.js';

/**
 * Whether a field says which row it is, so a grid never cuts it: the entity's label field, a field unique on its
 * own (a code, a document number) or a running number (`sequences`).
 */
export function isIdentifyingField(entity: EntityDefinition, field: string): boolean {
  return (
    entity.labelField === field ||
    entity.unique.some((combination) => combination.length === 1 && combination[0] === field) ||
    Object.hasOwn(entity.sequences ?? {}, field)
  );
}
