import type {
  ActionDefinition,
  AppDefinition,
  CellKind,
  ColumnDefinition,
  EndpointDefinition,
  EndpointRef,
  EntityDefinition,
  FieldDefinition,
  FormDefinition,
  GridDefinition,
  JsonSchema,
  LinkDefinition,
  ViewDefinition,
} from '../runtime/shared/index.js';
import { getTableName } from './caseNames.js';
import { getFieldStorage, getFieldType } from './getFieldType.js';
import type { ActionInput, AppSchemaInput, EntitySchemaInput, GridInput, LinkInput, NormalizeResult, ValidSchemas } from './types.js';

/** The spec's confirmation text for a delete action that declares none. */
export const DEFAULT_DELETE_CONFIRM = '¿Estás seguro de eliminar este registro? Esta acción no se podrá deshacer.';
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_API_BASE = '/api';
export const DEFAULT_LOCALE = 'es';

/** Turns validated schemas into the normalized model of runtime/shared/types.ts, every default filled in. */
export function normalize(valid: ValidSchemas): NormalizeResult {
  const entities = valid.entities
    .map((file) => normalizeEntity(file.data, file.source))
    .sort((a, b) => compareStrings(a.entity, b.entity));
  return { app: normalizeApp(valid.app.data), entities };
}

/** Fills the app definition's defaults. */
export function normalizeApp(app: AppSchemaInput): AppDefinition {
  return {
    title: app.title,
    locale: app.locale ?? DEFAULT_LOCALE,
    apiBase: app.apiBase ?? DEFAULT_API_BASE,
    menu: (app.menu ?? []).map((entry) => ({ label: entry.label, route: entry.route })),
  };
}

/** Normalizes one entity schema; `source` is its path relative to the project root. */
export function normalizeEntity(schema: EntitySchemaInput, source: string): EntityDefinition {
  const required = schema.required ?? [];
  const endpoints: EndpointDefinition[] = Object.entries(schema.endpoints ?? {}).map(([name, endpoint]) => ({
    name,
    kind: endpoint.kind,
    method: endpoint.method,
    path: endpoint.path,
    body: endpoint.body ?? (endpoint.kind === 'create' || endpoint.kind === 'update' ? 'fields' : 'none'),
  }));
  const ref = (name: string): EndpointRef => {
    const endpoint = endpoints.find((candidate) => candidate.name === name);
    // validateSchemas has checked every reference; reaching this is a bug in the generator.
    if (!endpoint) throw new Error(`${source}: unresolved endpoint "${name}"`);
    return { endpoint: endpoint.name, method: endpoint.method, path: endpoint.path, body: endpoint.body };
  };
  const fields: FieldDefinition[] = Object.entries(schema.fields).map(([name, fieldSchema]) => ({
    name,
    title: fieldSchema.title ?? name,
    schema: fieldSchema,
    storage: getFieldStorage(fieldSchema),
    readOnly: fieldSchema.readOnly === true,
    required: required.includes(name),
  }));
  const grids = Object.entries(schema.grids ?? {}).map(([name, grid]) => normalizeGrid(schema, name, grid, ref));
  const firstGridRoute = grids[0]?.route ?? '/';

  const forms: FormDefinition[] = Object.entries(schema.forms ?? {}).map(([name, form]) => ({
    name,
    entity: schema.entity,
    title: form.title,
    route: form.route,
    submit: ref(form.submit),
    load: form.load === undefined ? null : ref(form.load),
    fields: [...form.fields],
    uiSchema: form.ui ?? {},
    redirect: form.redirect ?? firstGridRoute,
  }));
  const views: ViewDefinition[] = Object.entries(schema.views ?? {}).map(([name, view]) => ({
    name,
    entity: schema.entity,
    title: view.title,
    route: view.route,
    load: ref(view.load),
    fields: [...view.fields],
    links: normalizeLinks(view.links),
  }));

  return {
    entity: schema.entity,
    label: { one: schema.label.one, many: schema.label.many },
    table: schema.table ?? getTableName(schema.entity),
    source,
    schema: { type: 'object', properties: schema.fields, required: [...required], additionalProperties: false },
    fields,
    ordering: schema.ordering ? { field: schema.ordering.field, scope: [...(schema.ordering.scope ?? [])] } : null,
    indexes: (schema.indexes ?? []).map((index) => [...index]),
    endpoints,
    grids,
    forms,
    views,
    demo: schema.demo ? { count: schema.demo.count, fields: schema.demo.fields, unique: [...(schema.demo.unique ?? [])] } : null,
  };
}

function normalizeGrid(schema: EntitySchemaInput, name: string, grid: GridInput, ref: (name: string) => EndpointRef): GridDefinition {
  const filtering = grid.filtering ?? true;
  const columns: ColumnDefinition[] = grid.columns.map((column) => {
    const fieldSchema = schema.fields[column.field] as JsonSchema;
    return {
      field: column.field,
      title: column.title ?? fieldSchema.title ?? column.field,
      cell: column.cell ?? getDefaultCell(fieldSchema),
      sortable: column.sort === true,
      filter: filtering ? (column.filter ?? null) : null,
      editable: column.editable === true,
    };
  });
  return {
    name,
    entity: schema.entity,
    title: grid.title,
    route: grid.route,
    dataSource: ref(grid.dataSource),
    columns,
    links: normalizeLinks(grid.links),
    actions: (grid.actions ?? []).map((action) => normalizeAction(action, ref)),
    paging: grid.paging ?? true,
    filtering,
    pageSize: grid.pageSize ?? DEFAULT_PAGE_SIZE,
    defaultSort: grid.defaultSort ? { field: grid.defaultSort.field, order: grid.defaultSort.order } : null,
  };
}

function normalizeAction(action: ActionInput, ref: (name: string) => EndpointRef): ActionDefinition {
  const isLink = action.kind === 'link';
  return {
    kind: action.kind,
    // Insert and link act on the grid as a whole, so they are drawn once above it.
    placement: action.kind === 'insert' || isLink ? 'toolbar' : 'row',
    label: action.label ?? null,
    request: isLink || action.endpoint === undefined ? null : ref(action.endpoint),
    to: isLink ? (action.to ?? null) : null,
    confirm: action.confirm ?? (action.kind === 'delete' ? DEFAULT_DELETE_CONFIRM : null),
  };
}

function normalizeLinks(links: readonly LinkInput[] | undefined): LinkDefinition[] {
  return (links ?? []).map((link) => ({ label: link.label, to: link.to }));
}

/** The cell a column gets when it names none: from the field's type and format. */
export function getDefaultCell(schema: JsonSchema): CellKind {
  const type = getFieldType(schema);
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'datetime';
  return 'text';
}

/** Code-unit order: unlike localeCompare it never depends on the machine's locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
