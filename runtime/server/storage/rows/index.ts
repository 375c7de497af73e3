// Rows as records and back, inserts, positions within ordering scopes, their locks, generated values, unique violations.
export { readApiRow, readRow, fromStoredValue } from './readRow.js';
export { assertRowVersion, readRowVersion, StaleVersionError } from './rowVersion.js';
export { writeRow, toStoredValue } from './writeRow.js';
export { insertRows } from './insertRows.js';
export { lockScope, lockKey, getScopeValues, getScopeCondition } from './lockScope.js';
export { getNextPosition } from './getNextPosition.js';
export { closePositionGap } from './closePositionGap.js';
export { assignGeneratedValues, fillGeneratedValues } from './fillGeneratedValues.js';
export { fillSequenceValues } from './fillSequenceValues.js';
export { getUniqueViolation } from './getUniqueViolation.js';
export type { UniqueViolation } from './getUniqueViolation.js';
export type { Aggregate } from './setAggregate.js';
export { findRowsByValues } from './findRowsByValues.js';
