import { NO_ID, type CheckCase, type CheckRequest } from '../CheckCase.js';
import { findOperations, type EntityOperation } from '../OpenApiDocument.js';
import type { CaseContext } from './CaseContext.js';
import { getMissingRowReason } from './getMissingRowReason.js';

/** What an assign or unassign case links: a scope row and a target row, the request that links them, the bodies it refuses. */
export interface LinkSetup {
  readonly scope: string;
  readonly scopeId: string;
  readonly targetId: string;
  readonly request: CheckRequest;
  readonly refusals: readonly CheckCase[];
  /** Why no link can be made: no row of the scope's or the target's entity exists (getMissingRowReason); absent when both have one. */
  readonly missing?: string;
}

/** Links a row check-api makes (when it can) to a target row; the link is removed by the unassign operation. */
export async function getLinkSetup(operation: EntityOperation, context: CaseContext): Promise<LinkSetup> {
  const { role, method } = operation;
  const { rows } = context;
  const scope = Object.keys(role.ids ?? {})[0]!;
  const scopeEntity = role.ids![scope]!;
  const targetEntity = role.bodyId!;
  const scopeRow = (findOperations(context.operations, scopeEntity, 'create').length > 0 ? await context.makeRow(scopeEntity) : undefined) ?? (await rows.getListedRows(scopeEntity)).at(-1);
  const targetRow = rows.getOwnRows(targetEntity).at(-1) ?? (await rows.getListedRows(targetEntity)).at(-1);
  const scopeId = String(scopeRow?._id ?? NO_ID);
  const targetId = String(targetRow?._id ?? NO_ID);
  const request: CheckRequest = { method, url: rows.fill(operation, { [scope]: scopeId }), body: { _id: targetId } };
  const refusals: CheckCase[] = [
    { name: 'a body without _id', request: { ...request, body: {} }, status: [400] },
    { name: 'an unknown _id', request: { ...request, body: { _id: NO_ID } }, status: [404, 409] },
  ];
  // A row that could not be made is a failed set-up case already; one no operation makes is a skip.
  const unmade = (entity: string) => findOperations(context.operations, entity, 'create').length === 0;
  const missing = !scopeRow && unmade(scopeEntity) ? getMissingRowReason(scopeEntity, [], context.operations) : !targetRow && unmade(targetEntity) ? getMissingRowReason(targetEntity, [], context.operations) : undefined;
  return { scope, scopeId, targetId, request, refusals, ...(missing !== undefined && { missing }) };
}
