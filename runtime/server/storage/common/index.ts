// Engine-neutral Kysely helpers every part of the store uses.
export { chunk } from './chunk.js';
export { isStoreUnavailable } from './isStoreUnavailable.js';
export { readByKey } from './readByKey.js';
export { runInTransaction } from './runInTransaction.js';
