// Rows that point at other rows: their labels, their existence, delete rules and a reference's scope.
export { addReferenceLabels, formatTemplateLabels, readTemplateLabels } from './addReferenceLabels.js';
export type { ReferenceLabel } from './addReferenceLabels.js';
export { assertReferencesExist, assertRecordsReferencesExist } from './assertReferencesExist.js';
export type { ReferencingRecord } from './assertReferencesExist.js';
export { applyDeleteRules, getDeleteImpact } from './applyDeleteRules.js';
export type { DeleteRulesResult } from './applyDeleteRules.js';
export { getReferenceScope, isInReferenceScope } from './getReferenceScope.js';
export { getReferencingIdsQuery } from './getReferencingIdsQuery.js';
export type { AssertReferencesOptions } from './assertReferencesExist.js';
export type { LookupQuery, LookupSource } from './findLookupOptions.js';
