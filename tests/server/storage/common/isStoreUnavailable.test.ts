import { isStoreUnavailable } from '../../../../runtime/server/storage/index.js';

describe('isStoreUnavailable', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), true],
    ['PostgreSQL shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), true],
    ['PostgreSQL connection failure (08006)', Object.assign(new Error('connection failure'), { code: '08006' }), true],
    ['a dropped connection (message only)', new Error('Connection terminated unexpectedly'), true],
    ['a server that stopped answering (node-postgres query_timeout)', new Error('Query read timeout'), true],
    ['the pool timing out', new Error('timeout exceeded when trying to connect'), true],
    ['SQLite locked past busy_timeout', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }), true],
    ['both addresses of localhost refused', Object.assign(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' }), Object.assign(new Error('b'), { code: 'ECONNREFUSED' })]), {}), true],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' }), false],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' }), false],
    ['SQLite constraint', Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', 'ECONNREFUSED', false],
  ])('%s → %s', (_name, error, want) => {
    expect(isStoreUnavailable(error)).toBe(want);
  });
});
