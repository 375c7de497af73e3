// Route guard (sessions and CSRF) and the security headers every response carries.
export { registerRouteGuard, SESSION_COOKIE } from './registerRouteGuard.js';
export type { RouteGuardOptions } from './registerRouteGuard.js';
export { registerSecurityHeaders, CONTENT_SECURITY_POLICY } from './registerSecurityHeaders.js';
export { STATE_CHANGING_KINDS } from './stateChangingKinds.js';
