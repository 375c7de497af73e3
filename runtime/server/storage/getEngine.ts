import type { StoreDialect } from './Database.js';
import { postgresEngine } from './postgres/postgresEngine.js';
import { sqliteEngine } from './sqlite/sqliteEngine.js';
import type { StoreEngine } from './StoreEngine.js';

const ENGINES: Record<StoreDialect, StoreEngine> = { sqlite: sqliteEngine, postgres: postgresEngine };

/** The engine of a dialect, for code behind the store that is handed only the dialect. */
export function getEngine(dialect: StoreDialect): StoreEngine {
  return ENGINES[dialect];
}
