import type { InsertedLines } from './rows/InsertedLines.js';
import type { Transaction } from 'kysely';
import type { ApiRow, DeleteImpact, EntityDefinition, ExpectedVersions, FieldDefinition, FieldStorage, LookupResult, ReferenceDefinition } from '../../shared/index.js';
import type { Database, StoreSchema } from './Database.js';
import type { ListDefinition, ListReader } from './lists/createListReader.js';
import type { ListScope, RowScope } from './lists/getRowScopeCondition.js';
import type { LookupQuery } from './references/findLookupOptions.js';
import type { AssertReferencesOptions, ReferencingRecord } from './references/assertReferencesExist.js';
import type { DeleteRulesResult } from './references/applyDeleteRules.js';
import type { Aggregate } from './rows/setAggregate.js';

/** A stored row, as the engine returns it (readRow makes it a record). */
export type StoredRow = Record<string, unknown>;

/**
 * What the endpoints call: reads and writes by entity, with the engines' differences (locks, NULL ordering,
 * counting, paging and search strategies, folded keys) behind it. Built once per server by createStore.
 */

export type { InsertedLines };

export interface Store {
  /** The open database, for code whose SQL is the same on every engine (sessions, accounts, health, migrations). */
  readonly database: Database;
  /** The engine's name as people read it: 'SQLite' or 'PostgreSQL'. */
  readonly title: string;
  /** Rows per read when a request walks a whole list in chunks (an export): the engine's chunkRows. */
  readonly chunkRows: number;
  /** Reads pages of one list endpoint ({rows, count}), prepared at start-up. */
  createListReader(definition: ListDefinition): ListReader;
  /** The options of one reference's picker (a search or the rows of given ids), prepared at start-up; with a scope, only the target's reached rows. */
  createLookup(reference: ReferenceDefinition): (query: LookupQuery, scope?: RowScope) => Promise<LookupResult>;
  /** The stored row with that id, or a 404 naming the entity; with a scope, also a 404 (the same) for a row outside it. */
  find(entity: EntityDefinition, id: string, scope?: ListScope): Promise<StoredRow>;
  /** The records with the labels of the rows their references name (`$labels`). */
  addLabels(entity: EntityDefinition, records: readonly Record<string, unknown>[]): Promise<ApiRow[]>;
  /** The record with each of its children arrays. */
  addChildren(entity: EntityDefinition, record: ApiRow): Promise<ApiRow>;
  /** What deleting these rows would delete, clear or be refused by. */
  getDeleteImpact(entity: EntityDefinition, ids: readonly string[]): Promise<DeleteImpact>;
  /** A value as the engine stores it in a column of that storage. */
  toStoredValue(storage: FieldStorage, value: unknown): unknown;
  /** The columns to write for the record's known fields, as the engine stores them. */
  writeRow(entity: EntityDefinition, record: Readonly<Record<string, unknown>>): StoredRow;
  /** Runs `work` in one transaction, again on a serialization failure, a deadlock or a busy SQLite file. */
  transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T>;
}

/** Rows for one table, every row with the same columns. */
export interface RowsToInsert {
  readonly table: string;
  readonly rows: readonly Record<string, unknown>[];
}

/** The writes of one transaction; locks are taken in the order the callers name them (scopes, referenced rows, the row). */
export interface StoreTransaction {
  /** The Kysely transaction, for SQL that is the same on every engine (the audit log). */
  readonly db: Transaction<StoreSchema>;
  /** The row with that id, or a 404; `lock` holds it for this transaction's write (FOR UPDATE; SQLite's write lock). */
  find(entity: EntityDefinition, id: string, options?: { readonly lock?: boolean }): Promise<StoredRow>;
  /** The rows with these ids, by id; `lock` holds them for this transaction's writes (FOR UPDATE; SQLite's write lock). */
  findMany(entity: EntityDefinition, ids: readonly string[], options?: { readonly lock?: boolean }): Promise<Map<string, StoredRow>>;
  /**
   * Sets the same stored columns of every row with these ids: rows the caller has locked and judged. `alongside`: rows
   * another table gets with them (a bulk chunk's audit entries), on PostgreSQL in the same statement, so the count
   * triggers of both take their row locks at its end, just before commit, and two chunks written at once wait on each
   * other only that long; on SQLite (one writer) after the update.
   */
  updateMany(entity: EntityDefinition, ids: readonly string[], changes: Readonly<StoredRow>, alongside?: RowsToInsert): Promise<void>;
  /** 404 naming `field` unless the entity has a row with that id, kept (FOR SHARE; SQLite's write lock) until commit. */
  assertExists(entity: EntityDefinition, id: string, field: string): Promise<void>;
  /** Serializes position changes within one ordering scope until commit. */
  lockScope(entity: EntityDefinition, scope: readonly unknown[]): Promise<void>;
  /** Serializes whatever the key names until commit. */
  lockKey(key: string): Promise<void>;
  /** 404 or 400 unless every reference among `values` names an existing row (see assertReferencesExist). */
  assertReferencesExist(entity: EntityDefinition, values: Readonly<Record<string, unknown>>, options: AssertReferencesOptions): Promise<void>;
  /** The same for many new records, each error named by its place in the request. */
  assertRecordsReferencesExist(entity: EntityDefinition, records: readonly ReferencingRecord[]): Promise<void>;
  /** Makes the records' generated fields unique against the table too (see fillGeneratedValues). */
  fillGeneratedValues(entity: EntityDefinition, records: readonly Record<string, unknown>[]): Promise<void>;
  /**
   * Inserts the records as stored rows, each appended to its ordering scope. `lines`: the rows of a children
   * collection (by record and collection name) the same transaction inserts next, so computed fields aggregating
   * them are stored right at once (the lines' inserts then change nothing, and the row stays at version 1).
   */
  insert(entity: EntityDefinition, records: readonly Record<string, unknown>[], lines?: InsertedLines): Promise<void>;
  /**
   * Sets these stored columns of the row; with `version`, only while the row is at that version (`where _id = ? and
   * _version = ?`, one statement), else StaleVersionError with the row as it is now, and nothing changes.
   */
  update(entity: EntityDefinition, id: string, changes: Readonly<StoredRow>, version?: number): Promise<void>;
  /**
   * Sets `field` to `to` when it holds one of `from` (one conditional UPDATE; with `version`, also only at that version,
   * else StaleVersionError); false when the row is in another state.
   */
  transition(entity: EntityDefinition, id: string, field: FieldDefinition, from: readonly unknown[], to: unknown, version?: number): Promise<boolean>;
  /** The next position at the end of a scope. */
  getNextPosition(entity: EntityDefinition, scope: readonly unknown[]): Promise<number>;
  /** Moves up the rows after `position` in the scope. */
  closePositionGap(entity: EntityDefinition, scope: readonly unknown[], position: number): Promise<void>;
  /** The row next to `position` in the scope (above it for 'up'), locked for the swap. */
  findNeighbour(entity: EntityDefinition, scope: readonly unknown[], position: number, direction: 'up' | 'down'): Promise<StoredRow | undefined>;
  /** The id of the link row tying `scopeId` to `targetId`. */
  findLink(entity: EntityDefinition, scope: FieldDefinition, scopeId: string, target: FieldDefinition, targetId: string): Promise<string | undefined>;
  /** Computes the entity's computed fields again on every row (or those ids) and writes the changed ones, with the rows aggregating them; answers how many changed. */
  refreshComputedFields(entity: EntityDefinition, ids?: readonly string[]): Promise<number>;
  /** Sets `field` of every row of the entity to its count or sum over other rows (see setAggregate). */
  setAggregate(entity: EntityDefinition, field: string, aggregate: Aggregate): Promise<void>;
  /**
   * Deletes the rows with every onDelete rule that points at them (see applyDeleteRules); with `expected`, a given row
   * at another version throws StaleVersionError (judged on the locked row) before anything changes.
   */
  delete(entity: EntityDefinition, ids: readonly string[], expected?: ExpectedVersions): Promise<DeleteRulesResult>;
}
