import { performance } from 'node:perf_hooks';
import { parseDemoTemplate } from '../../shared/demo/index.js';
import { isBuiltinEntity, type EntityDefinition, type FieldDefinition, type JsonSchema, type RelationDefinition } from '../../shared/index.js';
import type { ValidateFunction } from 'ajv';
import { compileSchema } from '../http/createAjvInstance.js';
import { createEntityValidator } from '../http/createEntityValidator.js';
import type { ValidationDetail } from '../http/describeValidationErrors.js';
import { createObjectId } from '../ids/createObjectId.js';
import { createEntityRegistry } from '../model/index.js';
import { createStore, fillSequenceValues, insertRows, isInReferenceScope, readRow, type Database } from '../storage/index.js';
import { createObjectValue } from './createObjectValue.js';
import { createRandom, type Random } from './createRandom.js';
import { fillDemoAggregates } from './fillDemoAggregates.js';
import { fillDemoTemplate, type DemoTemplateContext } from './fillDemoTemplate.js';
import { getSeedOrder, getTemplateRefs } from './getSeedOrder.js';

export interface SeedDemoDataOptions {
  /** Empty each demo table (and the tables referring to them) and refill it; otherwise tables with rows are left alone. */
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
  /** Time spent generating and inserting this entity's rows. */
  readonly milliseconds: number;
}

/** A demo row the entity's validator refuses: its number (from 1, in the order made), the row, and the validator's details. */
export interface InvalidDemoRow {
  readonly row: number;
  readonly record: Readonly<Record<string, unknown>>;
  readonly details: readonly ValidationDetail[];
}

/** How createDemoRecords treats a row its validator refuses: report it and go on (the build's check), or throw (the seeder). */
export interface CreateDemoRecordsOptions {
  readonly onInvalid?: (invalid: InvalidDemoRow) => void;
}

/** The rows of another entity a demo may point at (record form), or undefined for an unknown entity. */
export type DemoRowsOf = (entity: string) => readonly Readonly<Record<string, unknown>>[] | undefined;

const DAY_MS = 86_400_000;
const UNIQUE_ATTEMPTS = 200;
const LINK_ATTEMPTS = 20;

/**
 * Fills every entity with a `demo` definition with deterministic Spanish rows, referenced entities first,
 * in one transaction (multi-row inserts). Rows of tables that already had data are used as parents and refs.
 */
export async function seedDemoData(
  database: Database,
  entities: readonly EntityDefinition[],
  options: SeedDemoDataOptions = {},
): Promise<SeedResult[]> {
  const registry = createEntityRegistry(entities);
  const order = getSeedOrder(entities);
  const now = options.now ?? new Date();
  const store = createStore(database, registry);
  return store.transaction(async (tx) => {
    const trx = tx.db;
    const counts = new Map<string, number>();
    for (const entity of order) {
      if (!entity.demo) continue;
      const row = await trx.selectFrom(entity.table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
      counts.set(entity.entity, Number(row?.count ?? 0));
    }
    const refill = new Set(order.filter((entity) => entity.demo && (options.force || counts.get(entity.entity) === 0)).map((entity) => entity.entity));
    if (options.force) {
      // Rows left pointing at replaced rows would dangle: whatever refers to a refilled table is emptied too.
      const emptied = new Set(refill);
      for (let grew = true; grew; ) {
        grew = false;
        for (const entity of order) {
          // Never a system table (the admin users): its references to replaced rows are cleared below instead.
          if (emptied.has(entity.entity) || isBuiltinEntity(entity) || !entity.references.some((reference) => emptied.has(reference.entity))) continue;
          emptied.add(entity.entity);
          grew = true;
        }
      }
      for (const entity of order.filter(isBuiltinEntity)) {
        for (const reference of entity.references) if (emptied.has(reference.entity) && !reference.many) await trx.updateTable(entity.table).set({ [reference.field]: null }).execute();
      }
      for (const entity of [...order].reverse()) if (emptied.has(entity.entity)) await trx.deleteFrom(entity.table).execute();
    }

    const pools = new Map<string, Record<string, unknown>[]>();
    const results: SeedResult[] = [];
    for (const entity of order) {
      if (!entity.demo) continue;
      const label = entity.label.many;
      if (!refill.has(entity.entity)) {
        results.push({ entity: entity.entity, label, inserted: 0, skipped: true, milliseconds: 0 });
        continue;
      }
      const started = performance.now();
      // Tables seeded earlier in this run are in memory; tables that kept their rows are read once.
      for (const name of new Set([...entity.references.map((reference) => reference.entity), ...getTemplateRefs(entity)])) {
        if (pools.has(name) || name === entity.entity || !registry.has(name)) continue;
        const target = registry.get(name);
        pools.set(name, (await trx.selectFrom(target.table).selectAll().orderBy('_id').execute()).map((row) => readRow(target, row)));
      }
      const records = createDemoRecords(entity, now, (name) => pools.get(name));
      // Numbered as the create endpoint numbers them, so a later create continues the demo's count.
      await fillSequenceValues(trx, entity, records, now);
      await insertRows(trx, entity.table, records.map((record) => store.writeRow(entity, record)));
      pools.set(entity.entity, records);
      results.push({ entity: entity.entity, label, inserted: records.length, skipped: false, milliseconds: Math.round(performance.now() - started) });
    }
    await fillDemoAggregates(tx, order, registry, refill);
    // Demo rows are inserted in bulk, so their computed fields are computed here, once every table is filled.
    for (const entity of order) if (refill.has(entity.entity)) await tx.refreshComputedFields(entity);
    return results;
  });
}

/** One row to build: its parent (perParent and tree rows), its number within the parent, fields fixed by the plan. */
interface PlannedRow {
  readonly parent: Readonly<Record<string, unknown>> | null;
  readonly seq: number;
  readonly fixed: Readonly<Record<string, unknown>>;
}

/**
 * The entity's demo rows (record form), the same for the same schema, reference time and parent rows.
 * `rowsOf` gives the rows of other entities for `{ref}` templates, reference fields and perParent.
 */
export function createDemoRecords(entity: EntityDefinition, now: Date, rowsOf: DemoRowsOf = () => undefined, options: CreateDemoRecordsOptions = {}): Record<string, unknown>[] {
  const demo = entity.demo;
  if (!demo) return [];
  // The build refuses these already; a hand-made definition is refused here, naming its file, before any row is made.
  for (const [name, template] of Object.entries(demo.fields)) {
    const [problem] = parseDemoTemplate(template).problems;
    if (problem) throw new Error(`Demo data of ${entity.source}: /demo/fields/${name}: ${problem.message}.`);
  }
  const random = createRandom(`admin-gen:${entity.entity}`);
  const validator = createEntityValidator(entity);
  const autoDates = entity.fields.filter((field) => isDateField(field) && !(field.name in demo.fields));
  // The entity's unique fields too, or seeding would trip their unique index.
  const uniqueFields = [...demo.unique, ...entity.unique.filter((combination) => combination.length === 1).map(([name]) => name!)];
  const seen = new Map<string, Set<string>>(uniqueFields.map((name) => [name, new Set<string>()]));
  const positions = new Map<string, number>();
  const links = getLinkRelations(entity).map((relation) => ({ relation, pairs: new Set<string>() }));
  const records: Record<string, unknown>[] = [];
  /** A random row of `name`; for a field's reference to it, one its declared `where` admits. */
  const pickRef = (name: string, field?: string): string | undefined => {
    const all = name === entity.entity ? records : rowsOf(name);
    if (!all) throw new Error(`Demo data of ${entity.source} refers to unknown entity "${name}".`);
    const reference = entity.references.find((candidate) => candidate.field === field && candidate.entity === name);
    const rows = reference?.where ? all.filter((row) => isInReferenceScope(reference, row)) : all;
    return rows.length === 0 ? undefined : String(random.pick(rows)._id);
  };
  // Slugs and other derived values are filled after the fields they read; children arrays are other tables' rows.
  const fields = entity.fields.filter((field) => field.name !== '_id' && field.name !== entity.ordering?.field && field.storage !== 'children');
  const objectValidators = new Map<string, ValidateFunction>();
  const validateObject = (field: FieldDefinition): ValidateFunction => {
    const known = objectValidators.get(field.name);
    if (known) return known;
    const compiled = compileSchema(field.schema);
    objectValidators.set(field.name, compiled);
    return compiled;
  };
  /** 1 or 2 distinct ids of the referenced entity ([] when it has no rows). */
  const pickIds = (name: string, field: string): string[] => {
    const ids = new Set<string>();
    const wanted = random.int(1, 2);
    for (let attempt = 0; attempt < 5 && ids.size < wanted; attempt++) {
      const id = pickRef(name, field);
      if (id !== undefined) ids.add(id);
    }
    return [...ids];
  };
  const templated = [...fields].sort((a, b) => Number(isDerived(demo.fields[a.name])) - Number(isDerived(demo.fields[b.name])));

  const build = (planned: PlannedRow, index: number): Record<string, unknown> | null => {
    for (let attempt = 1; ; attempt++) {
      const record: Record<string, unknown> = {};
      for (const field of templated) {
        if (Object.hasOwn(planned.fixed, field.name)) continue;
        const context: DemoTemplateContext = { random, now, record, parent: planned.parent, seq: planned.seq, pickRef: (name) => pickRef(name, field.name) };
        const template = demo.fields[field.name];
        const many = entity.references.find((reference) => reference.field === field.name && reference.many);
        const value =
          template !== undefined
            ? createUniqueValue(field, template, context, seen.get(field.name))
            : many
              ? pickIds(many.entity, field.name)
              : field.schema.default !== undefined
                ? structuredClone(field.schema.default)
                : field.required && isObjectField(field)
                  ? createObjectValue(field.schema, random, record, validateObject(field))
                  : field.required && !isDateField(field)
                    ? createFallbackValue(entity, field, index, random, (name) => pickRef(name, field.name))
                    : undefined;
        if (value !== undefined) record[field.name] = value;
      }
      for (const [name, value] of Object.entries(planned.fixed)) if (value !== undefined && value !== null) record[name] = value;
      // A link row joins a pair at most once; after a few tries the row is left out.
      const keys = links.map(({ relation }) => `${String(record[relation.scope])}\0${String(record[relation.target])}`);
      if (links.some((link, i) => link.pairs.has(keys[i]!))) {
        if (attempt < LINK_ATTEMPTS) continue;
        return null;
      }
      links.forEach((link, i) => link.pairs.add(keys[i]!));
      return record;
    }
  };

  const finish = (record: Record<string, unknown>): Record<string, unknown> => {
    // Creation-like dates spread over the last year; the id carries the same time, as an ObjectId would.
    const createdAt = new Date(now.getTime() - Math.floor(random.next() * 365 * DAY_MS));
    for (const field of autoDates) record[field.name] = field.schema.format === 'date' ? createdAt.toISOString().slice(0, 10) : createdAt.toISOString();
    record._id = createObjectId(autoDates.length > 0 ? createdAt : now);
    if (entity.ordering) {
      const key = JSON.stringify(entity.ordering.scope.map((name) => record[name] ?? null));
      const position = (positions.get(key) ?? 0) + 1;
      positions.set(key, position);
      record[entity.ordering.field] = position;
    }
    const details = validator.checkRecord(record);
    if (details.length > 0) {
      if (!options.onInvalid) {
        const problems = details.map((detail) => `${detail.field}: ${detail.message}`).join(' ');
        throw new Error(`Demo data of ${entity.source} does not fit its schema: ${problems} (row ${JSON.stringify(record)})`);
      }
      options.onInvalid({ row: records.length + 1, record, details });
    }
    records.push(record);
    return record;
  };

  for (let level: PlannedRow[] = getFirstPlan(entity, random, rowsOf), depth = 0; level.length > 0; depth++) {
    const built: Record<string, unknown>[] = [];
    for (const planned of level) {
      const record = build(planned, records.length);
      if (record) built.push(finish(record));
    }
    // A tree's next level: levels[depth] children under each row just built.
    const tree = demo.tree;
    const children = tree?.levels[depth];
    level = tree && children !== undefined ? built.flatMap((parent) => Array.from({ length: children }, (_, i) => ({ parent, seq: i + 1, fixed: { [tree.field]: parent._id } }))) : [];
  }
  return records;
}

/** Rows of the first (or only) level: `count` rows, or per parent row with perParent; a tree's roots have no parent. */
function getFirstPlan(entity: EntityDefinition, random: Random, rowsOf: DemoRowsOf): PlannedRow[] {
  const demo = entity.demo!;
  if (demo.perParent) {
    const { field, min, max } = demo.perParent;
    const reference = entity.references.find((candidate) => candidate.field === field);
    if (!reference) throw new Error(`Demo data of ${entity.source}: perParent field "${field}" is not a reference.`);
    const parents = rowsOf(reference.entity);
    if (!parents) throw new Error(`Demo data of ${entity.source}: perParent needs the rows of ${reference.entity}.`);
    return parents.flatMap((parent) => Array.from({ length: random.int(min, max) }, (_, i) => ({ parent, seq: i + 1, fixed: { [field]: parent._id } })));
  }
  return Array.from({ length: demo.count }, (_, i) => ({ parent: null, seq: i + 1, fixed: demo.tree ? { [demo.tree.field]: null } : {} }));
}

/** Relations of the entity's assign/unassign endpoints: a demo link row never repeats a (scope, target) pair. */
function getLinkRelations(entity: EntityDefinition): RelationDefinition[] {
  const relations = entity.endpoints.flatMap((endpoint) => (endpoint.relation ? [endpoint.relation] : []));
  return relations.filter((relation, index) => relations.findIndex((other) => other.scope === relation.scope && other.target === relation.target) === index);
}

function isDerived(template: string | undefined): boolean {
  return template !== undefined && parseDemoTemplate(template).parts.some((part) => typeof part !== 'string' && (part.kind === 'slug' || part.kind === 'parent' || part.kind === 'after'));
}

function createUniqueValue(field: FieldDefinition, template: string, context: DemoTemplateContext, seen: Set<string> | undefined): unknown {
  let value = toFieldType(field, fillDemoTemplate(template, context));
  if (!seen || value === undefined) return value;
  for (let attempt = 1; seen.has(String(value)) && attempt < UNIQUE_ATTEMPTS; attempt++) value = toFieldType(field, fillDemoTemplate(template, context));
  // The bank ran out of combinations: number the repeats rather than fail the whole seed (slugs stay slugs).
  const base = String(value);
  const joiner = /^[a-z0-9-]+$/.test(base) ? '-' : ' ';
  for (let suffix = 2; seen.has(String(value)); suffix++) value = toFieldType(field, `${base}${joiner}${suffix}`);
  seen.add(String(value));
  return value;
}

/** A placeholder's value converted to what the field stores; undefined stays undefined (nothing to point at). */
function toFieldType(field: FieldDefinition, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
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

/** A plausible value for a required field the demo definition does not mention; a reference points at a random row. */
function createFallbackValue(
  entity: EntityDefinition,
  field: FieldDefinition,
  index: number,
  random: Random,
  pickRef: (entity: string) => string | undefined,
): unknown {
  const reference = entity.references.find((candidate) => candidate.field === field.name);
  if (reference) return pickRef(reference.entity);
  const schema: JsonSchema = field.schema;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  const choices = Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]).filter((choice) => choice.const !== undefined) : [];
  if (choices.length > 0) return random.pick(choices).const;
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

function isObjectField(field: FieldDefinition): boolean {
  return field.storage === 'json' && (field.schema.type === 'object' || (Array.isArray(field.schema.type) && field.schema.type.includes('object')));
}

function isDateField(field: FieldDefinition): boolean {
  return field.storage === 'text' && (field.schema.format === 'date-time' || field.schema.format === 'date');
}
