import { ERROR_MESSAGE_KEYWORD, type JsonSchema } from '../../runtime/shared/index.js';

/** Keywords the server's ajv reads (ajv-errors) that OpenAPI does not define: openapi.json keeps them as `x-` extensions. */
const AJV_ONLY_KEYWORDS: ReadonlySet<string> = new Set([ERROR_MESSAGE_KEYWORD]);
/** Keywords whose value is one schema, an array of schemas, or a map of schemas by name (JSON Schema 2020-12). */
const SCHEMA_KEYWORDS: ReadonlySet<string> = new Set(['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);
const SCHEMA_ARRAY_KEYWORDS: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAP_KEYWORDS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);

/**
 * A contract schema as openapi.json states it: ajv-only keywords (`errorMessage`) renamed `x-errorMessage`
 * at every depth; the contract keeps them, as Fastify's ajv needs them. Values such as `enum` or `default` and
 * property names are left as they are.
 */
export function toOpenApiSchema(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).map(([keyword, value]) => [AJV_ONLY_KEYWORDS.has(keyword) ? `x-${keyword}` : keyword, toSubschemas(keyword, value)]));
}

function toSubschemas(keyword: string, value: unknown): unknown {
  if (!isObject(value) && !Array.isArray(value)) return value;
  if (SCHEMA_KEYWORDS.has(keyword)) return Array.isArray(value) ? value.map(toSchemaValue) : toSchemaValue(value);
  if (SCHEMA_ARRAY_KEYWORDS.has(keyword) && Array.isArray(value)) return value.map(toSchemaValue);
  if (SCHEMA_MAP_KEYWORDS.has(keyword) && isObject(value)) return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, toSchemaValue(inner)]));
  return value;
}

/** A boolean schema stays as it is. */
function toSchemaValue(value: unknown): unknown {
  return isObject(value) ? toOpenApiSchema(value as JsonSchema) : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
