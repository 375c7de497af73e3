// The CLI as a user runs it: `node bin/admin-gen.js …` in a project folder, checked by exit code and output.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESERVED_ENTITY_NAMES } from '../../generator/index.js';
import { ACTION_KINDS } from '../../runtime/shared/index.js';
import { BUILT_FIXTURE_SITES, getBuiltFixtureFolders, type BuiltFixtureSite } from '../fixtures/builtFixtureSites.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(REPO_ROOT, 'bin/admin-gen.js');

interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(cwd: string, ...args: string[]): RunResult {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ADMIN_GEN_DEBUG: '' } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const roots: string[] = [];

/** A temp project with a copy of tests/fixtures/schemas/ as its schemas/ (a fixture: the root site's schemas may change). */
function createProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-cli-'));
  cpSync(path.join(REPO_ROOT, 'tests/fixtures/schemas'), path.join(root, 'schemas'), { recursive: true });
  roots.push(root);
  return root;
}

/**
 * A temp project holding a built fixture site's schemas at the same path as in this repository, so that its build
 * (`--schemas … --out …` from the project's root) writes the same imports as the committed generated/ beside them.
 */
function createBuiltFixtureProject(site: BuiltFixtureSite): { root: string; schemasDir: string; outDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-cli-'));
  const { schemasDir, outDir } = getBuiltFixtureFolders(site);
  cpSync(path.join(REPO_ROOT, schemasDir), path.join(root, schemasDir), { recursive: true });
  roots.push(root);
  return { root, schemasDir, outDir };
}

/** The schemas in `schemasDir` plus the built-ins: the audit log, and the admin users when app.json declares roles or adminUsers (generator/builtin/). */
function countEntities(schemasDir: string): { entities: number; builtins: number } {
  const app = JSON.parse(readFileSync(path.join(schemasDir, 'app.json'), 'utf8')) as { roles?: object; adminUsers?: object };
  const builtins = 1 + (Object.keys(app.roles ?? {}).length > 0 || app.adminUsers !== undefined ? 1 : 0);
  return { entities: readdirSync(schemasDir).filter((name) => name.endsWith('.json') && name !== 'app.json').length + builtins, builtins };
}

const STACK_LINE = /^\s+at /m;

describe('admin-gen CLI', { timeout: 60_000 }, () => {
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('--help lists the commands', () => {
    const result = run(REPO_ROOT, '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: admin-gen');
    for (const command of ['build', 'new <entity>', 'seed', 'serve', 'admin']) expect(result.stdout).toContain(command);
  });

  it.each(BUILT_FIXTURE_SITES)('build writes the committed generated/ of the built fixture site %s', (site) => {
    const { root, schemasDir, outDir } = createBuiltFixtureProject(site);
    const committed = path.join(REPO_ROOT, outDir);
    const result = run(root, 'build', '--schemas', schemasDir, '--out', outDir);
    const { entities, builtins } = countEntities(path.join(root, schemasDir));
    expect(result.status).toBe(0);
    const validators = readdirSync(path.join(root, outDir, 'validators')).sort();
    expect(validators).toEqual(readdirSync(path.join(committed, 'validators')).sort());
    // One module per entity, plus index.ts, openapi.json and roles.md; one validators module per entity with forms, plus
    // their index; and a new project's first migration, which the build says it wrote.
    expect(result.stdout).toMatch(
      new RegExp(`^admin-gen: built ${entities} entities, ${entities + 4 + validators.length} files in \\d+ ms\nadmin-gen: wrote ${outDir}/migrations/0001_initial\\.json \\(${entities - builtins} steps\\); see what it does to the data with \`admin-gen migrate plan\`\n$`),
    );
    const files = readdirSync(path.join(root, outDir)).sort();
    expect(files).toEqual(readdirSync(committed).sort());
    for (const file of [...files.filter((name) => name !== 'validators' && name !== 'migrations'), ...validators.map((name) => `validators/${name}`)]) {
      expect(readFileSync(path.join(root, outDir, file), 'utf8')).toBe(readFileSync(path.join(committed, file), 'utf8'));
    }
    // After the migrations the site's builds wrote, the build writes none and every file is the committed one.
    const migrations = readdirSync(path.join(committed, 'migrations')).sort();
    expect(migrations[0]).toBe('0001_initial.json');
    rmSync(path.join(root, outDir), { recursive: true });
    cpSync(path.join(committed, 'migrations'), path.join(root, outDir, 'migrations'), { recursive: true });
    const again = run(root, 'build', '--schemas', schemasDir, '--out', outDir);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`^admin-gen: built ${entities} entities, ${entities + 3 + validators.length + migrations.length} files in \\d+ ms\n$`));
    expect(readdirSync(path.join(root, outDir, 'migrations')).sort()).toEqual(migrations);
    for (const file of [...files.filter((name) => name !== 'validators' && name !== 'migrations'), ...validators.map((name) => `validators/${name}`), ...migrations.map((name) => `migrations/${name}`)]) {
      expect(readFileSync(path.join(root, outDir, file), 'utf8')).toBe(readFileSync(path.join(committed, file), 'utf8'));
    }
  });

  it('build --check exits 0 when fresh and 1 listing stale files', () => {
    const root = createProject();
    expect(run(root, 'build').status).toBe(0);
    const fresh = run(root, 'build', '--check');
    expect(fresh.status).toBe(0);
    expect(fresh.stdout).toMatch(/^admin-gen: generated files are up to date \(20 files, checked in \d+ ms\)\n$/);

    writeFileSync(path.join(root, 'generated/seller.ts'), '// stale\n');
    rmSync(path.join(root, 'generated/index.ts'));
    const stale = run(root, 'build', '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toBe(
      [
        'admin-gen: 2 generated files are stale:',
        '  generated/index.ts (missing)',
        '  generated/seller.ts (changed)',
        'Run `admin-gen build` to update them.',
        '',
      ].join('\n'),
    );
    expect(readFileSync(path.join(root, 'generated/seller.ts'), 'utf8')).toBe('// stale\n');
  });

  it('an invalid schema prints every problem, no stack trace, and exits 1', () => {
    const root = createProject();
    const file = path.join(root, 'schemas/seller.json');
    const seller = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
    seller.grids.sellers.actions[1].kind = 'remove';
    seller.grids.sellers.columns[0].field = 'nme';
    const text = JSON.stringify(seller, null, 2);
    writeFileSync(file, text);
    // Each member is on a line of its own: its position is where its key starts.
    const at = (member: string): string => {
      const lines = text.slice(0, text.indexOf(member)).split('\n');
      return `${lines.length}:${(lines.at(-1) as string).length + 1}`;
    };
    const result = run(root, 'build');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      [
        'admin-gen: 2 schema errors:',
        `  schemas/seller.json:${at('"field": "nme"')}: /grids/sellers/columns/0/field: unknown field "nme"; expected one of: _id, name`,
        `  schemas/seller.json:${at('"kind": "remove"')}: /grids/sellers/actions/1/kind: unknown action kind "remove"; expected one of: ${ACTION_KINDS.join(', ')}`,
        '',
      ].join('\n'),
    );
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(existsSync(path.join(root, 'generated'))).toBe(false);
  });

  it('build makes the demo rows as seed would and refuses one the entity\'s validator refuses, naming the template and the row', () => {
    const root = createProject();
    const file = path.join(root, 'schemas/seller.json');
    const text = readFileSync(file, 'utf8').replace('"name": "{firstName} {lastName}"', '"name": "{pick:Ana|}"');
    writeFileSync(file, text);
    const lines = text.slice(0, text.indexOf('"name": "{pick:Ana|}"')).split('\n');
    const result = run(root, 'build');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      [
        'admin-gen: 1 schema error:',
        `  schemas/seller.json:${lines.length}:${(lines.at(-1) as string).length + 1}: /demo/fields/name: demo row 1 of 30 holds "" in "name"; expected a template whose every value field "name" accepts; the validator says: name: Nombre: Este campo es obligatorio.`,
        '',
      ].join('\n'),
    );
    // A site's project has no generator/: admin-gen's own reference files are not its to write.
    expect(existsSync(path.join(root, 'generator'))).toBe(false);
    expect(existsSync(path.join(root, 'generated'))).toBe(false);
  });

  it('new writes a valid starter schema that builds, and refuses to overwrite it', () => {
    const root = createProject();
    const created = run(root, 'new', 'banner');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('admin-gen: wrote schemas/banner.json');
    const schema = JSON.parse(readFileSync(path.join(root, 'schemas/banner.json'), 'utf8')) as { entity: string; table: string; grids: object };
    expect(schema.entity).toBe('banner');
    expect(schema.table).toBe('banners');
    expect(Object.keys(schema.grids)).toEqual(['banners']);

    const built = run(root, 'build');
    expect(built.stderr).toBe('');
    expect(built.stdout).toMatch(/^admin-gen: built 12 entities, 22 files in \d+ ms\nadmin-gen: wrote generated\/migrations\/0001_initial\.json \(11 steps\)/);
    expect(readFileSync(path.join(root, 'generated/banner.ts'), 'utf8')).toContain('export interface Banner {');

    const again = run(root, 'new', 'banner');
    expect(again.status).toBe(1);
    expect(again.stderr).toBe('admin-gen: schemas/banner.json already exists; not overwriting it\n');
  });

  it.each([
    ['Product', 'admin-gen: invalid entity name "Product"; expected a camelCase identifier such as courseCategory\n'],
    ['index', `admin-gen: reserved entity name "index"; expected a name other than: ${RESERVED_ENTITY_NAMES.join(', ')}\n`],
  ])('new rejects the name %s', (name, want) => {
    const root = createProject();
    const result = run(root, 'new', name);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(want);
  });

  it('usage errors exit 1 without a stack trace', () => {
    const unknown = run(REPO_ROOT, 'bogus');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("error: unknown command 'bogus'");
    const badPort = run(REPO_ROOT, 'serve', '--port', 'eighty');
    expect(badPort.status).toBe(1);
    expect(badPort.stderr).toContain('--port must be an integer from 0 to 65535, got "eighty".');
    for (const result of [unknown, badPort]) expect(result.stderr).not.toMatch(STACK_LINE);
  });
});
