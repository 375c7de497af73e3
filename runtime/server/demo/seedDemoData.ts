import type { EntityDefinition, FieldDefinition, JsonSchema } from '../../shared/index.js';
import { createEntityValidator } from '../http/createEntityValidator.js';
import { createObjectId } from '../ids/createObjectId.js';
import { runInTransaction, writeRow, type Database } from '../storage/index.js';
import { createRandom, type Random } from './createRandom.js';
import { fillDemoTemplate } from './fillDemoTemplate.js';

export interface SeedDemoDataOptions {
  /** Empty each table and refill it; otherwise tables that already have rows are left alone. */
  force?: boolean;
  /** Reference time for generated dates (spread over the year before it); default now. */
  now?: Date;
}

export interface SeedResult {
  readonly entity: string;
  readonly label: string;
  readonly inserted: number;
  /** The table already had rows and `force` was off. */
  readonly skipped: boolean;
}

const DAY_MS = 86_400_000;
const UNIQUE_ATTEMPTS = 200;

/** Fills each entity with a `demo` definition with deterministic Spanish demo rows. */
export async function seedDemoData(
  database: Database,
  entities: readonly EntityDefinition[],
  options: SeedDemoDataOptions = {},
): Promise<SeedResult[]> {
  const results: SeedResult[] = [];
  for (const entity of entities) {
    if (!entity.demo) continue;
    const label = entity.label.many;
    const existing = await database.db
      .selectFrom(entity.table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    if (Number(existing?.count ?? 0) > 0 && !options.force) {
      results.push({ entity: entity.entity, label, inserted: 0, skipped: true });
      continue;
    }
    const records = createDemoRecords(entity, options.now ?? new Date());
    await runInTransaction(database, async (trx) => {
      await trx.deleteFrom(entity.table).execute();
      for (const record of records) await trx.insertInto(entity.table).values(writeRow(database.dialect, entity, record)).execute();
    });
    results.push({ entity: entity.entity, label, inserted: records.length, skipped: false });
  }
  return results;
}

/** The entity's demo rows, the same for the same schema and reference time. */
export function createDemoRecords(entity: EntityDefinition, now: Date): Record<string, unknown>[] {
  const demo = entity.demo;
  if (!demo) return [];
  const random = createRandom(`admin-gen:${entity.entity}`);
  const validator = createEntityValidator(entity);
  const dateFields = entity.fields.filter((field) => isDateField(field) && !(field.name in demo.fields));
  const seen = new Map<string, Set<string>>(demo.unique.map((name) => [name, new Set<string>()]));
  const positions = new Map<string, number>();

  const records: Record<string, unknown>[] = [];
  for (let index = 0; index < demo.count; index++) {
    const record: Record<string, unknown> = {};
    for (const field of entity.fields) {
      if (field.name === '_id' || field.name === entity.ordering?.field) continue;
      const template = demo.fields[field.name];
      if (template !== undefined) record[field.name] = createUniqueValue(field, template, random, seen.get(field.name));
      else if (field.schema.default !== undefined) record[field.name] = field.schema.default;
      else if (field.required && !isDateField(field)) record[field.name] = createFallbackValue(entity, field, index, random);
    }
    // Creation-like dates spread over the last year; the id carries the same time, as an ObjectId would.
    const createdAt = new Date(now.getTime() - Math.floor(random.next() * 365 * DAY_MS));
    for (const field of dateFields) record[field.name] = field.schema.format === 'date' ? createdAt.toISOString().slice(0, 10) : createdAt.toISOString();
    record._id = createObjectId(dateFields.length > 0 ? createdAt : now);
    if (entity.ordering) {
      const key = JSON.stringify(entity.ordering.scope.map((name) => record[name] ?? null));
      const position = (positions.get(key) ?? 0) + 1;
      positions.set(key, position);
      record[entity.ordering.field] = position;
    }
    try {
      validator.validateRecord(record);
    } catch (error) {
      throw new Error(`Demo data of ${entity.source} does not fit its schema: ${(error as Error).message} (row ${JSON.stringify(record)})`);
    }
    records.push(record);
  }
  return records;
}

function createUniqueValue(field: FieldDefinition, template: string, random: Random, seen: Set<string> | undefined): unknown {
  let value = toFieldType(field, fillDemoTemplate(template, random));
  if (!seen) return value;
  for (let attempt = 1; seen.has(String(value)) && attempt < UNIQUE_ATTEMPTS; attempt++) value = toFieldType(field, fillDemoTemplate(template, random));
  // The bank ran out of combinations: number the repeats rather than fail the whole seed.
  for (let suffix = 2; seen.has(String(value)); suffix++) value = toFieldType(field, `${String(fillDemoTemplate(template, random))} ${suffix}`);
  seen.add(String(value));
  return value;
}

/** A placeholder's value converted to what the field stores. */
function toFieldType(field: FieldDefinition, value: unknown): unknown {
  switch (field.storage) {
    case 'integer':
    case 'real':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 'true' || value === 1;
    case 'text':
      return String(value);
    default:
      return value;
  }
}

/** A plausible value for a required field the demo definition does not mention. */
function createFallbackValue(entity: EntityDefinition, field: FieldDefinition, index: number, random: Random): unknown {
  const schema: JsonSchema = field.schema;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  switch (field.storage) {
    case 'integer':
      return random.int(schema.minimum ?? 0, schema.maximum ?? 100);
    case 'real':
      return Math.round(((schema.minimum ?? 0) + random.next() * ((schema.maximum ?? 100) - (schema.minimum ?? 0))) * 100) / 100;
    case 'boolean':
      return random.next() < 0.5;
    case 'json':
      return schema.type === 'array' ? [] : {};
    default:
      return `${field.title} ${entity.label.one} ${index + 1}`;
  }
}

function isDateField(field: FieldDefinition): boolean {
  return field.storage === 'text' && (field.schema.format === 'date-time' || field.schema.format === 'date');
}
