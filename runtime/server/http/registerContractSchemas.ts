import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUILTIN_OPERATION_IDS, getListSpec, type ApiContract, type EndpointContract, type EntityDefinition, type JsonSchema } from '../../shared/index.js';
import { messages } from '../messages.js';
import { toRoutePath } from './toRoutePath.js';
import { compileSchema } from './createAjvInstance.js';
import { describeRequestErrors, type RequestErrorTexts, type RequestPart } from './describeRequestErrors.js';
import type { ValidationDetail } from './describeValidationErrors.js';
import { badRequest } from './HttpError.js';

/** The built-in operations' own texts, by operationId (entity endpoints use the generic and list texts). */
const OWN_TEXTS: Readonly<Record<string, (folders: readonly string[]) => RequestErrorTexts['own']>> = {
  [BUILTIN_OPERATION_IDS.signIn]: () => (part, name, error) => {
    if (part !== 'body') return undefined;
    if (name === '' || error.keyword === 'additionalProperties' || (name !== 'email' && name !== 'password')) return messages.loginBodyNotObject();
    return messages.loginFieldRequired(name);
  },
  [BUILTIN_OPERATION_IDS.uploadSignature]: (folders) => (part, name, error) => {
    if (part !== 'querystring') return undefined;
    if (name === 'fileName') return messages.invalidSignatureRequest(name);
    if (name === 'contentType') return messages.signatureImagesOnly();
    if (name === 'folder') return messages.invalidFolder(String(error.data), folders);
    return undefined;
  },
  [BUILTIN_OPERATION_IDS.upload]: (folders) => (part, name, error) => (part === 'headers' && name === 'folder' ? messages.invalidFolder(String(error.data), folders) : undefined),
};

/**
 * Attaches each operation's schemas from the contract to its route (matched by method and path as each route is
 * added), validated by Fastify through the project's ajv: path and query parameters typed from text, bodies as sent.
 * Refusals leave as the usual 400 `{ error, field, details? }` in Spanish, naming the parameter.
 */
export function registerContractSchemas(api: FastifyInstance, contract: ApiContract, entities: readonly EntityDefinition[]): void {
  // Parameters are text, typed by the schema; bodies are checked as sent.
  api.setValidatorCompiler(({ schema, httpPart }) => compileSchema(schema as object, { coerceTypes: httpPart !== 'body' }));

  const byRoute = new Map(contract.endpoints.map((endpoint) => [`${endpoint.method} ${contract.apiBase}${toRoutePath(endpoint.path)}`, endpoint]));
  const folders = [...new Set(contract.endpoints.flatMap((endpoint) => (endpoint.operationId === BUILTIN_OPERATION_IDS.upload ? (endpoint.headers?.properties?.folder?.enum as string[]) : [])))];
  const allGrids = entities.flatMap((entity) => entity.grids);
  api.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const endpoint = byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${route.url}`);
    if (!endpoint) return;
    const schema = getRouteSchema(contract, endpoint);
    const texts: RequestErrorTexts = { own: isIdBody(endpoint) ? describeIdBodyError : OWN_TEXTS[endpoint.operationId]?.(folders) };
    const entity = endpoint.endpoint ? entities.find((candidate) => candidate.entity === endpoint.endpoint?.entity) : undefined;
    const definition = entity?.endpoints.find((candidate) => candidate.name === endpoint.endpoint?.name);
    const list = entity && definition?.kind === 'list' ? getListSpec(entity, definition, allGrids) : undefined;
    route.schema = { ...route.schema, ...schema };
    route.schemaErrorFormatter = (errors, dataVar) => {
      const part = dataVar as RequestPart;
      const details = describeRequestErrors(part, schema[part] ?? {}, errors as ErrorObject[], { ...texts, list });
      const [first] = details;
      // One problem reads as `{ error, field }`, several list their details too (as entity bodies do).
      return first ? badRequest(first.message, first.field || undefined, details.length > 1 ? details : undefined) : badRequest(messages.badRequest(dataVar));
    };
    // Query values are read trimmed, and an empty one counts as absent (`name=` is no filter).
    if (schema.querystring) route.preValidation = [...toArray(route.preValidation), dropEmptyQueryValues];
  });
}

/** Assign and unassign take `{ "_id": "…" }` (IdBody): the route's schema checks it. */
function isIdBody(endpoint: EndpointContract): boolean {
  return endpoint.body?.content['application/json']?.$ref === '#/components/schemas/IdBody';
}

/** `{ _id }` bodies: a missing `_id`, a blank or non-text one, any other key, each in its own words. */
function describeIdBodyError(part: RequestPart, name: string, error: ErrorObject): ValidationDetail | undefined {
  if (part !== 'body') return undefined;
  if (error.keyword === 'additionalProperties') {
    const key = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    return { field: key, message: messages.idBodyOnly(key) };
  }
  if (error.keyword === 'required') return { field: '_id', message: messages.required('_id') };
  return { field: '_id', message: messages.idBodyRequired() };
}

/** Fastify's schema of one operation: its parameters, query, headers and (JSON) body, references inlined. */
function getRouteSchema(contract: ApiContract, endpoint: EndpointContract): Partial<Record<RequestPart, JsonSchema>> {
  const schema: Partial<Record<RequestPart, JsonSchema>> = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.querystring) schema.querystring = endpoint.querystring;
  if (endpoint.headers) schema.headers = endpoint.headers;
  // Only a body the route takes as it is: entity bodies are read by the entity validator, which compiles the contract's
  // Input and Patch schemas itself (form coercion, defaults, read-only keys, generated fields and lines come with them).
  const body = endpoint.endpoint === undefined || isIdBody(endpoint) ? endpoint.body?.content['application/json'] : undefined;
  if (body) schema.body = inlineRefs(body, contract.schemas);
  return schema;
}

function inlineRefs(schema: JsonSchema, schemas: ApiContract['schemas']): JsonSchema {
  const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1] : undefined;
  return ref !== undefined && schemas[ref] ? schemas[ref] : schema;
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query !== 'object' || query === null) return;
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') {
      if (value.trim() === '') delete query[name];
      else query[name] = value.trim();
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const nested = value as Record<string, unknown>;
      for (const [key, bound] of Object.entries(nested)) {
        if (typeof bound === 'string') {
          if (bound.trim() === '') delete nested[key];
          else nested[key] = bound.trim();
        }
      }
      if (Object.keys(nested).length === 0) delete query[name];
    }
  }
}
