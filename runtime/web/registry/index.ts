export { getDefaultRegistry } from './getDefaultRegistry.js';
export { getRegistryEntry } from './getRegistryEntry.js';
export type { WebRegistry, WebRegistryOverrides } from './WebRegistry.js';
