import { createSessionStore, hashToken } from '../../../runtime/server/auth/createSessionStore.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { describeEachStore } from '../testStores.js';

describeEachStore('session store', (store) => {
  let clock = Date.parse('2026-06-15T08:00:00.000Z');
  const sessions = () => createSessionStore(store().database, { idleMinutes: 30, maxHours: 2, now: () => clock });
  const row = async (token: string) =>
    store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).selectAll().where('_id', '=', hashToken(token)).executeTakeFirst();
  const minutes = (count: number) => (clock += count * 60_000);

  beforeEach(() => {
    clock = Date.parse('2026-06-15T08:00:00.000Z');
  });

  it('stores only the SHA-256 of the 32-byte token, with its own CSRF token', async () => {
    const { token, csrfToken } = await sessions().create(store().admin.id);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Buffer.from(csrfToken, 'base64url')).toHaveLength(32);
    const stored = await row(token);
    expect(stored).toMatchObject({ _id: hashToken(token), userId: store().admin.id, csrfToken });
    expect(JSON.stringify(await store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).selectAll().execute())).not.toContain(token);
    expect(await sessions().read(token)).toEqual({ user: { id: store().admin.id, email: 'admin@example.com', roles: null, displayName: null, fields: {} }, csrfToken });
  });

  it('writes lastSeenAt at most once a minute', async () => {
    const { token } = await sessions().create(store().admin.id);
    minutes(0.5);
    await sessions().read(token);
    expect((await row(token))!.lastSeenAt).toBe('2026-06-15T08:00:00.000Z');
    minutes(0.5);
    await sessions().read(token);
    expect((await row(token))!.lastSeenAt).toBe('2026-06-15T08:01:00.000Z');
  });

  it('ends a session idle longer than the idle timeout and deletes its row', async () => {
    const { token } = await sessions().create(store().admin.id);
    minutes(29);
    expect(await sessions().read(token)).not.toBeNull();
    minutes(29); // Used 29 minutes ago: still alive.
    expect(await sessions().read(token)).not.toBeNull();
    minutes(31);
    expect(await sessions().read(token)).toBeNull();
    expect(await row(token)).toBeUndefined();
  });

  it('ends a busy session at its absolute lifetime', async () => {
    const { token } = await sessions().create(store().admin.id);
    for (let step = 0; step < 4; step += 1) {
      minutes(29);
      expect(await sessions().read(token)).not.toBeNull();
    }
    minutes(5); // 2 h 1 min after sign-in.
    expect(await sessions().read(token)).toBeNull();
    expect(await row(token)).toBeUndefined();
  });

  it('refuses unknown and malformed tokens, and ends the sessions of a deleted administrator', async () => {
    expect(await sessions().read('x'.repeat(43))).toBeNull();
    expect(await sessions().read("' or 1=1 --")).toBeNull();
    await store().database.db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id: 'gone', email: 'gone@example.com', passwordHash: 'x', createdAt: '', lastLoginAt: null }).execute();
    const { token } = await sessions().create('gone');
    await store().database.db.deleteFrom(SYSTEM_TABLES.adminUsers).where('_id', '=', 'gone').execute();
    expect(await sessions().read(token)).toBeNull();
  });

  it('a new session sweeps expired rows of anyone', async () => {
    const { token: old } = await sessions().create(store().admin.id);
    minutes(31);
    await sessions().create(store().admin.id);
    expect(await row(old)).toBeUndefined();
  });
});
