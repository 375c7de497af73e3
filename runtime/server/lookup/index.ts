export { registerLookups } from './registerLookups.js';
export { findLookupOptions, getLookupSource } from './findLookupOptions.js';
export type { LookupOption, LookupQuery, LookupResult, LookupSource } from './findLookupOptions.js';
