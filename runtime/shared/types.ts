// The normalized entity model: what `admin-gen build` emits and both runtimes consume.
// Generated modules are typed against these interfaces, so a schema change that the runtime
// cannot draw or serve fails `tsc`, not the browser.
import type { ACTION_KINDS, CELL_KINDS, ENDPOINT_KINDS, FILTER_KINDS } from './registryNames.js';

/** A JSON Schema fragment as written in a schema's `fields`. */
export interface JsonSchema {
  type?: JsonSchemaType | JsonSchemaType[];
  title?: string;
  description?: string;
  format?: string;
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  readOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
}

export type JsonSchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint does; the server has one handler factory per kind. */
export type EndpointKind = (typeof ENDPOINT_KINDS)[number];

/** What a request carries: nothing, the entity's editable fields, or the whole row (the spec's deletes). */
export type EndpointBody = 'none' | 'fields' | 'row';

export interface EndpointDefinition {
  /** Key in the schema's `endpoints`, unique within the entity. */
  readonly name: string;
  readonly kind: EndpointKind;
  readonly method: HttpMethod;
  /** Path under the API base with `{field}` placeholders, e.g. `/courseCategories/{_id}/{direction}`. */
  readonly path: string;
  readonly body: EndpointBody;
}

/** A reference from a grid, form or view to one of the entity's endpoints, resolved at build time. */
export interface EndpointRef {
  readonly endpoint: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly body: EndpointBody;
}

/** The storage type a field maps to; derived from its JSON Schema type and format. */
export type FieldStorage = 'text' | 'integer' | 'real' | 'boolean' | 'json';

export interface FieldDefinition {
  readonly name: string;
  readonly title: string;
  readonly schema: JsonSchema;
  readonly storage: FieldStorage;
  readonly readOnly: boolean;
  readonly required: boolean;
}

/** Filter kinds the grid's filter row knows how to draw and the server knows how to apply. */
export type FilterKind = (typeof FILTER_KINDS)[number];

/** Cell kinds the grid knows how to draw, looked up by name in the cell registry. */
export type CellKind = (typeof CELL_KINDS)[number];

export interface ColumnDefinition {
  readonly field: string;
  readonly title: string;
  readonly cell: CellKind;
  readonly sortable: boolean;
  readonly filter: FilterKind | null;
  /** Shown as an input in the insert row and in inline edit. */
  readonly editable: boolean;
}

export interface LinkDefinition {
  readonly label: string;
  /** Page route template with `{field}` placeholders filled from the row. */
  readonly to: string;
}

/** Row and grid action kinds; a closed set registered by name in the web runtime. */
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Where an action is drawn: on every row, or once above the grid. */
export type ActionPlacement = 'row' | 'toolbar';

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
  readonly count: number;
  /**
   * Per field, a template: `{bank}` is a random entry of a Spanish word bank (firstName, lastName,
   * city, company, courseCategory, …), `{int:min:max}` an integer, `{boolean:p}` true with probability p.
   * A template that is exactly one placeholder yields that placeholder's typed value.
   */
  readonly fields: Readonly<Record<string, string>>;
  /** Fields whose generated values must not repeat. */
  readonly unique: readonly string[];
}

export interface EntityDefinition {
  /** Singular identifier, e.g. `courseCategory`. */
  readonly entity: string;
  readonly label: { readonly one: string; readonly many: string };
  /** Table name in storage. */
  readonly table: string;
  /** Source schema file, relative to the project root. */
  readonly source: string;
  /** The record as one JSON Schema object: every field, `required`, no extra keys. */
  readonly schema: JsonSchema;
  readonly fields: readonly FieldDefinition[];
  readonly ordering: OrderingDefinition | null;
  /** Extra storage indexes, each a list of columns. */
  readonly indexes: readonly (readonly string[])[];
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
  /** Prefix of every API path, e.g. `/api`. */
  readonly apiBase: string;
  readonly menu: readonly MenuEntry[];
}

export type PageKind = 'grid' | 'form' | 'view';

/** One page of the web app, as listed in generated/index.ts. */
export interface PageRoute {
  readonly path: string;
  readonly kind: PageKind;
  readonly entity: string;
  /** Name of the grid, form or view within the entity. */
  readonly name: string;
}

/** Body of every list response. */
export interface ListResponse<Row = Record<string, unknown>> {
  readonly data: readonly Row[];
  readonly itemsCount: number;
}

/** Body of every error response (4xx/5xx). */
export interface ErrorResponse {
  readonly error: string;
  readonly field?: string;
  readonly details?: readonly { readonly field: string; readonly message: string }[];
}
