// The server reads a generated folder's migrations/*.json in name order, and loadGenerated hands them over.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadGenerated, readMigrationFiles } from '../../runtime/server/index.js';

describe('readMigrationFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'admin-gen-migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every migration file in name order; a folder without any gives none', () => {
    expect(readMigrationFiles(path.join(dir, 'missing'))).toEqual([]);
    const write = (name: string) => writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ name, steps: [] }));
    write('0002_book');
    write('0001_initial');
    writeFileSync(path.join(dir, 'README.txt'), 'not a migration');
    expect(readMigrationFiles(dir).map((migration) => migration.name)).toEqual(['0001_initial', '0002_book']);
  });

  it('refuses a file whose name is not the migration it holds', () => {
    writeFileSync(path.join(dir, '0002_book.json'), JSON.stringify({ name: '0003_book', steps: [] }));
    expect(() => readMigrationFiles(dir)).toThrow(/0002_book\.json: not a migration file/);
  });

  it('loadGenerated gives the project\'s migrations, and those of a folder built elsewhere', async () => {
    expect((await loadGenerated()).migrations[0]!.name).toBe('0001_initial');
    mkdirSync(path.join(dir, 'migrations'));
    writeFileSync(path.join(dir, 'migrations', '0001_initial.json'), JSON.stringify({ name: '0001_initial', steps: [] }));
    writeFileSync(path.join(dir, 'index.js'), 'export const app = { title: "x" }; export const entities = [];');
    expect(await loadGenerated(dir)).toEqual({ app: { title: 'x' }, entities: [], migrations: [{ name: '0001_initial', steps: [] }] });
  });
});
