import type { Ajv } from 'ajv';
import { ACTION_KINDS, CELL_KINDS, ENDPOINT_KINDS, FILTER_KINDS, WIDGET_NAMES, getTemplateParams } from '../runtime/shared/index.js';
import type { ActionKind, EndpointKind, JsonSchema } from '../runtime/shared/index.js';
import { getFieldType } from './getFieldType.js';
import { jsonPointer } from './jsonPointer.js';
import type { EntitySchemaInput, LinkInput, LoadedFile, SchemaProblem } from './types.js';

/** Names an entity may not take: they collide with schemas/app.json, generated/index.ts or the types those import. */
export const RESERVED_ENTITY_NAMES = ['app', 'index', 'appDefinition', 'entityDefinition', 'pageRoute'] as const;

/** The endpoint kind each action kind calls; `link` only navigates. */
const ACTION_ENDPOINT_KIND: Record<Exclude<ActionKind, 'link'>, EndpointKind> = {
  delete: 'delete',
  insert: 'create',
  inlineEdit: 'update',
  move: 'move',
};

const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];

type Segment = string | number;

/** Checks one entity schema (already valid against the meta-schema) for problems the meta-schema cannot see. */
export function getEntityProblems(file: LoadedFile<EntitySchemaInput>, fieldAjv: Ajv): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const schema = file.data;
  const report = (segments: readonly Segment[], message: string): void => {
    problems.push({ source: file.source, pointer: jsonPointer(...segments), message });
  };
  const fieldNames = Object.keys(schema.fields);
  const endpoints = schema.endpoints ?? {};
  const endpointNames = Object.keys(endpoints);

  const checkField = (segments: readonly Segment[], name: string): boolean => {
    if (fieldNames.includes(name)) return true;
    report(segments, `unknown field ${JSON.stringify(name)}; expected one of: ${fieldNames.join(', ')}`);
    return false;
  };
  const checkPlaceholders = (segments: readonly Segment[], template: string, extra: readonly string[] = []): void => {
    const known = [...fieldNames, ...extra];
    for (const param of getTemplateParams(template)) {
      if (!known.includes(param)) {
        report(segments, `unknown path placeholder "{${param}}"; expected one of: ${known.map((name) => `{${name}}`).join(', ')}`);
      }
    }
  };
  const checkEndpointRef = (segments: readonly Segment[], name: string, kinds: readonly EndpointKind[], what: string): void => {
    const endpoint = endpoints[name];
    if (!endpoint) {
      const list = endpointNames.length > 0 ? endpointNames.join(', ') : '(none declared)';
      report(segments, `unknown endpoint ${JSON.stringify(name)}; expected one of: ${list}`);
      return;
    }
    if (!(ENDPOINT_KINDS as readonly string[]).includes(endpoint.kind)) return; // reported on the endpoint itself
    if (!kinds.includes(endpoint.kind)) {
      const expected = kinds.map((kind) => JSON.stringify(kind)).join(' or ');
      report(segments, `endpoint ${JSON.stringify(name)} has kind ${JSON.stringify(endpoint.kind)}; expected an endpoint of kind ${expected} for ${what}`);
    }
  };
  const checkLinks = (segments: readonly Segment[], links: readonly LinkInput[] | undefined): void => {
    (links ?? []).forEach((link, i) => checkPlaceholders([...segments, i, 'to'], link.to));
  };

  if ((RESERVED_ENTITY_NAMES as readonly string[]).includes(schema.entity)) {
    report(['entity'], `reserved entity name ${JSON.stringify(schema.entity)}; expected a name other than: ${RESERVED_ENTITY_NAMES.join(', ')}`);
  }

  for (const [name, field] of Object.entries(schema.fields)) {
    const types = Array.isArray(field.type) ? field.type : [field.type];
    const unknown = types.filter((type) => !JSON_TYPES.includes(type as string));
    if (unknown.length > 0) {
      report(['fields', name, 'type'], `unknown field type ${JSON.stringify(unknown[0])}; expected one of: ${JSON_TYPES.join(', ')}`);
      continue;
    }
    if (types.filter((type) => type !== 'null').length !== 1) {
      report(['fields', name, 'type'], `field type ${JSON.stringify(field.type)} is ambiguous; expected exactly one type besides "null"`);
      continue;
    }
    try {
      fieldAjv.compile(field);
    } catch (error) {
      report(['fields', name], `invalid JSON Schema: ${(error as Error).message}; expected draft-07 keywords and known formats`);
    }
  }

  (schema.required ?? []).forEach((name, i) => checkField(['required', i], name));
  (schema.indexes ?? []).forEach((index, i) => index.forEach((name, j) => checkField(['indexes', i, j], name)));

  if (schema.ordering) {
    const { field, scope } = schema.ordering;
    if (checkField(['ordering', 'field'], field)) {
      const type = getFieldType(schema.fields[field] as JsonSchema);
      if (type !== 'integer') {
        report(['ordering', 'field'], `field ${JSON.stringify(field)} has type ${JSON.stringify(type)}; expected an integer field`);
      }
    }
    (scope ?? []).forEach((name, i) => checkField(['ordering', 'scope', i], name));
  }

  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (!(ENDPOINT_KINDS as readonly string[]).includes(endpoint.kind)) {
      report(['endpoints', name, 'kind'], `unknown endpoint kind ${JSON.stringify(endpoint.kind)}; expected one of: ${ENDPOINT_KINDS.join(', ')}`);
    }
    const isMove = endpoint.kind === 'move';
    checkPlaceholders(['endpoints', name, 'path'], endpoint.path, isMove ? ['direction'] : []);
    if (isMove && !getTemplateParams(endpoint.path).includes('direction')) {
      report(['endpoints', name, 'path'], `move endpoint path ${JSON.stringify(endpoint.path)} has no "{direction}"; expected e.g. "/items/{_id}/{direction}"`);
    }
  }

  for (const [gridName, grid] of Object.entries(schema.grids ?? {})) {
    const at: Segment[] = ['grids', gridName];
    checkPlaceholders([...at, 'route'], grid.route);
    checkEndpointRef([...at, 'dataSource'], grid.dataSource, ['list'], 'a grid data source');
    grid.columns.forEach((column, i) => {
      checkField([...at, 'columns', i, 'field'], column.field);
      if (column.cell !== undefined && !(CELL_KINDS as readonly string[]).includes(column.cell)) {
        report([...at, 'columns', i, 'cell'], `unknown cell ${JSON.stringify(column.cell)}; expected one of: ${CELL_KINDS.join(', ')}`);
      }
      if (column.filter !== undefined && !(FILTER_KINDS as readonly string[]).includes(column.filter)) {
        report([...at, 'columns', i, 'filter'], `unknown filter ${JSON.stringify(column.filter)}; expected one of: ${FILTER_KINDS.join(', ')}`);
      }
    });
    checkLinks([...at, 'links'], grid.links);
    (grid.actions ?? []).forEach((action, i) => {
      const actionAt: Segment[] = [...at, 'actions', i];
      if (!(ACTION_KINDS as readonly string[]).includes(action.kind)) {
        report([...actionAt, 'kind'], `unknown action kind ${JSON.stringify(action.kind)}; expected one of: ${ACTION_KINDS.join(', ')}`);
        return;
      }
      if (action.kind === 'link') {
        if (action.to === undefined) report(actionAt, 'link action has no "to"; expected a page route in "to"');
        else checkPlaceholders([...actionAt, 'to'], action.to);
        if (action.endpoint !== undefined) report([...actionAt, 'endpoint'], 'link action calls no endpoint; expected no "endpoint" key');
        return;
      }
      if (action.to !== undefined) report([...actionAt, 'to'], `${action.kind} action does not navigate; expected "to" only on link actions`);
      const kind = ACTION_ENDPOINT_KIND[action.kind];
      if (action.endpoint === undefined) {
        report(actionAt, `${action.kind} action has no "endpoint"; expected the name of a ${kind} endpoint`);
      } else {
        checkEndpointRef([...actionAt, 'endpoint'], action.endpoint, [kind], `a ${action.kind} action`);
      }
      if (action.kind === 'move' && !schema.ordering) {
        report([...actionAt, 'kind'], 'move action on an entity without "ordering"; expected "ordering": { "field": <integer field> }');
      }
    });
    if (grid.defaultSort) checkField([...at, 'defaultSort', 'field'], grid.defaultSort.field);
  }

  const hasGrid = Object.keys(schema.grids ?? {}).length > 0;
  for (const [formName, form] of Object.entries(schema.forms ?? {})) {
    const at: Segment[] = ['forms', formName];
    checkPlaceholders([...at, 'route'], form.route);
    checkEndpointRef([...at, 'submit'], form.submit, ['create', 'update'], 'a form submit');
    if (form.load !== undefined) checkEndpointRef([...at, 'load'], form.load, ['get'], 'a form load');
    form.fields.forEach((name, i) => checkField([...at, 'fields', i], name));
    for (const [name, ui] of Object.entries(form.ui ?? {})) {
      if (!form.fields.includes(name)) {
        report([...at, 'ui', name], `uiSchema for ${JSON.stringify(name)}, which is not a field of this form; expected one of: ${form.fields.join(', ')}`);
      }
      checkWidgets([...at, 'ui', name], ui, report);
    }
    if (form.redirect !== undefined) checkPlaceholders([...at, 'redirect'], form.redirect);
    else if (!hasGrid) report(at, 'form has no "redirect" and the entity has no grid to return to; expected a "redirect" route');
  }

  for (const [viewName, view] of Object.entries(schema.views ?? {})) {
    const at: Segment[] = ['views', viewName];
    checkPlaceholders([...at, 'route'], view.route);
    checkEndpointRef([...at, 'load'], view.load, ['get'], 'a view load');
    view.fields.forEach((name, i) => checkField([...at, 'fields', i], name));
    checkLinks([...at, 'links'], view.links);
  }

  if (schema.demo) {
    for (const name of Object.keys(schema.demo.fields)) checkField(['demo', 'fields', name], name);
    (schema.demo.unique ?? []).forEach((name, i) => checkField(['demo', 'unique', i], name));
  }

  return problems;
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
