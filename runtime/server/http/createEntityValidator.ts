import type { ValidateFunction } from 'ajv';
import { getInputSchema, getJudgedRules, getPatchSchema, getRuleProblems, type EntityDefinition, type JsonSchema, type RuleProblem } from '../../shared/index.js';
import { messages } from '../messages.js';
import { compileSchema, SANITIZE_HTML_KEYWORD } from './createAjvInstance.js';
import { describeValidationErrors, withoutKeptValues, type ValidationDetail } from './describeValidationErrors.js';
import { badRequest, type HttpError } from './HttpError.js';

/**
 * Validates request bodies and merged records of one entity; each method throws a 400 `HttpError`. Given the `stored`
 * row a write changes, a value it sends back unchanged is not judged again (isKeptStoredValue): a row whose stored value
 * a narrowed schema no longer accepts still saves as it is, while a changed value meets every current rule.
 */
export interface EntityValidator {
  /** A create body: editable fields only, required ones present. Fills schema defaults in place. */
  validateCreate(body: unknown): Record<string, unknown>;
  /** An update body: any subset of the editable fields. */
  validatePatch(body: unknown, stored?: Readonly<Record<string, unknown>> | null): Record<string, unknown>;
  /** A whole record (stored row merged with an update) against the full schema, then the entity's rules across fields. */
  validateRecord(record: Record<string, unknown>, stored?: Readonly<Record<string, unknown>> | null): void;
  /** Like validateCreate, but returns the problems instead of throwing (so a create can report them with its lines'). */
  checkCreate(body: unknown): ValidationDetail[];
  /** Like validateRecord, but returns the problems. */
  checkRecord(record: Record<string, unknown>, stored?: Readonly<Record<string, unknown>> | null): ValidationDetail[];
}

/**
 * Compiles the entity's validators once. Children arrays are not columns: ChildrenDefinition rows are checked on their own.
 * Rich-text (`html`) fields are sanitized in the body itself before their other rules run, so callers store the checked object.
 */
export function createEntityValidator(entity: EntityDefinition): EntityValidator {
  const editable = getEditableSchema(entity);
  const createFn = compileSchema(editable, { useDefaults: true });
  const patchFn = compileSchema(markHtmlFields(entity, getPatchSchema(entity)));
  const record = getRecordSchema(entity);
  const recordFn = compileSchema(record);

  type Stored = Readonly<Record<string, unknown>> | null;
  // Conditional wrappers (if, allOf) left alone once their branches' errors were kept describe to nothing: no detail, no 400.
  const describe = (fn: ValidateFunction, data: unknown, schema: JsonSchema, stored: Stored): ValidationDetail[] =>
    fn(data) ? [] : describeValidationErrors(schema, entity.label.one, withoutKeptValues(fn.errors ?? [], data, stored));
  const check = (fn: ValidateFunction, data: unknown, schema: JsonSchema, stored: Stored = null): ValidationDetail[] => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return [{ field: '', message: messages.bodyNotObject() }];
    const readOnly = getReadOnlyKeys(entity, data as Record<string, unknown>);
    if (readOnly.length > 0) return readOnly;
    return describe(fn, data, schema, stored);
  };
  const run = (fn: ValidateFunction, data: unknown, schema: JsonSchema, stored: Stored = null): Record<string, unknown> => {
    const details = check(fn, data, schema, stored);
    if (details.length > 0) throw toDetailsError(details);
    return data as Record<string, unknown>;
  };

  // The whole record's problems: its fields' own first; once each field is well formed, the rules across fields.
  const checkRecord = (value: Record<string, unknown>, stored: Stored = null): ValidationDetail[] => {
    const details = describe(recordFn, value, record, stored);
    if (details.length > 0) return details;
    return describeRuleProblems(entity, getRuleProblems(getJudgedRules(entity, value, stored), value));
  };

  return {
    validateCreate: (body) => run(createFn, body, editable),
    validatePatch: (body, stored) => run(patchFn, body, editable, stored ?? null),
    validateRecord: (value, stored) => {
      const details = checkRecord(value, stored ?? null);
      if (details.length > 0) throw toDetailsError(details);
    },
    checkCreate: (body) => check(createFn, body, editable),
    checkRecord,
  };
}

/**
 * The contract's body of `fields` requests (getInputSchema: the writable fields, no extra keys, the same object
 * openapi.json documents as `…Input`), rich-text fields marked for sanitizing.
 */
export function getEditableSchema(entity: EntityDefinition): JsonSchema {
  return markHtmlFields(entity, getInputSchema(entity, false));
}

/** The stored record's schema: every field but the children arrays, no extra keys. */
function getRecordSchema(entity: EntityDefinition): JsonSchema {
  return withoutProperties(entity, new Set(entity.fields.filter((field) => field.storage === 'children').map((field) => field.name)));
}

function withoutProperties(entity: EntityDefinition, names: ReadonlySet<string>): JsonSchema {
  const { schema } = entity;
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !names.has(name)));
  const required = (schema.required ?? []).filter((name) => !names.has(name));
  return markHtmlFields(entity, { ...schema, properties, required, additionalProperties: false });
}

/** The schema with its rich-text properties marked, so ajv sanitizes them before any other rule judges them. */
function markHtmlFields(entity: EntityDefinition, schema: JsonSchema): JsonSchema {
  const html = new Set(entity.fields.filter((field) => field.html).map((field) => field.name));
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, html.has(name) ? { ...property, [SANITIZE_HTML_KEYWORD]: true } : property]));
  return { ...schema, properties };
}

// A read-only key gets its own message rather than ajv's generic "no extra properties".
function getReadOnlyKeys(entity: EntityDefinition, data: Record<string, unknown>): ValidationDetail[] {
  return entity.fields
    .filter((field) => field.readOnly && field.storage !== 'children' && Object.hasOwn(data, field.name))
    .map((field) => ({ field: field.name, message: messages.readOnlyField(field.title) }));
}

/** Broken rules across fields as 400 details: the field, then its title and the rule's sentence, as other field errors read. */
export function describeRuleProblems(entity: EntityDefinition, problems: readonly RuleProblem[]): ValidationDetail[] {
  return problems.map((problem) => ({ field: problem.field, message: messages.invalidField(getTitle(entity, problem.field), problem.message) }));
}

function getTitle(entity: EntityDefinition, name: string): string {
  return entity.fields.find((field) => field.name === name)?.title ?? name;
}

/** A 400 naming the first detail's field, every detail listed. */
export function toDetailsError(details: readonly ValidationDetail[]): HttpError {
  const first = details[0] ?? { field: '', message: messages.bodyNotObject() };
  return badRequest(first.message, first.field || undefined, details.length > 1 || first.field !== '' ? details : undefined);
}

