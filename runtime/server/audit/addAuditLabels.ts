import type { Transaction } from 'kysely';
import { formatLabel, getLabelFields, isLabelTemplate } from '../../shared/index.js';
import type { DateDisplay, EntityDefinition, ReferenceDefinition } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';
import { addReferenceLabels, chunk, fromStoredValue, type StoreSchema } from '../storage/index.js';
import type { AuditChange, AuditChanges, AuditEntryInput, AuditLabel } from './AuditEntry.js';
import { maskSecret } from './getAuditChanges.js';

type Record_ = Readonly<Record<string, unknown>>;

const IN_LIST_SIZE = 500;

/** The ids and display fields the entries need of one referenced entity. */
interface Wanted {
  readonly target: EntityDefinition;
  readonly displays: Set<string>;
  readonly ids: Set<string>;
}

/**
 * The entries with `fromLabel` / `toLabel` beside each present side of every changed reference field: the
 * referenced row's display value (masked when that field is secret), null for an id no row has, an array of them
 * for a `many` reference. Read inside `trx`, one query per referenced entity for all the entries; rows the
 * request already deleted are read from the entries' `deletedRows`.
 */
export async function addAuditLabels(trx: Transaction<StoreSchema>, registry: EntityRegistry, entries: readonly AuditEntryInput[]): Promise<AuditEntryInput[]> {
  const wanted = new Map<string, Wanted>();
  for (const entry of entries) {
    for (const { reference, change } of getReferenceChanges(entry)) {
      const target = registry.get(reference.entity);
      const item = wanted.get(target.entity) ?? { target, displays: new Set<string>(), ids: new Set<string>() };
      wanted.set(target.entity, item);
      item.displays.add(reference.display);
      for (const id of [...getIds(reference, change.from), ...getIds(reference, change.to)]) item.ids.add(id);
    }
  }
  if (wanted.size === 0) return [...entries];

  const rows = new Map<string, Map<string, Record_>>();
  for (const entry of entries) {
    for (const [name, deleted] of entry.deletedRows ?? []) {
      const known = rows.get(name) ?? new Map<string, Record_>();
      rows.set(name, known);
      for (const [id, row] of deleted) known.set(id, row);
    }
  }
  for (const { target, displays, ids } of wanted.values()) {
    const known = rows.get(target.entity) ?? new Map<string, Record_>();
    rows.set(target.entity, known);
    const missing = [...ids].filter((id) => !known.has(id));
    const columns = [...new Set([...displays].flatMap(getLabelFields))];
    for (const part of chunk(missing, IN_LIST_SIZE)) {
      const found = await trx.selectFrom(target.table).select(['_id', ...columns]).where('_id', 'in', part).execute();
      for (const row of found) known.set(String(row._id), readColumns(target, columns, row));
    }
    // A label template naming a reference shows that row's own label (a pet's name in an appointment's).
    const named = target.references.filter((reference) => columns.includes(reference.field));
    if (named.length > 0 && [...displays].some(isLabelTemplate)) {
      const present = getKnownIds(known, ids);
      const labelled = await addReferenceLabels(trx, registry, { ...target, references: named }, present.map((id) => known.get(id)!));
      present.forEach((id, index) => known.set(id, labelled[index]!));
    }
  }

  return entries.map((entry) => {
    const references = getReferenceChanges(entry);
    if (references.length === 0) return entry;
    const changes: Record<string, AuditChange> = { ...entry.changes };
    for (const { reference, change } of references) {
      const target = registry.get(reference.entity);
      const labelOf = (value: unknown): AuditLabel => {
        const labels = getIds(reference, value).map((id) => getLabel(target, reference.display, rows.get(target.entity)?.get(id), registry.dateDisplay));
        return reference.many ? labels : (labels[0] ?? null);
      };
      changes[reference.field] = {
        ...change,
        ...('from' in change && { fromLabel: labelOf(change.from) }),
        ...('to' in change && { toLabel: labelOf(change.to) }),
      };
    }
    return { ...entry, changes };
  });
}

/** The entry's changed reference fields; a secret reference field shows masked ids, so it gets no labels either. */
function getReferenceChanges(entry: AuditEntryInput): { reference: ReferenceDefinition; change: AuditChange }[] {
  const changes: AuditChanges = entry.changes;
  return entry.entity.references
    .filter((reference) => Object.hasOwn(changes, reference.field))
    .filter((reference) => !entry.entity.fields.find((field) => field.name === reference.field)?.secret)
    .map((reference) => ({ reference, change: changes[reference.field]! }));
}

function getIds(reference: ReferenceDefinition, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (reference.many) return Array.isArray(value) ? value.map(String) : [];
  return [String(value)];
}

/** Display columns of a stored row as readRow types them. */
function readColumns(target: EntityDefinition, columns: readonly string[], row: Record_): Record_ {
  return Object.fromEntries(
    columns.map((name) => {
      const field = target.fields.find((candidate) => candidate.name === name);
      return [name, field ? fromStoredValue(field.storage, row[name]) : row[name]];
    }),
  );
}

/** The display value of a readable row as text, masked like a secret value when that field is secret; null without a row or value. */
function getLabel(target: EntityDefinition, display: string, row: Record_ | undefined, dateDisplay: DateDisplay): string | null {
  // A label template holds no secret field (the build refuses one).
  if (isLabelTemplate(display)) return row ? formatLabel(display, target, row, dateDisplay) : null;
  const value = row?.[display];
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return target.fields.find((field) => field.name === display)?.secret ? maskSecret(text) : text;
}

/** The wanted ids a row is known for (read now, or deleted by the request). */
function getKnownIds(known: ReadonlyMap<string, Record_>, ids: ReadonlySet<string>): string[] {
  return [...ids].filter((id) => known.has(id));
}
