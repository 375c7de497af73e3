import { randomBytes } from 'node:crypto';
import type { JsonSchema } from '../shared/index.js';
import { createAnswerChecker, type CheckResponse } from './createAnswerChecker.js';
import { getExampleValue } from './getExampleValue.js';
import { getDocumentedOperations, resolvePointer, resolveSchema, toPointer, type DocumentedOperation, type OpenApiDocument, type OpenApiParameter } from './OpenApiDocument.js';
import type { Transport } from './Transport.js';

type Row = Record<string, unknown>;

/** A request of a case: path and query, a JSON body or a raw one, and which credentials go with it. */
export interface CheckRequest {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly raw?: { readonly payload: string | Buffer; readonly contentType: string };
  readonly headers?: Readonly<Record<string, string>>;
  /** `session` (default): the session cookie and CSRF header; `noCsrf`: the cookie only; `none`: neither. */
  readonly as?: 'session' | 'noCsrf' | 'none';
}

/** One call and what the document says it must answer: one of the statuses, and for a 400 the field it names. */
export interface CheckCase {
  readonly name: string;
  readonly request?: CheckRequest;
  readonly status: readonly number[];
  readonly field?: string;
  /** Why the case is not run (it would change a row check-api did not make, or there is no row to use). */
  readonly skip?: string;
}

/** What one case got: `ok`, `fail` (with the problems) or `skip` (with the reason). */
export interface CaseResult {
  readonly operation: DocumentedOperation;
  readonly name: string;
  readonly expected: readonly number[];
  readonly got?: number;
  readonly outcome: 'ok' | 'fail' | 'skip';
  readonly problems: readonly string[];
}

export interface ApiCheckerOptions {
  readonly document: OpenApiDocument;
  readonly transport: Transport;
  readonly credentials: { readonly email: string; readonly password: string };
  /**
   * Run the success cases that change rows check-api did not create (updates, deletes, moves and transitions of
   * entities without a create operation). Off by default: a team's backend keeps its rows; the contract tests,
   * on a throw-away store, turn it on.
   */
  readonly changeExistingRows?: boolean;
}

/** Sign-in failed or the document has no sign-in: nothing else can be checked. */
export class CheckUsageError extends Error {
  override name = 'CheckUsageError';
}

export interface ApiChecker {
  readonly operations: readonly DocumentedOperation[];
  /** Signs in through the document's public operation that takes a body (cookie and CSRF header as documented). */
  signIn(): Promise<void>;
  /** Makes a row of the entity through its create operation (removed by cleanUp); undefined when that fails. */
  createRow(entity: string): Promise<Row | undefined>;
  /** Runs every case of one operation. */
  checkOperation(operation: DocumentedOperation): Promise<CaseResult[]>;
  /** Removes what the cases made, last made first, through the documented delete and unassign operations. */
  cleanUp(): Promise<CaseResult[]>;
  /** What stays on the server because the document has no operation that removes it. */
  readonly leftBehind: readonly string[];
}

/** An _id no server has: 24 hex digits, the shape admin-gen's ids take. */
const NO_ID = '0123456789abcdef01234567';
const PAGING = ['pageIndex', 'pageSize', 'sortField', 'sortOrder'];
// A 1×1 PNG for the upload service.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const placeholders = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
const isPresent = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * The conformance checker behind `admin-gen check-api` and the contract tests: from an OpenAPI document (with
 * admin-gen's `x-admin-gen` operation roles) and a live server only, it builds valid and invalid calls for every
 * operation, on rows it reads or makes, and checks each answer's status and body against the document.
 */
export function createApiChecker(options: ApiCheckerOptions): ApiChecker {
  const { document, transport, credentials } = options;
  const changeExisting = options.changeExistingRows === true;
  const operations = getDocumentedOperations(document);
  const answers = createAnswerChecker(document);
  const schemes = Object.values(document.components?.securitySchemes ?? {});
  const cookieName = schemes.find((scheme) => scheme.in === 'cookie')?.name;
  const csrfHeader = schemes.find((scheme) => scheme.in === 'header')?.name;
  let session: { cookie: string; csrf: string | undefined } | undefined;

  const rowsCache = new Map<string, Row[]>();
  const rowsPartial = new Map<string, Row[]>();
  const scopes = new Map<string, Record<string, string> | null>();
  const own = new Map<string, Row[]>();
  const undo: { key: string; label: string; operation: DocumentedOperation; request: CheckRequest }[] = [];
  const leftBehind: string[] = [];
  let setupFailures: CaseResult[] = [];
  // Unique values of copies: a token of this run and a counter.
  const runToken = `c${randomBytes(3).toString('hex')}`;
  let copies = 0;

  const find = (entity: string, kind: string) => operations.filter((operation) => operation.role?.entity === entity && operation.role.kind === kind);
  const byId = (id: string) => operations.find((operation) => operation.id === id);
  const login = operations.find((operation) => operation.security === 'public' && operation.operation.requestBody?.content?.['application/json']);

  async function send(request: CheckRequest): Promise<CheckResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const as = request.as ?? 'session';
    if (session && as !== 'none') {
      headers.cookie = session.cookie;
      if (as === 'session' && csrfHeader && session.csrf) headers[csrfHeader.toLowerCase()] = session.csrf;
    }
    let payload: string | Buffer | undefined;
    if (request.raw) {
      headers['content-type'] = request.raw.contentType;
      payload = request.raw.payload;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body);
    }
    const response = await transport({ method: request.method, url: request.url, headers, ...(payload !== undefined && { payload }) });
    let data: unknown;
    try {
      data = response.body === '' ? undefined : JSON.parse(response.body);
    } catch {
      data = undefined;
    }
    return { ...response, data };
  }

  /** Signs in with the given email and password; the session cookie (name=value) and CSRF token, or the refusal. */
  async function startSession(email: string, password: string): Promise<{ cookie: string; csrf: string | undefined } | CheckResponse> {
    if (!login) throw new CheckUsageError('the document has no sign-in operation (a public operation with a JSON body)');
    const response = await send({ method: login.method, url: login.path, body: { email, password }, as: 'none' });
    if (response.status !== 200) return response;
    const cookie = (response.headers['set-cookie'] ?? '').split('\n').map((line) => line.split(';')[0]!.trim()).find((pair) => cookieName === undefined || pair.startsWith(`${cookieName}=`));
    if (!cookie) return response;
    const data = (response.data ?? {}) as Row;
    const csrfKey = Object.keys(data).find((key) => /csrf/i.test(key));
    return { cookie, csrf: csrfKey ? String(data[csrfKey]) : undefined };
  }

  /** Rows of an entity the server lists: the union of its lists' first pages, each list on a scope that has rows. */
  async function rowsOf(entity: string, seen = new Set<string>()): Promise<Row[]> {
    const cached = rowsCache.get(entity);
    if (cached) return cached;
    if (seen.has(entity)) return rowsPartial.get(entity) ?? [];
    seen.add(entity);
    const rows: Row[] = [];
    rowsPartial.set(entity, rows);
    const lists = find(entity, 'list').sort((a, b) => placeholders(a.path).length - placeholders(b.path).length);
    for (const list of lists) {
      const scope = await findScope(list, seen);
      if (scope === null) continue;
      const response = await send({ method: 'GET', url: `${fill(list, scope)}?${maxPage(list)}` });
      const data = (response.data as { data?: unknown } | undefined)?.data;
      if (response.status !== 200 || !Array.isArray(data)) continue;
      for (const row of data as Row[]) if (!rows.some((known) => known._id === row._id)) rows.push(row);
    }
    rowsCache.set(entity, rows);
    return rows;
  }

  /** `pageSize=<documented maximum>` when the list documents one. */
  function maxPage(list: DocumentedOperation): string {
    const maximum = query(list).find((parameter) => parameter.name === 'pageSize')?.schema?.maximum;
    return maximum === undefined ? '' : `pageSize=${maximum}`;
  }

  const query = (operation: DocumentedOperation): OpenApiParameter[] => (operation.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');

  /** Values for a list's path placeholders under which it lists rows (the first of a few tried), else any; null when none. */
  async function findScope(list: DocumentedOperation, seen = new Set<string>()): Promise<Record<string, string> | null> {
    if (scopes.has(list.id)) return scopes.get(list.id)!;
    const names = placeholders(list.path);
    if (names.length === 0) return {};
    const ids = list.role?.ids ?? {};
    const candidates: Record<string, string>[] = [];
    if (names.every((name) => ids[name])) {
      const pools = await Promise.all(names.map(async (name) => (await rowsOf(ids[name]!, seen)).slice(0, 20)));
      for (let index = 0; index < Math.max(...pools.map((pool) => pool.length)); index += 1) {
        candidates.push(Object.fromEntries(names.map((name, at) => [name, String((pools[at]![index] ?? pools[at]![0])?._id ?? NO_ID)])));
      }
    } else if (list.role) {
      // Placeholders that are fields of the listed rows (the audit log's entity and record).
      for (const row of (await rowsOf(list.role.entity, seen)).slice(0, 20)) {
        if (names.every((name) => isPresent(row[name]))) candidates.push(Object.fromEntries(names.map((name) => [name, String(row[name])])));
      }
    }
    let chosen: Record<string, string> | null = candidates[0] ?? null;
    for (const candidate of candidates) {
      const response = await send({ method: 'GET', url: `${fill(list, candidate)}?pageSize=1` });
      if (response.status === 200 && ((response.data as { data?: unknown[] } | undefined)?.data?.length ?? 0) > 0) {
        chosen = candidate;
        break;
      }
    }
    scopes.set(list.id, chosen);
    return chosen;
  }

  /** The path with every placeholder filled: given values, else `up` for a direction, else a row of the entity it names (own first). */
  function fill(operation: DocumentedOperation, values: Readonly<Record<string, string>> = {}): string {
    return placeholders(operation.path).reduce((path, name) => {
      const entity = operation.role?.ids?.[name];
      const row = entity === undefined ? undefined : name === '_id' ? (rowsCache.get(entity)?.[0] ?? own.get(entity)?.at(-1)) : (own.get(entity)?.at(-1) ?? rowsCache.get(entity)?.[0]);
      const value = values[name] ?? (name === 'direction' ? 'up' : row ? String(row._id) : NO_ID);
      return path.replace(`{${name}}`, encodeURIComponent(value));
    }, operation.path);
  }

  /** Fills the path after reading the rows it names. */
  async function fillRead(operation: DocumentedOperation, values: Readonly<Record<string, string>> = {}): Promise<string> {
    if (operation.role?.kind === 'list') {
      const scope = await findScope(operation);
      return fill(operation, { ...scope, ...values });
    }
    for (const entity of Object.values(operation.role?.ids ?? {})) await rowsOf(entity);
    return fill(operation, values);
  }

  const jsonBodySchema = (operation: DocumentedOperation): JsonSchema | undefined => operation.operation.requestBody?.content?.['application/json']?.schema;
  const bodyPointer = (operation: DocumentedOperation) => `${toPointer('paths', operation.path, operation.method.toLowerCase(), 'requestBody', 'content', 'application/json')}/schema`;

  /** A body for a create operation: an existing row's values the create schema accepts, each required one else made up. */
  async function getCreateBody(create: DocumentedOperation): Promise<Row> {
    const schema = resolveSchema(document, jsonBodySchema(create));
    const source = (await rowsOf(create.role!.entity))[0] ?? {};
    const inPath = placeholders(create.path);
    const base = followRefs(bodyPointer(create));
    const body: Row = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (inPath.includes(name) || property.readOnly) continue;
      const value = source[name];
      const at = `${base}/properties${toPointer(name)}`;
      if (isPresent(value) && (resolvePointer(document, at) === undefined || answers.isValidAt(at, value))) body[name] = value;
    }
    for (const name of schema.required ?? []) {
      if (!(name in body) && !inPath.includes(name)) body[name] = getExampleValue(resolveSchema(document, schema.properties?.[name]));
    }
    // A copy must not repeat a unique combination: its first field gets a value of its own.
    for (const [name] of create.role?.unique ?? []) {
      if (name !== undefined && name in body) body[name] = getFreshValue(body[name], `${base}/properties${toPointer(name)}`);
    }
    return body;
  }

  /** A value like `value` that no row has yet (a run token and a counter added) and that the schema at `pointer` accepts. */
  function getFreshValue(value: unknown, pointer: string): unknown {
    copies += 1;
    const mark = `${runToken}${copies}`;
    const candidates = typeof value === 'number' ? [value + copies, copies] : [`${String(value).slice(0, 40)}-${mark}`, `${mark}-${String(value)}`, `${String(value).slice(0, 40)}${mark}`, mark];
    return candidates.find((candidate) => answers.isValidAt(pointer, candidate)) ?? candidates[0];
  }

  /** The pointer a chain of local $refs ends at. */
  function followRefs(pointer: string): string {
    let current = pointer;
    for (let depth = 0; depth < 20; depth += 1) {
      const ref = (resolvePointer(document, current) as JsonSchema | undefined)?.$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#')) break;
      current = ref.slice(1);
    }
    return current;
  }

  function track(entity: string, row: Row): void {
    const id = String(row._id);
    own.set(entity, [...(own.get(entity) ?? []), row]);
    const remove = find(entity, 'delete')[0];
    if (!remove) {
      leftBehind.push(`${entity} ${id} (no delete operation documented)`);
      return;
    }
    undo.push({ key: `${entity}:${id}`, label: `the ${entity} ${id} check-api made`, operation: remove, request: deleteRequest(remove, row) });
  }

  function deleteRequest(remove: DocumentedOperation, row: Row): CheckRequest {
    return { method: remove.method, url: fill(remove, { _id: String(row._id) }), ...(jsonBodySchema(remove) && { body: row }) };
  }

  function forget(key: string): void {
    const at = undo.findIndex((item) => item.key === key);
    if (at >= 0) undo.splice(at, 1);
    const [entity, id] = key.split(':');
    const rows = own.get(entity ?? '');
    if (rows) own.set(entity!, rows.filter((row) => String(row._id) !== id));
  }

  /** Makes a row through the entity's create operation (the first one whose path needs nothing); a failure is reported on `operation`. */
  async function makeRow(entity: string, operation: DocumentedOperation | undefined, set: Row = {}): Promise<Row | undefined> {
    const creates = find(entity, 'create').sort((a, b) => placeholders(a.path).length - placeholders(b.path).length);
    const create = creates[0];
    if (!create) return undefined;
    const request: CheckRequest = { method: create.method, url: await fillRead(create), body: { ...(await getCreateBody(create)), ...set } };
    const response = await send(request);
    if (response.status === 201 && isPresent((response.data as Row | undefined)?._id)) {
      track(entity, response.data as Row);
      return response.data as Row;
    }
    if (operation) {
      setupFailures.push({ operation, name: `set-up: make a ${entity} row through ${create.id}`, expected: [201], got: response.status, outcome: 'fail', problems: [`expected 201, got ${response.status} ${response.body.slice(0, 300)}`] });
    }
    return undefined;
  }

  /** The 404 case of an operation on a row: an _id no server has. */
  function unknownId(operation: DocumentedOperation): CheckCase[] {
    if (!placeholders(operation.path).includes('_id')) return [];
    const body = operation.method !== 'GET' && jsonBodySchema(operation) ? { body: {} } : {};
    return [{ name: 'an unknown _id', request: { method: operation.method, url: fill(operation, { _id: NO_ID }), ...body }, status: [404] }];
  }

  /** A property of a body schema, its name and a value of another JSON type. */
  function wrongType(schema: JsonSchema, skip: readonly string[]): [string, unknown] | undefined {
    for (const [name, property] of Object.entries(resolveSchema(document, schema).properties ?? {})) {
      if (skip.includes(name) || property.readOnly) continue;
      const type = resolveSchema(document, property).type;
      if (type === 'string') return [name, 12345];
      if (type === 'integer' || type === 'number') return [name, 'not-a-number'];
      if (type === 'boolean') return [name, 'maybe'];
    }
    return undefined;
  }

  const notOwn = (entity: string) => `would change a row of ${entity} that check-api did not make (the document has no create operation for ${entity})`;

  async function getCases(operation: DocumentedOperation): Promise<CheckCase[]> {
    const role = operation.role;
    if (operation.operation['x-admin-gen-lookup']) return getLookupCases(operation);
    const impact = operation.operation['x-admin-gen-impact'];
    if (impact) {
      // Reads only: what deleting a listed row would do, and a 404 for an unknown one.
      const row = (await rowsOf(impact.entity))[0];
      return [
        row
          ? { name: 'an existing row', request: { method: operation.method, url: fill(operation, { _id: String(row._id) }) }, status: [200] }
          : { name: 'an existing row', status: [200], skip: `no ${impact.entity} row listed` },
        ...unknownId(operation),
      ];
    }
    if (!role) return getBuiltinCases(operation);
    const { method } = operation;
    const entity = role.entity;
    const rows = await rowsOf(entity);
    const canCreate = find(entity, 'create').length > 0;
    const bodySchema = jsonBodySchema(operation);
    switch (role.kind) {
      case 'list':
        return getListCases(operation, await fillRead(operation));
      case 'get': {
        const row = rows[0] ?? own.get(entity)?.[0];
        return [row ? { name: 'an existing row', request: { method, url: fill(operation, { _id: String(row._id) }) }, status: [200] } : { name: 'an existing row', status: [200], skip: `no ${entity} row listed` }, ...unknownId(operation)];
      }
      case 'create': {
        const url = await fillRead(operation);
        const body = await getCreateBody(operation);
        const inPath = placeholders(operation.path);
        const schema = resolveSchema(document, bodySchema);
        const required = (schema.required ?? []).find((name) => !inPath.includes(name) && resolveSchema(document, schema.properties?.[name]).default === undefined);
        const wrong = bodySchema && wrongType(bodySchema, inPath);
        return [
          { name: rows.length > 0 ? 'a copy of an existing row' : 'a new row', request: { method, url, body }, status: [201] },
          { name: 'a body that is a list', request: { method, url, body: [] }, status: [400] },
          { name: 'an unknown key', request: { method, url, body: { ...body, noSuchField: 1 } }, status: [400], field: 'noSuchField' },
          // The copy above is stored by now: sending it again repeats its unique values.
          ...(role.unique?.[0]?.[0] !== undefined ? [{ name: 'a repeated unique value', request: { method, url, body }, status: [409], field: role.unique[0][0] }] : []),
          ...(required ? [{ name: `without ${required}`, request: { method, url, body: Object.fromEntries(Object.entries(body).filter(([name]) => name !== required)) }, status: [400], field: required }] : []),
          ...(wrong ? [{ name: `${wrong[0]} of the wrong type`, request: { method, url, body: { ...body, [wrong[0]]: wrong[1] } }, status: [400], field: wrong[0] }] : []),
        ];
      }
      case 'update': {
        const mine = canCreate ? await makeRow(entity, operation) : undefined;
        const target = mine ?? (changeExisting ? rows[0] : undefined);
        const refused = mine ?? rows[0];
        const url = (row: Row) => fill(operation, { _id: String(row._id) });
        const wrong = bodySchema && wrongType(bodySchema, []);
        return [
          target ? { name: mine ? 'an empty patch of a row check-api made' : 'an empty patch', request: { method, url: url(target), body: {} }, status: [200] } : { name: 'an empty patch', status: [200], skip: notOwn(entity) },
          ...(refused
            ? [
                { name: 'an unknown key', request: { method, url: url(refused), body: { noSuchField: 1 } }, status: [400], field: 'noSuchField' },
                ...(wrong ? [{ name: `${wrong[0]} of the wrong type`, request: { method, url: url(refused), body: { [wrong[0]]: wrong[1] } }, status: [400], field: wrong[0] }] : []),
              ]
            : []),
          ...unknownId(operation),
        ];
      }
      case 'delete': {
        const mine = canCreate ? await makeRow(entity, operation) : undefined;
        let target = mine;
        if (!target && changeExisting && rows.length > 0) {
          // The last listed row goes; a row body is the row as its get answers it.
          const last = rows.at(-1)!;
          const get = find(entity, 'get')[0];
          const got = get && bodySchema ? await send({ method: get.method, url: fill(get, { _id: String(last._id) }) }) : undefined;
          target = got?.status === 200 ? (got.data as Row) : last;
          rowsCache.set(entity, rows.slice(0, -1));
        }
        const request = target && deleteRequest(operation, target);
        return [request ? { name: mine ? 'a row check-api made' : 'an existing row', request, status: [200] } : { name: 'an existing row', status: [200], skip: notOwn(entity) }, ...unknownId(operation)];
      }
      case 'move': {
        // Two rows of its own, side by side at the end: moving the second up swaps only them.
        const first = canCreate ? await makeRow(entity, operation) : undefined;
        const second = first ? await makeRow(entity, operation) : undefined;
        const target = second ?? (changeExisting ? rows[0] : undefined);
        const refused = second ?? rows[0];
        return [
          target ? { name: second ? 'up, a row check-api made' : 'up', request: { method, url: fill(operation, { _id: String(target._id), direction: 'up' }) }, status: [200] } : { name: 'up', status: [200], skip: notOwn(entity) },
          ...(refused ? [{ name: 'an unknown direction', request: { method, url: fill(operation, { _id: String(refused._id), direction: 'sideways' }) }, status: [400], field: 'direction' }] : []),
          ...unknownId(operation),
        ];
      }
      case 'transition': {
        const { field, from, to } = role.transition!;
        const create = find(entity, 'create')[0];
        const settable = create && resolveSchema(document, resolveSchema(document, jsonBodySchema(create)).properties?.[field]).readOnly !== true && field in (resolveSchema(document, jsonBodySchema(create)).properties ?? {});
        const made = canCreate ? await makeRow(entity, operation, settable ? { [field]: from[0] } : {}) : undefined;
        const mine = made && from.includes(String(made[field])) ? made : undefined;
        const ready = mine ?? (changeExisting ? rows.find((row) => from.includes(String(row[field]))) : undefined);
        const done = from.includes(to) ? undefined : mine ?? rows.find((row) => String(row[field]) === to);
        const request = (row: Row): CheckRequest => ({ method, url: fill(operation, { _id: String(row._id) }), ...(bodySchema && { body: {} }) });
        return [
          ready ? { name: `a row in ${from.join(' or ')}`, request: request(ready), status: [200] } : { name: `a row in ${from.join(' or ')}`, status: [200], skip: canCreate ? `no ${entity} row in ${from.join(' or ')} check-api may change` : notOwn(entity) },
          ...(done ? [{ name: mine ? `that row again, now in ${to}` : `a row already in ${to}`, request: request(done), status: [409] }] : []),
          ...unknownId(operation),
        ];
      }
      case 'assign':
      case 'unassign':
        return getRelationCases(operation);
    }
    return [];
  }

  async function getRelationCases(operation: DocumentedOperation): Promise<CheckCase[]> {
    const role = operation.role!;
    const { method } = operation;
    const scope = Object.keys(role.ids ?? {})[0]!;
    const scopeEntity = role.ids![scope]!;
    const targetEntity = role.bodyId!;
    // Links a row check-api makes (when it can) to a target row; the link is removed by the unassign operation.
    const scopeRow = (find(scopeEntity, 'create').length > 0 ? await makeRow(scopeEntity, operation) : undefined) ?? (await rowsOf(scopeEntity)).at(-1);
    const targetRow = own.get(targetEntity)?.at(-1) ?? (await rowsOf(targetEntity)).at(-1);
    const scopeId = String(scopeRow?._id ?? NO_ID);
    const targetId = String(targetRow?._id ?? NO_ID);
    const request: CheckRequest = { method, url: fill(operation, { [scope]: scopeId }), body: { _id: targetId } };
    const refusals: CheckCase[] = [
      { name: 'a body without _id', request: { ...request, body: {} }, status: [400] },
      { name: 'an unknown _id', request: { ...request, body: { _id: NO_ID } }, status: [404, 409] },
    ];
    if (role.kind === 'assign') {
      return [{ name: 'a target and a scope (linked now, or already)', request, status: [201, 409] }, { name: 'the same link again', request, status: [409] }, ...refusals];
    }
    const assign = operations.find((candidate) => candidate.role?.entity === role.entity && candidate.role.kind === 'assign');
    if (assign) {
      const linked = await send({ method: assign.method, url: fill(assign, { [scope]: scopeId }), body: { _id: targetId } });
      if (linked.status === 201) trackLink(operation, scope, scopeId, targetId);
    }
    return [{ name: 'the link', request, status: [200] }, { name: 'the link again, now gone', request, status: [404] }, ...refusals];
  }

  function trackLink(unassign: DocumentedOperation | undefined, scope: string, scopeId: string, targetId: string): void {
    const remove = unassign?.role?.kind === 'unassign' ? unassign : operations.find((candidate) => candidate.role?.entity === unassign?.role?.entity && candidate.role?.kind === 'unassign');
    const key = `link:${scopeId}:${targetId}`;
    if (!remove) {
      leftBehind.push(`the link ${scopeId} → ${targetId} (no unassign operation documented)`);
      return;
    }
    undo.push({ key, label: `the link ${scopeId} → ${targetId} check-api made`, operation: remove, request: { method: remove.method, url: fill(remove, { [scope]: scopeId }), body: { _id: targetId } } });
  }

  function getListCases(operation: DocumentedOperation, url: string): CheckCase[] {
    const parameters = query(operation);
    const parameter = (name: string) => parameters.find((candidate) => candidate.name === name);
    const get = (name: string, search: string, status: number, field?: string): CheckCase => ({ name, request: { method: 'GET', url: search === '' ? url : `${url}?${search}` }, status: [status], ...(field && { field }) });
    const sortFields = (parameter('sortField')?.schema?.enum ?? []) as string[];
    const list = resolveSchema(document, document.paths[operation.path]?.[operation.method.toLowerCase()]?.responses['200']?.content?.['application/json']?.schema);
    const item = resolveSchema(document, resolveSchema(document, list.properties?.data).items);
    const otherFields = Object.keys(item.properties ?? {}).filter((name) => !name.startsWith('$') && !sortFields.includes(name));
    const cases: CheckCase[] = [get('the defaults', '', 200), get('an undocumented parameter', 'noSuchParameter=1', 400, 'noSuchParameter')];
    if (parameter('sortField')) {
      cases.push(...sortFields.flatMap((field) => [get(`sorted by ${field}`, `sortField=${encodeURIComponent(field)}`, 200), get(`sorted by ${field} desc`, `sortField=${encodeURIComponent(field)}&sortOrder=desc`, 200)]));
      cases.push(...otherFields.map((field) => get(`sorted by ${field}, which is not documented`, `sortField=${encodeURIComponent(field)}`, 400, 'sortField')));
    }
    if (parameter('sortOrder')) cases.push(get('an unknown sort order', 'sortOrder=sideways', 400, 'sortOrder'));
    for (const name of ['pageSize', 'pageIndex']) {
      const maximum = parameter(name)?.schema?.maximum;
      if (!parameter(name)) continue;
      cases.push(get(`${name} that is not a number`, `${name}=abc`, 400, name), get(`${name} 0`, `${name}=0`, 400, name));
      if (maximum !== undefined) cases.push(get(`the documented largest ${name}`, `${name}=${maximum}`, 200), get(`${name} one past the documented maximum`, `${name}=${maximum + 1}`, 400, name));
    }
    if (parameter('pageIndex')) cases.push(get('a page number past any integer type', 'pageIndex=99999999999999999999', 400, 'pageIndex'));
    for (const filter of parameters.filter((candidate) => !PAGING.includes(candidate.name))) {
      const name = encodeURIComponent(filter.name).replace(/%5B/g, '[').replace(/%5D/g, ']');
      const schema = filter.schema ?? {};
      const valid = schema.enum ? String(schema.enum[0]) : schema.type === 'boolean' ? 'true' : schema.pattern ? '2026-01-15T00:00:00.000Z' : 'a';
      cases.push(get(`filter ${filter.name}=${valid}`, `${name}=${encodeURIComponent(valid)}`, 200));
      if (schema.enum || schema.type === 'boolean' || schema.pattern) cases.push(get(`filter ${filter.name} with a value it does not document`, `${name}=no-such-value`, 400, filter.name));
    }
    return cases;
  }

  /** A reference's lookup: its first page, a search and page, the labels of ids it answered (and one unknown), limits past its edges. */
  async function getLookupCases(operation: DocumentedOperation): Promise<CheckCase[]> {
    const { method, path } = operation;
    const first = await send({ method, url: path });
    const ids = ((first.data as { data?: { id?: unknown }[] } | undefined)?.data ?? []).slice(0, 3).map((option) => String(option.id));
    const limit = query(operation).find((parameter) => parameter.name === 'limit')?.schema?.maximum;
    return [
      { name: 'the first page', request: { method, url: path }, status: [200] },
      { name: 'a search', request: { method, url: `${path}?q=a&offset=1&limit=5` }, status: [200] },
      { name: 'labels of ids', request: { method, url: `${path}?ids=${encodeURIComponent([...ids, NO_ID].join(','))}` }, status: [200] },
      { name: 'a limit of 0', request: { method, url: `${path}?limit=0` }, status: [400], field: 'limit' },
      ...(limit !== undefined ? [{ name: 'limit one past the documented maximum', request: { method, url: `${path}?limit=${limit + 1}` }, status: [400], field: 'limit' }] : []),
    ];
  }

  function upload(operation: DocumentedOperation, folder?: string): CheckRequest {
    const boundary = `admin-gen-check-${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="check-api.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { method: operation.method, url: operation.path, raw: { payload, contentType: `multipart/form-data; boundary=${boundary}` }, ...(folder && { headers: { folder } }) };
  }

  /** admin-gen's own operations (sign-in, the upload service), known by operationId. */
  async function getBuiltinCases(operation: DocumentedOperation): Promise<CheckCase[]> {
    const { method, path } = operation;
    switch (operation.id) {
      case 'login':
        return [
          { name: 'the right password', request: { method, url: path, body: credentials, as: 'none' }, status: [200] },
          { name: 'a wrong password', request: { method, url: path, body: { email: 'nobody@example.com', password: 'not-the-password' }, as: 'none' }, status: [401] },
          { name: 'no password', request: { method, url: path, body: { email: 'nobody@example.com' }, as: 'none' }, status: [400], field: 'password' },
          { name: 'a form body', request: { method, url: path, raw: { payload: 'email=a&password=b', contentType: 'application/x-www-form-urlencoded' }, as: 'none' }, status: [415] },
        ];
      case 'getSession':
        return [
          { name: 'signed in', request: { method, url: path }, status: [200] },
          { name: 'signed out', request: { method, url: path, as: 'none' }, status: [401] },
        ];
      case 'logout': {
        // A session of its own, so the checker's stays.
        const other = await startSession(credentials.email, credentials.password);
        if (!('cookie' in other)) return [{ name: 'another session', status: [204], skip: `a second sign-in got ${other.status}` }];
        const headers = { cookie: other.cookie, ...(csrfHeader && other.csrf && { [csrfHeader.toLowerCase()]: other.csrf }) };
        return [
          { name: 'without the CSRF token', request: { method, url: path, as: 'noCsrf' }, status: [403] },
          { name: 'another session', request: { method, url: path, headers, as: 'none' }, status: [204] },
          { name: 'that session again, now gone', request: { method, url: path, headers, as: 'none' }, status: [401] },
        ];
      }
      case 'uploadFile':
        return [
          { name: 'a PNG', request: upload(operation), status: [200] },
          { name: 'an unknown folder', request: upload(operation, '../etc'), status: [400], field: 'folder' },
        ];
      case 'getUploadedFile': {
        const uploader = byId('uploadFile');
        const uploaded = uploader ? await send(upload(uploader)) : undefined;
        const url = (uploaded?.data as { uploadURL?: unknown } | undefined)?.uploadURL;
        if (typeof url !== 'string') return [{ name: 'an uploaded file', status: [200], skip: `uploading a file got ${uploaded?.status ?? 'no upload operation'}` }];
        leftBehind.push(`the uploaded file ${url} (no operation removes uploads)`);
        return [
          { name: 'an uploaded file', request: { method, url }, status: [200] },
          { name: 'a file that is not there', request: { method, url: url.replace(/[^/]+$/, '0123456789abcdef.png') }, status: [404] },
        ];
      }
      case 'getUploadSignature':
        return [
          { name: 'an image', request: { method, url: `${path}?fileName=a.png&contentType=image%2Fpng` }, status: [200] },
          { name: 'no file name', request: { method, url: `${path}?contentType=image%2Fpng` }, status: [400], field: 'fileName' },
          { name: 'an SVG', request: { method, url: `${path}?fileName=a.svg&contentType=image%2Fsvg%2Bxml` }, status: [400], field: 'contentType' },
        ];
    }
    // Any other operation that needs no input: one plain call, answered with a documented success.
    const needsInput = (operation.operation.parameters ?? []).some((parameter) => parameter.required) || operation.operation.requestBody !== undefined;
    if (needsInput) return [{ name: 'a call', status: [], skip: 'check-api knows no input for this operation' }];
    const successes = Object.keys(operation.operation.responses).filter((status) => /^2\d\d$/.test(status)).map(Number);
    const signedOut = operation.security === 'public';
    return [{ name: signedOut ? 'without a session' : 'a plain call', request: { method, url: path, ...(signedOut && { as: 'none' as const }) }, status: successes }];
  }

  /** Without a session every operation but sign-in is a 401; a state-changing one without the CSRF header a 403. */
  function getSecurityCases(operation: DocumentedOperation, cases: readonly CheckCase[]): CheckCase[] {
    if (operation.security === 'public' || ['getSession', 'logout'].includes(operation.id)) return [];
    const base = cases.find((item) => item.request && !item.request.as)?.request ?? { method: operation.method, url: fill(operation) };
    return [
      { name: 'without a session', request: { ...base, as: 'none' }, status: [401] },
      ...(operation.security === 'csrf' ? [{ name: 'without the CSRF token', request: { ...base, as: 'noCsrf' as const }, status: [403] }] : []),
    ];
  }

  async function run(operation: DocumentedOperation, item: CheckCase): Promise<CaseResult> {
    const result = { operation, name: item.name, expected: item.status };
    if (item.skip !== undefined || !item.request) return { ...result, outcome: 'skip', problems: [item.skip ?? 'no request'] };
    const response = await send(item.request);
    const problems: string[] = [];
    if (!item.status.includes(response.status)) problems.push(`expected ${item.status.join(' or ')}, got ${response.status} ${response.body.slice(0, 300)}`);
    else if (item.field !== undefined && (response.data as Row | undefined)?.field !== item.field) problems.push(`the ${response.status} names ${JSON.stringify((response.data as Row | undefined)?.field)}, not ${item.field}`);
    problems.push(...answers.checkAnswer(operation, response));
    if (response.status < 300 && item.request.body !== undefined) problems.push(...answers.checkRequestBody(operation, item.request.body));
    noteChanges(operation, item.request, response);
    return { ...result, got: response.status, outcome: problems.length === 0 ? 'ok' : 'fail', problems };
  }

  /** Keeps track of what an answer made or removed, so cleanUp removes exactly what is left. */
  function noteChanges(operation: DocumentedOperation, request: CheckRequest, response: CheckResponse): void {
    const role = operation.role;
    const data = response.data as Row | undefined;
    if (role?.kind === 'create' && response.status === 201 && isPresent(data?._id)) track(role.entity, data!);
    if (role?.kind === 'delete' && response.status === 200) forget(`${role.entity}:${String(data?._id ?? '')}`);
    if ((role?.kind === 'assign' || role?.kind === 'unassign') && request.body && typeof request.body === 'object') {
      const scope = Object.keys(role.ids ?? {})[0]!;
      const scopeId = decodeURIComponent(request.url.split('/')[operation.path.split('/').indexOf(`{${scope}}`)] ?? '');
      const targetId = String((request.body as Row)._id);
      if (role.kind === 'assign' && response.status === 201) trackLink(operation, scope, scopeId, targetId);
      if (role.kind === 'unassign' && response.status === 200) forget(`link:${scopeId}:${targetId}`);
    }
    if (operation.id === 'uploadFile' && response.status === 200) leftBehind.push(`the uploaded file ${String(data?.uploadURL)} (no operation removes uploads)`);
  }

  return {
    operations,
    leftBehind,
    async signIn() {
      const started = await startSession(credentials.email, credentials.password);
      if (!('cookie' in started)) {
        const reason = started.status === 200 ? `no ${cookieName ?? 'session'} cookie was set` : `${started.status} ${started.body.slice(0, 200)}`;
        throw new CheckUsageError(`sign-in as ${credentials.email} through ${login!.method} ${login!.path} failed: ${reason}`);
      }
      session = started;
    },
    async createRow(entity) {
      return makeRow(entity, undefined);
    },
    async checkOperation(operation) {
      setupFailures = [];
      const cases = await getCases(operation);
      const results: CaseResult[] = [...setupFailures];
      for (const item of [...getSecurityCases(operation, cases), ...cases]) results.push(await run(operation, item));
      return results;
    },
    async cleanUp() {
      const results: CaseResult[] = [];
      for (const item of [...undo].reverse()) {
        const response = await send(item.request);
        // A row already gone with its parent is a 404; a state-changing 200 is the usual answer.
        const ok = response.status === 200 || response.status === 204 || response.status === 404;
        results.push({ operation: item.operation, name: `clean up: ${item.label}`, expected: [200, 404], got: response.status, outcome: ok ? 'ok' : 'fail', problems: ok ? [] : [`could not remove ${item.label}: ${response.status} ${response.body.slice(0, 200)}`] });
      }
      undo.length = 0;
      return results;
    },
  };
}
