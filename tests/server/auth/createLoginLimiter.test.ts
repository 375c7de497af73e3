import { createLoginLimiter } from '../../../runtime/server/auth/createLoginLimiter.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { describeEachStore } from '../testStores.js';

describeEachStore('login limiter', (store) => {
  let clock = Date.parse('2026-06-15T08:00:00.000Z');
  const limiter = () => createLoginLimiter(store().database, { maxPerEmail: 3, maxPerAddress: 5, windowMinutes: 10, now: () => clock });

  beforeEach(() => {
    clock = Date.parse('2026-06-15T08:00:00.000Z');
  });

  it('refuses an email after its failures fill the window, until the oldest leaves it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await limiter().retryAfter('ana@example.com', '10.0.0.1')).toBe(0);
      await limiter().recordFailure('ana@example.com', '10.0.0.1');
      clock += 60_000;
    }
    // Failures at 08:00, 08:01, 08:02; now 08:03: the 08:00 one leaves the window at 08:10.
    expect(await limiter().retryAfter('ana@example.com', '10.0.0.2')).toBe(7 * 60);
    expect(await limiter().retryAfter('otro@example.com', '10.0.0.1')).toBe(0);
    clock += 7 * 60_000;
    expect(await limiter().retryAfter('ana@example.com', '10.0.0.1')).toBe(0);
  });

  it('refuses an address that failed for many emails', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await limiter().recordFailure(`u${attempt}@example.com`, '10.0.0.9');
    expect(await limiter().retryAfter('nueva@example.com', '10.0.0.9')).toBe(600);
    expect(await limiter().retryAfter('nueva@example.com', '10.0.0.8')).toBe(0);
  });

  it('a success forgets the email’s failures; old rows are pruned', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().recordFailure('ana@example.com', '10.0.0.1');
    await limiter().recordSuccess('ana@example.com');
    expect(await limiter().retryAfter('ana@example.com', '10.0.0.1')).toBe(0);
    clock += 11 * 60_000;
    await limiter().recordFailure('otro@example.com', '10.0.0.2');
    const keys = (await store().database.db.selectFrom(SYSTEM_TABLES.loginFailures).select('key').execute()).map((row) => row.key).sort();
    expect(keys).toEqual(['email:otro@example.com', 'ip:10.0.0.2']);
  });
});
