import type { EndpointCaseFactory } from './CaseContext.js';
import { getLinkSetup } from './getLinkSetup.js';

/** An assign: a target and a scope (linked now, or already), the same link again (a 409), bodies it refuses. */
export const getAssignCases: EndpointCaseFactory = async (operation, context) => {
  const { request, refusals, missing } = await getLinkSetup(operation, context);
  if (missing !== undefined) return [{ name: 'a target and a scope', status: [201], skip: missing }, ...refusals];
  return [{ name: 'a target and a scope (linked now, or already)', request, status: [201, 409] }, { name: 'the same link again', request, status: [409] }, ...refusals];
};
