import type { ErrorObject } from 'ajv';
import { getValidationMessage, isKeptStoredValue } from '../../shared/index.js';
import type { JsonSchema } from '../../shared/index.js';
import { messages } from '../messages.js';

/** One problem of a request body, named by its field path (`address.email`, `lines[1].price`, `authors[0]`). */
export interface ValidationDetail {
  readonly field: string;
  readonly message: string;
}

// These only say that a sub-schema failed; the sub-schema's own errors name the field and the rule.
const WRAPPER_KEYWORDS = new Set(['if', 'allOf']);

/**
 * ajv's errors against `schema` as Spanish details, one per field and message, each path under `prefix`
 * (the array item a child line was validated as). `label` is the entity's singular label, for unknown keys.
 */
export function describeValidationErrors(schema: JsonSchema, label: string, errors: readonly ErrorObject[], prefix = ''): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  for (const error of errors) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const detail = describeError(schema, label, error, prefix);
    if (!details.some((known) => known.field === detail.field && known.message === detail.message)) details.push(detail);
  }
  return details;
}

/**
 * ajv's errors without those that only judge a value the stored row holds and `data` sends back unchanged
 * (isKeptStoredValue); all of them when there is no stored row.
 */
export function withoutKeptValues(errors: readonly ErrorObject[], data: unknown, stored: Readonly<Record<string, unknown>> | null): ErrorObject[] {
  if (stored === null) return [...errors];
  return errors.filter((error) => {
    const segments = pointerToSegments(error.instancePath);
    const path = error.keyword === 'required' ? [...segments, String((error.params as Record<string, unknown>).missingProperty)] : segments;
    return !isKeptStoredValue({ path, keyword: error.keyword, schemaPath: error.schemaPath }, data, stored);
  });
}

function describeError(schema: JsonSchema, label: string, error: ErrorObject, prefix: string): ValidationDetail {
  const segments = pointerToSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const at = [...segments, String(params.missingProperty)];
    return { field: joinFieldPath(prefix, toFieldPath(at)), message: messages.required(getTitleAt(schema, at)) };
  }
  if (error.keyword === 'additionalProperties') {
    const field = joinFieldPath(prefix, toFieldPath([...segments, String(params.additionalProperty)]));
    return { field, message: messages.unknownField(field, label) };
  }
  const message = getValidationMessage({ keyword: error.keyword, params, fieldSchema: getFieldSchema(schema, segments, error) });
  return { field: joinFieldPath(prefix, toFieldPath(segments)), message: messages.invalidField(getTitleAt(schema, segments), message) };
}

/** `['address', 'email']` → `address.email`; `['lines', 1, 'price']` → `lines[1].price`. */
export function toFieldPath(segments: readonly (string | number)[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else path += path === '' ? segment : `.${segment}`;
  }
  return path;
}

/** A path under a prefix: `lines[1]` + `price` → `lines[1].price`. */
export function joinFieldPath(prefix: string, path: string): string {
  if (prefix === '') return path;
  if (path === '') return prefix;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/** The schema of the value at fault: ajv's parentSchema (verbose), else the property at that path. */
function getFieldSchema(schema: JsonSchema, segments: readonly (string | number)[], error: ErrorObject): JsonSchema | undefined {
  if (error.parentSchema !== undefined) return error.parentSchema as JsonSchema;
  let current: JsonSchema | undefined = schema;
  for (const segment of segments) current = typeof segment === 'number' ? current?.items : current?.properties?.[segment];
  return current;
}

/** The title of the property at that path (the nearest titled one above it), else the path itself. */
function getTitleAt(schema: JsonSchema, segments: readonly (string | number)[]): string {
  let current: JsonSchema | undefined = schema;
  let title: string | undefined;
  for (const segment of segments) {
    current = typeof segment === 'number' ? current?.items : current?.properties?.[segment];
    if (current?.title) title = current.title;
    else if (typeof segment === 'string') title = undefined;
  }
  return title ?? toFieldPath(segments);
}

// Array indices become numbers, so paths read `items[2]` rather than `items.2`.
function pointerToSegments(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment));
}
