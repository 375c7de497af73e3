// `admin-gen init <folder>` as a user runs it: the new site's files, its generated/ current by its own build --check,
// and a folder that already holds something refused.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(REPO_ROOT, 'bin/admin-gen.js');

function run(cwd: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ADMIN_GEN_DEBUG: '' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every file under `dir`, relative, sorted. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('admin-gen init', { timeout: 60_000 }, () => {
  let parent: string;
  beforeEach(() => {
    parent = realpathSync(mkdtempSync(path.join(tmpdir(), 'admin-gen-init-')));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('writes a new site whose generated/ its own build --check finds current', () => {
    const created = run(parent, 'init', 'Clínica Perla');
    expect(created.output).toMatch(/^admin-gen: wrote 8 files and generated\/ \(8 files\) in Clínica Perla\nNext: cd Clínica Perla && npm install && npm start/);
    expect(created.status).toBe(0);
    const site = path.join(parent, 'Clínica Perla');
    expect(listFiles(site)).toEqual([
      '.gitignore',
      'README.md',
      'generated/auditEntry.ts',
      'generated/contact.ts',
      'generated/index.ts',
      'generated/migrations/0001_initial.json',
      'generated/openapi.json',
      'generated/roles.md',
      'generated/validators/contact.ts',
      'generated/validators/index.ts',
      'package.json',
      'public/demo/.gitkeep',
      'public/favicon.svg',
      'schemas/app.json',
      'schemas/contact.json',
      'tests/site.test.ts',
    ]);
    const manifest = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as { name: string; scripts: Record<string, string>; dependencies: Record<string, string> };
    // By path from the site to this package, so `npm install` links it without a registry.
    expect(manifest.name).toBe('clinica-perla');
    expect(path.resolve(site, manifest.dependencies['admin-gen']!.replace(/^file:/, ''))).toBe(REPO_ROOT);
    expect(manifest.scripts).toMatchObject({ start: 'npm run build && admin-gen serve --demo', test: expect.stringContaining('admin-gen-site test') });
    // The site's model imports the runtime through its dependency, never through a path of this machine.
    expect(readFileSync(path.join(site, 'generated/index.ts'), 'utf8')).toContain("from '../node_modules/admin-gen/runtime/shared/index.js'");
    expect(readFileSync(path.join(site, 'tests/site.test.ts'), 'utf8')).toContain("import { checkEveryPage } from 'admin-gen/runtime/testing/index.js'");
    expect(readFileSync(path.join(site, 'README.md'), 'utf8')).toContain('`public/demo/`');
    // Its own role matrix: its app.json declares no roles yet.
    expect(readFileSync(path.join(site, 'generated/roles.md'), 'utf8')).toContain('The site declares no roles: every signed-in account may do everything.');
    const checked = run(site, 'build', '--check');
    expect(checked.output).toMatch(/^admin-gen: generated files are up to date \(8 files, checked in \d+ ms\)\n$/);
    expect(checked.status).toBe(0);
  });

  it("the server commands in a site use the site's generated/ by default (seed fills its example entity)", () => {
    expect(run(parent, 'init', 'clinic').status).toBe(0);
    const dataDir = path.join(parent, 'data');
    const result = spawnSync(process.execPath, [BIN, 'seed'], { cwd: path.join(parent, 'clinic'), encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    expect(result.stdout).toMatch(/^admin-gen: Datos de demostración \(SQLite\) — Contactos: 30; 30 filas en /);
    expect(result.status).toBe(0);
  });

  it('writes into an empty folder that exists', () => {
    mkdirSync(path.join(parent, 'empty'));
    expect(run(parent, 'init', 'empty').status).toBe(0);
    expect(listFiles(path.join(parent, 'empty'))).toContain('schemas/contact.json');
  });

  it('refuses a folder that holds anything, and writes nothing into it', () => {
    mkdirSync(path.join(parent, 'busy'));
    writeFileSync(path.join(parent, 'busy', 'notes.txt'), 'mine');
    const refused = run(parent, 'init', 'busy');
    expect(refused.output).toBe('admin-gen: busy is not empty; init writes a new site only into a new or empty folder (choose another name, or empty it first)\n');
    expect(refused.status).toBe(1);
    expect(listFiles(path.join(parent, 'busy'))).toEqual(['notes.txt']);
  });

  it('asks for the folder', () => {
    const missing = run(parent, 'init');
    expect(missing.output).toContain("error: missing required argument 'folder'");
    expect(missing.status).toBe(1);
  });
});
