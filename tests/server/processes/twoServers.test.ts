// Two `admin-gen serve` processes started at the same moment on a fresh PostgreSQL database and one S3 bucket
// (s3rver), behind no balancer: they share sessions, files, transitions and orderings, and kill -9 of one loses
// no write it acknowledged. CI=true without PostgreSQL fails (requireTool).
import { createObjectId } from '../../../runtime/server/ids/createObjectId.js';
import { requireTool } from '../../support/requireTool.js';
import { startS3rver, type TestBucket } from '../../support/startS3rver.js';
import { fetchAs, signInOverHttp, startServerProcess, type HttpSession, type ServerProcess } from '../../support/startServerProcess.js';
import { png } from '../fixtures/sampleFiles.js';
import { createTestDatabase, type TestDatabase } from '../testStores.js';

const hasPostgres = requireTool('PostgreSQL', process.env.TEST_DATABASE_URL !== undefined, 'TEST_DATABASE_URL is not set; start one with: eval "$(bash scripts/start-test-postgres.sh)"');

describe.runIf(hasPostgres)('two servers on one PostgreSQL database and one bucket', { timeout: 120_000 }, () => {
  let bucket: TestBucket;
  let testDatabase: TestDatabase;
  let servers: ServerProcess[] = [];
  let sessionA: HttpSession;

  beforeAll(async () => {
    bucket = await startS3rver();
    testDatabase = await createTestDatabase('postgres');
    const env = { DATABASE_URL: testDatabase.url!, UPLOAD_SECRET: 'secreto-compartido-de-pruebas-0123456789', ...bucket.env };
    // Both spawned in the same tick on an empty database: the schema lock makes them take turns.
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    console.log(`two servers up in ${servers.map((server) => `${Math.round(server.startedMs)} ms`).join(' and ')}`);
    sessionA = await signInOverHttp(servers[0]!.url);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await testDatabase?.dispose();
    await bucket?.close();
  });

  const [a, b] = [() => servers[0]!.url, () => servers[1]!.url];

  it('both are ready, and a session made on one works on the other', async () => {
    for (const url of [a(), b()]) expect(await (await fetch(`${url}/api/readyz`)).json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', bucket: 'ok' } });
    const session = await fetchAs(sessionA, `${b()}/api/session`);
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe('admin@example.com');
  });

  it('a file uploaded through one downloads through the other', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(2048))], { type: 'image/png' }), 'portada.png');
    const uploaded = await fetchAs(sessionA, `${a()}/api/upload`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { uploadURL } = (await uploaded.json()) as { uploadURL: string };
    const read = await fetchAs(sessionA, `${b()}${uploadURL}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(png(2048));
  });

  it('50 concurrent issues of one invoice split across both: exactly one succeeds', async () => {
    const _id = createObjectId();
    // Inserted by SQL: the column's default makes it version 1.
    await testDatabase.database.db.insertInto('invoices').values({ _id, state: 'Pendiente', total: 120.5 }).execute();
    // Every other call names version 1, the rest any version: after the winner, the first are stale (412), the others find the state gone (409).
    const tags = Array.from({ length: 50 }, (_, index) => (index % 4 < 2 ? '"1"' : '*'));
    const statuses = await Promise.all(
      tags.map((tag, index) => fetchAs(sessionA, `${index % 2 === 0 ? a() : b()}/api/invoices/${_id}/issue`, { method: 'POST', headers: { 'if-match': tag } }).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const losers = statuses.map((status, index) => [status, tags[index]] as const).filter(([status]) => status !== 200);
    expect(losers.filter(([status, tag]) => (tag === '*' ? status !== 409 : status !== 412))).toEqual([]);
  });

  it('random concurrent moves split across both keep positions gapless', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 8; index++) {
      const created = await fetchAs(sessionA, `${index % 2 === 0 ? a() : b()}/api/courseCategories/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Categoría ${index}` }),
      });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { _id: string })._id);
    }
    const moves = Array.from({ length: 120 }, (_, index) => {
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      const direction = Math.random() < 0.5 ? 'up' : 'down';
      return fetchAs(sessionA, `${index % 2 === 0 ? a() : b()}/api/courseCategories/${id}/${direction}`).then((response) => response.status);
    });
    const statuses = await Promise.all(moves);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const list = (await (await fetchAs(sessionA, `${b()}/api/courseCategories?pageSize=100&sortField=position`)).json()) as { data: { position: number }[] };
    expect(list.data.map((row) => row.position).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('kill -9 of one during writes loses no acknowledged write', async () => {
    const victim = servers[1]!;
    let victimAcknowledged = 0;
    const writes = Array.from({ length: 200 }, async (_, index) => {
      const toVictim = index % 2 === 1;
      try {
        const response = await fetchAs(sessionA, `${toVictim ? victim.url : a()}/api/sellers/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Vendedor ${index}` }),
        });
        if (response.status !== 201) return null;
        const row = (await response.json()) as { _id: string; name: string };
        if (toVictim) victimAcknowledged++;
        return row;
      } catch {
        return null; // The connection died with the process: not acknowledged.
      }
    });
    // The victim dies mid-stream, once it has acknowledged a few writes.
    while (victimAcknowledged < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    victim.child.kill('SIGKILL');
    const killedAfter = victimAcknowledged;
    const acknowledged = (await Promise.all(writes)).filter((row) => row !== null);
    expect(killedAfter).toBeGreaterThanOrEqual(5);
    const stored = await testDatabase.database.db.selectFrom('sellers').select(['_id', 'name']).execute();
    const byId = new Map(stored.map((row) => [row._id, row.name]));
    const lost = acknowledged.filter((row) => byId.get(row._id) !== row.name);
    console.log(`kill -9 during 200 writes: killed after it acknowledged ${killedAfter}; ${acknowledged.length} acknowledged in all (${victimAcknowledged} by it), ${stored.length} stored, ${lost.length} lost`);
    expect(lost).toEqual([]);
  });
});
