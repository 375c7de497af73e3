// One SQLite file, two server processes: transactions take the write lock up front (BEGIN IMMEDIATE) and wait for
// it (busy_timeout), so both start on a new file and 300 concurrent moves across them give no 500. Several
// servers belong on PostgreSQL; this is what happens when two share a file by mistake or during a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchAs, signInOverHttp, startServerProcess, type ServerProcess } from '../../support/startServerProcess.js';

describe('two server processes on one SQLite file', { timeout: 120_000 }, () => {
  let dataDir: string;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-sqlite2-'));
    servers = await Promise.all([startServerProcess({ DATA_DIR: dataDir }), startServerProcess({ DATA_DIR: dataDir })]);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('both start on a new file, and 300 random moves split across them answer 200 and leave positions gapless', async () => {
    const [a, b] = servers.map((server) => server.url) as [string, string];
    const session = await signInOverHttp(a);
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) {
      const created = await fetchAs(session, `${index % 2 === 0 ? a : b}/api/courseCategories/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Categoría ${index}` }) });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { _id: string })._id);
    }
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, index) => {
        const id = ids[Math.floor(Math.random() * ids.length)]!;
        return fetchAs(session, `${index % 2 === 0 ? a : b}/api/courseCategories/${id}/${Math.random() < 0.5 ? 'up' : 'down'}`).then((response) => response.status);
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const list = (await (await fetchAs(session, `${b}/api/courseCategories?pageSize=100`)).json()) as { data: { position: number }[] };
    expect(list.data.map((row) => row.position).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
