// changeField on both stores: each conversion's plan (risk code, count, first examples) over seeded rows, its apply
// (values converted exactly, the other columns untouched), and each decision that gets rows at risk through.
import { sql } from 'kysely';
import { changeFieldHandler } from '../../../../../../runtime/server/storage/migrations/schema/steps/changeField.js';
import type { ColumnStorage, FieldDecision, MigrationStep } from '../../../../../../runtime/shared/migrations/index.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../../../../testStores.js';
import { applyStep, Big, buildEntity, checksum, createStoreWith, getFieldModel, planStep, readValues, seed, type FieldSchema } from './stepFixtures.js';

type ChangeFieldStep = Extract<MigrationStep, { kind: 'changeField' }>;

interface ConversionCase {
  readonly name: string;
  readonly from: FieldSchema;
  readonly to: FieldSchema;
  readonly values: readonly unknown[];
  /** The values the plan finds unconvertible without a decision (as text, `_id` order): the count, and the first 5 as examples. */
  readonly unconvertible: readonly string[];
  readonly decision?: FieldDecision;
  /** The values after apply (with `decision`). */
  readonly after: readonly unknown[];
}

const big = (text: string) => new Big(text);

const CONVERSIONS: readonly ConversionCase[] = [
  { name: 'integer → string', from: { type: 'integer' }, to: { type: 'string' }, values: [1, -5, 0, null, big('9223372036854775807')], unconvertible: [], after: ['1', '-5', '0', null, '9223372036854775807'] },
  {
    name: 'string → integer',
    from: { type: 'string' },
    to: { type: 'integer' },
    values: ['12', '-7', '0', '00123', 'CUR-3810', '+5', ' 7', '1e3', '9223372036854775807', '9223372036854775808', '-0', '', null],
    unconvertible: ['00123', 'CUR-3810', '+5', ' 7', '1e3', '9223372036854775808', '-0', ''],
    decision: { map: { '00123': 123 }, default: -1 },
    after: [12, -7, 0, 123, -1, -1, -1, -1, big('9223372036854775807'), -1, -1, -1, null],
  },
  {
    name: 'integer → number',
    from: { type: 'integer' },
    to: { type: 'number' },
    values: [1, -2, big('9007199254740993'), big('9007199254740992'), null],
    unconvertible: ['9007199254740993'],
    decision: { default: 0 },
    after: [1, -2, 0, 9007199254740992, null],
  },
  { name: 'number → integer', from: { type: 'number' }, to: { type: 'integer' }, values: [1, 2.5, -3, 1e20, null], unconvertible: ['2.5', '*'], decision: { map: { '2.5': 3 }, default: 0 }, after: [1, 3, -3, 0, null] },
  {
    name: 'date → date-time',
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date-time' },
    values: ['2024-01-31', '2023-12-01', 'not a date', '2024-02-30', null],
    unconvertible: ['not a date', '2024-02-30'],
    decision: { default: null },
    after: ['2024-01-31T00:00:00.000Z', '2023-12-01T00:00:00.000Z', null, null, null],
  },
  {
    name: 'date-time → date',
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date' },
    values: ['2024-01-31T00:00:00.000Z', '2024-01-31T10:00:00.000Z', '2024-01-31'],
    unconvertible: ['2024-01-31T10:00:00.000Z', '2024-01-31'],
    decision: { map: { '2024-01-31': '2024-01-31' }, default: '2000-01-01' },
    after: ['2024-01-31', '2000-01-01', '2024-01-31'],
  },
  {
    name: 'string → number',
    from: { type: 'string' },
    to: { type: 'number' },
    values: ['1.5', '10', '-0.25', '1.50', '1e3', 'abc', '.5', '0.1', '-0', '12345678901234.5', '1234567890123456'],
    unconvertible: ['1.50', '1e3', 'abc', '.5', '-0', '1234567890123456'],
    decision: { default: null },
    after: [1.5, 10, -0.25, null, null, null, null, 0.1, null, 12345678901234.5, null],
  },
  { name: 'number → string', from: { type: 'number' }, to: { type: 'string' }, values: [1.5, 2, 0.1, -0.25, null], unconvertible: [], after: ['1.5', '2', '0.1', '-0.25', null] },
  { name: 'boolean → string', from: { type: 'boolean' }, to: { type: 'string' }, values: [true, false, null], unconvertible: [], after: ['true', 'false', null] },
  {
    name: 'string → boolean',
    from: { type: 'string' },
    to: { type: 'boolean' },
    values: ['true', 'false', 'yes', 'TRUE'],
    unconvertible: ['yes', 'TRUE'],
    decision: { map: { yes: true }, default: false },
    after: [true, false, true, false],
  },
  { name: 'integer → boolean', from: { type: 'integer' }, to: { type: 'boolean' }, values: [0, 1, 2], unconvertible: ['2'], decision: { default: true }, after: [false, true, true] },
  { name: 'boolean → integer', from: { type: 'boolean' }, to: { type: 'integer' }, values: [true, false, null], unconvertible: [], after: [1, 0, null] },
  { name: 'string → date', from: { type: 'string' }, to: { type: 'string', format: 'date' }, values: ['2024-01-01', 'yesterday'], unconvertible: ['yesterday'], decision: { default: null }, after: ['2024-01-01', null] },
  { name: 'string → array', from: { type: 'string' }, to: { type: 'array', items: { type: 'string' } }, values: ['a', null], unconvertible: [], after: [['a'], null] },
  { name: 'integer → array', from: { type: 'integer' }, to: { type: 'array', items: { type: 'integer' } }, values: [5, null], unconvertible: [], after: [[5], null] },
  {
    name: 'array → string (no automatic conversion)',
    from: { type: 'array', items: { type: 'string' } },
    to: { type: 'string' },
    values: [['x'], ['y'], null],
    unconvertible: ['["x"]', '["y"]'],
    decision: { map: { '["x"]': 'x' }, default: null },
    after: ['x', null, null],
  },
  {
    name: 'integer → string enum',
    from: { type: 'integer' },
    to: { type: 'string', enum: ['1', '2'] },
    values: [1, 3, 2],
    unconvertible: [],
    decision: { map: { '3': '2' } },
    after: ['1', '2', '2'],
  },
];

for (const dialect of getTestDialects()) {
  describe(`changeField conversions [${dialect}]`, () => {
    let store: TestDatabase;
    beforeAll(async () => {
      store = await createTestDatabase(dialect);
    });
    afterAll(() => store.dispose());

    CONVERSIONS.forEach((conversion, index) => {
      it(conversion.name, async () => {
        const name = `conv${index}`;
        const before = buildEntity(name, { value: { title: 'Valor', ...conversion.from } as FieldSchema });
        const after = buildEntity(name, { value: { title: 'Valor', ...conversion.to } as FieldSchema });
        const { database } = store;
        await createStoreWith(database, [before]);
        await seed(database, before, 'value', conversion.values);
        const step: ChangeFieldStep = { kind: 'changeField', entity: name, table: before.table, field: 'value', from: getFieldModel(before, 'value'), to: getFieldModel(after, 'value') };

        const plan = await planStep(changeFieldHandler, step, database, [after]);
        expect(plan.rows).toBe(conversion.values.length);
        const risk = plan.risks.find((candidate) => candidate.code === 'unconvertible');
        const notInEnum = plan.risks.find((candidate) => candidate.code === 'notInEnum');
        if (conversion.unconvertible.length === 0) expect(risk).toBeUndefined();
        else {
          expect(risk).toMatchObject({ count: conversion.unconvertible.length, resolution: null });
          const shown = conversion.unconvertible.slice(0, 5);
          expect(risk!.examples.map((example) => (shown[risk!.examples.indexOf(example)] === '*' ? '*' : example.value))).toEqual(shown);
          expect(risk!.en).toContain(`${name}.value (schemas/${name}.json#/fields/value)`);
          expect(risk!.es).toContain(`schemas/${name}.json#/fields/value`);
        }

        const decided = { ...step, ...(conversion.decision && { decision: conversion.decision }) };
        const decidedPlan = await planStep(changeFieldHandler, decided, database, [after]);
        expect(decidedPlan.risks.filter((candidate) => candidate.resolution === null)).toEqual([]);
        if (notInEnum) expect(decidedPlan.risks.find((candidate) => candidate.code === 'notInEnum')).toBeUndefined();

        const untouched = await checksum(database, before.table, ['other']);
        await applyStep(changeFieldHandler, decided, database, [after]);
        const storage = after.fields.find((field) => field.name === 'value')!.storage as ColumnStorage;
        expect(await readValues(database, before.table, 'value', storage)).toEqual(conversion.after);
        expect(await checksum(database, before.table, ['other'])).toBe(untouched);
      });
    });
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres('changeField conversions');
