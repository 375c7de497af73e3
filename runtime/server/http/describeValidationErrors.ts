import type { ErrorObject } from 'ajv';
import localizeEsModule from 'ajv-i18n/localize/es/index.js';
import type { JsonSchema } from '../../shared/index.js';
import { messages } from '../messages.js';

/** One problem of a request body, named by its field path (`address.email`, `lines[1].price`, `authors[0]`). */
export interface ValidationDetail {
  readonly field: string;
  readonly message: string;
}

// ajv-i18n's typings declare a default export, but the CommonJS module *is* the function at run time.
type Localize = (errors?: ErrorObject[] | null) => void;
const localizeEs: Localize =
  typeof localizeEsModule === 'function' ? (localizeEsModule as Localize) : (localizeEsModule as { default: Localize }).default;

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
};

// Link fields take absolute http(s) addresses only (see createAjvInstance); ajv-i18n would just name the format.
const URL_FORMATS = new Set(['uri', 'url']);
const URL_MESSAGE = 'debe ser una dirección http:// o https://';

// These only say that a sub-schema failed; the sub-schema's own errors name the field and the rule.
const WRAPPER_KEYWORDS = new Set(['if', 'allOf']);

/**
 * ajv's errors against `schema` as Spanish details, one per field and message, each path under `prefix`
 * (the array item a child line was validated as). `label` is the entity's singular label, for unknown keys.
 */
export function describeValidationErrors(schema: JsonSchema, label: string, errors: readonly ErrorObject[], prefix = ''): ValidationDetail[] {
  localizeEs(errors as ErrorObject[]);
  const details: ValidationDetail[] = [];
  for (const error of errors) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const detail = describeError(schema, label, error, prefix);
    if (!details.some((known) => known.field === detail.field && known.message === detail.message)) details.push(detail);
  }
  return details;
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
  const message =
    error.keyword === 'format' && URL_FORMATS.has(String(params.format))
      ? URL_MESSAGE
      : error.keyword === 'type'
      ? `debe ser ${String(params.type)
          .split(',')
          .map((type) => TYPE_NAMES[type] ?? type)
          .join(' o ')}`
      : (error.message ?? 'no es válido');
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
