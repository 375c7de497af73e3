import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AppDefinition, EntityDefinition } from '../shared/index.js';
import { MIGRATIONS_DIR, type MigrationFile } from '../shared/migrations/index.js';
import { readMigrationFiles } from './readMigrationFiles.js';

/** What the server needs from `admin-gen build`'s output. */
export interface GeneratedModule {
  readonly app: AppDefinition;
  readonly entities: readonly EntityDefinition[];
  /** generated/migrations/*.json in name order. Absent when a caller hands the model over itself (tests): the store is then only converged. */
  readonly migrations?: readonly MigrationFile[];
}

// The project's generated/ beside runtime/ (in the compiled server too: dist/node/generated, its JSON copied there).
const DEFAULT_GENERATED_DIR = fileURLToPath(new URL('../../generated/', import.meta.url));

/**
 * Imports generated/index.ts lazily, so createServer and the tests never depend on a build having run; or, given
 * `dir`, the index of a folder written by `admin-gen build --out <dir>` (another site's model).
 */
export async function loadGenerated(dir?: string): Promise<Required<GeneratedModule>> {
  const generated: GeneratedModule = dir === undefined ? await import('../../generated/index.js') : await importGeneratedDir(path.resolve(dir));
  const migrations = readMigrationFiles(path.join(dir === undefined ? DEFAULT_GENERATED_DIR : path.resolve(dir), MIGRATIONS_DIR));
  return { app: generated.app, entities: generated.entities, migrations };
}

const TS_LOADER_NEEDED = new Set(['ERR_UNKNOWN_FILE_EXTENSION', 'ERR_MODULE_NOT_FOUND']);

async function importGeneratedDir(dir: string): Promise<GeneratedModule> {
  const compiled = path.join(dir, 'index.js');
  const source = path.join(dir, 'index.ts');
  if (existsSync(compiled)) return (await import(pathToFileURL(compiled).href)) as GeneratedModule;
  if (!existsSync(source)) throw new Error(`${dir} has no index.ts: build it first with admin-gen build --out ${dir}`);
  try {
    return (await import(pathToFileURL(source).href)) as GeneratedModule;
  } catch (error) {
    // Without a TypeScript loader, Node ≤ 22.5 refuses the .ts file; Node 24 strips its types but cannot resolve the
    // `./entity.js` imports written for TypeScript's resolution. Either way tsx loads it (and what it imports).
    if (!TS_LOADER_NEEDED.has(String((error as NodeJS.ErrnoException).code))) throw error;
    const { tsImport } = await import('tsx/esm/api');
    return (await tsImport(pathToFileURL(source).href, import.meta.url)) as GeneratedModule;
  }
}
