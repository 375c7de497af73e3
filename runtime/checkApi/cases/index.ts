// The cases check-api runs: one factory per endpoint kind, per built-in operation, for lookups and delete impacts.
export type { CaseContext, CaseFactory, EndpointCaseFactory } from './CaseContext.js';
export { builtinCaseFactories } from './builtinCaseFactories.js';
export { endpointCaseFactories } from './endpointCaseFactories.js';
export { getOperationCases } from './getOperationCases.js';
export { getSecurityCases } from './getSecurityCases.js';
export { getGuardedRequest, getRoleCases, isRoleRefused } from './getRoleCases.js';
