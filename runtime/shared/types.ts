// The normalized entity model: what `admin-gen build` emits and both runtimes consume.
// Generated modules are typed against these interfaces, so a schema change that the runtime
// cannot draw or serve fails `tsc`, not the browser.
import type { FieldStorage } from './getFieldType.js';
import type { DateDisplay } from './dateDisplays.js';
import type { OptionDefinition } from './getOneOfOptions.js';
import type { JsonSchema } from './JsonSchema.js';
import type { ActionKind, ActionKindDescriptor } from './kinds/actionKinds.js';
import type { CellKind } from './kinds/cellKinds.js';
import type { EditorKind } from './kinds/editorKinds.js';
import type { EndpointKind, EndpointKindDescriptor } from './kinds/endpointKinds.js';
import type { FilterKind } from './kinds/filterKinds.js';
import type { GENERATED_VALUE_KINDS, ON_DELETE_RULES, RULE_COMPARISONS } from './kinds/schemaNames.js';

// The leaves the model is built from, and the kinds' names (their descriptors are in kinds/).
export type { FieldStorage } from './getFieldType.js';
export type { OptionDefinition } from './getOneOfOptions.js';
export type { JsonSchema, JsonSchemaType } from './JsonSchema.js';
export type { ActionKind } from './kinds/actionKinds.js';
export type { CellKind } from './kinds/cellKinds.js';
export type { EditorKind } from './kinds/editorKinds.js';
export type { EndpointKind } from './kinds/endpointKinds.js';
export type { FilterKind } from './kinds/filterKinds.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a request carries: nothing, the entity's editable fields, the whole row (a delete that sends the row it removes),
 * or `{ "_id": row._id }` (the assign and unassign of a link entity's shared page).
 */
export type EndpointBody = EndpointKindDescriptor['body'];

/** A state change: allowed only when `field` holds one of `from`; it then holds `to`. */
export interface TransitionDefinition {
  readonly field: string;
  readonly from: readonly string[];
  readonly to: string;
}

/**
 * A link row between two entities (kinds assign and unassign, on the link entity): the path's
 * `{scope}` placeholder names the owner, the body's `_id` the target.
 */
export interface RelationDefinition {
  /** Field of the link entity holding the owner id (e.g. `quiz`); also the path placeholder. */
  readonly scope: string;
  /** Field of the link entity holding the target id (e.g. `question`). */
  readonly target: string;
}

/**
 * A list of another entity's rows reached through a link entity: `GET /questions-quiz/{quiz}` lists
 * the questions whose quizQuestion row has `quiz` = the path value (kind list, on the target entity).
 */
export interface ThroughDefinition {
  /** The link entity, e.g. `quizQuestion`. */
  readonly entity: string;
  /** Field of the link entity pointing at this entity's rows, e.g. `question`. */
  readonly field: string;
  /** Field of the link entity matched against the path placeholder of the same name, e.g. `quiz`. */
  readonly scope: string;
}

export interface EndpointDefinition {
  /** Key in the schema's `endpoints`, unique within the entity. */
  readonly name: string;
  readonly kind: EndpointKind;
  readonly method: HttpMethod;
  /** Path under the API base with `{field}` placeholders, e.g. `/courseCategories/{_id}/{direction}`. */
  readonly path: string;
  readonly body: EndpointBody;
  /**
   * Kind list: constant equality constraints (e.g. `{ "parent": null }` for the root contents);
   * every other path placeholder of a list is an equality constraint on the field of that name.
   */
  readonly where: Readonly<Record<string, string | number | boolean | null>>;
  /** Kind transition only. */
  readonly transition: TransitionDefinition | null;
  /** Kind transition only: rows created, in its transaction, when it succeeds (templates over the row in its new state); absent: none. */
  readonly creates?: readonly CreatesDefinition[];
  /** Kinds assign and unassign only. */
  readonly relation: RelationDefinition | null;
  /** Kind list only: rows of this entity reached through a link entity. */
  readonly through: ThroughDefinition | null;
}

/** A reference from a grid, form or view to one of the entity's endpoints, resolved at build time. */
export interface EndpointRef {
  /** Entity owning the endpoint; usually the grid's own, another one for assign/unassign. */
  readonly entity: string;
  readonly endpoint: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly body: EndpointBody;
}

export interface FieldDefinition {
  readonly name: string;
  readonly title: string;
  readonly schema: JsonSchema;
  readonly storage: FieldStorage;
  readonly readOnly: boolean;
  readonly required: boolean;
  /** The value is HTML (`contentMediaType: "text/html"`): sanitized by the server before it is stored, never shown as markup in a grid. */
  readonly html: boolean;
  /** Listed in the entity's `secrets` (e.g. a product key): the audit log keeps only a masked form of its values. */
  readonly secret: boolean;
  /**
   * A server-owned state (the entity's `lifecycle`): the field is read-only, every new row starts in `initial` (also the
   * column's database default), and only the entity's transition endpoints change it. Absent on other fields.
   */
  readonly lifecycle?: LifecycleDefinition;
  /**
   * Computed by the server on every write from the entity's `computed` expression (parseExpression): the field is
   * read-only, a real column, and forms show it live. Absent on other fields.
   */
  readonly computed?: ComputedDefinition;
}

/** A computed field's expression, as the schema states it (parseExpression reads it). */
export interface ComputedDefinition {
  readonly expression: string;
}

/** How a lifecycle field starts; its transitions are the entity's transition endpoints on the field. */
export interface LifecycleDefinition {
  readonly initial: string;
}

export type OnDeleteRule = (typeof ON_DELETE_RULES)[number];

/** A field holding the `_id` of a row of another (or the same) entity. */
export interface ReferenceDefinition {
  readonly field: string;
  readonly entity: string;
  /**
   * The field is an array of ids (e.g. a book's `authors`): each id must exist, `$labels[field]` is the
   * array of labels (null for an unknown id), and setNull removes a deleted id from the array.
   */
  readonly many: boolean;
  /** Field of the referenced entity shown as the row's label (list and get responses carry it in `$labels`). */
  readonly display: string;
  /** Field of the referenced entity shown beside the label in pickers; absent: none. */
  readonly secondary?: string;
  /** Deleting the referenced row: refuse with a 409 naming what still refers to it, delete these rows too, or clear the field. */
  readonly onDelete: OnDeleteRule;
  /** Constant equalities the referenced row must meet (e.g. a tree's top rows): what pickers offer and the server accepts; absent: any row. */
  readonly where?: Readonly<Record<string, string | number | boolean | null>>;
  /**
   * Fields a form fills when a row is chosen: form field → path in the chosen row (`owner`, or `owner.phone` through
   * single references), read through the entities' get endpoints; absent: none.
   */
  readonly prefill?: Readonly<Record<string, string>>;
}

/**
 * Rows of another entity that belong to this one (e.g. an order's lines): get responses carry them
 * as an array under `name`, and when `editable`, create bodies may send them (the same array, each item the
 * child's editable fields minus `field`) and they are inserted in the parent's transaction.
 */
export interface ChildrenDefinition {
  /** Property name in bodies and responses, e.g. `lines`; also a FieldDefinition with storage `children`. */
  readonly name: string;
  readonly entity: string;
  /** Field of the child entity holding the parent's `_id`. */
  readonly field: string;
  readonly editable: boolean;
}

/**
 * A row of another entity created with this one in the same transaction (e.g. an order's receipt). Values are
 * templates over the new record: `{field}` or `{object.field}` a value, `{field|fallback}` the value or the
 * fallback text when empty, `{sum:children.field}` the sum over a children array; anything else is literal.
 */
export interface CreatesDefinition {
  readonly entity: string;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * A server-made running number: on create the field gets its template filled (`F-{year}-{seq:5}` → `F-2026-00042`) with
 * the next number of its scope (the template filled but for `{seq}`), counted in the insert's own transaction, so numbers
 * never repeat nor skip (a rolled-back insert gives its number back).
 */
export interface SequenceDefinition {
  readonly template: string;
}

/** Server-made values: a field named here is filled on create, when empty, by the named generator. */
export type GeneratedValueKind = (typeof GENERATED_VALUE_KINDS)[number];

/**
 * How a column filters; its kind's query encoding is in kinds/filterKinds.ts.
 */
export interface FilterDefinition {
  readonly kind: FilterKind;
  /** select: the choices, from the schema or from the field's `oneOf` const/title list. */
  readonly options: readonly OptionDefinition[];
  /** select: the option value meaning "no constraint" (an "all" choice: picking it filters nothing). */
  readonly all: string | number | null;
  /** reference: where the choices come from. */
  readonly reference: { readonly entity: string; readonly list: EndpointRef; readonly display: string } | null;
}

export interface ColumnDefinition {
  readonly field: string;
  readonly title: string;
  readonly cell: CellKind;
  readonly sortable: boolean;
  readonly filter: FilterDefinition | null;
  /** enum cells and select editors: value → label, from the field's `oneOf` const/title list (or its `enum`). */
  readonly options: readonly OptionDefinition[];
  /** Shown as an input in the insert row and in inline edit. */
  readonly editable: boolean;
  /** The registered input of an editable column (declared, or derived from the field's type, format and values); null otherwise. */
  readonly editor: EditorKind | null;
  /** CSS pixels, padding included (declared, or derived from the cell, the field's length and the editor's input); null: as wide as the content (columns the runtime builds for views). */
  readonly width: number | null;
}

/** The states a row must be in for a link or action to show: its field holds one of `in` (compared as text). */
export interface WhenDefinition {
  readonly field: string;
  readonly in: readonly string[];
}

export interface LinkDefinition {
  readonly label: string;
  /** Page route template with `{field}` placeholders filled from the row. */
  readonly to: string;
  /** Shown only on rows in these states; absent: on every row. */
  readonly when?: WhenDefinition;
}

/** Where an action is drawn: on every row, or once above the grid. */
export type ActionPlacement = ActionKindDescriptor['placement'];

export interface ActionDefinition {
  readonly kind: ActionKind;
  readonly placement: ActionPlacement;
  /** Button text; null means the catalog's default for the kind. */
  readonly label: string | null;
  /** The call the action makes; null for kinds that only navigate. */
  readonly request: EndpointRef | null;
  /** Page route template the action navigates to (kind `link`). */
  readonly to: string | null;
  /** Text of the confirmation dialog; null when the action asks nothing. */
  readonly confirm: string | null;
  /** The notice after it succeeds ('Factura emitida'); null means the catalog's text for the kind. */
  readonly success: string | null;
  /** Drawn only when the grid's tab (see GridTabsDefinition) has this URL value. */
  readonly tab: string | null;
  /** Shown only on rows (and record pages) whose field holds one of these values; null: on every row. */
  readonly when: WhenDefinition | null;
}

/** A grid split by a URL parameter, e.g. `/loans?state=open` lists the rows whose state is 'Abierto'. */
export interface GridTabsDefinition {
  /** URL search parameter, e.g. `state`. */
  readonly param: string;
  /** Field the tab constrains; sent to the list as an equality parameter. */
  readonly field: string;
  readonly options: readonly { readonly value: string; readonly label: string; readonly equals: string }[];
  /** URL value used when the parameter is absent. */
  readonly default: string;
}

export type SortOrder = 'asc' | 'desc';

export interface SortDefinition {
  readonly field: string;
  readonly order: SortOrder;
}

export interface GridDefinition {
  readonly name: string;
  readonly entity: string;
  readonly title: string;
  /** Page route of the grid, e.g. `/course-categories`. */
  readonly route: string;
  readonly dataSource: EndpointRef;
  readonly columns: readonly ColumnDefinition[];
  readonly links: readonly LinkDefinition[];
  readonly actions: readonly ActionDefinition[];
  readonly paging: boolean;
  readonly filtering: boolean;
  readonly pageSize: number;
  readonly defaultSort: SortDefinition | null;
  /** Route placeholders (e.g. `content` in `/lessons/{content}`), filled into request paths and new rows. */
  readonly params: readonly string[];
  readonly tabs: GridTabsDefinition | null;
  /** Grids with the same page id share one route and are drawn one after the other. */
  readonly page: string | null;
  /** The row this grid's rows belong to (lessons of a content), named by a route placeholder; null at the top level. */
  readonly parent: GridParentDefinition | null;
  /** An assignment grid (one with an assign action): the rows already linked to the route's owner are left out. */
  readonly exclude: GridExclusionDefinition | null;
  /** The text fields the grid's search box looks in (the list's `q`); absent: no search box. */
  readonly search?: readonly string[];
  /** The grid's import from a file (`POST <data source path>/import`); absent: none. */
  readonly import?: GridImportDefinition;
  /** Bulk actions on selected or filtered rows (POST <data source path>/bulk); absent: none, and no checkbox column. */
  readonly bulk?: GridBulkDefinition;
}

/** A grid's import: the unique field that finds the row a file's line updates, and the columns a file may fill. */
export interface GridImportDefinition {
  readonly key: string;
  /** The grid's own column for a field it shows, else the field's default column (its cell reads the file's text back). */
  readonly columns: readonly ColumnDefinition[];
  /** Rows of a child entity each line may also carry (headers «<child label>: <column title>»); absent: none. */
  readonly children?: GridImportChildrenDefinition;
}

/** An import's child rows: the child entity, its key within one parent, its reference to the parent, its columns. */
export interface GridImportChildrenDefinition {
  readonly entity: string;
  /** The child's field that tells one child of a parent from its siblings. */
  readonly key: string;
  /** The child's reference field whose target is the grid's entity. */
  readonly parent: string;
  /** The header prefix of the child's columns: the child's label (one), capitalized. */
  readonly prefix: string;
  /** The child's label (many), naming its counts in the report. */
  readonly title: string;
  readonly columns: readonly ColumnDefinition[];
}

/** A grid's declared bulk actions: delete, transitions (with their button texts) and fields that may be set. */
export interface GridBulkDefinition {
  readonly delete: boolean;
  /** Transition endpoints of the entity, labelled by the grid's transition action for it (else the endpoint's name). */
  readonly transitions: readonly { readonly endpoint: string; readonly label: string }[];
  readonly set: readonly { readonly field: string; readonly title: string }[];
}

/**
 * Rows an assignment grid leaves out: those the link entity already ties to the owner in the route
 * (questions already in the quiz). The list request carries the owner's id in `param`.
 */
export interface GridExclusionDefinition {
  /** The list's query parameter holding the owner's id (`excludeQuiz`). */
  readonly param: string;
  /** The link entity (`quizQuestion`), its owner field (`quiz`, also the route placeholder) and its target field (`question`). */
  readonly link: string;
  readonly scope: string;
  readonly target: string;
}

/** A child grid's parent: where its id is, how its label is read, and the pages its breadcrumb links to. */
export interface GridParentDefinition {
  /** The route placeholder holding the parent row's id. */
  readonly param: string;
  /** The parent row's entity. */
  readonly entity: string;
  /** The reference whose lookup answers the parent's label (and, in a tree, its ancestors' path). */
  readonly lookup: { readonly entity: string; readonly field: string };
  /** The parent entity's plural label ('Contenidos'). */
  readonly title: string;
  /** The parent entity's top-level grid; null when it has none. */
  readonly listRoute: string | null;
  /** The parent row's page (a tree's children grid, else its view or edit page), one placeholder for its id; null when none. */
  readonly recordRoute: string | null;
}

export interface FormDefinition {
  readonly name: string;
  readonly entity: string;
  readonly title: string;
  readonly route: string;
  /** Where the form is submitted. */
  readonly submit: EndpointRef;
  /** Where an existing record is read from; null for create forms. */
  readonly load: EndpointRef | null;
  readonly fields: readonly string[];
  /** RJSF uiSchema for the form's fields (widgets, placeholders, order). */
  readonly uiSchema: Readonly<Record<string, unknown>>;
  /** Page route to go to after a successful save, with `{field}` placeholders. */
  readonly redirect: string;
}

export interface ViewDefinition {
  readonly name: string;
  readonly entity: string;
  readonly title: string;
  readonly route: string;
  readonly load: EndpointRef;
  readonly fields: readonly string[];
  readonly links: readonly LinkDefinition[];
}

/** Rows ordered by an integer position, kept gapless within each scope. */
export interface OrderingDefinition {
  readonly field: string;
  /** Fields whose values delimit a group of rows that is ordered on its own (e.g. a parent id). */
  readonly scope: readonly string[];
}

/** How `admin-gen seed` fills the entity with demo data. */
export interface DemoDefinition {
  /** Rows in all; with `perParent`, rows for each parent row instead. */
  readonly count: number;
  /**
   * Per field, a template: `{bank}` is a random entry of a Spanish word bank (firstName, lastName,
   * city, company, courseCategory, …), `{int:min:max}` an integer, `{float:min:max}` a 2-decimal number,
   * `{boolean:p}` true with probability p, `{pick:a|b|c}` one of the values, `{date:-365:0}` a date-time
   * that many days from now, `{day:0:365}` a YYYY-MM-DD date, `{ref:entity}` the id of a random row of
   * that entity, `{parent:field}` a field of the parent row (with perParent), `{seq}` 1, 2, … within
   * the parent, `{sentence}` a Spanish sentence, `{slug:field}` the slug of another field's value.
   * A template that is exactly one placeholder yields that placeholder's typed value.
   */
  readonly fields: Readonly<Record<string, string>>;
  /** Fields whose generated values must not repeat. */
  readonly unique: readonly string[];
  /** Create `count` rows (or a random number in [min, max]) for each row of the referenced entity. */
  readonly perParent: { readonly field: string; readonly min: number; readonly max: number } | null;
  /** A tree through a self-reference: `levels[i]` children for each row of level i (level 0 has parent null). */
  readonly tree: { readonly field: string; readonly levels: readonly number[] } | null;
}

/** How a rule compares its field with another: >, ≥, <, ≤ (numbers by value, dates and date-times by instant). */
export type RuleComparison = (typeof RULE_COMPARISONS)[number];

/** `field` compared with `other` (both numbers, both dates or both date-times); an empty side leaves the rule out. */
export interface CompareRuleDefinition {
  readonly kind: 'compare';
  readonly field: string;
  readonly comparison: RuleComparison;
  readonly other: string;
  /** The schema's own Spanish text; null: the sentence getRuleProblems builds from the fields' titles. */
  readonly message: string | null;
}

/** `field` must not be empty while `when.field` holds `when.equals`. */
export interface RequiredIfRuleDefinition {
  readonly kind: 'requiredIf';
  readonly field: string;
  /** `label`: the value's display label (the field's oneOf title), null when the field lists none. */
  readonly when: { readonly field: string; readonly equals: string | number | boolean; readonly label: string | null };
  readonly message: string | null;
}

/**
 * A rule across rows, declared in the schema's `rules` (`noOverlap`): no two rows with equal `scope` values hold
 * overlapping half-open ranges [start, end) of dates or date-times; rows with an empty one of them are exempt. The
 * store enforces it race-safe (an exclusion constraint on PostgreSQL, a check in SQLite's single write transaction).
 */
export interface NoOverlapDefinition {
  readonly start: string;
  readonly end: string;
  readonly scope: readonly string[];
  /** The schema's own Spanish text; null: the sentence built from the titles. */
  readonly message: string | null;
}

/** A rule across fields of one record, declared in the schema's `rules`: the server enforces it, forms show it beside `field`. */
export type RuleDefinition = CompareRuleDefinition | RequiredIfRuleDefinition;

export interface EntityDefinition {
  /** Singular identifier, e.g. `courseCategory`. */
  readonly entity: string;
  readonly label: { readonly one: string; readonly many: string };
  /** The field that names a row (an image's alt text): the `display` references to this entity show, else its first required plain text field; null: none. */
  readonly labelField: string | null;
  /** Table name in storage. */
  readonly table: string;
  /** Source schema file, relative to the project root. */
  readonly source: string;
  /** The record as one JSON Schema object: every field, `required`, no extra keys. */
  readonly schema: JsonSchema;
  readonly fields: readonly FieldDefinition[];
  readonly references: readonly ReferenceDefinition[];
  readonly children: readonly ChildrenDefinition[];
  readonly creates: readonly CreatesDefinition[];
  /** Fields the server fills on create when empty, e.g. `{ "code": "licenseKey" }` (a unique key XXXX-XXXX-XXXX-XXXX). */
  readonly generated: Readonly<Record<string, GeneratedValueKind>>;
  /** Fields the server numbers on create (SequenceDefinition); absent: none. */
  readonly sequences?: Readonly<Record<string, SequenceDefinition>>;
  readonly ordering: OrderingDefinition | null;
  /** Extra storage indexes, each a list of columns. */
  readonly indexes: readonly (readonly string[])[];
  /**
   * Combinations of scalar fields no two rows share (each field's `"unique": true` is a combination of one):
   * a database unique index on both stores; a duplicate create or update is a 409 naming the first field.
   */
  readonly unique: readonly (readonly string[])[];
  /** Rules across fields (getRuleProblems checks a record against them); absent: none. */
  readonly rules?: readonly RuleDefinition[];
  /** Ranges no two rows may share (the `noOverlap` rules); absent: none. */
  readonly noOverlap?: readonly NoOverlapDefinition[];
  readonly endpoints: readonly EndpointDefinition[];
  readonly grids: readonly GridDefinition[];
  readonly forms: readonly FormDefinition[];
  readonly views: readonly ViewDefinition[];
  readonly demo: DemoDefinition | null;
}

export interface MenuEntry {
  readonly label: string;
  readonly route: string;
}

export interface AppDefinition {
  readonly title: string;
  /** dayjs and catalog locale, e.g. `es`. */
  readonly locale: string;
  /** How every date and date-time is shown (app.json `dateDisplay`): `dd/mm/aaaa` (13/12/2026 19:24) or `aaaa-mm-dd` (2026-12-13 19:24:17). */
  readonly dateDisplay: DateDisplay;
  /** Prefix of every API path, e.g. `/api`. */
  readonly apiBase: string;
  readonly menu: readonly MenuEntry[];
  readonly uploads: UploadsDefinition;
  /**
   * Route of the built-in per-record history grid, with `{entity}` and `{recordId}` placeholders
   * (`/history/{entity}/{recordId}`); view and form pages link to it. Null when the audit grids are not served.
   */
  readonly recordHistoryRoute: string | null;
  /**
   * The roles an admin user may hold (app.json `roles`), by declaration order; a user's grants add up. Empty: the
   * site declares none, and every signed-in account may do everything (as before roles existed).
   */
  readonly roles: readonly RoleDefinition[];
  /** The admin users' own settings (app.json `adminUsers`). */
  readonly adminUsers: AdminUsersDefinition;
}

/** One role of app.json's `roles`: its name (stored on the admin users), Spanish label and grants. */
export interface RoleDefinition {
  readonly name: string;
  readonly label: string;
  /** One per entity it reaches (a `"*"` entity expanded), sorted by entity name. */
  readonly grants: readonly RoleGrant[];
}

/** What a role may do with one entity. */
export interface RoleGrant {
  readonly entity: string;
  /** Grant actions (runtime/shared/permissions: list, view, create, …, and transition endpoints' names), `"*"` expanded, sorted. */
  readonly actions: readonly string[];
  /**
   * Rows the grant reaches, in the grids' filter language (field → value); a value `$user.<field>` is the signed-in
   * admin user's own field. Null: every row.
   */
  readonly rowFilter: Readonly<Record<string, unknown>> | null;
  /** Fields never sent to the role nor written by it. */
  readonly hidden: readonly string[];
  /** Fields the role sees but may not write. */
  readonly readOnly: readonly string[];
}

/** An extra field of the admin users, declared by the site (app.json `adminUsers.fields`). */
export interface AdminUserFieldDefinition {
  readonly name: string;
  readonly title: string;
  /** The entity whose id the field holds, or null for plain text. */
  readonly reference: string | null;
}

export interface AdminUsersDefinition {
  /** The role of the first start's account and of accounts made before roles existed; null when no role is declared. */
  readonly firstRole: string | null;
  /** Stored as text columns of admin_users, sorted by name. */
  readonly fields: readonly AdminUserFieldDefinition[];
}

/**
 * The upload service (`POST {apiBase}/upload`, header `folder`; files served from `{apiBase}/uploads/{folder}/{name}`)
 * and the rich-text editor's signed uploads (`GET {apiBase}/get_signature_s3`).
 */
export interface UploadsDefinition {
  /** The folders a `folder` header may name: app.json's plus every uploader widget's `ui:options.folder`. */
  readonly folders: readonly string[];
  /** Folder of uploads that name none (app.json `uploads.defaultFolder`, default 'uploads'). */
  readonly defaultFolder: string;
  /** 4,000,000 bytes. */
  readonly maxBytes: number;
}

export type PageKind = 'grid' | 'form' | 'view';

/** One page of the web app, as listed in generated/index.ts. */
export interface PageRoute {
  readonly path: string;
  readonly kind: PageKind;
  /** Page title: the part's title, or for shared grid pages the first grid's. */
  readonly title: string;
  /** The grids (several when they share a page id), form or view drawn on the page, in order. */
  readonly parts: readonly { readonly entity: string; readonly name: string }[];
}

/** A row as the API sends it: the record, plus the display labels of its reference fields. */
export type ApiRow<Row = Record<string, unknown>> = Row & { readonly $labels?: Readonly<Record<string, ReferenceLabel>> };

/** A reference field's label: the display value, null for an unknown id, or one per id for array references. */
export type ReferenceLabel = string | null | readonly (string | null)[];

/** Body of every list response. */
export interface ListResponse<Row = ApiRow> {
  readonly data: readonly Row[];
  readonly itemsCount: number;
}

/** Body of `GET {apiBase}/healthz`: the process answers. */
export interface HealthResponse {
  readonly status: 'ok';
}

/** Body of `GET {apiBase}/readyz`: ready when every check is 'ok' (200), else 503. */
export interface ReadinessResponse {
  readonly ready: boolean;
  /** database, migrations, and bucket when uploads go to one. */
  readonly checks: Readonly<Record<string, 'ok' | 'unavailable' | 'pending' | 'unknown'>>;
}

/** Body of every error response (4xx/5xx). */
export interface ErrorResponse {
  readonly error: string;
  readonly field?: string;
  readonly details?: readonly { readonly field: string; readonly message: string }[];
}

/** An ajv standalone validate function, as generated/validators/ holds them (RJSF's CompiledValidateFunction). */
export interface PrecompiledValidateFunction {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}

/** One form's precompiled validate functions keyed by schema hash (RJSF's ValidatorFunctions), for CSP without eval. */
export type FormValidatorFunctions = Readonly<Record<string, PrecompiledValidateFunction>>;

/** Every form's precompiled validate functions: entity name → form name → functions (generated/validators/index.ts). */
export type FormValidatorsByEntity = Readonly<Record<string, Readonly<Record<string, FormValidatorFunctions>>>>;

/** The validators themselves, or a loader of them (a dynamic import, so grid pages never download them). */
export type FormValidatorsSource = FormValidatorsByEntity | (() => Promise<FormValidatorsByEntity>);
