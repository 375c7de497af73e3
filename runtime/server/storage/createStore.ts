import { sql } from 'kysely';
import type { EntityRegistry } from '../model/index.js';
import { HttpError } from '../http/HttpError.js';
import { messages } from '../messages.js';
import { chunk } from './common/chunk.js';
import { runInTransaction } from './common/runInTransaction.js';
import type { Database } from './Database.js';
import { createListReader } from './lists/createListReader.js';
import { getListScopeCondition, getRowScopeCondition } from './lists/getRowScopeCondition.js';
import { addReferenceLabels } from './references/addReferenceLabels.js';
import { applyDeleteRules, getDeleteImpact } from './references/applyDeleteRules.js';
import { assertRecordsReferencesExist, assertReferencesExist } from './references/assertReferencesExist.js';
import { findLookupOptions, getLookupSource } from './references/findLookupOptions.js';
import { addChildren } from './rows/addChildren.js';
import { closePositionGap } from './rows/closePositionGap.js';
import { fillGeneratedValues } from './rows/fillGeneratedValues.js';
import { findRow } from './rows/findRow.js';
import { readRow } from './rows/readRow.js';
import { assertNoOverlap, toOverlapError, touchesNoOverlap } from './rows/assertNoOverlap.js';
import { getNextPosition } from './rows/getNextPosition.js';
import { insertRows } from './rows/insertRows.js';
import { setAggregate } from './rows/setAggregate.js';
import { getComputedChanges, getComputedParents, getInsertedLines, refreshComputedFields, refreshComputedParents } from './rows/refreshComputedFields.js';
import { getScopeCondition, getScopeValues, lockKey, lockScope } from './rows/lockScope.js';
import { toStoredValue, writeRow } from './rows/writeRow.js';
import { readRowVersion, StaleVersionError } from './rows/rowVersion.js';
import { computeFields, getComputedFields, ROW_VERSION_FIELD, type EntityDefinition } from '../../shared/index.js';
import type { Store, StoreTransaction, StoredRow } from './Store.js';

const IN_LIST_SIZE = 500;
// PostgreSQL's bound on a statement's parameters (65,535), with room for the UPDATE's own.
const MAX_STATEMENT_PARAMETERS = 60_000;

/** The store of an open database over the served entities. */
export function createStore(database: Database, registry: EntityRegistry): Store {
  const { db, dialect, engine } = database;
  const allGrids = registry.entities.flatMap((entity) => entity.grids);
  return {
    database,
    title: engine.title,
    chunkRows: engine.chunkRows,
    createListReader: (definition) => createListReader(database, registry, definition),
    createLookup: (reference) => {
      const source = getLookupSource(reference, registry.get(reference.entity), allGrids, engine, registry);
      return (query, scope) => findLookupOptions(db, source, query, scope === undefined ? null : getRowScopeCondition(database, registry, source.target, scope, 't'));
    },
    async find(entity, id, scope) {
      const row = await findRow(db, entity, id);
      const reached = scope === undefined ? null : getListScopeCondition(database, registry, entity, scope);
      if (reached === null) return row;
      const found = await db.selectFrom(`${entity.table} as t`).select(sql.ref('t._id').as('_id')).where(sql.ref('t._id'), '=', id).where(reached).executeTakeFirst();
      if (!found) throw new HttpError(404, messages.notFound(entity.label.one, id), '_id');
      return row;
    },
    addLabels: (entity, records) => addReferenceLabels(db, registry, entity, records),
    addChildren: (entity, record) => addChildren(db, registry, entity, record),
    getDeleteImpact: (entity, ids) => getDeleteImpact(db, engine, registry, entity, ids),
    toStoredValue: (storage, value) => toStoredValue(dialect, storage, value),
    writeRow: (entity, record) => writeRow(dialect, entity, record),
    transaction: (work) =>
      runInTransaction(database, (trx) => {
        const tx: StoreTransaction = {
          db: trx,
          find: (entity, id, options) => findRow(trx, entity, id, options?.lock ? engine : undefined),
          async findMany(entity, ids, options) {
            const rows = new Map<string, StoredRow>();
            for (const part of chunk(ids, IN_LIST_SIZE)) {
              const query = trx.selectFrom(entity.table).selectAll().where('_id', 'in', part);
              for (const row of await (options?.lock ? engine.forUpdate(query) : query).execute()) rows.set(String(row._id), row);
            }
            return rows;
          },
          async updateMany(entity, ids, changes, alongside) {
            // The statement counts the version itself, so SQLite's version trigger does not update each row a second time.
            const counted = { ...changes, [ROW_VERSION_FIELD]: sql`${sql.ref(ROW_VERSION_FIELD)} + 1` };
            const overlap = touchesNoOverlap(entity, Object.keys(changes));
            if (dialect === 'postgres' && alongside && alongside.rows.length > 0 && alongside.rows.length * Object.keys(alongside.rows[0]!).length + 1 <= MAX_STATEMENT_PARAMETERS) {
              // One statement: the main UPDATE runs first, the CTE's INSERT after it, then both tables' statement triggers.
              await trx
                .with('alongside', (db) => db.insertInto(alongside.table).values([...alongside.rows]))
                .updateTable(entity.table)
                .set(counted)
                .where('_id', '=', sql<string>`any(${[...ids]})`)
                .execute()
                .catch((error: unknown) => Promise.reject(toOverlapError(error, entity)));
              if (overlap) for (const part of chunk(ids, IN_LIST_SIZE)) await assertNoOverlap(trx, dialect, entity, await trx.selectFrom(entity.table).selectAll().where('_id', 'in', part).execute());
            } else {
              for (const part of chunk(ids, IN_LIST_SIZE)) {
                await trx.updateTable(entity.table).set(counted).where('_id', 'in', part).execute().catch((error: unknown) => Promise.reject(toOverlapError(error, entity)));
                if (overlap) await assertNoOverlap(trx, dialect, entity, await trx.selectFrom(entity.table).selectAll().where('_id', 'in', part).execute());
              }
              if (alongside) await insertRows(trx, alongside.table, alongside.rows);
            }
            if (!hasComputedWork(entity)) return;
            await refreshComputedFields(trx, dialect, registry, entity, ids);
            for (const part of chunk(ids, IN_LIST_SIZE)) await refreshComputedParents(trx, dialect, registry, entity, await trx.selectFrom(entity.table).selectAll().where('_id', 'in', part).execute());
          },
          async assertExists(entity, id, field) {
            await findRowKept(entity, id, field);
          },
          lockScope: (entity, scope) => lockScope(trx, dialect, entity, scope),
          lockKey: (key) => lockKey(trx, dialect, key),
          assertReferencesExist: (entity, values, options) => assertReferencesExist(trx, engine, registry, entity, values, options),
          assertRecordsReferencesExist: (entity, records) => assertRecordsReferencesExist(trx, engine, registry, entity, records),
          fillGeneratedValues: (entity, records) => fillGeneratedValues(trx, entity, records),
          async insert(entity, records, lines) {
            // Each row appended to its ordering scope (positions max + 1, max + 2, … in record order).
            // A new row's computed fields read its own values and the lines about to be inserted with it (none: empty).
            const computed = getComputedFields(entity);
            const children = (values: Record<string, unknown>) => (name: string) => getInsertedLines(registry, entity, values, name, lines);
            const rows = records.map((values) => writeRow(dialect, entity, computed.length > 0 ? computeFields(computed, values, children(values)) : values));
            const ordering = entity.ordering;
            if (ordering) {
              const next = new Map<string, number>();
              for (const row of rows) {
                const scope = getScopeValues(entity, row);
                const key = JSON.stringify(scope);
                const position = next.get(key) ?? (await getNextPosition(trx, entity, scope));
                row[ordering.field] = position;
                next.set(key, position + 1);
              }
            }
            await insertRows(trx, entity.table, rows).catch((error: unknown) => Promise.reject(toOverlapError(error, entity)));
            await assertNoOverlap(trx, dialect, entity, rows);
            await refreshComputedParents(trx, dialect, registry, entity, rows);
          },
          async update(entity, id, changes, version) {
            // The row's computed fields follow the change in the same statement; the rows aggregating it follow after.
            const before = hasComputedWork(entity) ? await trx.selectFrom(entity.table).selectAll().where('_id', '=', id).executeTakeFirst() : undefined;
            const written = before ? { ...changes, ...(await getComputedChanges(trx, dialect, registry, entity, readRow(entity, { ...before, ...changes }))) } : changes;
            const result = await trx
              .updateTable(entity.table)
              .set(written)
              .where('_id', '=', id)
              .$if(version !== undefined, (query) => query.where(ROW_VERSION_FIELD, '=', version!))
              .executeTakeFirst()
              .catch((error: unknown) => Promise.reject(toOverlapError(error, entity)));
            // Another version now (or the row is gone: a 404): nothing changed.
            if (version !== undefined && Number(result.numUpdatedRows) === 0) throw new StaleVersionError(await findRow(trx, entity, id));
            if (touchesNoOverlap(entity, Object.keys(written))) await assertNoOverlap(trx, dialect, entity, [await findRow(trx, entity, id)]);
            if (before) await refreshComputedParents(trx, dialect, registry, entity, [before, { ...before, ...written }]);
          },
          async transition(entity, id, field, from, to, version) {
            const result = await trx
              .updateTable(entity.table)
              .set({ [field.name]: to })
              .where('_id', '=', id)
              .$if(version !== undefined, (query) => query.where(ROW_VERSION_FIELD, '=', version!))
              .where(field.name, 'in', from)
              .executeTakeFirst();
            if (Number(result.numUpdatedRows) > 0) return true;
            const row = await findRow(trx, entity, id);
            if (version !== undefined && readRowVersion(row) !== version) throw new StaleVersionError(row);
            return false;
          },
          getNextPosition: (entity, scope) => getNextPosition(trx, entity, scope),
          closePositionGap: (entity, scope, position) => closePositionGap(trx, entity, scope, position),
          findNeighbour(entity, scope, position, direction) {
            const field = entity.ordering!.field;
            return trx
              .selectFrom(entity.table)
              .select(['_id', field])
              .where(getScopeCondition(entity, scope))
              .where(field, direction === 'up' ? '<' : '>', position)
              .orderBy(field, direction === 'up' ? 'desc' : 'asc')
              .limit(1)
              .$call((query) => engine.forUpdate(query))
              .executeTakeFirst();
          },
          async findLink(entity, scope, scopeId, target, targetId) {
            const link = await trx.selectFrom(entity.table).select('_id').where(scope.name, '=', scopeId).where(target.name, '=', targetId).executeTakeFirst();
            return link ? String(link._id) : undefined;
          },
          setAggregate: (entity, field, aggregate) => setAggregate(trx, engine, entity, field, aggregate),
          refreshComputedFields: (entity, ids) => refreshComputedFields(trx, dialect, registry, entity, ids ?? 'all'),
          async delete(entity, ids, expected) {
            const result = await applyDeleteRules(trx, engine, registry, entity, ids, expected);
            // Lines deleted or moved away by a rule leave their parents' totals to compute again.
            const touched = new Map<EntityDefinition, StoredRow[]>();
            for (const { entity: changed, row } of [...result.deletedRows, ...result.clearedRows.map(({ entity: changed, before }) => ({ entity: changed, row: before }))]) {
              const rows = touched.get(changed) ?? [];
              rows.push(row);
              touched.set(changed, rows);
            }
            for (const [changed, rows] of touched) await refreshComputedParents(trx, dialect, registry, changed, rows);
            return result;
          },
        };
        // Whether a write of the entity's rows computes fields of its own or of rows aggregating it.
        function hasComputedWork(entity: EntityDefinition): boolean {
          return getComputedFields(entity).length > 0 || getComputedParents(registry, entity).length > 0;
        }
        // 404 naming `field` unless the row exists, kept until commit.
        async function findRowKept(entity: Parameters<StoreTransaction['assertExists']>[0], id: string, field: string): Promise<void> {
          const row = await trx.selectFrom(entity.table).select('_id').where('_id', '=', id).$call((query) => engine.forShare(query)).executeTakeFirst();
          if (!row) throw new HttpError(404, messages.notFound(entity.label.one, id), field);
        }
        return work(tx);
      }),
  };
}
