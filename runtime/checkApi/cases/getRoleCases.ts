import { escapeRegExp } from '../../shared/escapeRegExp.js';
import { NO_ID, type CheckCase, type CheckRequest, type Row } from '../CheckCase.js';
import type { RowPool } from '../createRowPool.js';
import { getBulkDryRunBody } from './getBulkCases.js';
import { getJsonBodySchema, getPathPlaceholders, requiresRowVersion, type DocumentedOperation } from '../OpenApiDocument.js';

/** Whether the operation's `x-roles` leave out every one of the account's roles (never, when either is unknown). */
export function isRoleRefused(operation: DocumentedOperation, roles: readonly string[] | undefined): boolean {
  const allowed = operation.operation['x-roles'];
  return roles !== undefined && allowed !== undefined && !roles.some((role) => allowed.includes(role));
}

/**
 * A call that the server's validation lets through to its role check: the path's rows from the pool (`values` first,
 * an unknown _id without), a create's body, an empty patch, the named row as a row body, a listed row's _id as an
 * id body, any version.
 */
export async function getGuardedRequest(operation: DocumentedOperation, rows: RowPool, values: Readonly<Record<string, string>> = {}): Promise<CheckRequest> {
  const role = operation.role;
  const url = await rows.fillRead(operation, values);
  const id = values._id ?? decodeURIComponent(getPathValue(operation.path, url, '_id') ?? NO_ID);
  const listedRow = async (entity: string | undefined): Promise<Row | undefined> => {
    const listed = entity === undefined ? [] : await rows.getListedRows(entity);
    return listed.find((row) => String(row._id) === id) ?? listed[0];
  };
  let body: unknown;
  if (getJsonBodySchema(operation)) {
    if (operation.operation['x-admin-gen-bulk']) body = await getBulkDryRunBody(operation, rows);
    else if (role?.kind === 'create') body = await rows.getCreateBody(operation);
    else if (role?.bodyId !== undefined) body = { _id: String((await rows.getListedRows(role.bodyId))[0]?._id ?? NO_ID) };
    else if (role?.kind === 'update') body = {};
    else body = (await listedRow(role?.entity)) ?? { _id: id };
  }
  return { method: operation.method, url, ...(body !== undefined && { body }), ...(requiresRowVersion(operation) && { ifMatch: { tag: '*' } }) };
}

/** For an account whose roles the operation's `x-roles` leave out: a well-formed call is a 403 (the others' cases would only repeat it). */
export async function getRoleCases(operation: DocumentedOperation, roles: readonly string[], rows: RowPool): Promise<CheckCase[]> {
  const allowed = operation.operation['x-roles'] ?? [];
  return [{ name: `as ${roles.join(', ') || 'no role'}, whom x-roles (${allowed.join(', ')}) leave out`, request: await getGuardedRequest(operation, rows), status: [403] }];
}

/** The value a filled path holds where the template has `{name}`. */
function getPathValue(template: string, url: string, name: string): string | undefined {
  const names = getPathPlaceholders(template);
  if (!names.includes(name)) return undefined;
  const pattern = new RegExp(`^${template.split(/\{[^}]+\}/).map(escapeRegExp).join('([^/]+)')}$`);
  return url.match(pattern)?.[names.indexOf(name) + 1];
}
