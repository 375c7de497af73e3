import { findOperations } from '../OpenApiDocument.js';
import type { EndpointCaseFactory } from './CaseContext.js';
import { getLinkSetup } from './getLinkSetup.js';

/** An unassign: a link the entity's assign made first, that link again (now gone, a 404), bodies it refuses. */
export const getUnassignCases: EndpointCaseFactory = async (operation, context) => {
  const { scope, scopeId, targetId, request, refusals, missing } = await getLinkSetup(operation, context);
  if (missing !== undefined) return [{ name: 'the link', status: [200], skip: missing }, ...refusals];
  const assign = findOperations(context.operations, operation.role.entity, 'assign')[0];
  if (assign) {
    const linked = await context.session.send({ method: assign.method, url: context.rows.fill(assign, { [scope]: scopeId }), body: { _id: targetId } });
    if (linked.status === 201) context.rows.trackLink(operation, scope, scopeId, targetId);
  }
  return [{ name: 'the link', request, status: [200] }, { name: 'the link again, now gone', request, status: [404] }, ...refusals];
};
