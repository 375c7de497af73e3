// The server against generated/openapi.json, on both stores: every documented operation is called on a store
// filled with demo data, with success and error cases, and every answer must be a documented status whose body
// validates against the documented schema. List parameters are probed to their documented edges: every
// documented sort field is accepted and every other field refused, the paging maximums are the server's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { createServer, migrate, seedDemoData, SESSION_COOKIE } from '../../runtime/server/index.js';
import { loadGenerated } from '../../runtime/server/loadGenerated.js';
import type { EntityDefinition } from '../../runtime/shared/index.js';
import { multipart, png } from './fixtures/sampleFiles.js';
import { TEST_ADMIN, createTestDatabase, getTestDialects, signIn, signInServer, type TestDatabase, type TestRequestOptions, type TestResponse } from './testStores.js';

const addFormats = addFormatsModule.default;
const { app, entities } = await loadGenerated();
const document = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../generated/openapi.json'), 'utf8')) as OpenApi;

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: { type?: string; enum?: unknown[]; maximum?: number; pattern?: string; not?: unknown };
}
interface Operation {
  readonly operationId: string;
  readonly parameters?: Parameter[];
  readonly responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
interface OpenApi {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { responses: Record<string, { content?: Record<string, unknown> }> };
}

/** One documented operation: where it lives in the document and which entity endpoint serves it. */
interface DocumentedOperation {
  readonly method: string;
  readonly path: string;
  readonly operation: Operation;
  readonly entity: EntityDefinition | undefined;
}

const operations: DocumentedOperation[] = Object.entries(document.paths).flatMap(([documentPath, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path: documentPath,
    operation,
    entity: entities.find((entity) => entity.endpoints.some((endpoint) => app.apiBase + endpoint.path === documentPath && endpoint.method === method.toUpperCase())),
  })),
);

// The document as one schema: each response schema is compiled by its JSON pointer, so its $refs resolve in place.
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(document as object, 'openapi.json');
const pointer = (...segments: string[]) => segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const validators = new Map<string, ValidateFunction>();

/** The documented response for a status (its own, else 4XX), resolved through components.responses. */
function getDocumentedResponse(operation: DocumentedOperation, status: number): { key: string; ref: string } | undefined {
  const { responses } = operation.operation;
  const key = String(status) in responses ? String(status) : status >= 400 && status < 500 && '4XX' in responses ? '4XX' : undefined;
  if (key === undefined) return undefined;
  const ref = responses[key]!.$ref;
  const base = ref ? ref.slice(1) : `/paths/${pointer(operation.path)}/${operation.method.toLowerCase()}/responses/${key}`;
  return { key, ref: base };
}

/** Problems of one answer: an undocumented status, or a JSON body its documented schema refuses. */
function checkAnswer(operation: DocumentedOperation, response: TestResponse): string[] {
  const documented = getDocumentedResponse(operation, response.statusCode);
  if (!documented) return [`status ${response.statusCode} is not documented (${Object.keys(operation.operation.responses).join(', ')}): ${response.body.slice(0, 200)}`];
  const resolved = documented.ref.split('/').slice(1).reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  const content = (resolved as { content?: Record<string, unknown> }).content;
  if (!content) return response.body === '' ? [] : [`status ${response.statusCode} documents no body, got ${response.body.slice(0, 100)}`];
  if (!content['application/json']) return [];
  if (!String(response.headers['content-type']).startsWith('application/json')) return [`status ${response.statusCode} is not JSON: ${response.headers['content-type']}`];
  const schemaRef = `openapi.json#${documented.ref}/content/${pointer('application/json')}/schema`;
  let validate = validators.get(schemaRef);
  if (!validate) validators.set(schemaRef, (validate = ajv.compile({ $ref: schemaRef })));
  return validate(response.data) ? [] : [`status ${response.statusCode} body does not match ${schemaRef}: ${ajv.errorsText(validate.errors)}`];
}

/** Problems of a request body the documented request schema refuses (the success cases must send documented bodies). */
function checkRequestBody(operation: DocumentedOperation, payload: unknown): string[] {
  const base = `/paths/${pointer(operation.path)}/${operation.method.toLowerCase()}/requestBody/content/${pointer('application/json')}/schema`;
  const documented = (operation.operation as { requestBody?: { content?: Record<string, unknown> } }).requestBody?.content?.['application/json'];
  if (!documented) return payload === undefined || (typeof payload === 'object' && payload !== null && Object.keys(payload).length === 0) ? [] : ['sends a JSON body the operation does not document'];
  const schemaRef = `openapi.json#${base}`;
  let validate = validators.get(schemaRef);
  if (!validate) validators.set(schemaRef, (validate = ajv.compile({ $ref: schemaRef })));
  return validate(payload) ? [] : [`its body does not match the documented request schema: ${ajv.errorsText(validate.errors)}`];
}

/** A request and what it must answer: a status, and for a 400 the parameter it names. */
interface ContractCase {
  readonly name: string;
  readonly request: TestRequestOptions;
  readonly status: number | readonly number[];
  readonly field?: string;
}

const NO_ID = '0123456789abcdef01234567';

for (const dialect of getTestDialects()) {
  describe(`HTTP contract: the server against generated/openapi.json [${dialect}]`, () => {
    let store: TestDatabase;
    let server: FastifyInstance;
    let request: (options: TestRequestOptions) => Promise<TestResponse>;
    const rows = new Map<string, Record<string, unknown>[]>();
    let caseCount = 0;
    const succeeded = new Set<string>();

    beforeAll(async () => {
      store = await createTestDatabase(dialect);
      await migrate(store.database, entities);
      await seedDemoData(store.database, entities);
      server = await createServer({ entities, app, database: store.database, dataDir: store.dataDir, webRoot: '/nonexistent-web-root' });
      request = await signInServer(server, store.database, app.apiBase);
      const readRows = async () => {
        for (const entity of entities) rows.set(entity.entity, await store.database.db.selectFrom(entity.table).selectAll().orderBy('_id').limit(200).execute());
      };
      await readRows();
      // Demo data writes no history: one create through the API gives the audit log a row to read back.
      const create = operations.find((operation) => operation.entity && operation.entity.endpoints.some((endpoint) => endpoint.kind === 'create' && app.apiBase + endpoint.path === operation.path));
      const created = await request({ method: 'POST', url: fillPath(create!), payload: getCreateBody(create!.entity!, create!) });
      expect(created.statusCode, created.body).toBe(201);
      await readRows();
    }, 120_000);

    afterAll(async () => {
      const without = operations.filter((operation) => !succeeded.has(operation.operation.operationId)).map((operation) => operation.operation.operationId);
      console.info(`[contract ${dialect}] ${operations.length} operations, ${caseCount} cases; ${operations.length - without.length} answered a 2xx case, not: ${without.join(', ') || 'none'}`);
      await server?.close();
      await store?.dispose();
    });

    it('documents every route the server serves under the API base, and serves every documented one', () => {
      const served = entities.flatMap((entity) => entity.endpoints.map((endpoint) => `${endpoint.method} ${app.apiBase}${endpoint.path}`));
      const documented = operations.map((operation) => `${operation.method} ${operation.path}`);
      expect(documented).toEqual(expect.arrayContaining(served));
      for (const operation of operations) {
        expect(server.hasRoute({ method: operation.method as 'GET', url: operation.path.replace(/\{([^}]+)\}/g, ':$1') }), `${operation.method} ${operation.path}`).toBe(true);
      }
    });

    it.each(operations.map((operation) => [`${operation.method} ${operation.path} (${operation.operation.operationId})`, operation] as const))(
      '%s answers as documented',
      async (_name, operation) => {
        const cases = await getCases(operation);
        expect(cases.length, 'every operation has cases').toBeGreaterThan(0);
        const problems: string[] = [];
        for (const item of cases) {
          const response = await request(item.request);
          caseCount += 1;
          if (response.statusCode >= 200 && response.statusCode < 300) succeeded.add(operation.operation.operationId);
          const want = Array.isArray(item.status) ? item.status : [item.status];
          if (!want.includes(response.statusCode)) problems.push(`${item.name}: expected ${want.join(' or ')}, got ${response.statusCode} ${response.body.slice(0, 300)}`);
          else if (item.field !== undefined && response.data?.field !== item.field) problems.push(`${item.name}: the 400 names ${response.data?.field}, not ${item.field}`);
          problems.push(...checkAnswer(operation, response).map((problem) => `${item.name}: ${problem}`));
          const isJson = item.request.payload !== undefined && !Buffer.isBuffer(item.request.payload) && typeof item.request.payload !== 'string';
          if (response.statusCode < 300 && isJson && String(item.request.url).startsWith(operation.path.split("{")[0]!)) {
            problems.push(...checkRequestBody(operation, item.request.payload).map((problem) => `${item.name}: ${problem}`));
          }
        }
        expect(problems).toEqual([]);
      },
    );

    /** A row of the entity (or of the link entity for a through scope) with a value for every placeholder. */
    function fillPath(operation: DocumentedOperation, overrides: Record<string, string> = {}): string {
      const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const entity = operation.entity;
      const endpoint = entity?.endpoints.find((candidate) => app.apiBase + candidate.path === operation.path && candidate.method === operation.method);
      const source = endpoint?.through ? endpoint.through.entity : entity?.entity;
      const through = endpoint?.through;
      const candidates = rows.get(source ?? '') ?? [];
      const usable = names.filter((name) => name !== 'direction').map((name) => (through && name === through.scope ? name : name));
      const row = candidates.find((candidate) => usable.every((name) => candidate[name] !== null && candidate[name] !== undefined)) ?? {};
      return names.reduce((filled, name) => {
        const value = overrides[name] ?? (name === 'direction' ? 'up' : row[name] !== undefined && row[name] !== null ? String(row[name]) : NO_ID);
        return filled.replace(`{${name}}`, encodeURIComponent(value));
      }, operation.path);
    }

    async function getCases(operation: DocumentedOperation): Promise<ContractCase[]> {
      const kind = operation.entity?.endpoints.find((endpoint) => app.apiBase + endpoint.path === operation.path && endpoint.method === operation.method)?.kind;
      const method = operation.method as TestRequestOptions['method'];
      const url = fillPath(operation);
      const hasId = operation.path.includes('{_id}');
      const missing = hasId ? [{ name: 'an unknown _id', request: { method, url: fillPath(operation, { _id: NO_ID }), ...(method !== 'GET' && { payload: {} }) }, status: 404 }] : [];
      switch (kind) {
        case 'list':
          return getListCases(operation, url);
        case 'get':
          return [{ name: 'an existing row', request: { method, url }, status: 200 }, ...missing];
        case 'create': {
          const body = getCreateBody(operation.entity!, operation);
          return [
            { name: 'a copy of an existing row', request: { method, url, payload: body }, status: 201 },
            { name: 'a body that is a list', request: { method, url, payload: [] as unknown as Record<string, unknown> }, status: 400 },
            { name: 'an unknown key', request: { method, url, payload: { ...body, noSuchField: 1 } }, status: 400, field: 'noSuchField' },
            // The copy above is stored by now: sending it again repeats its unique values.
            ...(operation.entity!.unique.length > 0 ? [{ name: 'a repeated unique value', request: { method, url, payload: body }, status: 409, field: operation.entity!.unique[0]![0] }] : []),
          ];
        }
        case 'update':
          return [
            { name: 'an empty patch', request: { method, url, payload: {} }, status: 200 },
            { name: 'an unknown key', request: { method, url, payload: { noSuchField: 1 } }, status: 400, field: 'noSuchField' },
            ...missing,
          ];
        case 'delete': {
          // A row of its own to delete: made through the entity's create endpoint, when it has one.
          const create = operations.find((candidate) => candidate.entity === operation.entity && candidate.entity!.endpoints.some((endpoint) => endpoint.kind === 'create' && app.apiBase + endpoint.path === candidate.path));
          if (!create) {
            // No create endpoint: the last demo row goes (the suite reads rows from the first ones).
            const last = rows.get(operation.entity!.entity)?.at(-1);
            if (!last) return missing;
            const got = await request({ method: 'GET', url: `${app.apiBase}${operation.entity!.endpoints.find((endpoint) => endpoint.kind === 'get')?.path.replace('{_id}', String(last._id)) ?? ''}` });
            const sendsRow = operation.entity!.endpoints.find((endpoint) => app.apiBase + endpoint.path === operation.path && endpoint.method === operation.method)?.body === 'row';
            return [{ name: 'an existing row', request: { method, url: fillPath(operation, { _id: String(last._id) }), ...(sendsRow && got.statusCode === 200 && { payload: got.data }) }, status: 200 }, ...missing];
          }
          const created = await request({ method: 'POST', url: fillPath(create), payload: getCreateBody(create.entity!, create) });
          if (created.statusCode !== 201) return [{ name: 'a row made to be deleted', request: { method: 'POST', url: fillPath(create), payload: getCreateBody(create.entity!, create) }, status: 201 }];
          const id = String(created.data._id);
          const bodyRow = operation.entity!.endpoints.find((endpoint) => app.apiBase + endpoint.path === operation.path && endpoint.method === operation.method)?.body === 'row';
          return [{ name: 'a row made to be deleted', request: { method, url: fillPath(operation, { _id: id }), payload: bodyRow ? created.data : {} }, status: 200 }, ...missing];
        }
        case 'move':
          return [
            { name: 'up', request: { method, url }, status: 200 },
            { name: 'an unknown direction', request: { method, url: fillPath(operation, { direction: 'sideways' }) }, status: 400, field: 'direction' },
            ...missing,
          ];
        case 'transition': {
          const { field, from, to } = operation.entity!.endpoints.find((endpoint) => app.apiBase + endpoint.path === operation.path && endpoint.method === operation.method)!.transition!;
          const ready = rows.get(operation.entity!.entity)?.find((row) => from.includes(String(row[field])));
          const done = rows.get(operation.entity!.entity)?.find((row) => String(row[field]) === to && !from.includes(to));
          return [
            ...(ready ? [{ name: `a row in ${from.join(' or ')}`, request: { method, url: fillPath(operation, { _id: String(ready._id) }), payload: {} }, status: 200 }] : []),
            ...(done ? [{ name: `a row already in ${to}`, request: { method, url: fillPath(operation, { _id: String(done._id) }), payload: {} }, status: 409 }] : []),
            ...missing,
          ];
        }
        case 'assign':
        case 'unassign': {
          // A scope row and a target row of the relation, linked (assign) and then unlinked (unassign).
          const endpoint = operation.entity!.endpoints.find((candidate) => app.apiBase + candidate.path === operation.path && candidate.method === operation.method)!;
          const { scope, target } = endpoint.relation!;
          const scopeEntity = operation.entity!.references.find((reference) => reference.field === scope)!.entity;
          const targetEntity = operation.entity!.references.find((reference) => reference.field === target)!.entity;
          const scopeId = String(rows.get(scopeEntity)?.at(-1)?._id ?? NO_ID);
          const targetId = String(rows.get(targetEntity)?.at(-1)?._id ?? NO_ID);
          const assign = operations.find((candidate) => candidate.entity === operation.entity && candidate.entity!.endpoints.some((other) => other.kind === 'assign' && app.apiBase + other.path === candidate.path && other.method === candidate.method))!;
          const linked = { method: assign.method as TestRequestOptions['method'], url: fillPath(assign, { [scope]: scopeId }), payload: { _id: targetId } };
          const own = { method, url: fillPath(operation, { [scope]: scopeId }), payload: { _id: targetId } };
          return [
            ...(kind === 'assign'
              ? [{ name: 'a target and a scope (linked now, or already)', request: own, status: [201, 409] }, { name: 'the same link again', request: own, status: 409 }]
              : [{ name: 'a link to remove', request: linked, status: [201, 409] }, { name: 'the link', request: own, status: 200 }, { name: 'the link again, now gone', request: own, status: 404 }]),
            { name: 'a body without _id', request: { method, url, payload: {} }, status: 400 },
            { name: 'an unknown _id', request: { method, url, payload: { _id: NO_ID } }, status: [404, 409] },
          ];
        }
      }
      return getBuiltinCases(operation);
    }

    function getListCases(operation: DocumentedOperation, url: string): ContractCase[] {
      const parameters = (operation.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const parameter = (name: string) => parameters.find((candidate) => candidate.name === name)!;
      const get = (name: string, query: string, status: number, field?: string): ContractCase => ({ name, request: { method: 'GET', url: `${url}?${query}` }, status, field });
      const sortFields = (parameter('sortField').schema.enum ?? []) as string[];
      const otherFields = operation.entity!.fields.map((field) => field.name).filter((name) => !sortFields.includes(name));
      const pageSize = parameter('pageSize').schema.maximum!;
      const pageIndex = parameter('pageIndex').schema.maximum!;
      const cases: ContractCase[] = [
        get('the defaults', '', 200),
        ...sortFields.flatMap((field) => [get(`sorted by ${field}`, `sortField=${field}`, 200), get(`sorted by ${field} desc`, `sortField=${field}&sortOrder=desc`, 200)]),
        ...otherFields.map((field) => get(`sorted by ${field}, which is not documented`, `sortField=${encodeURIComponent(field)}`, 400, 'sortField')),
        get('the documented largest page', `pageSize=${pageSize}`, 200),
        get('one more than the largest page', `pageSize=${pageSize + 1}`, 400, 'pageSize'),
        get('the documented last page number', `pageIndex=${pageIndex}`, 200),
        get('one past the last page number', `pageIndex=${pageIndex + 1}`, 400, 'pageIndex'),
        get('a page number past any integer type', 'pageIndex=99999999999999999999', 400, 'pageIndex'),
        get('an unknown sort order', 'sortOrder=sideways', 400, 'sortOrder'),
        get('an undocumented parameter', 'noSuchParameter=1', 400, 'noSuchParameter'),
      ];
      for (const filter of parameters.filter((candidate) => !['pageIndex', 'pageSize', 'sortField', 'sortOrder'].includes(candidate.name))) {
        const name = encodeURIComponent(filter.name).replace(/%5B/g, '[').replace(/%5D/g, ']');
        const { schema } = filter;
        const valid = schema.enum ? String(schema.enum[0]) : schema.type === 'boolean' ? 'true' : schema.pattern ? '2026-01-15T00:00:00.000Z' : 'a';
        cases.push(get(`filter ${filter.name}=${valid}`, `${name}=${encodeURIComponent(valid)}`, 200));
        if (schema.enum || schema.type === 'boolean' || schema.pattern) cases.push(get(`filter ${filter.name} with a value it does not document`, `${name}=no-such-value`, 400, filter.name));
      }
      return cases;
    }

    /** The writable fields of an existing row (its own create would accept them), the path's fields left to the path. */
    let copies = 0;
    function getCreateBody(entity: EntityDefinition, operation: DocumentedOperation): Record<string, unknown> {
      const row = rows.get(entity.entity)?.[0] ?? {};
      const placeholders = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const body: Record<string, unknown> = {};
      for (const field of entity.fields) {
        if (field.readOnly || field.storage === 'children' || placeholders.includes(field.name) || entity.generated[field.name]) continue;
        const value = row[field.name];
        if (value === null || value === undefined) continue;
        body[field.name] = field.storage === 'json' && typeof value === 'string' ? JSON.parse(value) : field.storage === 'boolean' ? Boolean(value) : value;
      }
      // A copy must not repeat a unique combination: its first field gets a value of its own.
      copies += 1;
      for (const [name] of entity.unique) {
        const value = body[name!];
        if (typeof value === 'string') body[name!] = `${value.slice(0, 40)}-c${copies}`;
        else if (typeof value === 'number') body[name!] = value + copies;
      }
      return body;
    }

    async function getBuiltinCases(operation: DocumentedOperation): Promise<ContractCase[]> {
      const base = app.apiBase;
      const upload = (folder?: string) => {
        const body = multipart([{ name: 'file', filename: 'foto.png', data: png(), contentType: 'image/png' }]);
        return { method: 'POST' as const, url: `${base}/upload`, payload: body.payload, headers: { ...body.headers, ...(folder && { folder }) } };
      };
      if (operation.path.startsWith(`${base}/lookup/`)) {
        // A reference's lookup: a search, a page past the first, the ids of rows of the referenced entity, a bad limit.
        const [entityName, fieldName] = operation.path.slice(`${base}/lookup/`.length).split('/');
        const target = entities.find((entity) => entity.entity === entityName)?.references.find((reference) => reference.field === fieldName)?.entity ?? '';
        const ids = (rows.get(target) ?? []).slice(0, 3).map((row) => String(row._id)).join(',');
        return [
          { name: 'the first page', request: { method: 'GET', url: operation.path }, status: 200 },
          { name: 'a search', request: { method: 'GET', url: `${operation.path}?q=a&offset=1&limit=5` }, status: 200 },
          { name: 'labels of ids', request: { method: 'GET', url: `${operation.path}?ids=${encodeURIComponent(`${ids},${NO_ID}`)}` }, status: 200 },
          { name: 'a limit of 0', request: { method: 'GET', url: `${operation.path}?limit=0` }, status: 400, field: 'limit' },
        ];
      }
      switch (operation.operation.operationId) {
        case 'login':
          return [
            { name: 'the right password', request: { method: 'POST', url: `${base}/login`, payload: TEST_ADMIN }, status: 200 },
            { name: 'a wrong password', request: { method: 'POST', url: `${base}/login`, payload: { email: 'nobody@example.com', password: 'not-the-password' } }, status: 401 },
            { name: 'no password', request: { method: 'POST', url: `${base}/login`, payload: { email: 'nobody@example.com' } }, status: 400, field: 'password' },
            { name: 'a form body', request: { method: 'POST', url: `${base}/login`, payload: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, status: 415 },
          ];
        case 'getSession':
          return [
            { name: 'signed in', request: { method: 'GET', url: `${base}/session` }, status: 200 },
            { name: 'signed out', request: { method: 'GET', url: `${base}/session`, signedIn: false }, status: 401 },
          ];
        case 'logout': {
          // A session of its own, so the suite's stays.
          const other = await signIn(server, base, TEST_ADMIN);
          const headers = { cookie: `${SESSION_COOKIE}=${other.cookie}`, 'x-csrf-token': other.csrfToken };
          return [
            { name: 'without the CSRF token', request: { method: 'POST', url: `${base}/logout`, csrf: false }, status: 403 },
            { name: 'another session', request: { method: 'POST', url: `${base}/logout`, headers }, status: 204 },
            { name: 'that session again, now gone', request: { method: 'POST', url: `${base}/logout`, headers }, status: 401 },
          ];
        }
        case 'uploadFile':
          return [
            { name: 'a PNG', request: upload(), status: 200 },
            { name: 'an unknown folder', request: upload('../etc'), status: 400, field: 'folder' },
          ];
        case 'getUploadedFile': {
          const uploaded = await request(upload());
          return [
            { name: 'an uploaded file', request: { method: 'GET', url: String(uploaded.data?.uploadURL) }, status: 200 },
            { name: 'a file that is not there', request: { method: 'GET', url: `${base}/uploads/${app.uploads.defaultFolder}/0123456789abcdef.png` }, status: 404 },
          ];
        }
        case 'getHealth':
          return [{ name: 'without a session', request: { method: 'GET', url: `${base}/healthz`, signedIn: false }, status: 200 }];
        case 'getReadiness':
          return [{ name: 'a migrated store, without a session', request: { method: 'GET', url: `${base}/readyz`, signedIn: false }, status: 200 }];
        case 'getUploadSignature':
          return [
            { name: 'an image', request: { method: 'GET', url: `${base}/get_signature_s3?fileName=a.png&contentType=image%2Fpng` }, status: 200 },
            { name: 'no file name', request: { method: 'GET', url: `${base}/get_signature_s3?contentType=image%2Fpng` }, status: 400, field: 'fileName' },
            { name: 'an SVG', request: { method: 'GET', url: `${base}/get_signature_s3?fileName=a.svg&contentType=image%2Fsvg%2Bxml` }, status: 400, field: 'contentType' },
          ];
      }
      return [];
    }
  });
}
