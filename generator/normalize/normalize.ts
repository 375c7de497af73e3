import type {
  ActionDefinition,
  AppDefinition,
  ChildrenDefinition,
  ColumnDefinition,
  DemoDefinition,
  EditorKind,
  EndpointDefinition,
  EndpointRef,
  EntityDefinition,
  FieldDefinition,
  FieldFacts,
  FilterDefinition,
  FormDefinition,
  GridDefinition,
  GridImportDefinition,
  GridExclusionDefinition,
  JsonSchema,
  LinkDefinition,
  ReferenceDefinition,
  RoleDefinition,
  RoleGrant,
  RuleDefinition,
  ViewDefinition,
} from '../../runtime/shared/index.js';
import { ALL_GRANTED, actionKinds, DEFAULT_DATE_DISPLAY, endpointKinds, getGrantableActions, filterKinds, getDefaultCell, getDefaultEditor, getExclusionParam, getCellOptions, getListedOptions, getOneOfOptions, getTemplateParams, getWidgetFolders as getSharedWidgetFolders } from '../../runtime/shared/index.js';
import { getTableName } from '../shared/caseNames.js';
import { compareStrings } from '../shared/compareStrings.js';
import { getChildrenSchema } from '../shared/getChildrenSchema.js';
import { getEndpointTarget } from '../shared/getEndpointTarget.js';
import { getGridParent } from '../shared/getGridParent.js';
import { getLifecycleFieldSchema } from '../shared/getLifecycleFieldSchema.js';
import { getFieldStorage, getFieldType } from '../shared/getFieldType.js';
import { AUDIT_ENTITY, RECORD_HISTORY_GRID } from '../shared/auditEntity.js';
import { getDefaultColumnWidth } from '../shared/getColumnWidth.js';
import { getLabelField } from './getLabelField.js';
import { normalizeGridBulk } from './normalizeGridBulk.js';
import { getReferenceListEndpoint } from '../shared/getReferenceListEndpoint.js';
import { withoutUniqueKeyword } from '../shared/withoutUniqueKeyword.js';
import { withImageAddressFormat } from '../shared/withImageAddressFormat.js';
import { getRuleComparison } from '../shared/getRuleComparison.js';
import { getComputedFieldSchema } from './getComputedFieldSchema.js';
import { normalizeNoOverlap } from './normalizeNoOverlap.js';
import type { FieldDecision } from '../../runtime/shared/migrations/index.js';
import type {
  ActionInput,
  AppSchemaInput,
  ColumnInput,
  DemoInput,
  EntityMigrationHints,
  EntitySchemaInput,
  GridInput,
  LinkInput,
  MigrationHints,
  NormalizeResult,
  PageDefinition,
  ValidSchemas,
} from '../shared/types.js';

/** What a delete action asks before it runs when its schema declares no `confirm`. */
export const DEFAULT_DELETE_CONFIRM = '¿Estás seguro de eliminar este registro? Esta acción no se podrá deshacer.';
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_API_BASE = '/api';
export const DEFAULT_LOCALE = 'es';
/** Where uploads go and the largest file accepted when app.json's `uploads` does not say. */
export const DEFAULT_UPLOAD_FOLDER = 'uploads';
export const DEFAULT_UPLOAD_MAX_BYTES = 4_000_000;

/** Every validated entity schema by name: actions, filters and through lists resolve into other entities. */
export type EntityInputs = ReadonlyMap<string, EntitySchemaInput>;

/** Turns validated schemas into the normalized model of runtime/shared/types.ts, every default filled in. */
export function normalize(valid: ValidSchemas): NormalizeResult {
  const inputs: EntityInputs = new Map(valid.entities.map((file) => [file.data.entity, file.data]));
  const entities = valid.entities
    .map((file) => normalizeEntity(file.data, file.source, inputs))
    .sort((a, b) => compareStrings(a.entity, b.entity));
  const widgetFolders = valid.entities.flatMap((file) => getWidgetFolders(file.data));
  const recordHistory = entities.find((entity) => entity.entity === AUDIT_ENTITY)?.grids.find((grid) => grid.name === RECORD_HISTORY_GRID);
  return {
    app: normalizeApp(valid.app.data, widgetFolders, recordHistory?.route ?? null, entities),
    entities,
    pages: normalizePages(valid.app.data),
    migrationHints: normalizeMigrationHints(valid.entities.map((file) => file.data)),
  };
}

/** Each entity's `renamedFrom` and `migrate` entries, by entity name (a field's decision without its rename). */
export function normalizeMigrationHints(schemas: readonly EntitySchemaInput[]): MigrationHints {
  const hints: Record<string, EntityMigrationHints> = {};
  for (const schema of schemas) {
    const fields: Record<string, { renamedFrom?: string; decision?: FieldDecision }> = {};
    for (const [field, { renamedFrom, ...decision }] of Object.entries(schema.migrate ?? {})) {
      fields[field] = { ...(renamedFrom !== undefined && { renamedFrom }), ...(Object.keys(decision).length > 0 && { decision }) };
    }
    hints[schema.entity] = { ...(schema.renamedFrom !== undefined && { renamedFrom: schema.renamedFrom }), fields };
  }
  return hints;
}

/**
 * Fills the app definition's defaults; `widgetFolders` are the uploader and richText widgets' folders,
 * `recordHistoryRoute` the route of the built-in audit entity's per-record grid (null without it).
 */
export function normalizeApp(
  app: AppSchemaInput,
  widgetFolders: readonly string[] = [],
  recordHistoryRoute: string | null = null,
  entities: readonly EntityDefinition[] = [],
): AppDefinition {
  const defaultFolder = app.uploads?.defaultFolder ?? DEFAULT_UPLOAD_FOLDER;
  return {
    title: app.title,
    locale: app.locale ?? DEFAULT_LOCALE,
    dateDisplay: app.dateDisplay ?? DEFAULT_DATE_DISPLAY,
    apiBase: app.apiBase ?? DEFAULT_API_BASE,
    menu: (app.menu ?? []).map((entry) => ({ label: entry.label, route: entry.route })),
    uploads: {
      folders: [...new Set([...(app.uploads?.folders ?? []), defaultFolder, ...widgetFolders])].sort(compareStrings),
      defaultFolder,
      maxBytes: app.uploads?.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
    },
    recordHistoryRoute,
    roles: normalizeRoles(app, entities),
    adminUsers: {
      firstRole: app.adminUsers?.firstRole ?? null,
      fields: Object.entries(app.adminUsers?.fields ?? {})
        .map(([name, field]) => ({ name, title: field.title, reference: field.reference ?? null }))
        .sort((a, b) => compareStrings(a.name, b.name)),
    },
  };
}

/**
 * app.json's roles in declaration order, each grant for one entity: a `"*"` entity becomes one grant per entity (a
 * grant naming the entity wins over it), `"*"` actions every action of the entity, lists sorted.
 */
export function normalizeRoles(app: AppSchemaInput, entities: readonly EntityDefinition[]): RoleDefinition[] {
  return Object.entries(app.roles ?? {}).map(([name, role]) => {
    const named = new Set(role.grants.map((grant) => grant.entity));
    const grants = role.grants.flatMap((grant) =>
      (grant.entity === ALL_GRANTED ? entities.filter((entity) => !named.has(entity.entity)) : entities.filter((entity) => entity.entity === grant.entity)).map((entity): RoleGrant => {
        const actions = getGrantableActions(entity.endpoints);
        return {
          entity: entity.entity,
          actions: (grant.actions.includes(ALL_GRANTED) ? actions : grant.actions.filter((action) => actions.includes(action))).sort(compareStrings),
          rowFilter: grant.rowFilter ?? null,
          hidden: [...(grant.hidden ?? [])].sort(compareStrings),
          readOnly: [...(grant.readOnly ?? [])].sort(compareStrings),
        };
      }),
    );
    return { name, label: role.label, grants: grants.sort((a, b) => compareStrings(a.entity, b.entity)) };
  });
}

/** The `ui:options.folder` of every uploading widget in an entity's forms, nested ones too (runtime/shared getWidgetFolders). */
export function getWidgetFolders(schema: EntitySchemaInput): string[] {
  return Object.values(schema.forms ?? {}).flatMap((form) => getSharedWidgetFolders(form.ui ?? {}).filter((folder): folder is string => folder !== null));
}

/** app.json's shared pages, their `entity.grid` parts split. */
export function normalizePages(app: AppSchemaInput): PageDefinition[] {
  return (app.pages ?? []).map((page) => ({
    id: page.id,
    title: page.title ?? null,
    parts: page.parts.map((part) => {
      const dot = part.indexOf('.');
      return { entity: part.slice(0, dot), name: part.slice(dot + 1) };
    }),
  }));
}

/** The endpoints of an entity schema with their defaults. */
export function normalizeEndpoints(schema: EntitySchemaInput): EndpointDefinition[] {
  return Object.entries(schema.endpoints ?? {}).map(([name, endpoint]) => ({
    name,
    kind: endpoint.kind,
    method: endpoint.method,
    path: endpoint.path,
    body: endpoint.body ?? endpointKinds[endpoint.kind].body,
    where: { ...endpoint.where },
    transition: endpoint.transition ? { field: endpoint.transition.field, from: [...endpoint.transition.from], to: endpoint.transition.to } : null,
    ...(endpoint.creates && { creates: endpoint.creates.map((create) => ({ entity: create.entity, values: { ...create.values } })) }),
    relation: endpoint.relation ? { scope: endpoint.relation.scope, target: endpoint.relation.target } : null,
    through: endpoint.through ? { entity: endpoint.through.entity, field: endpoint.through.field, scope: endpoint.through.scope } : null,
  }));
}

/** Finds endpoints by name (`name` or `entity.name`) across entities; validateSchemas has checked them all. */
interface EndpointResolver {
  definition(name: string): EndpointDefinition;
  ref(name: string): EndpointRef;
}

function createEndpointResolver(schema: EntitySchemaInput, source: string, inputs: EntityInputs): EndpointResolver {
  const cache = new Map<string, EndpointDefinition[]>();
  const definition = (name: string): EndpointDefinition => {
    const target = getEndpointTarget(name, schema.entity);
    const owner = target.entity === schema.entity ? schema : inputs.get(target.entity);
    if (!cache.has(target.entity) && owner) cache.set(target.entity, normalizeEndpoints(owner));
    const found = cache.get(target.entity)?.find((candidate) => candidate.name === target.endpoint);
    // validateSchemas has checked every reference; reaching this is a bug in the generator.
    if (!found) throw new Error(`${source}: unresolved endpoint "${name}"`);
    return found;
  };
  return {
    definition,
    ref(name) {
      const found = definition(name);
      return { entity: getEndpointTarget(name, schema.entity).entity, endpoint: found.name, method: found.method, path: found.path, body: found.body };
    },
  };
}

/** Normalizes one entity schema; `source` is its path relative to the project root, `inputs` every entity by name. */
export function normalizeEntity(schema: EntitySchemaInput, source: string, inputs: EntityInputs = new Map()): EntityDefinition {
  const required = schema.required ?? [];
  const secrets = schema.secrets ?? [];
  const endpoints = normalizeEndpoints(schema);
  const resolver = createEndpointResolver(schema, source, inputs);
  const fieldSchemas = Object.fromEntries(
    Object.entries(schema.fields).map(([name, fieldSchema]) => [name, withImageAddressFormat(getComputedFieldSchema(schema, name, getLifecycleFieldSchema(schema, name, withoutUniqueKeyword(fieldSchema))))]),
  );
  const fields: FieldDefinition[] = Object.entries(fieldSchemas).map(([name, fieldSchema]) => ({
    name,
    title: fieldSchema.title ?? name,
    schema: fieldSchema,
    storage: getFieldStorage(fieldSchema),
    readOnly: fieldSchema.readOnly === true,
    required: required.includes(name),
    html: isHtmlField(fieldSchema),
    secret: secrets.includes(name),
    ...(schema.lifecycle?.[name] && { lifecycle: { initial: schema.lifecycle[name].initial } }),
    ...(schema.computed?.[name] !== undefined && { computed: { expression: schema.computed[name] } }),
  }));
  const references: ReferenceDefinition[] = Object.entries(schema.references ?? {}).map(([field, reference]) => ({
    field,
    entity: reference.entity,
    many: getFieldType(schema.fields[field] as JsonSchema) === 'array',
    display: reference.display,
    ...(reference.secondary !== undefined && { secondary: reference.secondary }),
    onDelete: reference.onDelete ?? 'restrict',
    ...(reference.where !== undefined && { where: reference.where }),
    ...(reference.prefill !== undefined && { prefill: { ...reference.prefill } }),
  }));
  const children: ChildrenDefinition[] = Object.entries(schema.children ?? {}).map(([name, input]) => ({
    name,
    entity: input.entity,
    field: input.field,
    editable: input.editable === true,
  }));
  // A children array is a field without a column: in the record schema, forms and views, not in the table.
  const childrenFields: FieldDefinition[] = children.map((definition) => {
    const child = definition.entity === schema.entity ? schema : inputs.get(definition.entity);
    // validateSchemas has checked the child entity exists; reaching this is a bug in the generator.
    if (!child) throw new Error(`${source}: unresolved children entity "${definition.entity}"`);
    const title = schema.children?.[definition.name]?.title ?? definition.name;
    return {
      name: definition.name,
      title,
      schema: getChildrenSchema(title, child, definition.field),
      storage: 'children',
      readOnly: !definition.editable,
      required: false,
      html: false,
      secret: false,
    };
  });
  fields.push(...childrenFields);
  const grids = Object.entries(schema.grids ?? {}).map(([name, grid]) => normalizeGrid(schema, name, grid, { resolver, references, inputs }));
  const firstGridRoute = grids[0]?.route ?? '/';

  const forms: FormDefinition[] = Object.entries(schema.forms ?? {}).map(([name, form]) => ({
    name,
    entity: schema.entity,
    title: form.title,
    route: form.route,
    submit: resolver.ref(form.submit),
    load: form.load === undefined ? null : resolver.ref(form.load),
    fields: [...form.fields],
    uiSchema: form.ui ?? {},
    redirect: form.redirect ?? firstGridRoute,
  }));
  const views: ViewDefinition[] = Object.entries(schema.views ?? {}).map(([name, view]) => ({
    name,
    entity: schema.entity,
    title: view.title,
    route: view.route,
    load: resolver.ref(view.load),
    fields: [...view.fields],
    links: normalizeLinks(view.links),
  }));

  return {
    entity: schema.entity,
    label: { one: schema.label.one, many: schema.label.many },
    labelField: getLabelField(schema, [schema, ...[...inputs.values()].filter((other) => other !== schema)]),
    table: schema.table ?? getTableName(schema.entity),
    source,
    schema: {
      type: 'object',
      properties: { ...fieldSchemas, ...Object.fromEntries(childrenFields.map((field) => [field.name, field.schema])) },
      required: [...required],
      additionalProperties: false,
    },
    fields,
    references,
    children,
    creates: (schema.creates ?? []).map((create) => ({ entity: create.entity, values: { ...create.values } })),
    generated: { ...schema.generated },
    ...(schema.sequences && { sequences: Object.fromEntries(Object.entries(schema.sequences).map(([field, sequence]) => [field, { template: sequence.template }])) }),
    ordering: schema.ordering ? { field: schema.ordering.field, scope: [...(schema.ordering.scope ?? [])] } : null,
    indexes: (schema.indexes ?? []).map((index) => [...index]),
    unique: normalizeUnique(schema),
    ...(normalizeRules(schema).length > 0 && { rules: normalizeRules(schema) }),
    ...(normalizeNoOverlap(schema).length > 0 && { noOverlap: normalizeNoOverlap(schema) }),
    endpoints,
    grids,
    forms,
    views,
    demo: schema.demo ? normalizeDemo(schema.demo) : null,
  };
}

/** Each `"unique": true` field as a combination of one, then the declared combinations, without repeats. */
export function normalizeUnique(schema: EntitySchemaInput): string[][] {
  const combinations = [...Object.entries(schema.fields).filter(([, field]) => field.unique === true).map(([name]) => [name]), ...(schema.unique ?? [])];
  return combinations.filter((combination, i) => combinations.findIndex((known) => known.join('\0') === combination.join('\0')) === i).map((combination) => [...combination]);
}

/** The schema's `rules` (checkRules has passed them): comparisons with their operator, requiredIf with its value's label. */
export function normalizeRules(schema: EntitySchemaInput): RuleDefinition[] {
  return (schema.rules ?? []).filter((rule) => rule.noOverlap === undefined).map((rule) => {
    const message = rule.message ?? null;
    const comparison = getRuleComparison(rule);
    if (comparison !== undefined) return { kind: 'compare', field: rule.field, comparison, other: rule[comparison] as string, message };
    // checkRules has checked the rule states exactly one condition; reaching this is a bug in the generator.
    if (!rule.requiredIf) throw new Error(`${schema.entity}: rule on ${rule.field} states no condition`);
    const { field, equals } = rule.requiredIf;
    const options = getOneOfOptions(schema.fields[field] as JsonSchema);
    const label = options?.find((option) => option.value === equals)?.label ?? null;
    return { kind: 'requiredIf', field: rule.field, when: { field, equals, label }, message };
  });
}

interface GridContext {
  readonly resolver: EndpointResolver;
  readonly references: readonly ReferenceDefinition[];
  readonly inputs: EntityInputs;
}

function normalizeGrid(schema: EntitySchemaInput, name: string, grid: GridInput, context: GridContext): GridDefinition {
  const filtering = grid.filtering ?? true;
  const toColumn = createColumnNormalizer(schema, context.references, filtering, context.inputs);
  const columns: ColumnDefinition[] = grid.columns.map(toColumn);
  const tabs = grid.tabs;
  return {
    name,
    entity: schema.entity,
    title: grid.title,
    route: grid.route,
    dataSource: context.resolver.ref(grid.dataSource),
    columns,
    links: normalizeLinks(grid.links),
    actions: (grid.actions ?? []).map((action) => normalizeAction(action, context.resolver)),
    paging: grid.paging ?? true,
    filtering,
    pageSize: grid.pageSize ?? DEFAULT_PAGE_SIZE,
    defaultSort: grid.defaultSort ? { field: grid.defaultSort.field, order: grid.defaultSort.order } : null,
    params: getTemplateParams(grid.route),
    tabs: tabs
      ? {
          param: tabs.param,
          field: tabs.field,
          options: tabs.options.map((option) => ({ value: option.value, label: option.label, equals: option.equals })),
          default: tabs.default ?? (tabs.options[0]?.value as string),
        }
      : null,
    page: grid.page ?? null,
    parent: getGridParent(schema, grid, (entity) => context.inputs.get(entity)),
    exclude: getGridExclusion(schema, grid, context),
    ...(grid.search ? { search: [...grid.search] } : {}),
    // Only a grid that declares an import carries the key (the model of every other grid stays as it was).
    ...(grid.import ? { import: normalizeGridImport(schema, grid.import, (field) => columns.find((column) => column.field === field) ?? toColumn({ field }), context.inputs) } : {}),
    ...(grid.bulk && { bulk: normalizeGridBulk(schema, grid) }),
  };
}

/** A column declared for a field of this schema, every default filled in (filter: only when the grid filters). */
function createColumnNormalizer(schema: EntitySchemaInput, references: readonly ReferenceDefinition[], filtering: boolean, inputs: EntityInputs): (column: ColumnInput) => ColumnDefinition {
  return (column) => {
    const fieldSchema = schema.fields[column.field] as JsonSchema;
    const reference = references.find((candidate) => candidate.field === column.field) ?? null;
    const facts: FieldFacts = { schema: fieldSchema, reference: reference === null ? null : reference.many ? 'many' : 'one' };
    const cell = column.cell ?? getDefaultCell(facts);
    // Only editable columns draw an input; a declared editor wins over the one the field's type, format and values give.
    const editor = column.editable === true ? ((column.editor as EditorKind | undefined) ?? getDefaultEditor(facts)) : null;
    return {
      field: column.field,
      title: column.title ?? fieldSchema.title ?? column.field,
      cell,
      sortable: column.sort === true,
      filter: filtering && column.filter !== undefined ? normalizeFilter(schema, column, reference, inputs) : null,
      options: cell === 'enum' ? (getCellOptions(fieldSchema) ?? []) : editor === 'select' ? (getListedOptions(fieldSchema) ?? []) : [],
      editable: column.editable === true,
      editor,
      width: column.width ?? getDefaultColumnWidth(fieldSchema, cell, editor),
    };
  };
}

/** A grid's import: its columns, and its children's (their reference to this entity found: checkGridImports wants one). */
function normalizeGridImport(schema: EntitySchemaInput, input: NonNullable<GridInput['import']>, toColumn: (field: string) => ColumnDefinition, inputs: EntityInputs): GridImportDefinition {
  const columns = input.columns.map(toColumn);
  if (!input.children) return { key: input.key, columns };
  const child = inputs.get(input.children.entity);
  if (!child) throw new Error(`${schema.entity}: unresolved import children entity "${input.children.entity}"`);
  const parents = Object.entries(child.references ?? {}).filter(([, reference]) => reference.entity === schema.entity);
  if (parents.length !== 1) throw new Error(`${schema.entity}: import children "${child.entity}" needs one reference to ${schema.entity}, has ${parents.length}`);
  const references: ReferenceDefinition[] = Object.entries(child.references ?? {}).map(([field, reference]) => ({
    field,
    entity: reference.entity,
    many: getFieldType(child.fields[field] as JsonSchema) === 'array',
    display: reference.display,
    onDelete: reference.onDelete ?? 'restrict',
  }));
  const toChildColumn = createColumnNormalizer(child, references, false, inputs);
  const label = child.label.one;
  return {
    key: input.key,
    columns,
    children: {
      entity: child.entity,
      key: input.children.key,
      parent: parents[0]![0],
      prefix: label.charAt(0).toLocaleUpperCase('es') + label.slice(1),
      title: child.label.many,
      columns: input.children.columns.map((field) => toChildColumn({ field })),
    },
  };
}

function normalizeFilter(schema: EntitySchemaInput, column: ColumnInput, reference: ReferenceDefinition | null, inputs: EntityInputs): FilterDefinition {
  const input = typeof column.filter === 'object' ? column.filter : { kind: column.filter ?? 'text' };
  const fieldSchema = schema.fields[column.field] as JsonSchema;
  if (filterKinds[input.kind].choices) {
    const options = 'options' in input && input.options ? input.options : (getOneOfOptions(fieldSchema) ?? []);
    return {
      kind: input.kind,
      options: options.map((option) => ({ value: option.value, label: option.label })),
      all: 'all' in input && input.all !== undefined ? input.all : null,
      reference: null,
    };
  }
  if (filterKinds[input.kind].fits === 'reference' && reference) {
    const target = reference.entity === schema.entity ? schema : inputs.get(reference.entity);
    const list = target ? getReferenceListEndpoint(target) : null;
    // validateSchemas has checked the referenced entity has such a list; reaching this is a bug in the generator.
    if (!target || list === null) throw new Error(`${schema.entity}: no list endpoint for reference filter on "${column.field}"`);
    const endpoint = normalizeEndpoints(target).find((candidate) => candidate.name === list) as EndpointDefinition;
    return {
      kind: input.kind,
      options: [],
      all: null,
      reference: {
        entity: reference.entity,
        list: { entity: reference.entity, endpoint: endpoint.name, method: endpoint.method, path: endpoint.path, body: endpoint.body },
        display: reference.display,
      },
    };
  }
  return { kind: input.kind, options: [], all: null, reference: null };
}

function normalizeAction(action: ActionInput, resolver: EndpointResolver): ActionDefinition {
  // A kind that calls no endpoint only navigates (link).
  const isLink = actionKinds[action.kind].endpoint === null;
  const endpoint = isLink || action.endpoint === undefined ? null : resolver.definition(action.endpoint);
  const transition = action.kind === 'transition' ? (endpoint?.transition ?? null) : null;
  return {
    kind: action.kind,
    placement: actionKinds[action.kind].placement,
    label: action.label ?? null,
    request: isLink || action.endpoint === undefined ? null : resolver.ref(action.endpoint),
    to: isLink ? (action.to ?? null) : null,
    confirm: action.confirm ?? (actionKinds[action.kind].confirm === 'always' ? DEFAULT_DELETE_CONFIRM : null),
    success: action.success ?? null,
    tab: action.tab ?? null,
    when: action.when
      ? { field: action.when.field, in: [...action.when.in] }
      : transition
        ? { field: transition.field, in: [...transition.from] }
        : null,
  };
}

function normalizeLinks(links: readonly LinkInput[] | undefined): LinkDefinition[] {
  return (links ?? []).map((link) => ({ label: link.label, to: link.to, ...(link.when && { when: { field: link.when.field, in: [...link.when.in] } }) }));
}

function normalizeDemo(demo: DemoInput): DemoDefinition {
  return {
    count: demo.count,
    fields: demo.fields,
    unique: [...(demo.unique ?? [])],
    perParent: demo.perParent ? { field: demo.perParent.field, min: demo.perParent.min ?? demo.count, max: demo.perParent.max ?? demo.count } : null,
    tree: demo.tree ? { field: demo.tree.field, levels: [...demo.tree.levels] } : null,
  };
}

/** A field whose value is HTML (`contentMediaType: "text/html"`): sanitized when stored, drawn as text in grids. */
export function isHtmlField(schema: JsonSchema): boolean {
  return schema.contentMediaType === 'text/html';
}

/**
 * An assignment grid's exclusion: its assign action's link entity ties the route's owner (the relation's scope, a
 * route placeholder) to rows of this entity (the relation's target); those rows are already assigned.
 */
function getGridExclusion(schema: EntitySchemaInput, grid: GridInput, context: GridContext): GridExclusionDefinition | null {
  const params = getTemplateParams(grid.route);
  for (const action of grid.actions ?? []) {
    if (action.kind !== 'assign' || !action.endpoint) continue;
    const ref = context.resolver.ref(action.endpoint);
    const link = context.inputs.get(ref.entity);
    const relation = link?.endpoints?.[ref.endpoint]?.relation;
    if (!link || !relation || !params.includes(relation.scope)) continue;
    if (link.references?.[relation.target]?.entity !== schema.entity) continue;
    return { param: getExclusionParam(relation.scope), link: link.entity, scope: relation.scope, target: relation.target };
  }
  return null;
}
