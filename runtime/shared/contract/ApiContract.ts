import type { EndpointKind, HttpMethod, JsonSchema } from '../types.js';

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
  readonly endpoint?: { readonly entity: string; readonly name: string; readonly kind: EndpointKind };
  /** The reference whose picker this lookup serves (`entity.field`); absent for every other operation. */
  readonly lookup?: { readonly entity: string; readonly field: string };
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
