import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityDefinition, FieldDefinition } from '../../../shared/index.js';
import type { EntityRegistry } from '../../model/index.js';
import type { Database } from '../Database.js';
import { getReferenceTableName } from '../migrations/migrateReferenceTables.js';
import { toStoredValue } from '../rows/writeRow.js';
import type { FilterColumn, ListFilter } from './ListFilter.js';
import { getFoldedColumn } from './FoldedColumn.js';
import { getListStorage, isFolded, type ListStorage } from './getListStorage.js';

/**
 * The rows of an entity a request reaches (a role's row filters): null every row; otherwise the rows matching every
 * filter of one of the sets (an empty list reaches no row).
 */
export type RowScope = readonly (readonly ListFilter[])[] | null;

/** What a list may read: its entity's reached rows, or, for the audit log, the entries of reached records of these entities. */
export type ListScope = { readonly rows: RowScope } | { readonly audit: readonly { readonly entity: EntityDefinition; readonly rows: RowScope }[] };

const storages = new WeakMap<EntityDefinition, ListStorage>();

/** A listed field as a filter builds its condition on it, qualified by `alias` (the list's `t`). */
export function getFilterColumn(database: Database, registry: EntityRegistry, entity: EntityDefinition, field: FieldDefinition, alias: string): FilterColumn {
  let storage = storages.get(entity);
  if (!storage) storages.set(entity, (storage = getListStorage(entity, registry.entities.flatMap((candidate) => candidate.grids))));
  const folded = isFolded(entity, field) ? getFoldedColumn(entity, storage, field.name, database.engine, alias) : null;
  const reference = entity.references.find((candidate) => candidate.many && candidate.field === field.name);
  return {
    column: sql.ref(`${alias}.${field.name}`),
    folded,
    links: reference ? { table: getReferenceTableName(entity, reference), id: sql.ref(`${alias}._id`) } : null,
    toStored: (value) => toStoredValue(database.dialect, field.storage, value),
  };
}

/** The condition of a row scope on the entity's table under `alias`; null when every row is reached. */
export function getRowScopeCondition(database: Database, registry: EntityRegistry, entity: EntityDefinition, scope: RowScope, alias: string): Expression<SqlBool> | null {
  if (scope === null) return null;
  const sets = scope.map((filters) => {
    const conditions = filters.flatMap((filter) => filter.condition(getFilterColumn(database, registry, entity, filter.field, alias)) ?? []);
    return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
  });
  return sets.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(sets, sql` or `)})`;
}

/**
 * The condition of a list scope on the listed table `t`: a row scope, or the audit entries (never `denied`) of the
 * listed entities, each held to its reached records by a semi-join on the entity's table (its primary key).
 */
export function getListScopeCondition(database: Database, registry: EntityRegistry, entity: EntityDefinition, scope: ListScope): Expression<SqlBool> | null {
  if ('rows' in scope) return getRowScopeCondition(database, registry, entity, scope.rows, 't');
  const parts = scope.audit.map(({ entity: audited, rows }) => {
    const reached = getRowScopeCondition(database, registry, audited, rows, 's');
    if (reached === null) return sql<SqlBool>`${sql.ref('t.entity')} = ${audited.entity}`;
    return sql<SqlBool>`(${sql.ref('t.entity')} = ${audited.entity} and exists (select 1 from ${sql.table(audited.table)} as s where ${sql.ref('s._id')} = ${sql.ref('t.recordId')} and ${reached}))`;
  });
  const entities = parts.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  return sql<SqlBool>`(${sql.ref('t.action')} <> ${'denied'} and ${entities})`;
}
