import type { JsonSchema } from '../JsonSchema.js';

/** What the tiers agree on about an endpoint kind; the server's endpoint registry holds its handler, the contract its responses. */
export interface EndpointKindDescriptor {
  /** It changes data, so it needs X-CSRF-Token whatever its HTTP method (a move may be declared as a GET). */
  readonly changesState: boolean;
  /** What its request carries when the schema names no `body` (see EndpointBody). */
  readonly body: 'none' | 'fields' | 'row' | 'id';
  /** Path placeholders of its own, not fields of the entity, with their schema (a move's `{direction}`): its path must have them. */
  readonly params: Readonly<Record<string, JsonSchema>>;
}

/** Endpoint kinds, by the name an endpoint's `kind` gives. */
export const endpointKinds = {
  list: { changesState: false, body: 'none', params: {} },
  get: { changesState: false, body: 'none', params: {} },
  create: { changesState: true, body: 'fields', params: {} },
  update: { changesState: true, body: 'fields', params: {} },
  delete: { changesState: true, body: 'none', params: {} },
  move: { changesState: true, body: 'none', params: { direction: { type: 'string', enum: ['up', 'down'] } } },
  transition: { changesState: true, body: 'none', params: {} },
  assign: { changesState: true, body: 'id', params: {} },
  unassign: { changesState: true, body: 'id', params: {} },
} as const satisfies Record<string, EndpointKindDescriptor>;

/** What an endpoint does; the server has one handler factory per kind. */
export type EndpointKind = keyof typeof endpointKinds;

/** The endpoint kinds' names, in the descriptors' order. */
export const ENDPOINT_KINDS = Object.keys(endpointKinds) as readonly EndpointKind[];

/** Endpoint kinds that change data: they need X-CSRF-Token whatever their HTTP method. */
export const STATE_CHANGING_KINDS: ReadonlySet<EndpointKind> = new Set(ENDPOINT_KINDS.filter((kind) => endpointKinds[kind].changesState));
