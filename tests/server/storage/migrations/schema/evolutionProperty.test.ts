// Property (issue 21): random sequences of field renames, entity renames and lossless conversions (integer ↔ text of
// canonical integers, integer → number and back), each edit built by emitMigrations from the edited model as a build
// does and applied with applyMigrations, keep every row and every value, on both stores: after each migration the row
// counts and every column's checksum (numbers as canonical text, so 5, "5" and 5.0 are one value) are the originals.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { emitMigrations } from '../../../../../generator/index.js';
import type { EntitySchemaInput } from '../../../../../generator/index.js';
import type { Database } from '../../../../../runtime/server/index.js';
import { applyMigrations } from '../../../../../runtime/server/storage/index.js';
import type { EntityDefinition } from '../../../../../runtime/shared/index.js';
import type { MigrationFile } from '../../../../../runtime/shared/migrations/index.js';
import { buildFixtureModel } from '../../../../fixtures/buildFixtureModel.js';
import { getTestDialects, reportMissingPostgres } from '../../../testStores.js';
import { countRows, createStoreSource, normalizeValue, readColumn, type StoreSource } from './createStoreSource.js';

const TITLE = 'renames and lossless conversions keep row counts and checksums (property)';
/** Runs per store: PostgreSQL makes a database per run, so fewer. */
const RUNS = { sqlite: 12, postgres: 6 } as const;

/** What a column holds: plain text and a reference never convert; the others are the conversions' subjects. */
type Kind = 'text' | 'reference' | 'integer' | 'digits' | 'number';

interface FieldState {
  /** `entity.field` as first built: the key of its original values. */
  readonly origin: string;
  readonly name: string;
  readonly kind: Kind;
}

interface EntityState {
  readonly origin: 'shelf' | 'item';
  readonly name: string;
  readonly table: string;
  readonly fields: readonly FieldState[];
}

type ModelState = readonly [EntityState, EntityState];

const INITIAL: ModelState = [
  {
    origin: 'shelf',
    name: 'shelf',
    table: 'shelves',
    fields: [
      { origin: 'shelf.label', name: 'label', kind: 'text' },
      { origin: 'shelf.rank', name: 'rank', kind: 'integer' },
      { origin: 'shelf.code', name: 'code', kind: 'digits' },
    ],
  },
  {
    origin: 'item',
    name: 'item',
    table: 'items',
    fields: [
      { origin: 'item.label', name: 'label', kind: 'text' },
      { origin: 'item.qty', name: 'qty', kind: 'integer' },
      { origin: 'item.serial', name: 'serial', kind: 'digits' },
      { origin: 'item.weight', name: 'weight', kind: 'integer' },
      { origin: 'item.shelf', name: 'shelf', kind: 'reference' },
    ],
  },
];

const FIELD_SCHEMAS: Record<Kind, EntitySchemaInput['fields'][string]> = {
  text: { type: 'string', title: 'Texto' },
  reference: { type: 'string', title: 'Estante' },
  integer: { type: 'integer', title: 'Entero' },
  digits: { type: 'string', title: 'Cifras' },
  number: { type: 'number', title: 'Número' },
};

/**
 * The schemas of `state`, as the maintainer writes them after editing `previous` (the last build's): `renamedFrom` for
 * each entity and field whose name changed since, item's reference naming shelf and its label by their names now.
 */
function toSchemas(state: ModelState, previous: ModelState): EntitySchemaInput[] {
  const [shelf] = state;
  return state.map((entity, index): EntitySchemaInput => {
    const before = previous[index]!;
    const migrate: Record<string, { renamedFrom: string }> = {};
    const fields: EntitySchemaInput['fields'] = { _id: { type: 'string', title: 'Id', readOnly: true } };
    for (const field of entity.fields) {
      fields[field.name] = FIELD_SCHEMAS[field.kind];
      const old = before.fields.find((candidate) => candidate.origin === field.origin)!;
      if (old.name !== field.name) migrate[field.name] = { renamedFrom: old.name };
    }
    const reference = entity.fields.find((field) => field.kind === 'reference');
    return {
      entity: entity.name,
      table: entity.table,
      label: { one: entity.origin, many: `${entity.origin}s` },
      ...(before.name !== entity.name && { renamedFrom: before.name }),
      ...(Object.keys(migrate).length > 0 && { migrate }),
      fields,
      ...(reference && { references: { [reference.name]: { entity: shelf.name, display: shelf.fields[0]!.name, onDelete: 'setNull' } } }),
    } as EntitySchemaInput;
  });
}

interface Edit {
  readonly kind: 'renameField' | 'renameEntity' | 'convert';
  readonly entity: number;
  readonly field: number;
  /** A rename of an entity keeps its table; an integer becomes a number rather than text. */
  readonly flag: boolean;
}

const editArbitrary: fc.Arbitrary<Edit> = fc.record({
  // Conversions twice as often: they are what can lose a value.
  kind: fc.constantFrom('renameField', 'renameEntity', 'convert', 'convert'),
  entity: fc.nat({ max: 1 }),
  field: fc.nat({ max: 9 }),
  flag: fc.boolean(),
});

/** One edit of the model; `serial` makes new names unique within the run. */
function applyEdit(state: ModelState, edit: Edit, serial: number): ModelState {
  const entity = state[edit.entity]!;
  const replace = (changed: EntityState): ModelState => (edit.entity === 0 ? [changed, state[1]] : [state[0], changed]);
  if (edit.kind === 'renameEntity') {
    const name = `${entity.origin}V${serial}`;
    return replace({ ...entity, name, table: edit.flag ? entity.table : `${entity.origin}_v${serial}` });
  }
  if (edit.kind === 'renameField') {
    const field = entity.fields[edit.field % entity.fields.length]!;
    const name = `${field.origin.split('.')[1]}R${serial}`;
    return replace({ ...entity, fields: entity.fields.map((candidate) => (candidate === field ? { ...field, name } : candidate)) });
  }
  const convertible = entity.fields.filter((field) => field.kind !== 'text' && field.kind !== 'reference');
  const field = convertible[edit.field % convertible.length]!;
  const kind: Kind = field.kind === 'integer' ? (edit.flag ? 'number' : 'digits') : 'integer';
  return replace({ ...entity, fields: entity.fields.map((candidate) => (candidate === field ? { ...field, kind } : candidate)) });
}

// Values a double holds exactly and both stores write back as the same text (15 significant digits at most: a text of
// 16 digits → number is refused as a change, e.g. 2^53 − 1), so every conversion here is lossless; null in every column.
const EDGES = [0, 1, -1, 7, 2 ** 31 - 1, -(2 ** 31), 2 ** 40 + 7, 10 ** 15, 10 ** 15 - 1, -(10 ** 15 - 1)];
const integerAt = (index: number, spread: number) => (index % 6 === 0 ? null : index % 4 === 0 ? EDGES[index % EDGES.length]! : ((index * spread) % 20_001) - 10_000);

function getRows(): { shelves: Record<string, unknown>[]; items: Record<string, unknown>[] } {
  const shelves = Array.from({ length: 20 }, (_, index) => ({
    _id: `s${String(index).padStart(2, '0')}`,
    label: `Estante ${index} ${['ñandú', 'Árbol', 'pingüino', 'CORAZÓN'][index % 4]}`,
    rank: integerAt(index, 37),
    code: index % 5 === 0 ? null : String(integerAt(index + 1, 7919) ?? 42),
  }));
  const items = Array.from({ length: 300 }, (_, index) => ({
    _id: `i${String((index * 7) % 300).padStart(3, '0')}`,
    label: index % 9 === 0 ? null : `Artículo ${index} ${['mañana', 'niño', '100%', 'a_b'][index % 4]}`,
    qty: integerAt(index, 7919),
    serial: index % 5 === 0 ? null : String(integerAt(index + 2, 104_729) ?? -5),
    weight: integerAt(index + 3, 15_485_863),
    shelf: index % 13 === 0 ? null : shelves[index % shelves.length]!._id,
  }));
  return { shelves, items };
}

/** A column's values in `_id` order, numbers as canonical text: one digest for 5, "5" and 5.0. */
async function getNormalizedChecksum(database: Database, table: string, column: string): Promise<string> {
  const values = [...(await readColumn(database, table, column))].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, value]) => [id, normalizeValue(value)]);
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** The JavaScript type each kind reads back as. */
const READ_TYPES: Record<Kind, string> = { text: 'string', reference: 'string', integer: 'number', digits: 'string', number: 'number' };

interface Build {
  readonly state: ModelState;
  readonly entities: readonly EntityDefinition[];
  readonly migrations: readonly MigrationFile[];
}

/** The build of `state` after `previous`: its schemas through validate → normalize, the migrations as written (JSON). */
function build(state: ModelState, previous: Build | null): Build & { created: MigrationFile | null } {
  const model = buildFixtureModel(toSchemas(state, previous?.state ?? state));
  const emitted = emitMigrations(model.entities, model.migrationHints, previous?.migrations ?? []);
  const migrations = emitted.files.map((file) => JSON.parse(file.contents) as MigrationFile);
  return { state, entities: model.entities, migrations, created: emitted.created && migrations.at(-1)! };
}

const initial = build(INITIAL, null);

for (const dialect of getTestDialects()) {
  describe(`${TITLE} [${dialect}]`, () => {
    let source: StoreSource;
    const original = new Map<string, string>();
    const rowCounts = { shelf: 0, item: 0 };
    beforeAll(async () => {
      source = await createStoreSource(dialect, async (database) => {
        await applyMigrations(database, initial.migrations, initial.entities);
        const { shelves, items } = getRows();
        await database.db.insertInto('shelves').values(shelves).execute();
        for (let start = 0; start < items.length; start += 100) await database.db.insertInto('items').values(items.slice(start, start + 100)).execute();
        for (const entity of INITIAL) for (const field of entity.fields) original.set(field.origin, await getNormalizedChecksum(database, entity.table, field.name));
        rowCounts.shelf = shelves.length;
        rowCounts.item = items.length;
      });
    });
    afterAll(async () => {
      await source?.dispose();
    });

    it('every migration keeps each table’s rows and each column’s values, converted where the kind changed', { timeout: 60_000 }, async () => {
      const property = fc.asyncProperty(fc.array(fc.array(editArbitrary, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 4 }), async (sequence) => {
        const store = await source.copy();
        try {
          let previous: Build = initial;
          let serial = 0;
          for (const edits of sequence) {
            const state = edits.reduce((current, edit) => applyEdit(current, edit, ++serial), previous.state);
            const next = build(state, previous);
            if (next.created) {
              // Only renames and conversions: nothing added, removed or left to a decision.
              expect(next.created.steps.every((step) => ['renameField', 'renameEntity', 'changeField'].includes(step.kind))).toBe(true);
              expect((await applyMigrations(store.database, next.migrations, next.entities)).applied).toEqual([next.created.name]);
            }
            for (const entity of state) {
              expect(await countRows(store.database, entity.table)).toBe(rowCounts[entity.origin]);
              for (const field of entity.fields) {
                expect(await getNormalizedChecksum(store.database, entity.table, field.name), `${field.origin} as ${entity.table}.${field.name} (${field.kind})`).toBe(original.get(field.origin));
                const types = new Set([...(await readColumn(store.database, entity.table, field.name)).values()].filter((value) => value !== null).map((value) => typeof value));
                expect([...types]).toEqual([READ_TYPES[field.kind]]);
              }
            }
            previous = next;
          }
        } finally {
          await store.dispose();
        }
      });
      await fc.assert(property, { numRuns: RUNS[dialect] });
    });
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres(TITLE);
