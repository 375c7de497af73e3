// Another site's model, built with `admin-gen build --out <dir>`, loaded by the compiled server in a plain Node
// process (no TypeScript loader): the folder is TypeScript, and Node 24's type stripping alone cannot resolve its
// `./entity.js` imports, so loadGenerated hands it to tsx.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isCompiledCurrent } from '../../bin/compiledSources.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

describe('loadGenerated in the compiled server', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'admin-gen-site-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('loads a site built into another folder, with every entity', () => {
    expect(isCompiledCurrent(REPO_ROOT), 'dist/node is missing or older than a source: run `npm run build` first').toBe(true);
    const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin/admin-gen.js'), 'build', '--schemas', 'tests/fixtures/library/schemas', '--out', out], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const loader = pathToFileURL(path.join(REPO_ROOT, 'dist/node/runtime/server/loadGenerated.js')).href;
    const script = `const { loadGenerated } = await import(${JSON.stringify(loader)}); const { app, entities } = await loadGenerated(${JSON.stringify(out)}); console.log(JSON.stringify({ title: app.title, entities: entities.map((entity) => entity.entity) }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    expect(run.status, run.stderr).toBe(0);
    const loaded = JSON.parse(run.stdout) as { title: string; entities: string[] };
    expect(loaded.title).toBe('Biblioteca municipal');
    expect(loaded.entities).toEqual(expect.arrayContaining(['author', 'book', 'loan', 'auditEntry']));
  }, 60_000);
});
