// What only PostgreSQL needs: a pool whose reads give up past the query limit.
export { getTimedPool, READ_TIMEOUT_MESSAGE } from './getTimedPool.js';
