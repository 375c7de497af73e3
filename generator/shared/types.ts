// The input schema language as TypeScript types (the meta-schemas are the authority), and the
// values that flow between the pipeline's stages: load → check (validateSchemas) → normalize → emit, one folder each.
import type {
  ActionKind,
  AppDefinition,
  DateDisplay,
  CellKind,
  EndpointBody,
  EndpointKind,
  EntityDefinition,
  FilterKind,
  GeneratedValueKind,
  HttpMethod,
  JsonSchema,
  OnDeleteRule,
  SortOrder,
} from '../../runtime/shared/index.js';
import type { FieldDecision } from '../../runtime/shared/migrations/index.js';

/** A constant an endpoint's `where` compares a field with. */
export type WhereValue = string | number | boolean | null;

/** An endpoint as written in a schema's `endpoints`. */
export interface EndpointInput {
  kind: EndpointKind;
  method: HttpMethod;
  path: string;
  body?: EndpointBody;
  where?: Record<string, WhereValue>;
  transition?: { field: string; from: string[]; to: string };
  /** Transition only: rows created when it succeeds. */
  creates?: CreatesInput[];
  relation?: { scope: string; target: string };
  through?: { entity: string; field: string; scope: string };
}

/** A field holding the `_id` of another (or the same) entity's row, as written in `references`. */
export interface ReferenceInput {
  entity: string;
  display: string;
  secondary?: string;
  onDelete?: OnDeleteRule;
  where?: Record<string, WhereValue>;
  /** Form field → path in the chosen row (`owner`, `owner.phone`) that fills it when a row is chosen. */
  prefill?: Record<string, string>;
}

/** Rows of another entity that belong to this one, as written in `children` (keyed by their property name). */
export interface ChildrenInput {
  entity: string;
  field: string;
  editable?: boolean;
  title?: string;
}

/** A row of another entity created with this one, as written in `creates`. */
export interface CreatesInput {
  entity: string;
  values: Record<string, string>;
}

export interface OptionInput {
  value: string | number | boolean;
  label: string;
}

/** A column's `filter`: a kind name, or an object for select options and the "all" value. */
export type FilterInput = FilterKind | { kind: FilterKind; options?: OptionInput[]; all?: string | number };

export interface ColumnInput {
  field: string;
  title?: string;
  cell?: CellKind;
  sort?: boolean;
  filter?: FilterInput;
  editable?: boolean;
  /** One of EDITOR_KINDS; default getDefaultEditor of the field. */
  editor?: string;
  /** CSS pixels; default getDefaultColumnWidth of the field. */
  width?: number;
}

export interface WhenInput {
  field: string;
  in: string[];
}

export interface LinkInput {
  label: string;
  to: string;
  when?: WhenInput;
}

export interface ActionInput {
  kind: ActionKind;
  endpoint?: string;
  label?: string;
  confirm?: string;
  success?: string;
  to?: string;
  tab?: string;
  when?: WhenInput;
}

export interface TabsInput {
  param: string;
  field: string;
  options: { value: string; label: string; equals: string }[];
  default?: string;
}

export interface GridInput {
  title: string;
  route: string;
  dataSource: string;
  columns: ColumnInput[];
  links?: LinkInput[];
  bulk?: GridBulkInput;
  actions?: ActionInput[];
  paging?: boolean;
  filtering?: boolean;
  pageSize?: number;
  defaultSort?: { field: string; order: SortOrder };
  tabs?: TabsInput;
  search?: string[];
  page?: string;
  parent?: { param: string };
  import?: { key: string; columns: string[]; children?: { entity: string; key: string; columns: string[] } };
}

export interface FormInput {
  title: string;
  route: string;
  submit: string;
  load?: string;
  fields: string[];
  ui?: Record<string, Record<string, unknown>>;
  redirect?: string;
}

export interface ViewInput {
  title: string;
  route: string;
  load: string;
  fields: string[];
  links?: LinkInput[];
}

export interface DemoInput {
  count: number;
  fields: Record<string, string>;
  unique?: string[];
  perParent?: { field: string; min?: number; max?: number };
  tree?: { field: string; levels: number[] };
}

/** A rule across fields, as written in `rules`: `field` and exactly one condition (checkRules). */
export interface RuleInput {
  field: string;
  gt?: string;
  gte?: string;
  lt?: string;
  lte?: string;
  requiredIf?: { field: string; equals: string | number | boolean };
  /** The rule's field starts a range ending at `end` that no two rows with the same `scope` values may overlap. */
  noOverlap?: { end: string; scope?: string[] };
  message?: string;
}

/** One entity schema file (schemas/<entity>.json) after it passed the meta-schema. */
export interface EntitySchemaInput {
  $schema?: string;
  entity: string;
  label: { one: string; many: string };
  table?: string;
  fields: Record<string, JsonSchema>;
  required?: string[];
  references?: Record<string, ReferenceInput>;
  children?: Record<string, ChildrenInput>;
  creates?: CreatesInput[];
  /** Field name → generator; the kind is checked against GENERATED_VALUE_KINDS. */
  generated?: Record<string, GeneratedValueKind>;
  /** Field name → its running number's template (`F-{year}-{seq:5}`). */
  sequences?: Record<string, { template: string }>;
  /** Server-owned state fields: field name → the state a new row starts in (changed only by transitions). */
  lifecycle?: Record<string, { initial: string }>;
  /** Fields the server computes on every write: field name → expression (runtime/shared parseExpression). */
  computed?: Record<string, string>;
  /** String fields whose values the audit log masks (e.g. a product key). */
  secrets?: string[];
  indexes?: string[][];
  /** Combinations of fields no two rows share (a field may also say `"unique": true`). */
  unique?: string[][];
  rules?: RuleInput[];
  ordering?: { field: string; scope?: string[] };
  endpoints?: Record<string, EndpointInput>;
  grids?: Record<string, GridInput>;
  forms?: Record<string, FormInput>;
  views?: Record<string, ViewInput>;
  demo?: DemoInput;
  /** The entity's name before a rename: its table and rows carry over (see MigrationHints). */
  renamedFrom?: string;
  /** Per field: its name before a rename, and how rows at risk get through its latest change. */
  migrate?: Record<string, FieldMigrateInput>;
}

/** One field's entry in an entity schema's `migrate`. */
export interface FieldMigrateInput extends FieldDecision {
  renamedFrom?: string;
}

/** What the schemas say about how their data moves from the last migration's model: renames and decisions, by entity. */
export type MigrationHints = Readonly<Record<string, EntityMigrationHints>>;

export interface EntityMigrationHints {
  readonly renamedFrom?: string;
  readonly fields: Readonly<Record<string, { readonly renamedFrom?: string; readonly decision?: FieldDecision }>>;
}

/** schemas/app.json after it passed the meta-schema. */
export interface AppSchemaInput {
  $schema?: string;
  title: string;
  locale?: string;
  dateDisplay?: DateDisplay;
  apiBase?: string;
  menu?: { label: string; route: string }[];
  pages?: PageInput[];
  uploads?: { folders?: string[]; defaultFolder?: string; maxBytes?: number };
  roles?: Record<string, RoleInput>;
  adminUsers?: { firstRole?: string; fields?: Record<string, { title: string; reference?: string }> };
}

/** A role as app.json declares it. */
export interface RoleInput {
  label: string;
  grants: GrantInput[];
}

/** One grant of a role: an entity (or `*`), its actions (or `*`), optional row filter, hidden and read-only fields. */
export interface GrantInput {
  entity: string;
  actions: string[];
  rowFilter?: Record<string, unknown>;
  hidden?: string[];
  readOnly?: string[];
}

/** A page shared by several grids (same `page` id), as declared in app.json's `pages`. */
export interface PageInput {
  id: string;
  title?: string;
  /** `entity.grid` names, in the order the grids are drawn. */
  parts: string[];
}

/** A line and column in a file, both 1-based. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

/** A schema file as read from disk: parsed JSON, where each of its values is, and what is wrong with its text. */
export interface LoadedFile<Data = unknown> {
  /** Absolute path on disk. */
  readonly path: string;
  /** Path relative to the project root, used in messages and `source`, e.g. `schemas/author.json`. */
  readonly source: string;
  /** undefined when the file is not valid JSON. */
  readonly data: Data;
  /** Where each member (at its key) and element starts, by JSON pointer; absent for data not read from a file. */
  readonly positions?: ReadonlyMap<string, SourcePosition>;
  /** Syntax errors (then `data` is undefined) and duplicated keys. */
  readonly textProblems?: readonly SchemaProblem[];
}

export interface LoadSchemasResult {
  /** schemas/app.json, or null when the folder has none. */
  readonly app: LoadedFile | null;
  /** The built-in entities (generator/builtin/), then every other *.json file, sorted by file name. */
  readonly entities: readonly LoadedFile[];
}

export interface ValidSchemas {
  readonly app: LoadedFile<AppSchemaInput>;
  readonly entities: readonly LoadedFile<EntitySchemaInput>[];
}

/** A shared page's drawing order and title, from app.json's `pages`. */
export interface PageDefinition {
  readonly id: string;
  /** null: the first part's grid title. */
  readonly title: string | null;
  readonly parts: readonly { readonly entity: string; readonly name: string }[];
}

export interface NormalizeResult {
  readonly app: AppDefinition;
  /** Sorted by entity name. */
  readonly entities: readonly EntityDefinition[];
  /** The shared pages declared in app.json, in declaration order. */
  readonly pages: readonly PageDefinition[];
  /** Renames and decisions for the migration the build writes (see emitMigrations). */
  readonly migrationHints: MigrationHints;
}

/** One output file, relative to the project root. */
export interface EmittedFile {
  readonly path: string;
  readonly contents: string;
}

/** One problem found in a schema: where it is and what was expected. */
export interface SchemaProblem {
  readonly source: string;
  /** JSON pointer into the file; '' is the whole document. */
  readonly pointer: string;
  readonly message: string;
  /** Where the pointer's value (or its nearest enclosing one) starts in the file, when the file was read from disk. */
  readonly line?: number;
  readonly column?: number;
}

/** A grid's bulk actions as declared (see GridBulkDefinition). */
export interface GridBulkInput {
  delete?: boolean;
  transitions?: string[];
  set?: string[];
}
