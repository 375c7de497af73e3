import { createLoginLimiter, type LoginLimiterOptions } from '../../../runtime/server/auth/createLoginLimiter.js';
import { SYSTEM_TABLES, type Database } from '../../../runtime/server/storage/index.js';
import { describeEachStore } from '../testStores.js';

describeEachStore('login limiter', (store) => {
  let clock = Date.parse('2026-06-15T08:00:00.000Z');
  const options: LoginLimiterOptions = { maxPerEmail: 3, maxPerAddress: 5, windowMinutes: 10, now: () => clock };
  const limiter = (database: Database = store().database) => createLoginLimiter(database, options);
  const rows = async () =>
    (await store().database.db.selectFrom(SYSTEM_TABLES.loginAttempts).selectAll().orderBy('_id').execute()).map((row) => ({
      _id: String(row._id),
      attempts: Number(row.attempts),
      windowStart: String(row.windowStart),
    }));

  beforeEach(() => {
    clock = Date.parse('2026-06-15T08:00:00.000Z');
  });

  it('counts every attempt on an email in a fixed window and refuses past the limit until the window ends', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await limiter().reserve('ana@example.com', `10.0.0.${attempt}`)).toBe(0);
      clock += 60_000;
    }
    // The window opened at 08:00 with the first attempt; now 08:03: it ends at 08:10.
    expect(await limiter().reserve('ana@example.com', '10.0.0.9')).toBe(7 * 60);
    expect(await limiter().reserve('otro@example.com', '10.0.0.1')).toBe(0);
    clock += 7 * 60_000 - 1000;
    expect(await limiter().reserve('ana@example.com', '10.0.0.9')).toBe(1);
    clock += 1000;
    // A new window: the first attempt in it, counted from now.
    expect(await limiter().reserve('ana@example.com', '10.0.0.9')).toBe(0);
    expect((await rows()).find((row) => row._id === 'email:ana@example.com')).toEqual({ _id: 'email:ana@example.com', attempts: 1, windowStart: '2026-06-15T08:10:00.000Z' });
  });

  it('refuses an address after attempts on many emails; an email refused first does not spend the address’s allowance', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await limiter().reserve(`u${attempt}@example.com`, '10.0.0.9')).toBe(0);
    expect(await limiter().reserve('nueva@example.com', '10.0.0.9')).toBe(600);
    expect(await limiter().reserve('nueva@example.com', '10.0.0.8')).toBe(0);
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('bloqueada@example.com', '10.0.0.7');
    expect(await limiter().reserve('bloqueada@example.com', '10.0.0.7')).toBe(600);
    expect((await rows()).find((row) => row._id === 'ip:10.0.0.7')!.attempts).toBe(3);
  });

  it('a success forgets the email’s attempts and gives the address back its one; rows of past windows are dropped', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('ana@example.com', '10.0.0.1');
    await limiter().recordSuccess('ana@example.com', '10.0.0.1');
    expect(await rows()).toEqual([{ _id: 'ip:10.0.0.1', attempts: 2, windowStart: '2026-06-15T08:00:00.000Z' }]);
    expect(await limiter().reserve('ana@example.com', '10.0.0.1')).toBe(0);
    clock += 11 * 60_000;
    await limiter().reserve('otro@example.com', '10.0.0.2');
    expect((await rows()).map((row) => row._id)).toEqual(['email:otro@example.com', 'ip:10.0.0.2']);
  });

  it('an attempt that read the clock just before a concurrent one opened the window waits the window, never a minute more', async () => {
    clock += 5;
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('ana@example.com', `10.0.2.${attempt}`);
    clock -= 5;
    expect(await limiter().reserve('ana@example.com', '10.0.2.9')).toBe(600);
  });

  it('40 concurrent attempts on one email through two connections: exactly 3 pass, each count is taken once', async () => {
    const other = store().openAnother();
    try {
      const waits = await Promise.all(Array.from({ length: 40 }, (_, index) => limiter(index % 2 === 0 ? store().database : other).reserve('ana@example.com', `10.0.1.${index}`)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
      expect(waits.filter((wait) => wait === 600)).toHaveLength(37);
      expect((await rows()).find((row) => row._id === 'email:ana@example.com')!.attempts).toBe(40);
    } finally {
      await other.close();
    }
  });
});
