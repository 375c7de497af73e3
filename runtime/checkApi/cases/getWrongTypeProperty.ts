import type { JsonSchema } from '../../shared/index.js';
import { resolveSchema, type OpenApiDocument } from '../OpenApiDocument.js';

/** A property of a body schema, its name and a value of another JSON type; undefined when none has a plain type. */
export function getWrongTypeProperty(document: OpenApiDocument, schema: JsonSchema, skip: readonly string[]): [string, unknown] | undefined {
  for (const [name, property] of Object.entries(resolveSchema(document, schema).properties ?? {})) {
    if (skip.includes(name) || property.readOnly) continue;
    const type = resolveSchema(document, property).type;
    if (type === 'string') return [name, 12345];
    if (type === 'integer' || type === 'number') return [name, 'not-a-number'];
    if (type === 'boolean') return [name, 'maybe'];
  }
  return undefined;
}
