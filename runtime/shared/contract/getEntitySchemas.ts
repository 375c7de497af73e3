import { ROW_VERSION_FIELD } from '../rowVersion.js';
import type { EntityDefinition, JsonSchema, RuleComparison, RuleDefinition } from '../types.js';

/** The schema names of an entity: `Lesson`, `LessonInput`, `LessonCreateInput`, `LessonPatch`, `LessonRow`, `LessonList`. */
export function getSchemaName(entity: EntityDefinition, suffix: '' | 'Input' | 'CreateInput' | 'Patch' | 'Row' | 'List' = ''): string {
  return entity.entity.charAt(0).toUpperCase() + entity.entity.slice(1) + suffix;
}

/** `#/components/schemas/Name`, the form every contract schema refers to another by. */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** Creates of this entity may carry its editable children lines. */
export function hasEditableChildren(entity: EntityDefinition): boolean {
  return entity.children.some((children) => children.editable);
}

/** Responses differ from the record when they carry `$labels` (references) or children rows. */
export function hasRowSchema(entity: EntityDefinition): boolean {
  return entity.references.length > 0 || entity.children.length > 0;
}

/** `Type`, or `TypeRow` (the record plus `$labels` and children rows) when the entity has references or children. */
export function getRowSchemaName(entity: EntityDefinition): string {
  return getSchemaName(entity, hasRowSchema(entity) ? 'Row' : '');
}

/** openapi.json's mark on a reference field's schema: the entity whose row's _id it holds, stated whether or not a lookup offers those rows. */
export const REFERENCE_KEYWORD = 'x-admin-gen-reference';

/** A field's schema with REFERENCE_KEYWORD when the field is one of the entity's references (the server's ajv, not strict, passes it by). */
export function withReferenceMark(entity: Pick<EntityDefinition, 'references'>, name: string, schema: JsonSchema): JsonSchema {
  const target = entity.references.find((reference) => reference.field === name)?.entity;
  return target === undefined ? schema : { ...schema, [REFERENCE_KEYWORD]: target };
}

const COMPARISON_SIGNS: Readonly<Record<RuleComparison, string>> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** One rule across fields as API readers see it, e.g. `dueAt >= lentAt (when both have a value)`. */
export function describeRule(rule: RuleDefinition): string {
  if (rule.kind === 'compare') return `${rule.field} ${COMPARISON_SIGNS[rule.comparison]} ${rule.other} (when both have a value)`;
  return `${rule.field} is required when ${rule.when.field} is ${JSON.stringify(rule.when.equals)}`;
}

/** The entity's rules across fields, which JSON Schema cannot state, for the descriptions of its bodies; '' when none. */
export function describeRules(entity: Pick<EntityDefinition, 'rules'>): string {
  const rules = entity.rules ?? [];
  if (rules.length === 0) return '';
  return `Rules across fields, checked on the stored row merged with the body (a broken one is a 400 naming its field): ${rules.map(describeRule).join('; ')}.`;
}

/**
 * The body of `fields` requests: every field a client may write (read-only ones are the server's); with
 * `withChildren`, the body of creates, also the editable children arrays.
 */
export function getInputSchema(entity: EntityDefinition, withChildren: boolean): JsonSchema {
  const writable = entity.fields.filter((field) => !field.readOnly && (withChildren || field.storage !== 'children'));
  const rules = describeRules(entity);
  return {
    type: 'object',
    ...(rules ? { description: rules } : {}),
    properties: Object.fromEntries(writable.map((field) => [field.name, withReferenceMark(entity, field.name, field.schema)])),
    required: writable.filter((field) => field.required).map((field) => field.name),
    additionalProperties: false,
  };
}

/** The body of updates: any subset of the writable fields (the others keep their stored values). */
export function getPatchSchema(entity: EntityDefinition): JsonSchema {
  const rules = describeRules(entity);
  return { ...getInputSchema(entity, false), required: [], description: `Any of the writable fields; the ones left out keep their values${rules ? `. ${rules}` : ''}` };
}

/** `_version` as every answered row carries it (see runtime/shared/rowVersion.ts); a `row` body may send it back. */
const ROW_VERSION_SCHEMA: JsonSchema = {
  type: 'integer',
  minimum: 1,
  readOnly: true,
  description: 'The row\'s version: 1 when made, one more at every change. The ETag of its get; send it back as If-Match to change or delete the row',
};

/** The record as answers send it: every field, and the row's version. */
export function getAnsweredRecordSchema(entity: EntityDefinition): JsonSchema {
  const properties = Object.fromEntries(Object.entries(entity.schema.properties ?? {}).map(([name, property]) => [name, withReferenceMark(entity, name, property)]));
  return { ...entity.schema, properties: { ...properties, [ROW_VERSION_FIELD]: ROW_VERSION_SCHEMA } };
}

/**
 * The record as responses send it: every field and its version, plus the display labels of its reference fields (an array of
 * labels for an array of ids), and each children array as the child entity's rows (get responses).
 */
export function getRowSchema(entity: EntityDefinition, entities: readonly EntityDefinition[]): JsonSchema {
  const record = getAnsweredRecordSchema(entity);
  const properties: Record<string, JsonSchema> = { ...record.properties };
  for (const children of entity.children) {
    const child = entities.find((candidate) => candidate.entity === children.entity);
    const field = entity.fields.find((candidate) => candidate.name === children.name);
    properties[children.name] = {
      type: 'array',
      title: field?.title ?? children.name,
      description: `Rows of ${children.entity} whose ${children.field} is this row's _id (get responses)`,
      items: child ? schemaRef(getRowSchemaName(child)) : {},
    };
  }
  if (entity.references.length > 0) {
    const label: JsonSchema = { type: ['string', 'null'] };
    properties.$labels = {
      type: 'object',
      description: "Display label of each reference field (the referenced row's display field); null when the field is empty or the row is gone, and for an array of ids an array of labels",
      properties: Object.fromEntries(entity.references.map((reference) => [reference.field, reference.many ? { type: 'array', items: label } : label])),
      additionalProperties: false,
    };
  }
  return { ...record, properties };
}

/** Every schema an entity's endpoints refer to, by name. */
export function getEntitySchemas(entity: EntityDefinition, entities: readonly EntityDefinition[]): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {
    [getSchemaName(entity)]: getAnsweredRecordSchema(entity),
    [getSchemaName(entity, 'Input')]: getInputSchema(entity, false),
  };
  if (hasEditableChildren(entity)) schemas[getSchemaName(entity, 'CreateInput')] = getInputSchema(entity, true);
  if (entity.endpoints.some((endpoint) => endpoint.kind === 'update' && endpoint.body === 'fields')) schemas[getSchemaName(entity, 'Patch')] = getPatchSchema(entity);
  if (hasRowSchema(entity)) schemas[getSchemaName(entity, 'Row')] = getRowSchema(entity, entities);
  schemas[getSchemaName(entity, 'List')] = {
    type: 'object',
    properties: { data: { type: 'array', items: schemaRef(getRowSchemaName(entity)) }, itemsCount: { type: 'integer', minimum: 0 } },
    required: ['data', 'itemsCount'],
    additionalProperties: false,
  };
  return schemas;
}
