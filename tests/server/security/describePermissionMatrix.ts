// The permission matrix (issue 22), generated from a site's model: every role × every operation the contract guards
// (x-roles: entity endpoints, lookups, delete impacts, bulk operations, a record's history per audited entity, a list's file export), called as an account
// holding only that role on demo data, on both stores. A 403 naming the action and entity exactly when the contract
// and getPermissions say no; answers without the role's hidden fields (children too); a body writing a hidden or
// read-only field a 400 naming it. Requests are check-api's (getGuardedRequest) on the administrator's rows.
import type { FastifyInstance } from 'fastify';
import { createAnswerChecker, createCheckSession, createRowPool, getDocumentedOperations, getGuardedRequest, NO_ID, type CheckRequest, type OpenApiDocument, type RowPool, type Transport } from '../../../runtime/checkApi/index.js';
import { updateAdminAccess } from '../../../runtime/server/auth/createAdminAccount.js';
import { createSessionStore } from '../../../runtime/server/auth/index.js';
import { createAdminAccount, createServer, migrate, seedDemoData } from '../../../runtime/server/index.js';
import { messages } from '../../../runtime/server/messages.js';
import { getActionLabel } from '../../../runtime/server/security/registerPermissionGuard.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { getApiContract, getBulkAction, getEndpointAction, getPermissions, getRequestAction, getTemplateParams, isAllowed, isRecord, USER_VALUE_PREFIX, type EndpointContract, type AppDefinition, type EntityDefinition, type Permissions } from '../../../runtime/shared/index.js';
import { createTestDatabase, getTestDialects, injectAs, TEST_ADMIN, type TestDatabase, type TestResponse, type TestSession } from '../testStores.js';


/** A site with roles as the server and check-api see it: its model and the OpenAPI document its build wrote. */
export interface MatrixSite {
  /** What the suites' titles name it by. */
  readonly name: string;
  readonly app: AppDefinition;
  readonly entities: readonly EntityDefinition[];
  readonly document: OpenApiDocument;
}

/** Registers the matrix suites of `site`: the contract and permissions agree, then every role × guarded call on each store. */
export function describePermissionMatrix({ name, app, entities, document }: MatrixSite): void {
  const operations = getDocumentedOperations(document);
  const contract = getApiContract({ app, entities });
  const byName = new Map(entities.map((entity) => [entity.entity, entity]));
  const ROLES = app.roles.map((role) => role.name);
  const permissionsOf = new Map(ROLES.map((role) => [role, getPermissions(app, [role])]));
  /** Kinds that remove rows or links: run after every other call, so no other case loses its row. */
  const REMOVING = new Set(['delete', 'unassign']);

  /** One cell of the matrix: an operation (with its path values), the entity and action it is judged on, who may call it. */
  interface Cell {
    readonly endpoint: EndpointContract;
    readonly entity: EntityDefinition;
    readonly action: string;
    /** Path values besides the pool's rows (a history's audited entity). */
    readonly values: Readonly<Record<string, string>>;
    /** Query parameters (a list's export: `format`). */
    readonly query: Readonly<Record<string, string>>;
    readonly allowed: (permissions: Permissions, role: string) => boolean;
    /** The action a refusal names: the operation's, or the one the request adds (export) when the operation is allowed. */
    readonly refused: (role: string) => string;
    readonly removing: boolean;
  }

  /** The entity and action the guard judges an operation on: its endpoint's, a lookup's target (list), an impact's entity (delete), an import's entity (import). */
  function getSubject(endpoint: EndpointContract): { entity: EntityDefinition; action: string } {
    if (endpoint.endpoint) return { entity: byName.get(endpoint.endpoint.entity)!, action: getEndpointAction(endpoint.endpoint) };
    if (endpoint.lookup) {
      const { entity, field } = endpoint.lookup;
      return { entity: byName.get(byName.get(entity)!.references.find((reference) => reference.field === field)!.entity)!, action: 'list' };
    }
    if (endpoint.import) return { entity: byName.get(endpoint.import.entity)!, action: 'import' };
    // A bulk operation: the bulk grant (the action's own is the request's, below).
    if (endpoint.bulk) return { entity: byName.get(endpoint.bulk.entity)!, action: 'bulk' };
    return { entity: byName.get(endpoint.impact!.entity)!, action: 'delete' };
  }

  const cells: Cell[] = contract.endpoints
    .filter((endpoint) => endpoint.roles !== undefined)
    .flatMap((endpoint): Cell[] => {
      const { entity, action } = getSubject(endpoint);
      const removing = REMOVING.has(endpoint.endpoint?.kind ?? '');
      const byRoles = (_permissions: Permissions, role: string) => endpoint.roles!.includes(role);
      const cell = { endpoint, entity, action, removing, values: {}, query: {}, allowed: byRoles, refused: () => action };
      // A record's history: also open to who may view the audited entity's records; one cell per audited entity.
      if (entity.table === SYSTEM_TABLES.auditLog && getTemplateParams(endpoint.path).includes('recordId')) {
        return entities.map((audited) => ({ ...cell, values: { entity: audited.entity }, allowed: (permissions, role) => byRoles(permissions, role) || isAllowed(permissions, audited.entity, 'view') }));
      }
      // A bulk dry run (getGuardedRequest's: the first action but set) needs that action's grant too.
      if (endpoint.bulk) {
        const actions = (endpoint.body?.content['application/json']?.properties?.action?.enum ?? []) as string[];
        const own = getBulkAction(actions.find((name) => name !== 'set') ?? actions[0] ?? '');
        return [{ ...cell, allowed: (permissions, role) => byRoles(permissions, role) && isAllowed(permissions, entity.entity, own), refused: (role) => (endpoint.roles!.includes(role) ? own : action) }];
      }
      // A list that answers a file too: that call needs the action getRequestAction adds (export) as well.
      const format = operations.find((operation) => operation.id === endpoint.operationId)?.operation.parameters?.find((parameter) => parameter.name === 'format')?.schema?.enum?.[0];
      const extra = typeof format === 'string' ? getRequestAction(action, { format }) : null;
      if (extra === null) return [cell];
      const file: Cell = { ...cell, query: { format: String(format) }, allowed: (permissions, role) => byRoles(permissions, role) && isAllowed(permissions, entity.entity, extra), refused: (role) => (endpoint.roles!.includes(role) ? extra : action) };
      return [cell, file];
    });
  const CALLS = ROLES.length * cells.length;

  describe(`the contract and the permissions agree: ${name}`, () => {
    it.each(ROLES)('%s: x-roles names the role exactly where getPermissions allows the action', (role) => {
      const permissions = permissionsOf.get(role)!;
      for (const endpoint of contract.endpoints.filter((candidate) => candidate.endpoint && candidate.roles)) {
        const { entity, action } = getSubject(endpoint);
        expect(endpoint.roles!.includes(role), `${endpoint.operationId}`).toBe(isAllowed(permissions, entity.entity, action));
      }
    });
  });

  /** Inject as the session, the JSON body parsed (TestResponse.data). */
  function send(server: FastifyInstance, session: TestSession, request: CheckRequest): Promise<TestResponse> {
    const tag = request.ifMatch && 'tag' in request.ifMatch ? { 'if-match': request.ifMatch.tag } : {};
    return injectAs(server, session, { method: request.method as 'GET', url: request.url, headers: { ...request.headers, ...tag }, ...(request.body !== undefined && { payload: request.body as object }) });
  }

  /** The fields of a row (and of its children's lines) the permissions hide from the user, by `entity.field`. */
  function getHiddenSent(row: unknown, entity: EntityDefinition, permissions: Permissions, seen: Set<string>): string[] {
    if (!isRecord(row)) return [];
    const hidden = permissions.entities[entity.entity]?.hidden ?? [];
    if (hidden.length > 0) seen.add(entity.entity);
    const sent = hidden.filter((field) => Object.hasOwn(row, field) || (isRecord(row.$labels) && Object.hasOwn(row.$labels, field))).map((field) => `${entity.entity}.${field}`);
    // A reference's label names a row of its target: sent only to who may list the target or pick it (create or update).
    const picks = isAllowed(permissions, entity.entity, 'create') || isAllowed(permissions, entity.entity, 'update');
    const unreadable = picks ? [] : entity.references.filter((reference) => !isAllowed(permissions, reference.entity, 'list')).map((reference) => reference.field);
    if (isRecord(row.$labels)) sent.push(...unreadable.filter((field) => Object.hasOwn(row.$labels as object, field)).map((field) => `${entity.entity}.$labels.${field}`));
    for (const child of entity.children) {
      const lines = row[child.name];
      if (Array.isArray(lines)) sent.push(...lines.flatMap((line) => getHiddenSent(line, byName.get(child.entity)!, permissions, seen)));
    }
    return sent;
  }

  const withoutKeys = (body: unknown, keys: readonly string[]) => (isRecord(body) ? Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key))) : body);

  for (const dialect of getTestDialects()) {
    describe(`permission matrix of ${name} [${dialect}]: ${ROLES.length} roles × ${cells.length} guarded calls = ${CALLS}`, () => {
      let store: TestDatabase;
      let server: FastifyInstance;
      let rows: RowPool;
      const sessions = new Map<string, TestSession>();
      /** `role:entity` pairs whose hidden fields an answer was checked for. */
      const hiddenChecked = new Set<string>();
      let deletes = 0;

      beforeAll(async () => {
        store = await createTestDatabase(dialect);
        await migrate(store.database, entities);
        await seedDemoData(store.database, entities, { now: new Date('2026-06-01T12:00:00Z') });
        const admin = await createAdminAccount(store.database, TEST_ADMIN);
        server = await createServer({ entities, app, database: store.database, dataDir: store.dataDir, webRoot: '/nonexistent-web-root' });
        const transport: Transport = async ({ method, url, headers, payload }) => {
          const response = await server.inject({ method: method as 'GET', url, headers, ...(payload !== undefined && { payload }) });
          return { status: response.statusCode, headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join('\n') : String(value)])), body: response.body };
        };
        const session = createCheckSession({ document, operations, transport, credentials: TEST_ADMIN });
        await session.signIn();
        rows = createRowPool({ document, operations, answers: createAnswerChecker(document), send: session.send });
        // One account per role, sessions made directly (no scrypt each); a `$user.<field>` gets a value some listed row holds.
        const db = store.database.db;
        const stored = await db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', admin.id).executeTakeFirstOrThrow();
        for (const role of ROLES) {
          const _id = `matrix-${role}`;
          await db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id, email: `${role}@example.com`, passwordHash: stored.passwordHash, createdAt: stored.createdAt }).execute();
          await updateAdminAccess(store.database, _id, { roles: [role] });
          for (const [entity, permission] of Object.entries(permissionsOf.get(role)!.entities)) {
            for (const [field, value] of Object.entries(permission.rowFilters?.[0] ?? {})) {
              if (typeof value !== 'string' || !value.startsWith(USER_VALUE_PREFIX)) continue;
              const held = (await rows.getListedRows(entity)).map((row) => row[field]).find((candidate) => candidate !== null && candidate !== undefined && !(Array.isArray(candidate) && candidate.length === 0));
              await db.updateTable(SYSTEM_TABLES.adminUsers).set({ [value.slice(USER_VALUE_PREFIX.length)]: Array.isArray(held) ? held[0] : held }).where('_id', '=', _id).execute();
            }
          }
          const { token, csrfToken } = await createSessionStore(store.database).create(_id);
          sessions.set(role, { cookie: token, csrfToken });
        }
      }, 120_000);

      afterAll(async () => {
        await server?.close();
        await store?.dispose();
      });

      /** Calls every cell (removing or not) as the role; a 403 exactly where it may not, with the Spanish message; no hidden field answered. */
      async function runCells(role: string, removing: boolean): Promise<number> {
        const permissions = permissionsOf.get(role)!;
        const problems: string[] = [];
        let count = 0;
        for (const cell of cells.filter((candidate) => candidate.removing === removing)) {
          const operation = operations.find((candidate) => candidate.id === cell.endpoint.operationId)!;
          const allowed = cell.allowed(permissions, role);
          const values: Record<string, string> = { ...cell.values };
          // An impact names a row of its entity; an allowed delete a row of its own, from the end of the list.
          if (cell.endpoint.impact) values._id = String((await rows.getListedRows(cell.entity.entity))[0]?._id ?? NO_ID);
          if (cell.endpoint.endpoint?.kind === 'delete' && allowed) values._id = String((await rows.getListedRows(cell.entity.entity)).at(-1 - deletes++)?._id ?? NO_ID);
          const guarded = await getGuardedRequest(operation, rows, values);
          const request = Object.keys(cell.query).length === 0 ? guarded : { ...guarded, url: `${guarded.url}?${new URLSearchParams(cell.query).toString()}` };
          const permission = permissions.entities[cell.entity.entity];
          // An allowed write leaves out what the role may not write (those 400s have their own cases below).
          const body = allowed && permission ? withoutKeys(request.body, [...permission.hidden, ...permission.readOnly]) : request.body;
          const response = await send(server, sessions.get(role)!, { ...request, ...(body !== undefined && { body }) });
          count += 1;
          const where = `${role} ${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (!allowed) {
            const text = messages.roleForbidden(getActionLabel(cell.entity, cell.refused(role)), cell.entity.label.many);
            if (response.statusCode !== 403 || response.data?.error !== text) problems.push(`expected 403 «${text}»: ${where}`);
          } else if (response.statusCode === 403 || response.statusCode >= 500) problems.push(`expected no 403: ${where}`);
          else if (response.statusCode === 200 && request.method === 'GET' && cell.endpoint.endpoint && Object.keys(cell.query).length === 0) {
            const answered = Array.isArray(response.data?.data) ? response.data.data : [response.data];
            const seen = new Set<string>();
            for (const row of answered) problems.push(...getHiddenSent(row, cell.entity, permissions, seen).map((field) => `${field} sent: ${where}`));
            if (answered.length > 0) for (const entity of seen) hiddenChecked.add(`${role}:${entity}`);
          }
        }
        expect(problems).toEqual([]);
        return count;
      }

      it.each(ROLES)('as %s: every non-removing call a 403 exactly where x-roles leave the role out, no hidden field answered', async (role) => {
        expect(await runCells(role, false)).toBe(cells.filter((cell) => !cell.removing).length);
      }, 60_000);

      it.each(ROLES)('as %s: every delete and unassign, after the others', async (role) => {
        expect(await runCells(role, true)).toBe(cells.filter((cell) => cell.removing).length);
      }, 60_000);

      it('each hidden field was checked in some answer of each role that may list or view its entity', () => {
        const expected = ROLES.flatMap((role) =>
          Object.entries(permissionsOf.get(role)!.entities)
            .filter(([, permission]) => permission.hidden.length > 0 && (permission.actions.includes('list') || permission.actions.includes('view')))
            .map(([entity]) => `${role}:${entity}`),
        );
        expect([...hiddenChecked].sort()).toEqual(expect.arrayContaining(expected));
      });

      it('a body writing a hidden or read-only field is a 400 naming it, for each role that may create or update', async () => {
        const problems: string[] = [];
        let count = 0;
        for (const role of ROLES) {
          for (const [name, permission] of Object.entries(permissionsOf.get(role)!.entities)) {
            const entity = byName.get(name)!;
            for (const operation of operations.filter((candidate) => candidate.role?.entity === name && (candidate.role.kind === 'create' || candidate.role.kind === 'update'))) {
              if (!permission.actions.includes(getEndpointAction(operation.role!))) continue;
              const request = await getGuardedRequest(operation, rows);
              const listed = (await rows.getListedRows(name))[0] ?? {};
              for (const field of [...permission.hidden, ...permission.readOnly]) {
                const value = (isRecord(request.body) ? request.body[field] : undefined) ?? listed[field] ?? null;
                const response = await send(server, sessions.get(role)!, { ...request, body: { ...(request.body as object), [field]: value } });
                count += 1;
                const title = entity.fields.find((candidate) => candidate.name === field)?.title ?? field;
                if (response.statusCode !== 400 || response.data?.field !== field || response.data?.error !== messages.fieldNotWritable(title)) {
                  problems.push(`${role} ${request.url} writing ${field}: ${response.statusCode} ${response.body.slice(0, 200)}`);
                }
              }
            }
          }
        }
        expect(problems).toEqual([]);
        expect(count).toBeGreaterThan(0);
      }, 60_000);
    });
  }
}
