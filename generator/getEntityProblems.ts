import type { Ajv } from 'ajv';
import { WIDGET_NAMES } from '../runtime/shared/index.js';
import type { JsonSchema } from '../runtime/shared/index.js';
import { checkDemo } from './checkDemo.js';
import { checkEndpoints } from './checkEndpoints.js';
import { checkGrids } from './checkGrids.js';
import { checkReferences } from './checkReferences.js';
import { createEntityChecker } from './createEntityChecker.js';
import type { EntityChecker, SchemaIndex, Segment } from './createEntityChecker.js';
import { getFieldType } from './getFieldType.js';
import type { EntitySchemaInput, LinkInput, LoadedFile, SchemaProblem } from './types.js';

/** Names an entity may not take: they collide with schemas/app.json, generated/index.ts or the types those import. */
export const RESERVED_ENTITY_NAMES = ['app', 'index', 'appDefinition', 'entityDefinition', 'pageRoute'] as const;

const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];

/**
 * Checks one entity schema (already valid against the meta-schema) for problems the meta-schema cannot see;
 * `index` holds the other entities, for references, through lists and other entities' endpoints.
 */
export function getEntityProblems(file: LoadedFile<EntitySchemaInput>, fieldAjv: Ajv, index?: SchemaIndex): SchemaProblem[] {
  const checker = createEntityChecker(file, index ?? { entities: new Map([[file.data.entity, file.data]]), complete: false });
  const { schema, report } = checker;

  if ((RESERVED_ENTITY_NAMES as readonly string[]).includes(schema.entity)) {
    report(['entity'], `reserved entity name ${JSON.stringify(schema.entity)}; expected a name other than: ${RESERVED_ENTITY_NAMES.join(', ')}`);
  }
  checkFields(checker, fieldAjv);
  (schema.required ?? []).forEach((name, i) => checker.checkField(['required', i], name));
  checkReferences(checker);
  (schema.indexes ?? []).forEach((index, i) => index.forEach((name, j) => checker.checkField(['indexes', i, j], name)));

  if (schema.ordering) {
    const { field, scope } = schema.ordering;
    if (checker.checkField(['ordering', 'field'], field)) {
      const type = getFieldType(schema.fields[field] as JsonSchema);
      if (type !== 'integer') {
        report(['ordering', 'field'], `field ${JSON.stringify(field)} has type ${JSON.stringify(type)}; expected an integer field`);
      }
    }
    (scope ?? []).forEach((name, i) => checker.checkField(['ordering', 'scope', i], name));
  }

  checkEndpoints(checker);
  checkGrids(checker);
  checkForms(checker);
  checkViews(checker);
  checkDemo(checker);
  return checker.problems;
}

function checkFields(checker: EntityChecker, fieldAjv: Ajv): void {
  for (const [name, field] of Object.entries(checker.schema.fields)) {
    const types = Array.isArray(field.type) ? field.type : [field.type];
    const unknown = types.filter((type) => !JSON_TYPES.includes(type as string));
    if (unknown.length > 0) {
      checker.report(['fields', name, 'type'], `unknown field type ${JSON.stringify(unknown[0])}; expected one of: ${JSON_TYPES.join(', ')}`);
      continue;
    }
    if (types.filter((type) => type !== 'null').length !== 1) {
      checker.report(['fields', name, 'type'], `field type ${JSON.stringify(field.type)} is ambiguous; expected exactly one type besides "null"`);
      continue;
    }
    try {
      fieldAjv.compile(field);
    } catch (error) {
      checker.report(['fields', name], `invalid JSON Schema: ${(error as Error).message}; expected draft-07 keywords and known formats`);
    }
  }
}

function checkForms(checker: EntityChecker): void {
  const { schema, report, fieldNames } = checker;
  const hasGrid = Object.keys(schema.grids ?? {}).length > 0;
  for (const [formName, form] of Object.entries(schema.forms ?? {})) {
    const at: Segment[] = ['forms', formName];
    checker.checkPlaceholders([...at, 'route'], form.route, fieldNames);
    checker.findEndpoint([...at, 'submit'], form.submit, ['create', 'update'], 'a form submit');
    if (form.load !== undefined) checker.findEndpoint([...at, 'load'], form.load, ['get'], 'a form load');
    form.fields.forEach((name, i) => checker.checkField([...at, 'fields', i], name));
    for (const [name, ui] of Object.entries(form.ui ?? {})) {
      if (!form.fields.includes(name)) {
        report([...at, 'ui', name], `uiSchema for ${JSON.stringify(name)}, which is not a field of this form; expected one of: ${form.fields.join(', ')}`);
      }
      checkWidgets([...at, 'ui', name], ui, report);
    }
    if (form.redirect !== undefined) checker.checkPlaceholders([...at, 'redirect'], form.redirect, fieldNames);
    else if (!hasGrid) report(at, 'form has no "redirect" and the entity has no grid to return to; expected a "redirect" route');
  }
}

function checkViews(checker: EntityChecker): void {
  for (const [viewName, view] of Object.entries(checker.schema.views ?? {})) {
    const at: Segment[] = ['views', viewName];
    checker.checkPlaceholders([...at, 'route'], view.route, checker.fieldNames);
    checker.findEndpoint([...at, 'load'], view.load, ['get'], 'a view load');
    view.fields.forEach((name, i) => checker.checkField([...at, 'fields', i], name));
    checkLinks(checker, [...at, 'links'], view.links);
  }
}

function checkLinks(checker: EntityChecker, segments: readonly Segment[], links: readonly LinkInput[] | undefined): void {
  (links ?? []).forEach((link, i) => checker.checkPlaceholders([...segments, i, 'to'], link.to, checker.fieldNames));
}

/** Every `ui:widget` in a field's uiSchema (nested ones too, e.g. under `items`) must be a registered widget. */
function checkWidgets(segments: readonly Segment[], ui: unknown, report: (segments: readonly Segment[], message: string) => void): void {
  if (ui === null || typeof ui !== 'object' || Array.isArray(ui)) return;
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget') {
      if (typeof value !== 'string' || !(WIDGET_NAMES as readonly string[]).includes(value)) {
        report([...segments, key], `unknown widget ${JSON.stringify(value)}; expected one of: ${WIDGET_NAMES.join(', ')}`);
      }
    } else {
      checkWidgets([...segments, key], value, report);
    }
  }
}
