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
}

/** `admin-gen seed`: migrates the store, fills it with demo data and returns a one-line summary. */
export async function runSeed(options: RunSeedOptions = {}): Promise<string> {
  const { entities } = options.generated ?? (await loadGenerated());
  const database = createDatabase({
    dataDir: options.dataDir ?? process.env.DATA_DIR,
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
  });
  try {
    await migrate(database, entities);
    const results = await seedDemoData(database, entities, { force: options.force ?? false });
    const parts = results.map((result) => `${result.label}: ${result.skipped ? 'ya tenía datos' : result.inserted}`);
    const where = database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
    return `Datos de demostración (${where}) — ${parts.join(', ') || 'ninguna entidad define demo'}${
      results.some((result) => result.skipped) ? '. Usa --force para reemplazar los existentes.' : '.'
    }`;
  } finally {
    await database.close();
  }
}
