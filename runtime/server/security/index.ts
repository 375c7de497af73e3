// Route guard (sessions and CSRF) and the security headers every response carries.
export { registerRouteGuard, SESSION_COOKIE } from './registerRouteGuard.js';
export type { RouteGuardOptions } from './registerRouteGuard.js';
export { registerSecurityHeaders, CONTENT_SECURITY_POLICY } from './registerSecurityHeaders.js';
// The state-changing kinds are the contract's (runtime/shared/contract).
export { STATE_CHANGING_KINDS } from '../../shared/index.js';
// Roles (app.json): the one guard of entity endpoints, lookups and delete impacts.
export { createUploadGuard, getActionLabel, getUserPermissions, registerPermissionGuard, withoutHidden } from './registerPermissionGuard.js';
export type { PermissionGuardOptions } from './registerPermissionGuard.js';
