import type { ErrorObject, ValidateFunction } from 'ajv';
import localizeEsModule from 'ajv-i18n/localize/es/index.js';
import type { EntityDefinition, JsonSchema } from '../../shared/index.js';
import { messages } from '../messages.js';
import { createAjvInstance } from './createAjvInstance.js';
import { badRequest, type HttpError } from './HttpError.js';

/** Validates request bodies and merged records of one entity; each method throws a 400 `HttpError`. */
export interface EntityValidator {
  /** A create body: editable fields only, required ones present. Fills schema defaults in place. */
  validateCreate(body: unknown): Record<string, unknown>;
  /** An update body: any subset of the editable fields. */
  validatePatch(body: unknown): Record<string, unknown>;
  /** A whole record (stored row merged with an update) against the full schema. */
  validateRecord(record: Record<string, unknown>): void;
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

/** Compiles the entity's three validators once. */
export function createEntityValidator(entity: EntityDefinition): EntityValidator {
  const withDefaults = createAjvInstance({ useDefaults: true });
  const plain = createAjvInstance();
  const editable = getEditableSchema(entity);
  const createFn = withDefaults.compile(editable);
  const patchFn = plain.compile({ ...editable, required: [] });
  const recordFn = plain.compile({ ...entity.schema, additionalProperties: false });

  const run = (fn: ValidateFunction, data: unknown): Record<string, unknown> => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest(messages.bodyNotObject());
    rejectReadOnlyKeys(entity, data as Record<string, unknown>);
    if (!fn(data)) throw toValidationError(entity, fn.errors ?? []);
    return data as Record<string, unknown>;
  };

  return {
    validateCreate: (body) => run(createFn, body),
    validatePatch: (body) => run(patchFn, body),
    validateRecord: (record) => {
      if (!recordFn(record)) throw toValidationError(entity, recordFn.errors ?? []);
    },
  };
}

/** The entity schema without read-only properties and without extra keys. */
function getEditableSchema(entity: EntityDefinition): JsonSchema {
  const readOnly = new Set(entity.fields.filter((field) => field.readOnly).map((field) => field.name));
  const properties = Object.fromEntries(Object.entries(entity.schema.properties ?? {}).filter(([name]) => !readOnly.has(name)));
  const required = (entity.schema.required ?? []).filter((name) => !readOnly.has(name));
  return { ...entity.schema, properties, required, additionalProperties: false };
}

// A read-only key gets its own message rather than ajv's generic "no extra properties".
function rejectReadOnlyKeys(entity: EntityDefinition, data: Record<string, unknown>): void {
  const details = entity.fields
    .filter((field) => field.readOnly && Object.hasOwn(data, field.name))
    .map((field) => ({ field: field.name, message: messages.readOnlyField(field.title) }));
  if (details[0]) throw badRequest(details[0].message, details[0].field, details);
}

/** ajv's errors as a 400 naming the first bad field, in Spanish. */
export function toValidationError(entity: EntityDefinition, errors: readonly ErrorObject[]): HttpError {
  localizeEs(errors as ErrorObject[]);
  const details: { field: string; message: string }[] = [];
  for (const error of errors) {
    const detail = describeError(entity, error);
    if (!details.some((known) => known.field === detail.field && known.message === detail.message)) details.push(detail);
  }
  const first = details[0] ?? { field: '', message: messages.bodyNotObject() };
  return badRequest(first.message, first.field || undefined, details);
}

function describeError(entity: EntityDefinition, error: ErrorObject): { field: string; message: string } {
  const path = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const field = joinPath(path, String(params.missingProperty));
    return { field, message: messages.required(getTitle(entity, field)) };
  }
  if (error.keyword === 'additionalProperties') {
    const field = joinPath(path, String(params.additionalProperty));
    return { field, message: messages.unknownField(field, entity.label.one) };
  }
  const message =
    error.keyword === 'type'
      ? `debe ser ${String(params.type)
          .split(',')
          .map((type) => TYPE_NAMES[type] ?? type)
          .join(' o ')}`
      : (error.message ?? 'no es válido');
  return { field: path, message: messages.invalidField(getTitle(entity, path), message) };
}

function getTitle(entity: EntityDefinition, path: string): string {
  const top = path.split('.')[0] ?? path;
  const field = entity.fields.find((candidate) => candidate.name === top);
  return field && top === path ? field.title : path;
}

function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function joinPath(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}
