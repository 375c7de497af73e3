export { endpointRegistry } from './endpointRegistry.js';
export type { EndpointContext, EndpointFactory, EndpointHandler } from './EndpointContext.js';
export type { EntityHooks } from './EntityHooks.js';
export type { MoveResult } from './moveEndpoint.js';
export { withUniqueConflicts } from './withUniqueConflicts.js';
export { getExpectedVersions, VersionConflictError, withRowVersions } from './withRowVersions.js';
