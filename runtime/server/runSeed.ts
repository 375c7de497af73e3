import { loadSettings } from './settings/index.js';
import { performance } from 'node:perf_hooks';
import { seedDemoData } from './demo/index.js';
import { loadGenerated, type GeneratedModule } from './loadGenerated.js';
import { createDatabase, migrate } from './storage/index.js';

export interface RunSeedOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** Refill tables that already have rows. */
  force?: boolean;
  /** Entities and app to seed; default the generated ones. */
  generated?: GeneratedModule;
  /** A folder written by `admin-gen build --out`; default the project's generated/. */
  generatedDir?: string;
}

/** `admin-gen seed`: migrates the store, fills it with demo data and returns a one-line summary with the time it took. */
export async function runSeed(options: RunSeedOptions = {}): Promise<string> {
  const { entities, migrations } = options.generated ?? (await loadGenerated(options.generatedDir));
  const settings = loadSettings();
  const database = createDatabase({
    dataDir: options.dataDir ?? settings.dataDir,
    databaseUrl: options.databaseUrl ?? settings.databaseUrl,
  });
  try {
    await migrate(database, entities, { migrations });
    const started = performance.now();
    const results = await seedDemoData(database, entities, { force: options.force ?? false });
    const seconds = (performance.now() - started) / 1000;
    const parts = results.map((result) => `${result.label}: ${result.skipped ? 'ya tenía datos' : result.inserted}`);
    const where = database.engine.title;
    const rows = results.reduce((sum, result) => sum + result.inserted, 0);
    const time = `${rows} filas en ${seconds.toLocaleString('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`;
    return `Datos de demostración (${where}) — ${parts.join(', ') || 'ninguna entidad define demo'}; ${time}${
      results.some((result) => result.skipped) ? '. Usa --force para reemplazar los existentes.' : '.'
    }`;
  } finally {
    await database.close();
  }
}
