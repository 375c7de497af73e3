import type { EndpointKind, EndpointRole, JsonSchema } from '../shared/index.js';

/** The parts of an OpenAPI 3.1 document (generated/openapi.json) that check-api reads. */
export interface OpenApiDocument {
  /** The first one's path (generated/openapi.json: the API base, `/api`) comes before every path. */
  readonly servers?: readonly { readonly url: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
  readonly security?: readonly Record<string, unknown>[];
  readonly components?: {
    readonly schemas?: Readonly<Record<string, JsonSchema>>;
    readonly responses?: Readonly<Record<string, OpenApiResponse>>;
    readonly securitySchemes?: Readonly<Record<string, { readonly type?: string; readonly in?: string; readonly name?: string }>>;
  };
}

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}

export interface OpenApiResponse {
  readonly $ref?: string;
  readonly description?: string;
  readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>>;
}

/** The operation's `x-admin-gen`: the entity endpoint it serves, as the contract states it. */
export type OperationRole = EndpointRole;

export interface OpenApiOperation {
  readonly operationId?: string;
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>> };
  readonly responses: Readonly<Record<string, OpenApiResponse>>;
  readonly security?: readonly Record<string, unknown>[];
  readonly 'x-admin-gen'?: OperationRole;
  /** The roles that may call it (admin-gen's app.json roles); absent when any signed-in account may. */
  readonly 'x-roles'?: readonly string[];
  /** A reference's lookup (its picker's search): the entity and field of the reference. */
  readonly 'x-admin-gen-lookup'?: { readonly entity: string; readonly field: string; readonly target?: string };
  readonly 'x-admin-gen-impact'?: { readonly entity: string };
  /** A grid's import from a file: its entity and grid. */
  readonly 'x-admin-gen-import'?: { readonly entity: string; readonly grid: string };
  /** A list's bulk operation (`POST <list path>/bulk`): its entity and list endpoint. */
  readonly 'x-admin-gen-bulk'?: { readonly entity: string; readonly list: string };
  /** The upload service: the roles that may store files in each folder; absent when any account may. */
  readonly 'x-admin-gen-upload-folders'?: Readonly<Record<string, readonly string[]>>;
  /** The bulk job reader. */
  readonly 'x-admin-gen-job'?: true;
}

/** One documented operation, with who may call it: anyone, a session, or a session and its CSRF header. */
export interface DocumentedOperation {
  readonly id: string;
  readonly method: string;
  /** The path as called: the server's base, then the document's path (`/api/things/{_id}`). */
  readonly path: string;
  /** The operation's key under `paths` (`/things/{_id}`), for pointers into the document. */
  readonly documentPath: string;
  readonly operation: OpenApiOperation;
  readonly role: OperationRole | undefined;
  readonly security: 'public' | 'session' | 'csrf';
}

/** Every operation of the document, in its order (paths, then methods). */
export function getDocumentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  const schemes = document.components?.securitySchemes ?? {};
  const csrfSchemes = new Set(Object.entries(schemes).filter(([, scheme]) => scheme.in === 'header').map(([name]) => name));
  const base = getServerBase(document);
  return Object.entries(document.paths).flatMap(([documentPath, methods]) =>
    Object.entries(methods).map(([method, operation]): DocumentedOperation => {
      const security = operation.security ?? document.security ?? [];
      const kind = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0) ? 'public' : security.every((requirement) => Object.keys(requirement).some((name) => csrfSchemes.has(name))) ? 'csrf' : 'session';
      const path = base + documentPath;
      return { id: operation.operationId ?? `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, documentPath, operation, role: operation['x-admin-gen'], security: kind };
    }),
  );
}

/** The path of the document's first server without its trailing slash (`/api`); '' without servers. check-api is given the origin. */
export function getServerBase(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url;
  return url === undefined ? '' : new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
}

/** A JSON pointer segment, escaped. */
export function toPointer(...segments: string[]): string {
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The node a local pointer (`#/components/schemas/X` or `/components/…`) names, or undefined. */
export function resolvePointer(document: OpenApiDocument, pointer: string): unknown {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .reduce<unknown>((node, segment) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
}

/** A schema with its local $refs followed and an allOf's object parts merged: enough to read properties. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current: JsonSchema = schema ?? {};
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1) current = (resolvePointer(document, current.$ref) as JsonSchema | undefined) ?? {};
  if (!Array.isArray(current.allOf)) return current;
  const parts = (current.allOf as JsonSchema[]).map((part) => resolveSchema(document, part));
  return {
    ...current,
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), current.properties ?? {}),
    required: [...parts.flatMap((part) => part.required ?? []), ...(current.required ?? [])],
  };
}

/** The `{placeholders}` of a path, in order. */
export function getPathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/** The operation's query parameters. */
export function getQueryParameters(operation: DocumentedOperation): OpenApiParameter[] {
  return (operation.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
}

/** The schema of the operation's JSON request body, if it takes one. */
export function getJsonBodySchema(operation: DocumentedOperation): JsonSchema | undefined {
  return operation.operation.requestBody?.content?.['application/json']?.schema;
}

/** Where the operation's JSON request body schema is in the document. */
export function getJsonBodyPointer(operation: DocumentedOperation): string {
  return `${toPointer('paths', operation.documentPath, operation.method.toLowerCase(), 'requestBody', 'content', 'application/json')}/schema`;
}

/** The pointer a chain of local $refs ends at. */
export function followRefs(document: OpenApiDocument, pointer: string): string {
  let current = pointer;
  for (let depth = 0; depth < 20; depth += 1) {
    const ref = (resolvePointer(document, current) as JsonSchema | undefined)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#')) break;
    current = ref.slice(1);
  }
  return current;
}

/** The operations that serve an entity's endpoints of one kind, in the document's order. */
export function findOperations(operations: readonly DocumentedOperation[], entity: string, kind: EndpointKind): DocumentedOperation[] {
  return operations.filter((operation) => operation.role?.entity === entity && operation.role.kind === kind);
}

/** An operation that serves an entity endpoint (it has a role). */
export type EntityOperation = DocumentedOperation & { readonly role: OperationRole };

export function isEntityOperation(operation: DocumentedOperation): operation is EntityOperation {
  return operation.role !== undefined;
}

/** Whether the operation changes a row only at a version the request names: it documents the 428 of a request that names none. */
export function requiresRowVersion(operation: DocumentedOperation): boolean {
  return '428' in operation.operation.responses;
}
