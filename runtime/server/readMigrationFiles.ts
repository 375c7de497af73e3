// A generated folder's migrations as the server reads them at start (the build writes them; the store records which ran).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MigrationFile } from '../shared/migrations/index.js';

/** The migrations of a generated folder (`<dir>/migrations/*.json`), in name order; none when the folder has no migrations yet. */
export function readMigrationFiles(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const migration = JSON.parse(readFileSync(file, 'utf8')) as MigrationFile;
      // The name orders the runs and is what the store records: the file's and its content's must agree.
      if (migration.name !== name.slice(0, -'.json'.length) || !Array.isArray(migration.steps)) throw new Error(`${file}: not a migration file (expected { "name": "${name.slice(0, -5)}", "steps": [...] })`);
      return migration;
    });
}
