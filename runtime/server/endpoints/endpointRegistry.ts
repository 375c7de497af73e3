import type { EndpointKind } from '../../shared/index.js';
import { assignEndpoint } from './assignEndpoint.js';
import { createEndpoint } from './createEndpoint.js';
import { deleteEndpoint } from './deleteEndpoint.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getEndpoint } from './getEndpoint.js';
import { listEndpoint } from './listEndpoint.js';
import { moveEndpoint } from './moveEndpoint.js';
import { transitionEndpoint } from './transitionEndpoint.js';
import { unassignEndpoint } from './unassignEndpoint.js';
import { updateEndpoint } from './updateEndpoint.js';

/** One handler factory per endpoint kind (descriptors: runtime/shared/kinds/endpointKinds.ts); a kind without one fails `tsc`. */
export const endpointRegistry: Record<EndpointKind, EndpointFactory> = {
  list: listEndpoint,
  get: getEndpoint,
  create: createEndpoint,
  update: updateEndpoint,
  delete: deleteEndpoint,
  move: moveEndpoint,
  transition: transitionEndpoint,
  assign: assignEndpoint,
  unassign: unassignEndpoint,
};
