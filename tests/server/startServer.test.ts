import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runSeed, startServer } from '../../runtime/server/index.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';

const generated = { app: fixtureApp, entities: fixtureEntities };

describe('startServer and runSeed', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-start-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds an empty store on first start, listens, and does not reseed later', async () => {
    const first = await startServer({ dataDir, port: 0, host: '127.0.0.1', generated, logger: false, webRoot: path.join(dataDir, 'no-web') });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const list = await (await fetch(`${first.url}/api/courseCategories`)).json();
    expect(list.itemsCount).toBe(12);
    const one = list.data[0];
    await fetch(`${first.url}/api/courseCategories/delete/${one._id}`, { method: 'PUT' });
    await first.close();

    const second = await startServer({ dataDir, port: 0, host: '127.0.0.1', generated, logger: false });
    const again = await (await fetch(`${second.url}/api/courseCategories`)).json();
    expect(again.itemsCount).toBe(11);
    expect((await fetch(`${second.url}/api/sellers?pageSize=1`).then((r) => r.json())).itemsCount).toBe(30);
    await second.close();
  });

  it('runSeed returns a Spanish summary line and respects force', async () => {
    expect(await runSeed({ dataDir, generated })).toMatch(
      /^Datos de demostración \(SQLite\) — Categorías de cursos: 12, Institutos: 40, Vendedores: 30; 82 filas en \d+,\d\d s\.$/,
    );
    expect(await runSeed({ dataDir, generated })).toMatch(/ya tenía datos.*--force/);
    expect(await runSeed({ dataDir, generated, force: true })).toContain('Vendedores: 30; 82 filas en');
  });

  it('rejects a malformed PORT', async () => {
    const previous = process.env.PORT;
    process.env.PORT = 'abc';
    try {
      await expect(startServer({ dataDir, generated, logger: false })).rejects.toThrow(/PORT/);
    } finally {
      if (previous === undefined) delete process.env.PORT;
      else process.env.PORT = previous;
    }
  });
});
