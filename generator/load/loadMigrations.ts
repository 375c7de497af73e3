import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getMigratedModel, MIGRATIONS_DIR, type MigrationFile } from '../../runtime/shared/migrations/index.js';
import { SchemaValidationError } from '../check/SchemaValidationError.js';

/** `0001_initial`: four digits order the files, the rest says what changed. */
export const MIGRATION_NAME = /^\d{4}_[A-Za-z0-9_]+$/;

/**
 * The migrations written by earlier builds, in name order, from `<outDir>/migrations` (`source` names that folder in
 * messages). A file that is not JSON, misnamed or whose steps do not follow from the ones before stops the build.
 */
export function loadMigrations(outDir: string, source: string): MigrationFile[] {
  const dir = path.join(outDir, MIGRATIONS_DIR);
  if (!existsSync(dir)) return [];
  const migrations: MigrationFile[] = [];
  const problems: { source: string; pointer: string; message: string }[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
    const file = `${source}/${MIGRATIONS_DIR}/${name}`;
    const stem = name.slice(0, -'.json'.length);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      problems.push({ source: file, pointer: '', message: `not JSON (${(error as Error).message}); expected a migration written by admin-gen build` });
      continue;
    }
    const migration = data as Partial<MigrationFile>;
    if (!MIGRATION_NAME.test(stem)) problems.push({ source: file, pointer: '', message: 'expected a name like 0002_seller.json (four digits, then letters, digits or _)' });
    else if (migration.name !== stem) problems.push({ source: file, pointer: '/name', message: `expected "${stem}", the file's name` });
    else if (!Array.isArray(migration.steps)) problems.push({ source: file, pointer: '/steps', message: 'expected an array of steps' });
    else migrations.push(migration as MigrationFile);
  }
  if (problems.length === 0) {
    try {
      getMigratedModel(migrations);
    } catch (error) {
      problems.push({ source: `${source}/${MIGRATIONS_DIR}`, pointer: '', message: `${(error as Error).message}; the migrations must follow each other as the builds wrote them` });
    }
  }
  if (problems.length > 0) throw new SchemaValidationError(problems);
  return migrations;
}
