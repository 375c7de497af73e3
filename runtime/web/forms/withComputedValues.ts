import { computeFields, getComputedFields, isRecord } from '../../shared/index.js';
import type { EntityDefinition } from '../../shared/index.js';

type Data = Readonly<Record<string, unknown>>;

/**
 * The form's data with each computed field the form shows computed from what the user typed, as the server will
 * store it (computeFields, the same function): inputs the form leaves out are the loaded record's, children the
 * form's lines (each with its own computed fields computed) or the record's as stored. An empty result leaves the field empty.
 */
export function withComputedValues<T extends Data>(entity: EntityDefinition, entities: ReadonlyMap<string, EntityDefinition>, shown: readonly string[], data: T, record: Data | null): T {
  const fields = getComputedFields(entity);
  // Nothing to compute: the very data the form handed over, so nothing downstream sees a change.
  if (!fields.some((field) => shown.includes(field.name))) return data;
  const children = (name: string): readonly Data[] => {
    // The loaded record's lines hold their stored values; lines being typed are computed as they will be stored.
    if (!Array.isArray(data[name])) return Array.isArray(record?.[name]) ? (record[name] as unknown[]).filter(isRecord) : [];
    const definition = entity.children.find((candidate) => candidate.name === name);
    const child = definition && entities.get(definition.entity);
    const childFields = child ? getComputedFields(child) : [];
    return (data[name] as unknown[]).filter(isRecord).map((row) => computeFields(childFields, row));
  };
  const computed = computeFields(fields, { ...record, ...data }, children);
  const result: Record<string, unknown> = { ...data };
  for (const field of fields) {
    if (!shown.includes(field.name)) continue;
    const value = computed[field.name];
    if (value === null) delete result[field.name];
    else result[field.name] = value;
  }
  return result as T;
}

/** The data without the entity's computed fields: the server computes them, and a body holding one is refused. */
export function withoutComputedValues<T extends Data>(entity: EntityDefinition, data: T): T {
  const fields = getComputedFields(entity);
  if (fields.length === 0) return data;
  return Object.fromEntries(Object.entries(data).filter(([name]) => !fields.some((field) => field.name === name))) as T;
}
