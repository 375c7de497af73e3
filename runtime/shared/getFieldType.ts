import type { JsonSchema, JsonSchemaType } from './JsonSchema.js';

/** The storage type a field maps to; `children` fields have no column (see ChildrenDefinition). */
export type FieldStorage = 'text' | 'integer' | 'real' | 'boolean' | 'json' | 'children';

/** The one non-null JSON type of a field (`["string", "null"]` is a string). */
export function getFieldType(schema: JsonSchema): Exclude<JsonSchemaType, 'null'> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== undefined && candidate !== 'null');
  // Validation guarantees a type; 'string' keeps the function total for callers that skip it.
  return (type ?? 'string') as Exclude<JsonSchemaType, 'null'>;
}

const STORAGE: Record<Exclude<JsonSchemaType, 'null'>, FieldStorage> = {
  string: 'text',
  integer: 'integer',
  number: 'real',
  boolean: 'boolean',
  object: 'json',
  array: 'json',
};

/** The storage column type of a field. */
export function getFieldStorage(schema: JsonSchema): FieldStorage {
  return STORAGE[getFieldType(schema)];
}
