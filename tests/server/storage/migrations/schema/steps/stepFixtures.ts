// Small entities built the way the product builds them, a store migrated to them, seeded rows, and a step's plan and
// apply run as the migration engine runs them (apply, then the converge pass, in one transaction under the schema lock).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { EntitySchemaInput } from '../../../../../../generator/index.js';
import { migrate, migrateSchema, migrateSqliteForeignKeys, toStoredValue, withSchemaLock, type Database } from '../../../../../../runtime/server/storage/index.js';
import { getColumnType } from '../../../../../../runtime/server/storage/migrations/getColumnType.js';
import type { StepContext, StepHandler, StepPlan } from '../../../../../../runtime/server/storage/migrations/schema/MigrationPlan.js';
import type { EntityDefinition } from '../../../../../../runtime/shared/index.js';
import { getDataModel, type ColumnStorage, type FieldModel, type MigrationStep, type MigrationStepKind } from '../../../../../../runtime/shared/migrations/index.js';
import { buildFixtureModel } from '../../../../../fixtures/buildFixtureModel.js';
import { getFixtureEntity } from '../../../../../fixtures/loadFixtureModel.js';

export type FieldSchema = EntitySchemaInput['fields'][string];

/** An integer past 2^53, seeded and read as text so no double rounds it. */
export class Big {
  constructor(readonly text: string) {}
}

/** The schema of an entity `name` (table `name`s) with `_id`, an untouched `other` text field and the given fields. */
export function entitySchema(name: string, fields: Record<string, FieldSchema>, extra: Partial<EntitySchemaInput> = {}): EntitySchemaInput {
  return {
    entity: name,
    table: `${name.toLowerCase()}s`,
    label: { one: name, many: `${name}s` },
    fields: { _id: { type: 'string', title: 'Id', readOnly: true }, other: { type: 'string', title: 'Otro' }, ...fields },
    ...extra,
  };
}

/** One entity of `entitySchema(…)`. */
export function buildEntity(name: string, fields: Record<string, FieldSchema>, extra: Partial<EntitySchemaInput> = {}): EntityDefinition {
  return getFixtureEntity(buildFixtureModel([entitySchema(name, fields, extra)]), name);
}

/** Several entities built together (references between them), in the order given. */
export function buildEntities(schemas: readonly EntitySchemaInput[]): EntityDefinition[] {
  const model = buildFixtureModel(schemas);
  return schemas.map((schema) => getFixtureEntity(model, schema.entity));
}

/** The model the migration records for one field of an entity. */
export function getFieldModel(entity: EntityDefinition, field: string): FieldModel {
  return getDataModel([entity]).entities[entity.entity]!.fields[field]!;
}

/** Rows `r00`, `r01`, … holding `values` in `field` and `other-<n>` in `other`. */
export async function seed(database: Database, entity: EntityDefinition, field: string, values: readonly unknown[], more: (index: number) => Record<string, unknown> = () => ({})): Promise<string[]> {
  const storage = entity.fields.find((candidate) => candidate.name === field)!.storage as ColumnStorage;
  const type = sql.raw(getColumnType(database.dialect, storage));
  const ids: string[] = [];
  for (const [index, value] of values.entries()) {
    const id = `r${String(index).padStart(2, '0')}`;
    ids.push(id);
    const stored = value instanceof Big ? sql`cast(${value.text} as ${type})` : toStoredValue(database.dialect, storage, value);
    await database.db
      .insertInto(entity.table)
      .values({ _id: id, other: `other-${index}`, [field]: stored, ...more(index) })
      .execute();
  }
  return ids;
}

/** A column's values by `_id` order, read back as JavaScript: integers exact (Big past 2^53), JSON parsed, booleans as booleans. */
export async function readValues(database: Database, table: string, field: string, storage: ColumnStorage): Promise<unknown[]> {
  const value = storage === 'integer' ? sql`cast(${sql.ref(field)} as text)` : sql.ref(field);
  const rows = (await sql<{ value: unknown }>`select ${value} as value from ${sql.table(table)} order by "_id"`.execute(database.db)).rows;
  return rows.map(({ value: stored }) => {
    if (stored === null) return null;
    if (storage === 'integer') return Number.isSafeInteger(Number(stored)) ? Number(stored) : new Big(String(stored));
    if (storage === 'json') return JSON.parse(String(stored));
    if (storage === 'boolean') return stored === true || stored === 1;
    return stored;
  });
}

/** A checksum of the named columns over every row (as text, in `_id` order): equal before and after means untouched. */
export async function checksum(database: Database, table: string, columns: readonly string[]): Promise<string> {
  const rows = (await sql<Record<string, unknown>>`select ${sql.join(['_id', ...columns].map((column) => sql`cast(${sql.ref(column)} as text) as ${sql.ref(column)}`))} from ${sql.table(table)} order by "_id"`.execute(database.db)).rows;
  return createHash('sha256').update(JSON.stringify(rows.map((row) => ['_id', ...columns].map((column) => row[column])))).digest('hex');
}

export async function createStoreWith(database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  await migrate(database, entities);
}

export function getContext(database: Database, entities: readonly EntityDefinition[]): StepContext {
  return { database, entities, sources: new Map(entities.map((entity) => [entity.entity, entity.source])) };
}

export async function planStep<K extends MigrationStepKind>(handler: StepHandler<K>, step: Extract<MigrationStep, { kind: K }>, database: Database, entities: readonly EntityDefinition[]): Promise<Omit<StepPlan, 'migration' | 'number' | 'step'>> {
  return handler.plan(step, getContext(database, entities));
}

/**
 * Steps' applies, then the converge pass, as the migration engine runs a migration: one transaction under the schema
 * lock, SQLite's foreign keys off; then SQLite's table rebuilds, which check every key before they commit.
 */
export async function applySteps(database: Database, entities: readonly EntityDefinition[], apply: (context: StepContext) => Promise<void>): Promise<void> {
  await withSchemaLock(
    database,
    async (locked) => {
      await apply(getContext(locked, entities));
      await migrateSchema(locked, entities);
    },
    { foreignKeys: false },
  );
  await migrateSqliteForeignKeys(database, entities);
}

/** One step's apply as a migration (applySteps). */
export async function applyStep<K extends MigrationStepKind>(handler: StepHandler<K>, step: Extract<MigrationStep, { kind: K }>, database: Database, entities: readonly EntityDefinition[]): Promise<void> {
  await applySteps(database, entities, (context) => handler.apply(step, context));
}
