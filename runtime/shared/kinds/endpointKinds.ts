import type { JsonSchema } from '../JsonSchema.js';

/** What the tiers agree on about an endpoint kind; the server's endpoint registry holds its handler, the contract its responses. */
export interface EndpointKindDescriptor {
  /** What it is for, in one or two sentences: the meta-schema's enum description and docs/schema-reference.md (generated from it). */
  readonly description: string;
  /** It changes data, so it needs X-CSRF-Token whatever its HTTP method (a move may be declared as a GET). */
  readonly changesState: boolean;
  /** What its request carries when the schema names no `body` (see EndpointBody). */
  readonly body: 'none' | 'fields' | 'row' | 'id';
  /** Path placeholders of its own, not fields of the entity, with their schema (a move's `{direction}`): its path must have them. */
  readonly params: Readonly<Record<string, JsonSchema>>;
  /**
   * It changes one existing row, so its request names the row version it was made on (If-Match; a `row` body may carry
   * `_version` instead): a stale one is a 412 with the current row, none a 428 (see runtime/shared/rowVersion.ts).
   */
  readonly ifMatch: boolean;
  /** It answers one row: that row's version comes as the ETag header too. */
  readonly etag: boolean;
  /** The role grant action an endpoint of this kind needs (runtime/shared/permissions); null: the endpoint's own name (a transition). */
  readonly grant: string | null;
}

/** Endpoint kinds, by the name an endpoint's `kind` gives. */
export const endpointKinds = {
  list: { description: 'Rows of the entity, paged, sorted and filtered as a grid asks; may add `where` constants or go `through` a link entity.', changesState: false, body: 'none', params: {}, ifMatch: false, etag: false, grant: 'list' },
  get: { description: 'One row by its `_id`, with its children and reference labels (a view or edit page\'s `load`).', changesState: false, body: 'none', params: {}, ifMatch: false, etag: true, grant: 'view' },
  create: { description: 'A new row from the body\'s fields (and editable children); the server fills `_id`, `generated` values, `lifecycle` states and dates the body leaves out.', changesState: true, body: 'fields', params: {}, ifMatch: false, etag: true, grant: 'create' },
  update: { description: 'Changes some fields of one row, at the version its client read (If-Match).', changesState: true, body: 'fields', params: {}, ifMatch: true, etag: true, grant: 'update' },
  delete: { description: 'Deletes one row, applying the references\' `onDelete` rules (a restrict is a 409 naming what refers to it).', changesState: true, body: 'none', params: {}, ifMatch: true, etag: false, grant: 'delete' },
  move: { description: 'Moves one row up or down within its ordering scope (`{direction}` in the path: up or down).', changesState: true, body: 'none', params: { direction: { type: 'string', enum: ['up', 'down'] } }, ifMatch: false, etag: false, grant: 'move' },
  transition: { description: 'Moves one row\'s `lifecycle` field from one of `from` to `to` (409 from any other state); needs `transition`.', changesState: true, body: 'none', params: {}, ifMatch: true, etag: true, grant: null },
  assign: { description: 'Links a row to the page\'s parent through a link entity (the body\'s `_id`).', changesState: true, body: 'id', params: {}, ifMatch: false, etag: false, grant: 'assign' },
  unassign: { description: 'Removes the link between a row and the page\'s parent (the body\'s `_id`).', changesState: true, body: 'id', params: {}, ifMatch: false, etag: false, grant: 'unassign' },
} as const satisfies Record<string, EndpointKindDescriptor>;

/** What an endpoint does; the server has one handler factory per kind. */
export type EndpointKind = keyof typeof endpointKinds;

/** The endpoint kinds' names, in the descriptors' order. */
export const ENDPOINT_KINDS = Object.keys(endpointKinds) as readonly EndpointKind[];

/** Endpoint kinds that change data: they need X-CSRF-Token whatever their HTTP method. */
export const STATE_CHANGING_KINDS: ReadonlySet<EndpointKind> = new Set(ENDPOINT_KINDS.filter((kind) => endpointKinds[kind].changesState));
