// Data removed fields and entities left in the store: found by replaying the migrations' history, never by guessing.
import type { MigrationFile } from '../../../../shared/migrations/index.js';
import type { Database } from '../../Database.js';
import type { KeptData } from './MigrationPlan.js';
import { countRows, countValues, hasTable, readColumns } from './readCatalog.js';

/** A kept table (`column` absent) or column: its name once every migration ran, and where it is in the store now. */
export interface KeptTarget {
  readonly table: string;
  readonly column?: string;
  /** The table (and column) holding it before the pending migrations run (a pending rename has not happened yet). */
  readonly storeTable: string;
  readonly storeColumn?: string;
}

interface TrackedEntity {
  table: string;
  storeTable: string;
  /** Field → its column in the store now. */
  columns: Map<string, string>;
  /** Kept column → where its values are in the store now. */
  kept: Map<string, string>;
}

/**
 * Every removed field's column (and `keepAs` copy) and removed entity's table the migrations leave, in history order.
 * A later field or entity that takes the same name takes the column or table over: it is no longer kept.
 */
export function getKeptTargets(migrations: readonly MigrationFile[], applied: ReadonlySet<string>): KeptTarget[] {
  const entities = new Map<string, TrackedEntity>();
  const keptTables = new Map<string, string>();
  for (const migration of migrations) {
    const done = applied.has(migration.name);
    for (const step of migration.steps) {
      if (step.kind === 'createEntity') {
        keptTables.delete(step.table);
        entities.set(step.entity, { table: step.table, storeTable: step.table, columns: new Map(Object.keys(step.fields).map((field) => [field, field])), kept: new Map() });
        continue;
      }
      const entity = entities.get(step.kind === 'renameEntity' ? step.from : step.entity);
      if (!entity) continue;
      switch (step.kind) {
        case 'renameEntity':
          entities.delete(step.from);
          entity.table = step.toTable;
          if (done) entity.storeTable = step.toTable;
          entities.set(step.to, entity);
          break;
        case 'removeEntity':
          entities.delete(step.entity);
          keptTables.set(entity.table, entity.storeTable);
          break;
        case 'addField':
          entity.kept.delete(step.field);
          entity.columns.set(step.field, step.field);
          break;
        case 'renameField': {
          const column = entity.columns.get(step.from) ?? step.from;
          entity.columns.delete(step.from);
          entity.kept.delete(step.to);
          entity.columns.set(step.to, done ? step.to : column);
          break;
        }
        case 'changeField':
          // A pending copy holds every value the field holds now.
          if (step.decision?.keepAs) entity.kept.set(step.decision.keepAs, done ? step.decision.keepAs : (entity.columns.get(step.field) ?? step.field));
          break;
        case 'removeField':
          entity.kept.set(step.field, entity.columns.get(step.field) ?? step.field);
          entity.columns.delete(step.field);
          break;
        case 'changeUnique':
          break;
      }
    }
  }
  const targets: KeptTarget[] = [];
  for (const entity of entities.values()) {
    for (const [column, storeColumn] of entity.kept) targets.push({ table: entity.table, column, storeTable: entity.storeTable, storeColumn });
  }
  for (const [table, storeTable] of keptTables) targets.push({ table, storeTable });
  return targets;
}

/**
 * The kept targets the store holds, with how many values each keeps (rows of a table, non-null values of a column);
 * `count: false` leaves the values 0 and reads no row (every start needs only which targets are there).
 */
export async function readKeptData(database: Database, targets: readonly KeptTarget[], options: { readonly count?: boolean } = {}): Promise<(KeptData & { readonly kept: KeptTarget })[]> {
  const count = options.count ?? true;
  const found: (KeptData & { readonly kept: KeptTarget })[] = [];
  for (const kept of targets) {
    if (kept.column === undefined || kept.storeColumn === undefined) {
      if (await hasTable(database, kept.storeTable)) found.push({ target: kept.table, values: count ? await countRows(database, kept.storeTable) : 0, kept });
      continue;
    }
    if (!(await readColumns(database, kept.storeTable)).has(kept.storeColumn)) continue;
    found.push({ target: `${kept.table}.${kept.column}`, values: count ? await countValues(database, kept.storeTable, kept.storeColumn) : 0, kept });
  }
  return found;
}
