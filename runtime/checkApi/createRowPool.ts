import { randomBytes } from 'node:crypto';
import { BUILTIN_OPERATION_IDS, getRowVersion, IF_MATCH_HEADER, REFERENCE_KEYWORD, toEntityTag, type JsonSchema } from '../shared/index.js';
import { NO_ID, type CaseResult, type CheckRequest, type Row } from './CheckCase.js';
import type { AnswerChecker, CheckResponse } from './createAnswerChecker.js';
import { getExampleValue } from './getExampleValue.js';
import {
  findOperations,
  followRefs,
  getJsonBodyPointer,
  getJsonBodySchema,
  getPathPlaceholders,
  getQueryParameters,
  requiresRowVersion,
  resolvePointer,
  resolveSchema,
  toPointer,
  type DocumentedOperation,
  type OpenApiDocument,
} from './OpenApiDocument.js';

export interface RowPool {
  /** Rows of an entity the server lists: the union of its lists' first pages, each list on a scope that has rows (read once). */
  getListedRows(entity: string): Promise<Row[]>;
  /** Rows of the entity check-api made and has not removed yet, oldest first. */
  getOwnRows(entity: string): readonly Row[];
  /** Forgets the last listed row of the entity: a case is about to delete it. */
  dropLastListed(entity: string): void;
  /** The path with every placeholder filled: given values, else `up` for a direction, else a row of the entity it names (own first). */
  fill(operation: DocumentedOperation, values?: Readonly<Record<string, string>>): string;
  /** Fills the path after reading the rows it names (a list: on a scope that has rows). */
  fillRead(operation: DocumentedOperation, values?: Readonly<Record<string, string>>): Promise<string>;
  /** A body for a create operation: an existing row's values the create schema accepts, each required one else made up. */
  getCreateBody(create: DocumentedOperation): Promise<Row>;
  /** Makes a row through the entity's create operation (the first one whose path needs nothing); `failed` hears why it could not. */
  makeRow(entity: string, set?: Row, failed?: (create: DocumentedOperation, response: CheckResponse) => void): Promise<Row | undefined>;
  /** The request that deletes a row through a delete operation (with the row as its body when it takes one). */
  getDeleteRequest(remove: DocumentedOperation, row: Row): CheckRequest;
  /** Notes a link check-api made, for the clean-up to remove through the entity's unassign operation. */
  trackLink(operation: DocumentedOperation, scope: string, scopeId: string, targetId: string): void;
  /** Keeps track of what an answer made or removed, so cleanUp removes exactly what is left. */
  noteChanges(operation: DocumentedOperation, request: CheckRequest, response: CheckResponse): void;
  /** Notes something made that no documented operation removes. */
  leaveBehind(what: string): void;
  /** What stays on the server because the document has no operation that removes it. */
  readonly leftBehind: readonly string[];
  /** Removes what the cases made, last made first, through the documented delete and unassign operations. */
  cleanUp(): Promise<CaseResult[]>;
  /** Sends a case's request, with its If-Match header when it asks for one (CheckRequest.ifMatch). */
  sendVersioned(request: CheckRequest): Promise<CheckResponse>;
}

export interface RowPoolOptions {
  readonly document: OpenApiDocument;
  readonly operations: readonly DocumentedOperation[];
  readonly answers: AnswerChecker;
  readonly send: (request: CheckRequest) => Promise<CheckResponse>;
  /** Make rows no documented operation removes (ApiCheckerOptions.leaveRows). */
  readonly leaveRows?: boolean;
}

const isPresent = (value: unknown): boolean => value !== null && value !== undefined;
const byPlaceholderCount = (a: DocumentedOperation, b: DocumentedOperation) => getPathPlaceholders(a.path).length - getPathPlaceholders(b.path).length;

/**
 * The rows of one check, shared between its cases: rows the server lists (read once, each list on a scope that has
 * rows), rows check-api makes (a copy of a listed row, unique values made fresh) and what removes them afterwards.
 */
export function createRowPool(options: RowPoolOptions): RowPool {
  const { document, operations, answers, send } = options;
  const listed = new Map<string, Row[]>();
  // Rows of an entity still being read: a list scoped by a row of the same entity (a tree) sees what is read so far.
  const partial = new Map<string, Row[]>();
  const scopes = new Map<string, Record<string, string> | null>();
  const own = new Map<string, Row[]>();
  const undo: { key: string; label: string; operation: DocumentedOperation; request: CheckRequest }[] = [];
  const leftBehind: string[] = [];
  // Unique values of copies: a token of this run and a counter.
  const runToken = `c${randomBytes(3).toString('hex')}`;
  let copies = 0;
  // The last version seen of each row (`entity:_id`), for an entity without a get operation.
  const versions = new Map<string, number>();
  const noteVersion = (entity: string, row: Row) => {
    const version = getRowVersion(row);
    if (version !== undefined && isPresent(row._id)) versions.set(`${entity}:${String(row._id)}`, version);
  };

  async function getListedRows(entity: string, seen = new Set<string>()): Promise<Row[]> {
    const cached = listed.get(entity);
    if (cached) return cached;
    if (seen.has(entity)) return partial.get(entity) ?? [];
    seen.add(entity);
    const rows: Row[] = [];
    partial.set(entity, rows);
    for (const list of findOperations(operations, entity, 'list').sort(byPlaceholderCount)) {
      const scope = await findScope(list, seen);
      if (scope === null) continue;
      const response = await send({ method: 'GET', url: `${fill(list, scope)}?${getMaxPage(list)}` });
      const data = (response.data as { data?: unknown } | undefined)?.data;
      if (response.status !== 200 || !Array.isArray(data)) continue;
      for (const row of data as Row[]) {
        noteVersion(entity, row);
        if (!rows.some((known) => known._id === row._id)) rows.push(row);
      }
    }
    listed.set(entity, rows);
    return rows;
  }

  /** `pageSize=<documented maximum>` when the list documents one. */
  function getMaxPage(list: DocumentedOperation): string {
    const maximum = getQueryParameters(list).find((parameter) => parameter.name === 'pageSize')?.schema?.maximum;
    return maximum === undefined ? '' : `pageSize=${maximum}`;
  }

  /** Values for a list's path placeholders under which it lists rows (the first of a few tried), else any; null when none. */
  async function findScope(list: DocumentedOperation, seen = new Set<string>()): Promise<Record<string, string> | null> {
    if (scopes.has(list.id)) return scopes.get(list.id)!;
    const names = getPathPlaceholders(list.path);
    if (names.length === 0) return {};
    const ids = list.role?.ids ?? {};
    const candidates: Record<string, string>[] = [];
    if (names.every((name) => ids[name])) {
      const pools = await Promise.all(names.map(async (name) => (await getListedRows(ids[name]!, seen)).slice(0, 20)));
      for (let index = 0; index < Math.max(...pools.map((pool) => pool.length)); index += 1) {
        candidates.push(Object.fromEntries(names.map((name, at) => [name, String((pools[at]![index] ?? pools[at]![0])?._id ?? NO_ID)])));
      }
    } else if (list.role) {
      // Placeholders that are fields of the listed rows (the audit log's entity and record).
      for (const row of (await getListedRows(list.role.entity, seen)).slice(0, 20)) {
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

  /** The value `fill` puts in a placeholder: `up` for a direction, else a row of the entity it names (own first, a listed one for `_id`). */
  function getPlaceholderValue(operation: DocumentedOperation, name: string): string {
    const entity = operation.role?.ids?.[name];
    const row = entity === undefined ? undefined : name === '_id' ? (listed.get(entity)?.[0] ?? own.get(entity)?.at(-1)) : (own.get(entity)?.at(-1) ?? listed.get(entity)?.[0]);
    return name === 'direction' ? 'up' : row ? String(row._id) : NO_ID;
  }

  function fill(operation: DocumentedOperation, values: Readonly<Record<string, string>> = {}): string {
    return getPathPlaceholders(operation.path).reduce((path, name) => path.replace(`{${name}}`, encodeURIComponent(values[name] ?? getPlaceholderValue(operation, name))), operation.path);
  }

  async function fillRead(operation: DocumentedOperation, values: Readonly<Record<string, string>> = {}): Promise<string> {
    if (operation.role?.kind === 'list') {
      const scope = await findScope(operation);
      return fill(operation, { ...scope, ...values });
    }
    for (const entity of Object.values(operation.role?.ids ?? {})) await getListedRows(entity);
    return fill(operation, values);
  }

  async function getCreateBody(create: DocumentedOperation): Promise<Row> {
    const schema = resolveSchema(document, getJsonBodySchema(create));
    const source = (await getListedRows(create.role!.entity))[0] ?? {};
    const inPath = getPathPlaceholders(create.path);
    const base = followRefs(document, getJsonBodyPointer(create));
    const body: Row = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (inPath.includes(name) || property.readOnly) continue;
      const value = source[name];
      const at = `${base}/properties${toPointer(name)}`;
      if (isPresent(value) && (resolvePointer(document, at) === undefined || answers.isValidAt(at, value))) body[name] = value;
    }
    for (const name of schema.required ?? []) {
      // A field the path gives that the body must hold too holds the path's value.
      if (inPath.includes(name)) body[name] = getPlaceholderValue(create, name);
      if (name in body || inPath.includes(name)) continue;
      // A required reference no listed row gives names a row of its entity: a listed one, one check-api made, or one made now.
      const target = findReferenceTarget(create.role!.entity, name);
      const id = target === undefined ? undefined : await getReferenceId(target);
      if (id !== undefined) body[name] = isList(schema.properties?.[name]) ? [id] : id;
      else body[name] = getExampleValue(resolveSchema(document, schema.properties?.[name]), (nested) => resolveSchema(document, nested), Object.keys(schema.properties ?? {}).indexOf(name));
    }
    // An optional reference names a listed row too: a transition or a rule may require it later (a state whose rule asks for it).
    for (const name of Object.keys(schema.properties ?? {})) {
      const target = name in body || inPath.includes(name) ? undefined : findReferenceTarget(create.role!.entity, name);
      const row = target === undefined ? undefined : (await getListedRows(target))[0];
      if (row) body[name] = isList(schema.properties?.[name]) ? [String(row._id)] : String(row._id);
    }
    // A write-only value (an account's password) is never answered, so no listed row gives it: an example stands in.
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (!(name in body) && !inPath.includes(name) && resolveSchema(document, property).writeOnly === true) body[name] = getExampleValue(resolveSchema(document, property));
    }
    // A copy must not repeat a unique combination: its first field that names no other row gets a value of its own;
    // a combination of references only names a row made for it (a one-to-one reference).
    for (const combination of create.role?.unique ?? []) {
      const name = combination.find((field) => field in body && findReferenceTarget(create.role!.entity, field) === undefined);
      if (name !== undefined) body[name] = getFreshValue(body[name], `${base}/properties${toPointer(name)}`);
      const reference = name === undefined ? combination.find((field) => field in body) : undefined;
      const made = reference === undefined ? undefined : await makeRow(findReferenceTarget(create.role!.entity, reference)!);
      if (reference !== undefined && made) body[reference] = Array.isArray(body[reference]) ? [String(made._id)] : String(made._id);
    }
    // A range no two rows of one scope may share (x-admin-gen's noOverlap): a copy takes a range of its own.
    for (const rule of create.role?.noOverlap ?? []) {
      const range = getFreshRange(resolveSchema(document, schema.properties?.[rule.start]).format);
      body[rule.start] = range.start;
      body[rule.end] = range.end;
    }
    return body;
  }

  /**
   * A date or date-time range no row is likely to hold: one day (an hour for date-times) on a day of the 22nd century
   * picked by this run's token and a counter, so copies of one run and of earlier runs left behind do not clash.
   */
  function getFreshRange(format: string | undefined): { start: string; end: string } {
    copies += 1;
    const day = Date.UTC(2100, 0, 1) + ((Number.parseInt(runToken.slice(1), 16) * 1000 + copies) % 36_500) * 86_400_000;
    if (format === 'date') return { start: new Date(day).toISOString().slice(0, 10), end: new Date(day + 86_400_000).toISOString().slice(0, 10) };
    return { start: new Date(day + 36_000_000).toISOString(), end: new Date(day + 39_600_000).toISOString() };
  }

  /** Whether a property holds a list (a many reference), its type an array or an array or null. */
  function isList(property: JsonSchema | undefined): boolean {
    return [resolveSchema(document, property).type].flat().includes('array');
  }

  /** The entity a reference field names: its lookup's target (x-admin-gen-lookup), else the mark on the field in one of the entity's bodies. */
  function findReferenceTarget(entity: string, field: string): string | undefined {
    const lookup = operations.map((operation) => operation.operation['x-admin-gen-lookup']).find((candidate) => candidate?.entity === entity && candidate.field === field)?.target;
    if (lookup !== undefined) return lookup;
    for (const operation of operations) {
      if (operation.role?.entity !== entity) continue;
      const target = resolveSchema(document, resolveSchema(document, getJsonBodySchema(operation)).properties?.[field])[REFERENCE_KEYWORD];
      if (typeof target === 'string') return target;
    }
    return undefined;
  }

  // Entities whose row is being made for a reference: a cycle of required references gives up instead of looping.
  const making = new Set<string>();

  /** The _id of a row of `entity` a reference may name: a listed row, else one check-api made, else one made now. */
  async function getReferenceId(entity: string): Promise<string | undefined> {
    const row = (await getListedRows(entity))[0] ?? own.get(entity)?.[0];
    if (row) return String(row._id);
    if (making.has(entity)) return undefined;
    making.add(entity);
    try {
      const made = await makeRow(entity);
      return made === undefined ? undefined : String(made._id);
    } finally {
      making.delete(entity);
    }
  }

  /** A value like `value` that no row has yet (a run token and a counter added) and that the schema at `pointer` accepts. */
  function getFreshValue(value: unknown, pointer: string): unknown {
    copies += 1;
    const mark = `${runToken}${copies}`;
    // A text with a maximum length keeps the mark whole and cuts the value to fit.
    const maxLength = resolveSchema(document, resolvePointer(document, pointer) as JsonSchema | undefined).maxLength ?? 40;
    const text = String(value);
    const candidates = typeof value === 'number' ? [value + copies, copies] : [`${text.slice(0, 40)}-${mark}`, `${mark}-${text}`, `${text.slice(0, 40)}${mark}`, `${text.slice(0, Math.max(0, maxLength - mark.length))}${mark}`, mark];
    return candidates.find((candidate) => answers.isValidAt(pointer, candidate)) ?? candidates[0];
  }

  function track(entity: string, row: Row): void {
    const id = String(row._id);
    own.set(entity, [...(own.get(entity) ?? []), row]);
    const remove = findOperations(operations, entity, 'delete')[0];
    if (!remove) {
      leftBehind.push(`${entity} ${id} (no delete operation documented)`);
      // A row it names stays too: the delete rules would refuse to remove it while this row refers to it.
      for (const value of Object.values(row).flat()) {
        const at = undo.findIndex((item) => item.key.endsWith(`:${String(value)}`) && !item.key.startsWith('link:'));
        if (at >= 0) leftBehind.push(`${undo.splice(at, 1)[0]!.label} (the ${entity} ${id} left behind refers to it)`);
      }
      return;
    }
    undo.push({ key: `${entity}:${id}`, label: `the ${entity} ${id} check-api made`, operation: remove, request: getDeleteRequest(remove, row) });
  }

  function getDeleteRequest(remove: DocumentedOperation, row: Row): CheckRequest {
    const entity = remove.role?.entity;
    return {
      method: remove.method,
      url: fill(remove, { _id: String(row._id) }),
      ...(getJsonBodySchema(remove) && { body: row }),
      ...(entity !== undefined && requiresRowVersion(remove) && { ifMatch: { entity, id: String(row._id) } }),
    };
  }

  /**
   * Sends a request; one that names a row's version (CheckRequest.ifMatch) names the last one seen, and when the row
   * changed since without check-api seeing it (a move of a neighbour, a delete rule), the 412 names the version it has
   * now: the request goes once more at that version, as a person would overwrite.
   */
  async function sendVersioned(request: CheckRequest): Promise<CheckResponse> {
    const target = request.ifMatch;
    if (!target) return send(request);
    const withTag = (tag: string | undefined): CheckRequest => (tag === undefined ? request : { ...request, headers: { ...request.headers, [IF_MATCH_HEADER.toLowerCase()]: tag } });
    if ('tag' in target) return send(withTag(target.tag));
    const key = `${target.entity}:${target.id}`;
    const known = versions.get(key);
    const response = await send(withTag(known === undefined ? undefined : toEntityTag(known)));
    const current = response.status === 412 ? getRowVersion((response.data as { current?: Row } | undefined)?.current) : undefined;
    if (current === undefined || current === known) return response;
    versions.set(key, current);
    return send(withTag(toEntityTag(current)));
  }

  function forget(key: string): void {
    const at = undo.findIndex((item) => item.key === key);
    if (at >= 0) undo.splice(at, 1);
    const [entity, id] = key.split(':');
    const rows = own.get(entity ?? '');
    if (rows) own.set(entity!, rows.filter((row) => String(row._id) !== id));
  }

  async function makeRow(entity: string, set: Row = {}, failed?: (create: DocumentedOperation, response: CheckResponse) => void): Promise<Row | undefined> {
    const create = findOperations(operations, entity, 'create').sort(byPlaceholderCount)[0];
    // A row no operation can delete would stay behind (an account would stay able to sign in): none is made, unless leaveRows.
    if (!create || (!options.leaveRows && findOperations(operations, entity, 'delete').length === 0)) return undefined;
    const request: CheckRequest = { method: create.method, url: await fillRead(create), body: { ...(await getCreateBody(create)), ...set } };
    const response = await send(request);
    if (response.status === 201 && isPresent((response.data as Row | undefined)?._id)) {
      noteVersion(entity, response.data as Row);
      track(entity, response.data as Row);
      return response.data as Row;
    }
    failed?.(create, response);
    return undefined;
  }

  function trackLink(operation: DocumentedOperation, scope: string, scopeId: string, targetId: string): void {
    const remove = operation.role?.kind === 'unassign' ? operation : operations.find((candidate) => candidate.role?.entity === operation.role?.entity && candidate.role?.kind === 'unassign');
    const key = `link:${scopeId}:${targetId}`;
    if (!remove) {
      leftBehind.push(`the link ${scopeId} → ${targetId} (no unassign operation documented)`);
      return;
    }
    undo.push({ key, label: `the link ${scopeId} → ${targetId} check-api made`, operation: remove, request: { method: remove.method, url: fill(remove, { [scope]: scopeId }), body: { _id: targetId } } });
  }

  function noteChanges(operation: DocumentedOperation, request: CheckRequest, response: CheckResponse): void {
    const role = operation.role;
    const data = response.data as Row | undefined;
    if (role && response.status < 300 && data && typeof data === 'object') {
      for (const row of Array.isArray(data.data) ? (data.data as Row[]) : [data]) noteVersion(role.entity, row);
    }
    if (role?.kind === 'create' && response.status === 201 && isPresent(data?._id)) track(role.entity, data!);
    if (role?.kind === 'delete' && response.status === 200) forget(`${role.entity}:${String(data?._id ?? '')}`);
    if ((role?.kind === 'assign' || role?.kind === 'unassign') && request.body && typeof request.body === 'object') {
      const scope = Object.keys(role.ids ?? {})[0]!;
      const scopeId = decodeURIComponent(request.url.split('/')[operation.path.split('/').indexOf(`{${scope}}`)] ?? '');
      const targetId = String((request.body as Row)._id);
      if (role.kind === 'assign' && response.status === 201) trackLink(operation, scope, scopeId, targetId);
      if (role.kind === 'unassign' && response.status === 200) forget(`link:${scopeId}:${targetId}`);
    }
    if (operation.id === BUILTIN_OPERATION_IDS.upload && response.status === 200) leftBehind.push(`the uploaded file ${String(data?.uploadURL)} (no operation removes uploads)`);
  }

  return {
    getListedRows: (entity) => getListedRows(entity),
    getOwnRows: (entity) => own.get(entity) ?? [],
    dropLastListed(entity) {
      listed.set(entity, (listed.get(entity) ?? []).slice(0, -1));
    },
    fill,
    fillRead,
    sendVersioned,
    getCreateBody,
    makeRow,
    getDeleteRequest,
    trackLink,
    noteChanges,
    leaveBehind: (what) => void leftBehind.push(what),
    leftBehind,
    async cleanUp() {
      const results: CaseResult[] = [];
      for (const item of [...undo].reverse()) {
        const response = await sendVersioned(item.request);
        // A row already gone with its parent is a 404; a state-changing 200 is the usual answer.
        const ok = response.status === 200 || response.status === 204 || response.status === 404;
        results.push({ operation: item.operation, name: `clean up: ${item.label}`, expected: [200, 404], got: response.status, outcome: ok ? 'ok' : 'fail', problems: ok ? [] : [`could not remove ${item.label}: ${response.status} ${response.body.slice(0, 200)}`] });
      }
      undo.length = 0;
      return results;
    },
  };
}
