export { createEntityRegistry } from './createEntityRegistry.js';
export type { EntityRegistry, IncomingReference } from './createEntityRegistry.js';
export { toFieldValue } from './toFieldValue.js';
