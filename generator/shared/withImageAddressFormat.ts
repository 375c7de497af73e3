import { IMAGE_ADDRESS_FORMAT, isImageSchema } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';

// Formats an image field may declare that take `javascript:`, `//host` or any relative path: the image rule replaces them.
const LOOSE_FORMATS = new Set(['uri-reference', 'iri', 'iri-reference']);

/**
 * A field's schema with image addresses held to `format: "image-address"` (isImageAddress) when it declares no format
 * or a loose one, so the one schema safeguards the server, the forms, openapi.json and check-api; `uri` (isHttpUrl) is
 * kept, and a schema's own `pattern` still applies beside the format, so it can only narrow. Items and properties too.
 */
export function withImageAddressFormat(schema: JsonSchema): JsonSchema {
  let result = schema;
  if (isImageSchema(schema) && (schema.format === undefined || LOOSE_FORMATS.has(schema.format))) result = { ...result, format: IMAGE_ADDRESS_FORMAT };
  if (schema.items !== undefined) {
    const items = withImageAddressFormat(schema.items);
    if (items !== schema.items) result = { ...result, items };
  }
  if (schema.properties !== undefined) {
    const entries = Object.entries(schema.properties).map(([name, property]): [string, JsonSchema] => [name, withImageAddressFormat(property)]);
    if (entries.some(([name, property]) => property !== schema.properties?.[name])) result = { ...result, properties: Object.fromEntries(entries) };
  }
  return result;
}
