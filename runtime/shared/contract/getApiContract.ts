import { getTemplateParams } from '../fillTemplate.js';
import { getFieldType } from '../getFieldType.js';
import type { AppDefinition, EndpointDefinition, EntityDefinition, JsonSchema } from '../types.js';
import type { ApiContract, EndpointContract, EndpointRole, ResponseContract } from './ApiContract.js';
import { endpointKinds, STATE_CHANGING_KINDS } from '../kinds/endpointKinds.js';
import { getUploadFolders } from '../getUploadFolders.js';
import { getEndpointAction, getRolesAllowed } from '../permissions.js';
import { BUILTIN_OPERATION_IDS } from './builtinOperationIds.js';
import { endpointContractRegistry } from './endpointContractRegistry.js';
import { getEntitySchemas, getInputSchema, getRowSchemaName, getSchemaName, hasEditableChildren, schemaRef } from './getEntitySchemas.js';
import { getListQuerySchema } from './getListQuerySchema.js';
import { getListSpec } from './getListSpec.js';
import { getBulkEndpoints, getBulkSchemas, getJobEndpoint } from './getBulkContract.js';
import { DELETE_IMPACT_SCHEMA, getDeleteImpactSchema, getImpactEndpoints } from './getImpactContract.js';
import { getLookupEndpoints, getLookupResultSchema, LOOKUP_RESULT_SCHEMA } from './getLookupContract.js';
import { getReferencedSchemas } from './getReferencedSchemas.js';
import { getImportEndpoints, getImportReportSchema, IMPORT_REPORT_SCHEMA } from './getImportContract.js';
import { getViewsEndpoints, getViewsSchemas } from './getViewsContract.js';
import { getIfMatchHeaders, getVersionResponses, withEntityTags } from './getVersionContract.js';

/** What the contract is derived from: the normalized model, as the generator and the server both hold it. */
export interface ApiModel {
  readonly app: AppDefinition;
  readonly entities: readonly EntityDefinition[];
}

export const UPLOADS_TAG = 'uploads';
export const SESSION_TAG = 'session';
export const HEALTH_TAG = 'health';

/** How an HTML form's body maps to the JSON one (the server decodes it with qs). */
const FORM_BODY_NOTE =
  'JSON, or the same body as application/x-www-form-urlencoded in qs encoding: objects by property as `name[property]`, arrays as repeated `name[]`, arrays of objects and children rows by index as `name[0][property]`';

const json = (schema: JsonSchema) => ({ 'application/json': schema });
const error = (description: string): ResponseContract => ({ description, content: json(schemaRef('Error')) });
const SESSION_RESPONSES: Record<string, ResponseContract> = {
  '401': { ...error('No live session: not signed in, signed out, or idle too long (Inicia sesión para continuar.)'), shared: 'Unauthorized' },
  '403': { ...error("A state-changing request whose X-CSRF-Token header is missing or is not the session's token"), shared: 'Forbidden' },
};
const ANY_ERROR: Record<string, ResponseContract> = { '4XX': { ...error('The request was refused; `error` says why, `field` and `details` point at the input.'), shared: 'Error' } };
// Every operation but liveness reads the store (a session at least), so each may meet it down or a query past its time limit.
const STORE_UNAVAILABLE: Record<string, ResponseContract> = {
  '503': {
    description: 'The database cannot be reached right now, or a query ran past its time limit; nothing was changed. Retry after the seconds Retry-After gives.',
    shared: 'ServiceUnavailable',
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
    content: json(schemaRef('Error')),
  },
};
const BAD_REQUEST: Record<string, ResponseContract> = { '400': { ...error('A parameter or the body is not valid; `field` names it'), shared: 'BadRequest' } };

/**
 * The HTTP contract of a model: per operation (every entity endpoint, a lookup per reference, sign-in and the upload service) the JSON
 * Schemas of its path parameters, query, headers, body and responses, plus the named schemas they refer to.
 * The server attaches these to its routes and generated/openapi.json is built from them.
 */
export function getApiContract(model: ApiModel): ApiContract {
  const entities = [...model.entities].sort((a, b) => compare(a.entity, b.entity));
  const allGrids = entities.flatMap((entity) => entity.grids);
  const schemas: Record<string, JsonSchema> = {};
  const endpoints: EndpointContract[] = [];
  for (const entity of entities) {
    Object.assign(schemas, getEntitySchemas(entity, entities));
    for (const endpoint of entity.endpoints) endpoints.push(getEndpointContract(entity, endpoint, entities, allGrids));
  }
  if (entities.some((entity) => entity.endpoints.some((endpoint) => endpoint.body === 'id'))) {
    schemas.IdBody = { type: 'object', description: 'The _id of the row to link or unlink', properties: { _id: { type: 'string', pattern: '\\S' } }, required: ['_id'], additionalProperties: false };
  }
  Object.assign(schemas, getSharedSchemas(model.app));
  const lookups = getLookupEndpoints(entities, { ...BAD_REQUEST, '401': SESSION_RESPONSES['401']!, ...ANY_ERROR });
  if (lookups.length > 0) schemas[LOOKUP_RESULT_SCHEMA] = getLookupResultSchema();
  const impacts = getImpactEndpoints(entities, { ...BAD_REQUEST, '401': SESSION_RESPONSES['401']!, ...ANY_ERROR });
  if (impacts.length > 0) schemas[DELETE_IMPACT_SCHEMA] = getDeleteImpactSchema();
  const imports = getImportEndpoints(entities, (entity, list) => getParamsSchema(entity, list, entities), { ...BAD_REQUEST, ...SESSION_RESPONSES, ...ANY_ERROR });
  if (imports.length > 0) schemas[IMPORT_REPORT_SCHEMA] = getImportReportSchema();
  const bulks = getBulkEndpoints(entities, { ...BAD_REQUEST, ...SESSION_RESPONSES, ...ANY_ERROR });
  if (bulks.length > 0) Object.assign(schemas, getBulkSchemas());
  const jobs = bulks.length > 0 ? [getJobEndpoint({ '401': SESSION_RESPONSES['401']!, ...ANY_ERROR })] : [];
  endpoints.push(...lookups, ...impacts, ...imports, ...bulks, ...jobs, ...getSessionEndpoints(), ...getUploadEndpoints(model.app, entities), ...getHealthEndpoints());
  endpoints.push(...getViewsEndpoints(entities, { badRequest: BAD_REQUEST, session: SESSION_RESPONSES, any: ANY_ERROR }));
  Object.assign(schemas, getViewsSchemas(model.app, entities));
  const contracts = endpoints.map((endpoint) => withStoreUnavailable(withRoles(endpoint, model.app, entities)));
  return { apiBase: model.app.apiBase.replace(/\/+$/, ''), endpoints: contracts, schemas: getReferencedSchemas(contracts, schemas) };
}

const FORBIDDEN_BY_ROLE: Record<string, ResponseContract> = {
  '403': {
    ...error("Outside the user's roles (Su rol no permite «…» en …), or a state-changing request whose X-CSRF-Token header is missing or is not the session's token"),
    shared: 'ForbiddenByRole',
  },
};

/**
 * The operation with the roles that may call it and their 403, when the site declares roles: an entity endpoint's grant
 * action (getEndpointAction), a lookup's `list` or `view` of the referenced entity, a delete impact's `delete`.
 */
function withRoles(endpoint: EndpointContract, app: AppDefinition, entities: readonly EntityDefinition[]): EndpointContract {
  if (app.roles.length === 0) return endpoint;
  const rolesOf = (entity: string, actions: readonly string[]) =>
    app.roles.filter((role) => role.grants.some((grant) => grant.entity === entity && actions.some((action) => grant.actions.includes(action)))).map((role) => role.name);
  let roles: string[] | null = null;
  if (endpoint.endpoint) roles = rolesOf(endpoint.endpoint.entity, [getEndpointAction(endpoint.endpoint)]);
  else if (endpoint.lookup) {
    const { entity, field } = endpoint.lookup;
    const target = entities.find((candidate) => candidate.entity === entity)?.references.find((reference) => reference.field === field)?.entity;
    // Who may read the target, and who fills the owner's form (it picks the value without a grant on the target).
    const pickers = new Set([...(target === undefined ? [] : rolesOf(target, ['list', 'view'])), ...rolesOf(entity, ['create', 'update'])]);
    roles = app.roles.map((role) => role.name).filter((name) => pickers.has(name));
  } else if (endpoint.impact) roles = rolesOf(endpoint.impact.entity, ['delete']);
  else if (endpoint.import) roles = rolesOf(endpoint.import.entity, ['import']);
  // The action's own grant (delete, the transition, update) is judged on the body by the guard (getBulkAction).
  else if (endpoint.bulk) roles = rolesOf(endpoint.bulk.entity, ['bulk']);
  if (roles === null) return endpoint;
  return { ...endpoint, roles, response: { ...endpoint.response, ...FORBIDDEN_BY_ROLE } };
}

/** The operation with the 503 of an unreachable store, unless it documents its own 503 or reads no store (liveness). */
function withStoreUnavailable(endpoint: EndpointContract): EndpointContract {
  if (endpoint.response['503'] !== undefined || endpoint.operationId === BUILTIN_OPERATION_IDS.health) return endpoint;
  return { ...endpoint, response: { ...endpoint.response, ...STORE_UNAVAILABLE } };
}

/** FORM_BODY_NOTE with this body's own fields as examples: the first of each qs shape among its properties. */
function getFormBodyNote(input: JsonSchema): string {
  const examples = new Map<string, string>();
  for (const [name, schema] of Object.entries(input.properties ?? {})) {
    const type = getFieldType(schema);
    const items = schema.items;
    const first = (object: JsonSchema | undefined): string | undefined => Object.keys(object?.properties ?? {})[0];
    if (type === 'object' && first(schema) !== undefined) {
      if (!examples.has('object')) examples.set('object', `\`${name}[${first(schema)}]\``);
    } else if (type === 'array' && items && getFieldType(items) === 'object' && first(items) !== undefined) {
      if (!examples.has('rows')) examples.set('rows', `\`${name}[0][${first(items)}]\``);
    } else if (type === 'array' && !examples.has('array')) examples.set('array', `\`${name}[]\``);
  }
  const shown = ['object', 'array', 'rows'].flatMap((shape) => examples.get(shape) ?? []);
  return shown.length > 0 ? `${FORM_BODY_NOTE} (here e.g. ${shown.join(', ')}).` : `${FORM_BODY_NOTE}.`;
}

function getEndpointContract(entity: EntityDefinition, endpoint: EndpointDefinition, entities: readonly EntityDefinition[], allGrids: EntityDefinition['grids']): EndpointContract {
  const kind = endpointContractRegistry[endpoint.kind];
  const description = getOperationDescription(entity, endpoint, entities);
  const params = getParamsSchema(entity, endpoint, entities);
  // A `row` body is the row as a list or get answered it ($labels and all), which the server reads for its _id.
  const bodyName = { none: null, row: getRowSchemaName(entity), id: 'IdBody', fields: getSchemaName(entity, endpoint.kind === 'create' && hasEditableChildren(entity) ? 'CreateInput' : endpoint.kind === 'update' ? 'Patch' : 'Input') }[endpoint.body];
  const body =
    bodyName === null
      ? undefined
      : endpoint.kind === 'create'
      ? { description: getFormBodyNote(getInputSchema(entity, true)), content: { ...json(schemaRef(bodyName)), 'application/x-www-form-urlencoded': schemaRef(bodyName) } }
      : { content: json(schemaRef(bodyName)) };
  const changesState = endpoint.method !== 'GET' || STATE_CHANGING_KINDS.has(endpoint.kind);
  const { ifMatch, etag } = endpointKinds[endpoint.kind];
  const own = kind.responses(entity, endpoint);
  return {
    operationId: `${entity.entity}${endpoint.name.charAt(0).toUpperCase()}${endpoint.name.slice(1)}`,
    method: endpoint.method,
    path: endpoint.path,
    tag: entity.entity,
    summary: `${endpoint.kind} ${entity.label.many}`,
    ...(description !== null && { description }),
    security: changesState ? 'csrf' : 'session',
    endpoint: getEndpointRole(entity, endpoint, entities),
    ...(params && { params }),
    ...(endpoint.kind === 'list' && { querystring: getListQuerySchema(getListSpec(entity, endpoint, allGrids)) }),
    ...(ifMatch && { headers: getIfMatchHeaders(endpoint) }),
    ...(body && { body }),
    response: { ...(etag ? withEntityTags(own) : own), ...(ifMatch && getVersionResponses(entity)), ...BAD_REQUEST, ...SESSION_RESPONSES, ...ANY_ERROR },
  };
}

/** The endpoint's entity and kind, and which entity's rows its path placeholders and `IdBody` name. */
function getEndpointRole(entity: EntityDefinition, endpoint: EndpointDefinition, entities: readonly EntityDefinition[]): EndpointRole {
  const referenced = (owner: EntityDefinition | undefined, field: string) => owner?.references.find((reference) => reference.field === field)?.entity;
  const ids: Record<string, string> = {};
  for (const name of getTemplateParams(endpoint.path)) {
    // A through list's scope is a field of the link entity; `_id` is the endpoint's own row.
    const owner = endpoint.through?.scope === name ? entities.find((candidate) => candidate.entity === endpoint.through?.entity) : entity;
    const target = name === '_id' ? entity.entity : referenced(owner, name);
    if (target !== undefined) ids[name] = target;
  }
  const bodyId = endpoint.relation ? referenced(entity, endpoint.relation.target) : undefined;
  const transition = endpoint.transition;
  const requires = transition ? (entity.rules ?? []).flatMap((rule) => (rule.kind === 'requiredIf' && rule.when.field === transition.field && rule.when.equals === transition.to ? [rule.field] : [])) : [];
  return {
    entity: entity.entity,
    name: endpoint.name,
    kind: endpoint.kind,
    ...(Object.keys(ids).length > 0 && { ids }),
    ...(bodyId !== undefined && { bodyId }),
    ...(endpoint.transition && { transition: endpoint.transition }),
    ...(requires.length > 0 && { requires }),
    ...(endpoint.creates && endpoint.creates.length > 0 && { creates: [...new Set(endpoint.creates.map((created) => created.entity))] }),
    ...((endpoint.kind === 'create' || endpoint.kind === 'update') && entity.unique.length > 0 && { unique: entity.unique }),
    ...((endpoint.kind === 'create' || endpoint.kind === 'update') && (entity.noOverlap ?? []).length > 0 && { noOverlap: entity.noOverlap!.map(({ start, end, scope }) => ({ start, end, scope })) }),
  };
}

/** The path's placeholders: the kind's own (a move's `direction`: up or down); the others are typed like their field and titled by it. */
function getParamsSchema(entity: EntityDefinition, endpoint: EndpointDefinition, entities: readonly EntityDefinition[]): JsonSchema | undefined {
  const names = getTemplateParams(endpoint.path);
  if (names.length === 0) return undefined;
  const properties = Object.fromEntries(
    names.map((name): [string, JsonSchema] => {
      const own: JsonSchema | undefined = (endpointKinds[endpoint.kind].params as Readonly<Record<string, JsonSchema>>)[name];
      if (own) return [name, own];
      // A through list's scope is a field of the link entity, not of this one.
      const owner = endpoint.through?.scope === name ? entities.find((candidate) => candidate.entity === endpoint.through?.entity) : entity;
      const field = owner?.fields.find((candidate) => candidate.name === name);
      return [name, { type: field ? getFieldType(field.schema) : 'string', ...(field && { title: field.title }) }];
    }),
  );
  return { type: 'object', properties, required: names, additionalProperties: false };
}

/** What the path alone does not say: a list's constant `where`, its through link, a relation's fields. */
function getOperationDescription(entity: EntityDefinition, endpoint: EndpointDefinition, entities: readonly EntityDefinition[]): string | null {
  const notes: string[] = [];
  const where = Object.entries(endpoint.where);
  if (where.length > 0) notes.push(`Only rows where ${where.map(([field, value]) => `${field} = ${JSON.stringify(value)}`).join(' and ')}.`);
  const listed = getTemplateParams(endpoint.path).filter((name) => endpoint.kind === 'list' && name !== endpoint.through?.scope);
  if (listed.length > 0) notes.push(`Only rows whose ${listed.join(', ')} equal${listed.length === 1 ? 's' : ''} the path value.`);
  if (endpoint.through) {
    const { entity: link, field, scope } = endpoint.through;
    const linkLabel = entities.find((candidate) => candidate.entity === link)?.label.many ?? link;
    notes.push(`Rows of ${entity.entity} linked through ${link} (${linkLabel}): ${link}.${field} = _id and ${link}.${scope} = {${scope}}.`);
  }
  if (endpoint.relation) {
    const { scope, target } = endpoint.relation;
    notes.push(`The body's _id is the ${target}; {${scope}} the ${scope}. One ${entity.entity} row links them.`);
  }
  if (endpoint.transition) {
    const { field, from, to } = endpoint.transition;
    notes.push(`Sets ${field} to ${JSON.stringify(to)} when it is ${from.map((value) => JSON.stringify(value)).join(' or ')}.`);
    if (endpoint.creates && endpoint.creates.length > 0) notes.push(`Makes, in the same transaction, a row of ${endpoint.creates.map((created) => created.entity).join(', ')}.`);
  }
  return notes.length > 0 ? notes.join(' ') : null;
}

/** Sign-in (the only call without a session), the session's user and CSRF token, and sign-out. */
function getSessionEndpoints(): EndpointContract[] {
  const cookie = { 'Set-Cookie': { description: 'admin_session: HttpOnly, SameSite=Strict, Path=/, Secure behind https', schema: { type: 'string' } as JsonSchema } };
  return [
    {
      operationId: BUILTIN_OPERATION_IDS.signIn,
      method: 'POST',
      path: '/login',
      tag: SESSION_TAG,
      summary: 'sign in',
      description: 'Starts a new session (a new id at every sign-in) and sets its cookie. Every attempt is counted before the password is checked, per email from one client address and per address, never per email alone (another address with no failures for the email is not held back): after 5 attempts of an email from one address, each further one waits 1, 2, 4, 8, then 15 minutes (429 meanwhile), until a success or 15 minutes after the wait with no attempt; past 20 attempts of one address in a 15-minute window (its successful ones given back), 429 until the window ends.',
      security: 'public',
      // JSON only: a cross-site HTML form cannot send it, so nobody signs a visitor in to an account of theirs.
      body: { content: json(schemaRef('LoginInput')) },
      response: {
        '200': { description: 'Signed in', headers: cookie, content: json(schemaRef('Session')) },
        '400': error('The body is not {email, password}'),
        '401': error('Wrong email or password (Correo o contraseña incorrectos.)'),
        '415': error('The body is not JSON'),
        '429': {
          description: 'Too many failed attempts; try again later',
          headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
          content: json(schemaRef('Error')),
        },
        ...ANY_ERROR,
      },
    },
    {
      operationId: BUILTIN_OPERATION_IDS.signOut,
      method: 'POST',
      path: '/logout',
      tag: SESSION_TAG,
      summary: 'sign out',
      description: 'Deletes the session and clears its cookie.',
      security: 'csrf',
      response: { '204': { description: 'Signed out', headers: cookie }, ...SESSION_RESPONSES, ...ANY_ERROR },
    },
    {
      operationId: BUILTIN_OPERATION_IDS.session,
      method: 'GET',
      path: '/session',
      tag: SESSION_TAG,
      summary: 'the signed-in administrator',
      description: 'The user and the CSRF token of the session the cookie names; the web app calls it at start.',
      // Reached without a session too, to answer 401 and clear a stale cookie.
      security: 'session',
      response: { '200': { description: 'The live session', content: json(schemaRef('Session')) }, '401': SESSION_RESPONSES['401']!, ...ANY_ERROR },
    },
  ];
}

/** Liveness and readiness for a load balancer or orchestrator; no session. */
function getHealthEndpoints(): EndpointContract[] {
  return [
    {
      operationId: BUILTIN_OPERATION_IDS.health,
      method: 'GET',
      path: '/healthz',
      tag: HEALTH_TAG,
      summary: 'liveness',
      description: 'The process is up and answering; it reads nothing.',
      security: 'public',
      response: { '200': { description: 'Up', content: json(schemaRef('Health')) }, ...ANY_ERROR },
    },
    {
      operationId: BUILTIN_OPERATION_IDS.readiness,
      method: 'GET',
      path: '/readyz',
      tag: HEALTH_TAG,
      summary: 'readiness',
      description: 'Ready to serve: the database answers, every system migration has run, and the upload bucket answers when there is one. Send traffic only while it is 200.',
      security: 'public',
      response: {
        '200': { description: 'Ready', content: json(schemaRef('Readiness')) },
        '503': { description: 'Not ready: the checks say which part is not', content: json(schemaRef('Readiness')) },
        ...ANY_ERROR,
      },
    },
  ];
}

/** The upload service's built-in routes: upload a file into a folder, read it back, sign a rich-text editor upload. */
function getUploadEndpoints(app: AppDefinition, entities: readonly EntityDefinition[]): EndpointContract[] {
  const { uploads } = app;
  const folderRoles = getUploadFolderRoles(app, entities);
  // With roles, a folder takes files only from the roles of the entities whose forms upload there (the server's upload guard).
  const guarded = (endpoint: EndpointContract): EndpointContract =>
    folderRoles ? { ...endpoint, uploadFolders: folderRoles, response: { ...endpoint.response, '403': error(`A folder none of the user's roles may upload to (Su rol no permite subir archivos a la carpeta «…»; \`field\` names folder; x-admin-gen-upload-folders gives each folder's roles)${endpoint.security === 'csrf' ? ", or a state-changing request whose X-CSRF-Token header is missing or is not the session's token" : ''}`) } } : endpoint;
  return [
    guarded({
      operationId: BUILTIN_OPERATION_IDS.upload,
      method: 'POST',
      path: '/upload',
      tag: UPLOADS_TAG,
      summary: 'upload a file',
      description: `Stores the file under a name the server chooses in the folder; at most ${uploads.maxBytes} bytes; pdf, doc, docx, images and plain text, sniffed from the content.`,
      security: 'csrf',
      headers: {
        type: 'object',
        properties: { folder: { type: 'string', enum: [...uploads.folders], default: uploads.defaultFolder, description: `Folder to store the file in; absent: ${uploads.defaultFolder}` } },
      },
      body: {
        content: {
          'multipart/form-data': {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary', description: "The file; its part's file name gives the extension, which must match the content" },
              name: { type: 'string', description: 'Display name typed in the uploader (Nombre)' },
            },
            required: ['file'],
          },
        },
      },
      response: {
        '200': { description: 'Stored; uploadURL is where the file is served', content: json(schemaRef('UploadResult')) },
        '400': error('No file, or an unknown folder'),
        '413': error(`The file is larger than ${uploads.maxBytes} bytes`),
        '415': error('The file type is not allowed'),
        ...SESSION_RESPONSES,
        ...ANY_ERROR,
      },
    }),
    {
      operationId: BUILTIN_OPERATION_IDS.uploadedFile,
      method: 'GET',
      path: '/uploads/{folder}/{name}',
      tag: UPLOADS_TAG,
      summary: 'read an uploaded file',
      security: 'session',
      params: {
        type: 'object',
        properties: { folder: { type: 'string', description: `One of ${uploads.folders.join(', ')}` }, name: { type: 'string', description: 'The name the server stored the file under' } },
        required: ['folder', 'name'],
      },
      response: {
        '200': { description: 'The file, with its content type', content: { 'application/octet-stream': { type: 'string', format: 'binary' } } },
        '404': error('No such file'),
        ...SESSION_RESPONSES,
        ...ANY_ERROR,
      },
    },
    guarded({
      operationId: BUILTIN_OPERATION_IDS.uploadSignature,
      method: 'GET',
      path: '/get_signature_s3',
      tag: UPLOADS_TAG,
      summary: 'sign a rich-text editor image upload',
      description: 'A signed form: post `fields`, then the file, to `url` before `expiresAt`. Without a bucket `url` is this API\'s /upload; with one (the S3_* settings) it is an S3 presigned POST to the bucket, and `uploadURL` is where the image is read back through this API.',
      security: 'session',
      querystring: {
        type: 'object',
        properties: {
          fileName: { type: 'string', minLength: 1, maxLength: 255, description: 'Name of the file to upload' },
          contentType: { type: 'string', minLength: 1, maxLength: 100, description: 'MIME type of the image (not SVG)' },
          folder: { type: 'string', enum: [...uploads.folders], description: `Folder to store the image in; absent: ${uploads.defaultFolder}` },
        },
        required: ['fileName', 'contentType'],
        additionalProperties: false,
      },
      response: {
        '200': { description: 'Where and how to post the file', content: json(schemaRef('UploadSignature')) },
        '400': error('A parameter is missing or not valid, or the type is not an image'),
        ...SESSION_RESPONSES,
        ...ANY_ERROR,
      },
    }),
  ];
}

/** The roles that may upload into each of the site's folders (createUploadGuard's rule); undefined when the site declares no roles. */
function getUploadFolderRoles(app: AppDefinition, entities: readonly EntityDefinition[]): Record<string, string[]> | undefined {
  if (app.roles.length === 0) return undefined;
  return Object.fromEntries(
    app.uploads.folders.map((folder) => {
      const owners = entities.filter((entity) => getUploadFolders(entity, app.uploads.defaultFolder).includes(folder));
      const allowed = new Set(owners.flatMap((entity) => [...getRolesAllowed(app, entity.entity, 'create'), ...getRolesAllowed(app, entity.entity, 'update')]));
      return [folder, app.roles.map((role) => role.name).filter((name) => allowed.has(name))];
    }),
  );
}

/** Error bodies, the delete and move results, sign-in's and the upload service's bodies. */
function getSharedSchemas(app: AppDefinition): Record<string, JsonSchema> {
  return {
    // What the server answers to deletes and moves (runtime/server/endpoints: deleteEndpoint, moveEndpoint).
    DeleteResult: { type: 'object', properties: { deleted: { const: true }, _id: { type: 'string' } }, required: ['deleted', '_id'] },
    MoveResult: {
      type: 'object',
      description: 'moved is false (with a message) when the row is already first or last in its scope',
      properties: { moved: { type: 'boolean' }, _id: { type: 'string' }, position: { type: 'integer' }, message: { type: 'string' } },
      required: ['moved'],
    },
    Error: {
      type: 'object',
      properties: {
        error: { type: 'string' },
        field: { type: 'string' },
        details: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] } },
      },
      required: ['error'],
    },
    LoginInput: {
      type: 'object',
      properties: { email: { type: 'string', minLength: 1, maxLength: 320, pattern: '\\S' }, password: { type: 'string', minLength: 1, maxLength: 1024, writeOnly: true } },
      required: ['email', 'password'],
      additionalProperties: false,
    },
    Session: {
      type: 'object',
      properties: {
        user: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            email: { type: 'string' },
            roles: { type: ['array', 'null'], items: { type: 'string' }, description: "The roles stored on the account; null: never set (the site's first role)" },
          },
          required: ['id', 'email'],
        },
        csrfToken: { type: 'string', description: 'Send it as the X-CSRF-Token header' },
        permissions: {
          type: 'object',
          description: "The user's effective permissions, its roles' grants added up (app.json roles); restricted false: the site declares no roles",
          properties: {
            restricted: { type: 'boolean' },
            roles: { type: 'array', items: { type: 'string' } },
            entities: {
              type: 'object',
              description: 'By entity name; an entity absent here is out of reach',
              additionalProperties: {
                type: 'object',
                properties: {
                  actions: { type: 'array', items: { type: 'string' } },
                  hidden: { type: 'array', items: { type: 'string' } },
                  readOnly: { type: 'array', items: { type: 'string' } },
                  rowFilters: { type: ['array', 'null'], items: { type: 'object', additionalProperties: true } },
                },
                required: ['actions', 'hidden', 'readOnly', 'rowFilters'],
              },
            },
          },
          required: ['restricted', 'roles', 'entities'],
        },
      },
      required: ['user', 'csrfToken', 'permissions'],
    },
    Health: { type: 'object', properties: { status: { const: 'ok' } }, required: ['status'] },
    Readiness: {
      type: 'object',
      properties: {
        ready: { type: 'boolean' },
        checks: {
          type: 'object',
          description: 'database, migrations, and bucket when uploads go to one',
          additionalProperties: { type: 'string', enum: ['ok', 'unavailable', 'pending', 'unknown'] },
        },
      },
      required: ['ready', 'checks'],
    },
    UploadResult: {
      type: 'object',
      properties: {
        uploadURL: { type: 'string', description: `Where the file is served: ${app.apiBase}/uploads/{folder}/{name}` },
        name: { type: 'string', description: 'The display name (the `name` field, else the file name), sanitized' },
      },
      required: ['uploadURL', 'name'],
    },
    UploadSignature: {
      type: 'object',
      properties: {
        url: { type: 'string', description: 'Where to post the file' },
        fields: {
          type: 'object',
          description: 'Form fields to post before the file: key, policy and signature for this API; key, Policy, Content-Type and X-Amz-* for a bucket',
          properties: { key: { type: 'string' }, policy: { type: 'string' }, signature: { type: 'string' } },
          additionalProperties: { type: 'string' },
          required: ['key'],
        },
        maxBytes: { type: 'integer', const: app.uploads.maxBytes },
        expiresAt: { type: 'string', format: 'date-time' },
        uploadURL: { type: 'string', description: `With a bucket: where the image is read back, ${app.apiBase}/uploads/{key}` },
      },
      required: ['url', 'fields', 'maxBytes', 'expiresAt'],
    },
  };
}

// Code-point order, the same in every locale, so emitted files do not depend on the machine.
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
