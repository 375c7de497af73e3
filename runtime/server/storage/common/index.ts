// Engine-neutral Kysely helpers every part of the store uses.
export { chunk } from './chunk.js';
export { isScanRead, readAsScan } from './readAsScan.js';
export { isStoreUnavailable } from './isStoreUnavailable.js';
export { readByKey } from './readByKey.js';
export { runInTransaction } from './runInTransaction.js';
export { fitIdentifier } from './fitIdentifier.js';
export { hasTable } from './hasTable.js';
export { quoteName } from './quoteName.js';
