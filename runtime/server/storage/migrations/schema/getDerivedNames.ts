// The objects admin-gen builds on an entity's table, by name: what the converge makes, so the rest is stale.
import type { EntityDefinition } from '../../../../shared/index.js';
import type { StoreDialect } from '../../Database.js';
import { getFoldColumn, getListIndexes, getListStorage } from '../../lists/getListStorage.js';
import { getUniqueIndexName } from '../getUniqueIndexName.js';
import { getListIndexName, getRowCountTriggerNames, getSearchTriggerNames } from '../migrateListStorage.js';
import { getReferenceTableName, getReferenceTriggerNames } from '../migrateReferenceTables.js';
import { getIndexes, getIndexName } from '../migrateSchema.js';
import { getValueCountTriggerNames } from '../migrateValueCounts.js';
import { getRowVersionTrigger } from '../migrateRowVersions.js';

export interface DerivedNames {
  /** Indexes on the table (plain, unique, list; the trigram ones are on its search table). */
  readonly indexes: ReadonlySet<string>;
  /** Triggers on the table (row and value counts, search, link tables, row versions). */
  readonly triggers: ReadonlySet<string>;
  /** Many-references' link tables. */
  readonly linkTables: ReadonlySet<string>;
  /** Folded key columns. */
  readonly foldColumns: ReadonlySet<string>;
  /** Fields whose values are counted. */
  readonly countedFields: ReadonlySet<string>;
}

export function getDerivedNames(dialect: StoreDialect, entity: EntityDefinition, entities: readonly EntityDefinition[]): DerivedNames {
  const { table } = entity;
  const storage = getListStorage(entity, entities.flatMap((candidate) => candidate.grids));
  const links = entity.references.filter((reference) => reference.many).map((reference) => getReferenceTableName(entity, reference));
  return {
    indexes: new Set([
      ...getIndexes(dialect, entity, entities).map((columns) => getIndexName(table, columns)),
      ...entity.unique.map((columns) => getUniqueIndexName(table, columns)),
      ...getListIndexes(dialect, entity, entities).map((columns) => getListIndexName(table, columns)),
    ]),
    triggers: new Set([
      ...getRowCountTriggerNames(dialect, table),
      ...storage.counted.flatMap((field) => getValueCountTriggerNames(dialect, table, field.name)),
      ...(storage.searched.length > 0 ? getSearchTriggerNames(dialect, table) : []),
      ...links.flatMap((link) => getReferenceTriggerNames(dialect, link)),
      getRowVersionTrigger(table),
    ]),
    linkTables: new Set(links),
    foldColumns: new Set(storage.folded.map((field) => getFoldColumn(field.name))),
    countedFields: new Set(storage.counted.map((field) => field.name)),
  };
}
