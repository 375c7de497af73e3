import { createLoginLimiter, type LoginLimiterOptions } from '../../../runtime/server/auth/createLoginLimiter.js';
import { SYSTEM_TABLES, type Database } from '../../../runtime/server/storage/index.js';
import { describeEachStore } from '../testStores.js';

describeEachStore('login limiter', (store) => {
  let clock = Date.parse('2026-06-15T08:00:00.000Z');
  const options: LoginLimiterOptions = { attemptsBeforeDelay: 3, firstDelaySeconds: 60, maxPerAddress: 5, windowMinutes: 10, now: () => clock };
  const limiter = (database: Database = store().database, overrides: LoginLimiterOptions = {}) => createLoginLimiter(database, { ...options, ...overrides });
  const rows = async () =>
    (await store().database.db.selectFrom(SYSTEM_TABLES.loginAttempts).selectAll().orderBy('_id').execute()).map((row) => ({
      _id: String(row._id),
      attempts: Number(row.attempts),
      windowStart: String(row.windowStart),
    }));
  const row = async (id: string) => (await rows()).find((item) => item._id === id);

  beforeEach(() => {
    clock = Date.parse('2026-06-15T08:00:00.000Z');
  });

  it('a stranger’s failures for an email do not hold back an address that has none for it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await limiter().reserve('ana@example.com', '203.0.113.9')).toBe(0);
    expect(await limiter().reserve('ana@example.com', '203.0.113.9')).toBe(60);
    // Ana, from her own address: straight to the password check, as often as the free attempts allow.
    expect(await limiter().reserve('ana@example.com', '10.0.0.1')).toBe(0);
    // Many strangers, each with its own address, lock nobody out either.
    for (let stranger = 0; stranger < 20; stranger += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('ana@example.com', `198.51.100.${stranger}`);
    }
    expect(await limiter().reserve('ana@example.com', '10.0.0.1')).toBe(0);
  });

  it('an email from one address waits after its free attempts, twice as long after each further one, at most the window', async () => {
    const many = { maxPerAddress: 100 };
    const reserve = () => limiter(store().database, many).reserve('ana@example.com', '10.0.0.1');
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await reserve()).toBe(0);
    // The 3rd attempt at 08:00 opened a wait of 1 minute; the wait is the same for every refused attempt in it.
    const waits: number[][] = [];
    for (const delay of [60, 120, 240, 480, 600, 600]) {
      expect(await reserve()).toBe(delay);
      clock += (delay - 1) * 1000;
      expect(await reserve()).toBe(1);
      clock += 1000;
      waits.push([delay, await reserve()]);
    }
    expect(waits.map(([, wait]) => wait)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await row('pair:10.0.0.1|ana@example.com')).toEqual({ _id: 'pair:10.0.0.1|ana@example.com', attempts: 9, windowStart: new Date(clock + 600_000).toISOString() });
    // Refused attempts are not counted: the row holds the 9 that reached the check.
  });

  it('a pair is forgotten a window after its wait ends with no new attempt, and at once on success', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('ana@example.com', '10.0.0.1');
    clock += 60_000 + 10 * 60_000 - 1;
    expect(await limiter().reserve('ana@example.com', '10.0.0.2')).toBe(0);
    expect(await row('pair:10.0.0.1|ana@example.com')).toBeDefined();
    clock += 1;
    expect(await limiter().reserve('ana@example.com', '10.0.0.3')).toBe(0);
    expect(await row('pair:10.0.0.1|ana@example.com')).toBeUndefined();
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('luis@example.com', '10.0.0.4');
    await limiter().recordSuccess('luis@example.com', '10.0.0.4');
    expect(await limiter().reserve('luis@example.com', '10.0.0.4')).toBe(0);
    expect(await row('pair:10.0.0.4|luis@example.com')).toMatchObject({ attempts: 1 });
  });

  it('refuses an address after attempts on many emails until its window ends; a pair still waiting does not spend the address’s allowance', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await limiter().reserve(`u${attempt}@example.com`, '10.0.0.9')).toBe(0);
    expect(await limiter().reserve('nueva@example.com', '10.0.0.9')).toBe(600);
    expect(await limiter().reserve('nueva@example.com', '10.0.0.8')).toBe(0);
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('bloqueada@example.com', '10.0.0.7');
    expect(await limiter().reserve('bloqueada@example.com', '10.0.0.7')).toBe(60);
    expect((await row('ip:10.0.0.7'))!.attempts).toBe(3);
    clock += 10 * 60_000;
    expect(await limiter().reserve('nueva@example.com', '10.0.0.9')).toBe(0);
  });

  it('a success forgets the pair and gives the address back its one; rows of past windows are dropped', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('ana@example.com', '10.0.0.1');
    await limiter().recordSuccess('ana@example.com', '10.0.0.1');
    expect(await rows()).toEqual([{ _id: 'ip:10.0.0.1', attempts: 2, windowStart: '2026-06-15T08:00:00.000Z' }]);
    expect(await limiter().reserve('ana@example.com', '10.0.0.1')).toBe(0);
    clock += 11 * 60_000;
    await limiter().reserve('otro@example.com', '10.0.0.2');
    expect((await rows()).map((item) => item._id)).toEqual(['ip:10.0.0.2', 'pair:10.0.0.2|otro@example.com']);
  });

  it('an attempt that read the clock just before a concurrent one opened the window waits the window, never a minute more', async () => {
    clock += 5;
    for (let attempt = 0; attempt < 5; attempt += 1) await limiter().reserve(`u${attempt}@example.com`, '10.0.2.1');
    clock -= 5;
    expect(await limiter().reserve('otra@example.com', '10.0.2.1')).toBe(600);
  });

  it('an attempt that read the clock just before a concurrent one started a pair’s wait waits that wait, never a second more', async () => {
    clock += 5;
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter().reserve('ana@example.com', '10.0.2.2');
    clock -= 5;
    expect(await limiter().reserve('ana@example.com', '10.0.2.2')).toBe(60);
  });

  it('40 concurrent attempts of one email from one address through two connections: exactly 3 pass, each count is taken once', async () => {
    const other = store().openAnother();
    try {
      const waits = await Promise.all(Array.from({ length: 40 }, (_, index) => limiter(index % 2 === 0 ? store().database : other).reserve('ana@example.com', '10.0.1.1')));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
      expect(waits.filter((wait) => wait === 60)).toHaveLength(37);
      expect(await row('pair:10.0.1.1|ana@example.com')).toMatchObject({ attempts: 3 });
      expect(await row('ip:10.0.1.1')).toMatchObject({ attempts: 3 });
    } finally {
      await other.close();
    }
  });
});
