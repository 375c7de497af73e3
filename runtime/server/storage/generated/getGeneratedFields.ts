import { getComputedFields, isColumnField, type ComputedField, type EntityDefinition } from '../../../shared/index.js';

const cache = new WeakMap<Pick<EntityDefinition, 'fields'>, readonly ComputedField[]>();

/**
 * The computed fields the database computes itself, as generated columns: those whose expression reads only the row's
 * own stored fields (or other such computed fields), never an aggregate over children nor a field only the server
 * computes. In computing order; the server writes the others.
 */
export function getGeneratedFields(entity: Pick<EntityDefinition, 'fields'>): readonly ComputedField[] {
  let generated = cache.get(entity);
  if (generated) return generated;
  const computed = getComputedFields(entity);
  const columns = new Set(entity.fields.filter(isColumnField).map((field) => field.name));
  const names = new Set<string>();
  for (const field of computed) {
    const readsOwnRow = field.inputs.aggregates.length === 0 && field.inputs.fields.every((name) => columns.has(name) && (!computed.some((other) => other.name === name) || names.has(name)));
    if (readsOwnRow && columns.has(field.name)) names.add(field.name);
  }
  generated = computed.filter((field) => names.has(field.name));
  cache.set(entity, generated);
  return generated;
}

/** Whether the database computes this field of the entity (a generated column: no write names it). */
export function isGeneratedField(entity: Pick<EntityDefinition, 'fields'>, name: string): boolean {
  return getGeneratedFields(entity).some((field) => field.name === name);
}
