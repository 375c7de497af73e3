export { registerLookups } from './registerLookups.js';
export { findLookupOptions, getLookupSource } from './findLookupOptions.js';
export type { LookupQuery, LookupSource } from './findLookupOptions.js';
export type { LookupOption, LookupResult } from '../../shared/index.js';
