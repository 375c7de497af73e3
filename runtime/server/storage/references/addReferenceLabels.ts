import type { Kysely } from 'kysely';
import { formatLabel, getLabelFields, isLabelTemplate } from '../../../shared/index.js';
import type { ApiRow, EntityDefinition } from '../../../shared/index.js';
import type { EntityRegistry } from '../../model/index.js';
import { chunk } from '../common/chunk.js';
import type { StoreSchema } from '../Database.js';
import { fromStoredValue } from '../rows/readRow.js';

const IN_LIST_SIZE = 500;

/** A label per reference field: the display value, null for an empty or unknown id, an array of them for `many`. */
export type ReferenceLabel = string | null | (string | null)[];

/**
 * The records with `$labels: { field: display value or filled label template | null }` for every reference field (an array of labels for
 * a `many` reference), looked up with one query per reference (not per row). Records of an entity without
 * references are returned as they are.
 */
export async function addReferenceLabels(
  db: Kysely<StoreSchema>,
  registry: EntityRegistry,
  entity: EntityDefinition,
  records: readonly Record<string, unknown>[],
): Promise<ApiRow[]> {
  if (entity.references.length === 0) return [...records];
  const labels = records.map(() => ({}) as Record<string, ReferenceLabel>);
  for (const reference of entity.references) {
    const target = registry.get(reference.entity);
    const display = target.fields.find((field) => field.name === reference.display);
    const idsOf = (record: Record<string, unknown>): string[] => {
      const value = record[reference.field];
      if (value === undefined || value === null) return [];
      return reference.many ? (Array.isArray(value) ? value.map(String) : []) : [String(value)];
    };
    const ids = [...new Set(records.flatMap(idsOf))];
    // A label template reads several fields (and the references it names); a field name, its one column.
    const found = isLabelTemplate(reference.display) ? await readTemplateLabels(db, registry, target, reference.display, ids) : new Map<string, string | null>();
    for (const part of isLabelTemplate(reference.display) ? [] : chunk(ids, IN_LIST_SIZE)) {
      const rows = await db.selectFrom(target.table).select(['_id', reference.display]).where('_id', 'in', part).execute();
      for (const row of rows) {
        const value = display ? fromStoredValue(display.storage, row[reference.display]) : row[reference.display];
        found.set(String(row._id), value === undefined || value === null ? null : String(value));
      }
    }
    records.forEach((record, index) => {
      const own = idsOf(record).map((id) => found.get(id) ?? null);
      labels[index]![reference.field] = reference.many ? own : (own[0] ?? null);
    });
  }
  return records.map((record, index) => ({ ...record, $labels: labels[index]! }) as ApiRow);
}

type StoredRow = Readonly<Record<string, unknown>>;

/**
 * The labels a template `display` gives the target's rows of `ids` (null for an unknown id or an empty label): one query
 * for the fields it reads, and one per reference it names (their own labels, e.g. a pet's name in an appointment's).
 */
export async function readTemplateLabels(db: Kysely<StoreSchema>, registry: EntityRegistry, target: EntityDefinition, display: string, ids: readonly string[]): Promise<Map<string, string | null>> {
  const columns = getLabelFields(display);
  const rows: StoredRow[] = [];
  for (const part of chunk([...new Set(ids)], IN_LIST_SIZE)) {
    rows.push(...(await db.selectFrom(target.table).select(['_id', ...columns]).where('_id', 'in', part).execute()));
  }
  const labels = await formatTemplateLabels(db, registry, target, display, rows);
  return new Map(rows.map((row, index) => [String(row._id), labels[index]!]));
}

/** The labels of stored rows that hold (at least) the columns a template `display` reads, in their order. */
export async function formatTemplateLabels(db: Kysely<StoreSchema>, registry: EntityRegistry, target: EntityDefinition, display: string, rows: readonly StoredRow[]): Promise<(string | null)[]> {
  const columns = getLabelFields(display);
  const values = rows.map((row) => {
    const value: Record<string, unknown> = { _id: row._id };
    for (const name of columns) {
      const field = target.fields.find((candidate) => candidate.name === name);
      value[name] = field ? fromStoredValue(field.storage, row[name]) : row[name];
    }
    return value;
  });
  // Only the references the template names are labelled (addReferenceLabels reads every reference of the entity it is given).
  const named = { ...target, references: target.references.filter((reference) => columns.includes(reference.field)) };
  const labelled = await addReferenceLabels(db, registry, named, values);
  return labelled.map((row) => formatLabel(display, target, row, registry.dateDisplay));
}
