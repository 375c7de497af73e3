import type { EndpointKind, HttpMethod, JsonSchema, TransitionDefinition } from '../types.js';

/** Who may call an endpoint: anyone (sign-in), a session, or a session plus its X-CSRF-Token header. */
export type EndpointSecurity = 'public' | 'session' | 'csrf';

/** One response of an endpoint: its media types' schemas (none for an empty body) and headers. */
export interface ResponseContract {
  readonly description: string;
  /** A response many operations share (`Unauthorized`, `Forbidden`, `Error`): openapi.json states it once and refers to it. */
  readonly shared?: string;
  readonly content?: Readonly<Record<string, JsonSchema>>;
  readonly headers?: Readonly<Record<string, { readonly description: string; readonly schema: JsonSchema }>>;
}

/**
 * The entity endpoint an operation serves, with what a client needs to call it on real rows; openapi.json
 * carries it as the operation's `x-admin-gen` (admin-gen check-api reads it there).
 */
export interface EndpointRole {
  readonly entity: string;
  readonly name: string;
  readonly kind: EndpointKind;
  /** Path placeholders that hold a row's _id, by the entity whose row they name (`{ _id: 'author' }`). */
  readonly ids?: Readonly<Record<string, string>>;
  /** Assign and unassign: the entity whose row's _id the body carries. */
  readonly bodyId?: string;
  /** Transition: the field it sets, the values it starts from, the value it sets. */
  readonly transition?: TransitionDefinition;
  /** Transition: the fields the entity's rules require once the row is in the state it sets (a row without one is a 400 naming it). */
  readonly requires?: readonly string[];
  /** Transition: the entities it makes a row of when it succeeds (its `creates`). */
  readonly creates?: readonly string[];
  /** Create and update: the field combinations no two rows share (a repeat is a 409 naming the first field). */
  readonly unique?: readonly (readonly string[])[];
  /** Create and update: ranges [start, end) no two rows with equal scope values may share (a clash is a 409 naming start). */
  readonly noOverlap?: readonly { readonly start: string; readonly end: string; readonly scope: readonly string[] }[];
}

/** One operation of the API: what the server's route validates and what openapi.json documents, from the same objects. */
export interface EndpointContract {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The path under the API base with `{placeholders}`: `/authors/{_id}`. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly security: EndpointSecurity;
  /** The entity endpoint this operation serves; absent for the built-in ones (sign-in, uploads). */
  readonly endpoint?: EndpointRole;
  /** The reference whose picker this lookup serves (`entity.field`); absent for every other operation. */
  readonly lookup?: { readonly entity: string; readonly field: string; /** The entity whose rows it offers. */ readonly target: string };
  /** The entity whose delete impact this operation answers; absent for every other operation. */
  readonly impact?: { readonly entity: string };
  /** The grid whose import this operation is; absent for every other operation. */
  readonly import?: { readonly entity: string; readonly grid: string };
  /** The entity and list whose rows this bulk operation acts on (`POST <list path>/bulk`); absent for every other operation. */
  readonly bulk?: { readonly entity: string; readonly list: string };
  /** The bulk job reader (`GET /jobs/{_id}`). */
  readonly job?: true;
  /**
   * The roles that may call it (app.json `roles`; openapi.json's `x-roles`), in declaration order; absent when the site
   * declares no roles or the operation needs none (sign-in, uploads, health).
   */
  readonly roles?: readonly string[];
  /**
   * The upload service: the roles that may store files in each folder (those that may create or update an entity whose
   * forms upload there; openapi.json's `x-admin-gen-upload-folders`); absent when the site declares no roles.
   */
  readonly uploadFolders?: Readonly<Record<string, readonly string[]>>;
  /** Path parameters as one object schema (Fastify's `params`). */
  readonly params?: JsonSchema;
  /** The query string as one object schema (Fastify's `querystring`); object-valued properties are `name[key]` parameters. */
  readonly querystring?: JsonSchema;
  /** Request headers the operation reads, as one object schema. */
  readonly headers?: JsonSchema;
  /** The request body by media type. */
  readonly body?: { readonly description?: string; readonly content: Readonly<Record<string, JsonSchema>> };
  /** Responses by status (`200`, `4XX`, …). */
  readonly response: Readonly<Record<string, ResponseContract>>;
}

/** The whole HTTP contract: every operation, and the named schemas they refer to (`#/components/schemas/Name`). */
export interface ApiContract {
  readonly apiBase: string;
  readonly endpoints: readonly EndpointContract[];
  readonly schemas: Readonly<Record<string, JsonSchema>>;
}
