import type { Kysely } from 'kysely';
import { computeFields, getComputedFields, type ComputedField, type EntityDefinition } from '../../../shared/index.js';
import type { EntityRegistry } from '../../model/index.js';
import { chunk } from '../common/chunk.js';
import type { StoreDialect, StoreSchema } from '../Database.js';
import type { InsertedLines } from './InsertedLines.js';
import { getEngine } from '../getEngine.js';
import { readRow } from './readRow.js';
import { writeRow } from './writeRow.js';
import { isGeneratedField } from '../generated/getGeneratedFields.js';

const IN_LIST_SIZE = 500;

type Entities = Pick<EntityRegistry, 'entities' | 'get'>;
type Row = Record<string, unknown>;

/** An entity whose computed fields aggregate the rows of `child` (its children collection `name`, linked by the child's `field`). */
interface ComputedParent {
  readonly parent: EntityDefinition;
  readonly field: string;
}

const parentsCache = new WeakMap<Entities, Map<string, readonly ComputedParent[]>>();

/** The entities whose computed fields read `entity`'s rows through a children collection. */
export function getComputedParents(entities: Entities, entity: EntityDefinition): readonly ComputedParent[] {
  let byChild = parentsCache.get(entities);
  if (!byChild) {
    byChild = new Map();
    for (const parent of entities.entities) {
      const collections = new Set(getComputedFields(parent).flatMap((field) => field.inputs.aggregates.map((aggregate) => aggregate.children)));
      for (const children of parent.children.filter((definition) => collections.has(definition.name))) {
        byChild.set(children.entity, [...(byChild.get(children.entity) ?? []), { parent, field: children.field }]);
      }
    }
    parentsCache.set(entities, byChild);
  }
  return byChild.get(entity.entity) ?? [];
}

/** The rows of each children collection the computed fields aggregate, by collection name and then parent id. */
async function readChildren(db: Kysely<StoreSchema>, entities: Entities, entity: EntityDefinition, fields: readonly ComputedField[], ids: readonly string[]): Promise<Map<string, Map<string, Row[]>>> {
  const groups = new Map<string, Map<string, Row[]>>();
  const names = new Set(fields.flatMap((field) => field.inputs.aggregates.map((aggregate) => aggregate.children)));
  for (const definition of entity.children.filter((children) => names.has(children.name))) {
    const child = entities.get(definition.entity);
    const byParent = new Map<string, Row[]>();
    if (ids.length > 0) {
      for (const row of await db.selectFrom(child.table).selectAll().where(definition.field, 'in', ids).execute()) {
        const parent = String(row[definition.field]);
        const rows = byParent.get(parent) ?? [];
        rows.push(readRow(child, row));
        byParent.set(parent, rows);
      }
    }
    groups.set(definition.name, byParent);
  }
  return groups;
}

/**
 * The stored columns that change when the computed fields of one row are computed again: `record` is the row as it
 * will be (stored values merged with a write's), its children read from the transaction.
 */
export async function getComputedChanges(db: Kysely<StoreSchema>, dialect: StoreDialect, entities: Entities, entity: EntityDefinition, record: Readonly<Row>): Promise<Row> {
  const fields = getComputedFields(entity);
  if (fields.length === 0) return {};
  const id = String(record._id);
  const children = fields.some((field) => field.inputs.aggregates.length > 0) ? await readChildren(db, entities, entity, fields, [id]) : new Map<string, Map<string, Row[]>>();
  const computed = computeFields(fields, record, (name) => children.get(name)?.get(id) ?? []);
  const changes: Row = {};
  for (const field of getServerFields(entity, fields)) if ((computed[field.name] ?? null) !== (record[field.name] ?? null)) changes[field.name] = computed[field.name];
  return writeRow(dialect, entity, changes);
}

/**
 * Computes the computed fields of the rows with these ids again, from the rows and their children as this transaction
 * sees them, and writes the ones that changed; then the rows of entities aggregating them. Each row is locked first
 * (FOR UPDATE), so two transactions changing lines of one parent total them one after the other. `ids` 'all' walks the
 * whole table (a migration's backfill, a demo seed). Answers how many rows changed.
 */
export async function refreshComputedFields(db: Kysely<StoreSchema>, dialect: StoreDialect, entities: Entities, entity: EntityDefinition, ids: readonly string[] | 'all'): Promise<number> {
  const fields = getComputedFields(entity);
  // The database computes generated columns itself: a table of those only has nothing for the server to write.
  if (getServerFields(entity, fields).length === 0) return 0;
  const all = ids === 'all' ? (await db.selectFrom(entity.table).select('_id').orderBy('_id').execute()).map((row) => String(row._id)) : [...new Set(ids)];
  let changed = 0;
  for (const part of chunk(all, IN_LIST_SIZE)) {
    const rows = await getEngine(dialect).forUpdate(db.selectFrom(entity.table).selectAll().where('_id', 'in', part).orderBy('_id')).execute();
    const children = await readChildren(db, entities, entity, fields, part);
    const written: Row[] = [];
    for (const row of rows) {
      const record = readRow(entity, row);
      const id = String(row._id);
      const computed = computeFields(fields, record, (name) => children.get(name)?.get(id) ?? []);
      const changes: Row = {};
      for (const field of getServerFields(entity, fields)) if ((computed[field.name] ?? null) !== (record[field.name] ?? null)) changes[field.name] = computed[field.name];
      if (Object.keys(changes).length === 0) continue;
      await db.updateTable(entity.table).set(writeRow(dialect, entity, changes)).where('_id', '=', id).execute();
      written.push(row);
    }
    changed += written.length;
    await refreshComputedParents(db, dialect, entities, entity, written);
  }
  return changed;
}

/** The computed fields the server writes (computed in order with all of them; the generated ones are the database's). */
function getServerFields(entity: EntityDefinition, fields: readonly ComputedField[]): readonly ComputedField[] {
  return fields.filter((field) => !isGeneratedField(entity, field.name));
}

/** Computes again the rows that aggregate these stored rows of `entity` (a total over its lines), after the rows were written or deleted. */
export async function refreshComputedParents(db: Kysely<StoreSchema>, dialect: StoreDialect, entities: Entities, entity: EntityDefinition, rows: readonly Readonly<Row>[]): Promise<void> {
  for (const { parent, field } of getComputedParents(entities, entity)) {
    const ids = [...new Set(rows.map((row) => row[field]).filter((id) => id !== null && id !== undefined).map(String))];
    if (ids.length > 0) await refreshComputedFields(db, dialect, entities, parent, ids);
  }
}

/**
 * The rows of children collection `name` of a record being inserted, as its computed fields read them: the lines
 * inserted with it (`lines`), each with its own computed fields, so the totals stored at the insert are the ones the
 * lines' inserts would compute; none without `lines` (a new row has no children yet).
 */
export function getInsertedLines(entities: Entities, entity: EntityDefinition, record: Readonly<Row>, name: string, lines: InsertedLines | undefined): readonly Row[] {
  const definition = entity.children.find((children) => children.name === name);
  if (!lines || !definition) return [];
  const child = entities.get(definition.entity);
  const fields = getComputedFields(child);
  return lines(record, name).map((line) => (fields.length > 0 ? computeFields(fields, line) : { ...line }));
}
