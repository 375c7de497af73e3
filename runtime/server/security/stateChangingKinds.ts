import type { EndpointKind } from '../../shared/index.js';

/** Endpoint kinds that change data: they need X-CSRF-Token whatever their HTTP method. */
export const STATE_CHANGING_KINDS: ReadonlySet<EndpointKind> = new Set<EndpointKind>(['create', 'update', 'delete', 'move', 'transition', 'assign', 'unassign']);
