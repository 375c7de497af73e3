export { registerLookups } from './registerLookups.js';
export type { LookupQuery } from '../storage/index.js';
export type { LookupOption, LookupResult } from '../../shared/index.js';
