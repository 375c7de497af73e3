import { sql, type RawBuilder } from 'kysely';
import { filterKinds, getListSpec, getTemplateParams, type EntityDefinition, type FieldDefinition, type GridDefinition } from '../../../shared/index.js';
import { getTitleRank, getTitleRankSql, type TitleRank } from './getTitleRank.js';
import type { StoreDialect } from '../Database.js';

/** One column of a list index: PostgreSQL keeps NULLs first like SQLite, so both scan the index for the same order. */
export interface ListIndexColumn {
  /** The column's name; for a title rank, the name the index is known by (TitleRank.name). */
  readonly column: string;
  readonly nullsFirst: boolean;
  /** An enum field sorted by its titles: the index holds this rank (an expression), not a column. */
  readonly rank?: TitleRank;
}

/** What the entity's lists need from its table: folded key columns, the searched ones, and the indexes of sorts and filters. */
export interface ListStorage {
  /** Fields sorted or searched as text: each gets a database-computed `<field>__fold` column. */
  readonly folded: readonly FieldDefinition[];
  /** Fields with a text ("contains") filter over their folded column, or a grid's search box: a trigram index serves them. */
  readonly searched: readonly FieldDefinition[];
  /** The indexes of sorts and filters, which both stores build. */
  readonly indexes: readonly (readonly ListIndexColumn[])[];
  /**
   * The (key, _id) indexes of searched fields that no sort or filter index already is: only SQLite's scan of a text
   * too short for trigrams reads them (getKeyScan); PostgreSQL answers every "contains" from its search table.
   */
  readonly keyScans: readonly (readonly ListIndexColumn[])[];
  /** Fields an unscoped list filters by one value (boolean and select filters): the store counts rows per value. */
  readonly counted: readonly FieldDefinition[];
}

const DATE_FORMATS = new Set(['date', 'date-time', 'time']);

/** The folded key column of a field. */
export function getFoldColumn(fieldName: string): string {
  return `${fieldName}__fold`;
}

/** Text sorts and searches go through the folded key; dates (ISO text), ids, references and non-text columns compare as stored. */
export function isFolded(entity: EntityDefinition, field: FieldDefinition): boolean {
  return (
    field.storage === 'text' &&
    field.name !== '_id' &&
    !DATE_FORMATS.has(String(field.schema.format ?? '')) &&
    !entity.references.some((reference) => reference.field === field.name)
  );
}

/** The index a "contains" too short for the trigram index scans: the folded keys, read instead of computed. */
export function getSearchScanColumns(fieldName: string): ListIndexColumn[] {
  return [
    { column: getFoldColumn(fieldName), nullsFirst: true },
    { column: '_id', nullsFirst: true },
  ];
}

/**
 * What a list sorts by for this field: an enum's title rank when its values sort otherwise than its titles, the
 * folded key of a text field, else the field's own column.
 */
export function getSortKey(entity: EntityDefinition, field: FieldDefinition | undefined, fieldName: string): ListIndexColumn {
  const rank = field ? getTitleRank(field) : null;
  if (rank) return { column: rank.name, nullsFirst: true, rank };
  return { column: field && isFolded(entity, field) ? getFoldColumn(fieldName) : fieldName, nullsFirst: true };
}

/** A list key as SQL, its column qualified by `alias` when given: the column, or the rank's expression (parenthesized). */
export function getListKeySql(key: ListIndexColumn, alias: string | null): RawBuilder<unknown> {
  if (key.rank) return sql.raw(`(${getTitleRankSql(key.rank, alias)})`);
  return sql.ref(alias ? `${alias}.${key.column}` : key.column);
}

/**
 * Derived from every list endpoint's spec (the grids that read it): each sort field, under the list's equality
 * constraints (`where` constants and path placeholders), gets (constraints…, key, _id); each equality filter gets
 * (filter, default sort key, _id); a date range filter on an unsorted field gets its own index; a text filter on a
 * folded field, and each field of a grid's search box, gets a key scan (key, _id), unscoped (keyScans).
 */
export function getListStorage(entity: EntityDefinition, allGrids: readonly GridDefinition[]): ListStorage {
  const fields = new Map(entity.fields.map((field) => [field.name, field]));
  const folded = new Map<string, FieldDefinition>();
  const searched = new Map<string, FieldDefinition>();
  const indexes = new Map<string, ListIndexColumn[]>();
  const keyScans = new Map<string, ListIndexColumn[]>();
  const counted = new Map<string, FieldDefinition>();
  const add = (columns: ListIndexColumn[]) => indexes.set(columns.map((column) => column.column).join('\0'), columns);
  const addKeyScan = (columns: ListIndexColumn[]) => keyScans.set(columns.map((column) => column.column).join('\0'), columns);
  const sortKey = (name: string): ListIndexColumn => {
    const field = fields.get(name);
    const key = getSortKey(entity, field, name);
    if (field && !key.rank && isFolded(entity, field)) folded.set(name, field);
    return key;
  };
  const id: ListIndexColumn = { column: '_id', nullsFirst: true };

  for (const endpoint of entity.endpoints) {
    if (endpoint.kind !== 'list') continue;
    const spec = getListSpec(entity, endpoint, allGrids);
    const scope = [...Object.keys(endpoint.where), ...getTemplateParams(endpoint.path).filter((name) => name !== endpoint.through?.scope)]
      .filter((name) => fields.has(name))
      .map((name): ListIndexColumn => ({ column: name, nullsFirst: false }));
    // A through list sorts the link's rows by default; its own sorts are over the listed table, unscoped.
    const prefix = endpoint.through ? [] : scope;
    for (const name of new Set([...spec.sortFields, spec.defaultSort.field])) {
      if (name === '_id') {
        if (prefix.length > 0) add([...prefix, id]);
        continue;
      }
      add([...prefix, sortKey(name), id]);
    }
    for (const [name, { filter, field }] of spec.filters) {
      if (filter.kind === 'text') {
        if (isFolded(entity, field)) {
          folded.set(name, field);
          searched.set(name, field);
          // A search too short for trigrams scans the keys in this index instead of folding every row.
          addKeyScan(getSearchScanColumns(name));
        }
      } else if (filterKinds[filter.kind].index === 'range') {
        if (!spec.sortFields.includes(name)) add([...prefix, { column: name, nullsFirst: false }]);
      } else if (field.storage !== 'json') {
        if (prefix.length === 0 && !endpoint.through && (filter.kind === 'boolean' || filter.kind === 'select')) counted.set(name, field);
        const defaultKey = spec.defaultSort.field === '_id' ? [id] : [sortKey(spec.defaultSort.field), id];
        add([...prefix, { column: name, nullsFirst: false }, ...defaultKey]);
      }
    }
    // A grid's search box (`q`) over its fields: the same folded keys, trigram index and scan index as a text filter.
    for (const field of spec.search) {
      if (!isFolded(entity, field)) continue;
      folded.set(field.name, field);
      searched.set(field.name, field);
      addKeyScan(getSearchScanColumns(field.name));
    }
  }
  return {
    folded: [...folded.values()],
    searched: [...searched.values()],
    indexes: [...indexes.values()],
    keyScans: [...keyScans].filter(([key]) => !indexes.has(key)).map(([, columns]) => columns),
    counted: [...counted.values()],
  };
}

/**
 * The list indexes the store builds for the entity: PostgreSQL leaves out the key scans only SQLite reads (see
 * ListStorage.keyScans), save those of a field some reference shows as its label (its picker orders by that key).
 */
export function getListIndexes(dialect: StoreDialect, entity: EntityDefinition, entities: readonly EntityDefinition[]): readonly (readonly ListIndexColumn[])[] {
  const storage = getListStorage(entity, entities.flatMap((candidate) => candidate.grids));
  if (dialect === 'sqlite') return [...storage.indexes, ...storage.keyScans];
  const labels = new Set(entities.flatMap((source) => source.references.filter((reference) => reference.entity === entity.entity).map((reference) => getFoldColumn(reference.display))));
  return [...storage.indexes, ...storage.keyScans.filter((index) => labels.has(index[0]!.column))];
}
