import type { EndpointKind } from '../../shared/index.js';
import type { EndpointCaseFactory } from './CaseContext.js';
import { getAssignCases } from './getAssignCases.js';
import { getCreateCases } from './getCreateCases.js';
import { getDeleteCases } from './getDeleteCases.js';
import { getGetCases } from './getGetCases.js';
import { getListCases } from './getListCases.js';
import { getMoveCases } from './getMoveCases.js';
import { getTransitionCases } from './getTransitionCases.js';
import { getUnassignCases } from './getUnassignCases.js';
import { getUpdateCases } from './getUpdateCases.js';

/** One case factory per endpoint kind, as the server's endpointRegistry and the contract's registry; a kind added to ENDPOINT_KINDS without one fails `tsc`. */
export const endpointCaseFactories: Record<EndpointKind, EndpointCaseFactory> = {
  list: getListCases,
  get: getGetCases,
  create: getCreateCases,
  update: getUpdateCases,
  delete: getDeleteCases,
  move: getMoveCases,
  transition: getTransitionCases,
  assign: getAssignCases,
  unassign: getUnassignCases,
};
