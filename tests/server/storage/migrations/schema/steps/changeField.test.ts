// changeField on both stores (the field is `item`: SQLite's json_each has a column `value`): each conversion's plan (risk code, count, first examples) over seeded rows, its apply
// (values converted exactly, the other columns untouched), and each decision that gets rows at risk through.
import { sql } from 'kysely';
import { changeField } from '../../../../../../runtime/server/storage/migrations/schema/steps/changeField.js';
import type { ColumnStorage, FieldDecision, MigrationStep } from '../../../../../../runtime/shared/migrations/index.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../../../../testStores.js';
import type { EntitySchemaInput } from '../../../../../../generator/index.js';
import type { RiskCode } from '../../../../../../runtime/server/storage/migrations/schema/MigrationPlan.js';
import { StepRefusal } from '../../../../../../runtime/server/storage/migrations/schema/convert/StepRefusal.js';
import { applyStep, applySteps, Big, buildEntities, buildEntity, checksum, createStoreWith, entitySchema, getFieldModel, planStep, readValues, seed, type FieldSchema } from './stepFixtures.js';

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
        const before = buildEntity(name, { item: { title: 'Valor', ...conversion.from } as FieldSchema });
        const after = buildEntity(name, { item: { title: 'Valor', ...conversion.to } as FieldSchema });
        const { database } = store;
        await createStoreWith(database, [before]);
        await seed(database, before, 'item', conversion.values);
        const step: ChangeFieldStep = { kind: 'changeField', entity: name, table: before.table, field: 'item', from: getFieldModel(before, 'item'), to: getFieldModel(after, 'item') };

        const plan = await planStep(changeField, step, database, [after]);
        expect(plan.rows).toBe(conversion.values.length);
        const risk = plan.risks.find((candidate) => candidate.code === 'unconvertible');
        const notInEnum = plan.risks.find((candidate) => candidate.code === 'notInEnum');
        if (conversion.unconvertible.length === 0) expect(risk).toBeUndefined();
        else {
          expect(risk).toMatchObject({ count: conversion.unconvertible.length, resolution: null });
          const shown = conversion.unconvertible.slice(0, 5);
          expect(risk!.examples.map((example) => (shown[risk!.examples.indexOf(example)] === '*' ? '*' : example.value))).toEqual(shown);
          expect(risk!.en).toContain(`${name}.item (schemas/${name}.json#/fields/item)`);
          expect(risk!.es).toContain(`schemas/${name}.json#/fields/item`);
        }

        const decided = { ...step, ...(conversion.decision && { decision: conversion.decision }) };
        const decidedPlan = await planStep(changeField, decided, database, [after]);
        expect(decidedPlan.risks.filter((candidate) => candidate.resolution === null)).toEqual([]);
        if (notInEnum) expect(decidedPlan.risks.find((candidate) => candidate.code === 'notInEnum')).toBeUndefined();

        const untouched = await checksum(database, before.table, ['other']);
        await applyStep(changeField, decided, database, [after]);
        const storage = after.fields.find((field) => field.name === 'item')!.storage as ColumnStorage;
        expect(await readValues(database, before.table, 'item', storage)).toEqual(conversion.after);
        expect(await checksum(database, before.table, ['other'])).toBe(untouched);
      });
    });
  });
}

interface RiskCase {
  readonly name: string;
  readonly from: FieldSchema;
  readonly to: FieldSchema;
  /** Entity-level schema keys of the field's entity after the change (references, required, unique). */
  readonly toExtra?: Partial<EntitySchemaInput>;
  readonly fromExtra?: Partial<EntitySchemaInput>;
  readonly values: readonly unknown[];
  /** The risk the plan finds without a decision: its code, count and examples (id → value). */
  readonly risk: { readonly code: RiskCode; readonly count: number; readonly examples: readonly (readonly [string, unknown])[] } | null;
  /** Each decision's plan resolves the risk (resolution matching) and its apply leaves these values. */
  readonly decisions: readonly { readonly decision?: FieldDecision; readonly resolution?: RegExp; readonly after: readonly unknown[] }[];
}

/** The referenced entity of the reference cases, with rows t1 and t2. */
const TARGET = entitySchema('target', {});

const RISKS: readonly RiskCase[] = [
  {
    name: 'enum narrowed',
    from: { type: 'string', enum: ['a', 'b', 'c'] },
    to: { type: 'string', enum: ['a', 'b'] },
    values: ['a', 'c', 'b', 'c', null],
    risk: { code: 'notInEnum', count: 2, examples: [['r01', 'c'], ['r03', 'c']] },
    decisions: [
      { decision: { map: { c: 'b' } }, after: ['a', 'b', 'b', 'b', null] },
      { decision: { keep: true }, resolution: /keep/, after: ['a', 'c', 'b', 'c', null] },
      { decision: { default: 'a' }, after: ['a', 'a', 'b', 'a', null] },
    ],
  },
  {
    name: 'integer enum narrowed',
    from: { type: 'integer', enum: [0, 1, 2] },
    to: { type: 'integer', enum: [0, 1] },
    values: [0, 2, 1],
    risk: { code: 'notInEnum', count: 1, examples: [['r01', '2']] },
    decisions: [{ decision: { map: { '2': 1 } }, after: [0, 1, 1] }],
  },
  { name: 'enum widened', from: { type: 'string', enum: ['a', 'b'] }, to: { type: 'string', enum: ['a', 'b', 'c'] }, values: ['a', 'b'], risk: null, decisions: [{ after: ['a', 'b'] }] },
  {
    name: 'maxLength shortened',
    from: { type: 'string', maxLength: 10 },
    to: { type: 'string', maxLength: 3 },
    values: ['abc', 'abcd', 'ñandú', null],
    risk: { code: 'tooLong', count: 2, examples: [['r01', 'abcd'], ['r02', 'ñandú']] },
    decisions: [{ decision: { keep: true }, resolution: /keep/, after: ['abc', 'abcd', 'ñandú', null] }],
  },
  { name: 'maxLength longer', from: { type: 'string', maxLength: 3 }, to: { type: 'string', maxLength: 10 }, values: ['abc'], risk: null, decisions: [{ after: ['abc'] }] },
  {
    name: 'becomes required',
    from: { type: 'string' },
    to: { type: 'string' },
    toExtra: { required: ['item'] },
    values: [null, 'a', null],
    risk: { code: 'missingValue', count: 2, examples: [['r00', null], ['r02', null]] },
    decisions: [
      { decision: { backfill: 'x' }, resolution: /backfill/, after: ['x', 'a', 'x'] },
      { decision: { backfill: '{other} (sin valor)' }, after: ['other-0 (sin valor)', 'a', 'other-2 (sin valor)'] },
      { decision: { backfill: 'P-{seq:3}' }, resolution: /backfill/, after: ['P-001', 'a', 'P-002'] },
    ],
  },
  {
    // An identifying field added without a value (an import key): the rows stored before it are numbered in creation order.
    name: 'a unique code becomes required',
    from: { type: 'string', unique: true } as FieldSchema,
    to: { type: 'string', unique: true } as FieldSchema,
    toExtra: { required: ['item'] },
    values: [null, 'Q-7', null, null],
    risk: { code: 'missingValue', count: 3, examples: [['r00', null], ['r02', null], ['r03', null]] },
    decisions: [
      { decision: { backfill: 'Q-{seq}' }, after: ['Q-1', 'Q-7', 'Q-2', 'Q-3'] },
      { decision: { backfill: '{other}-{seq:2}' }, after: ['other-0-01', 'Q-7', 'other-2-02', 'other-3-03'] },
    ],
  },
  {
    name: 'becomes required with a schema default',
    from: { type: 'integer' },
    to: { type: 'integer', default: 7 },
    toExtra: { required: ['item'] },
    values: [null, 1],
    risk: { code: 'missingValue', count: 1, examples: [['r00', null]] },
    decisions: [{ resolution: /schema default 7/, after: [7, 1] }],
  },
  {
    name: 'gains a reference',
    from: { type: 'string' },
    to: { type: 'string' },
    toExtra: { references: { item: { entity: 'target', display: 'other', onDelete: 'setNull' } } },
    values: ['t1', 'zz', null, 't2', 'yy'],
    risk: { code: 'dangling', count: 2, examples: [['r01', 'zz'], ['r04', 'yy']] },
    decisions: [{ decision: { setNull: true }, resolution: /become null/, after: ['t1', null, null, 't2', null] }],
  },
  {
    name: 'gains a many-reference',
    from: { type: 'array', items: { type: 'string' } },
    to: { type: 'array', items: { type: 'string' } },
    toExtra: { references: { item: { entity: 'target', display: 'other' } } },
    values: [['t1', 'zz', 't2'], ['yy'], [], null],
    risk: { code: 'dangling', count: 2, examples: [['r00', ['zz']], ['r01', ['yy']]] },
    decisions: [{ decision: { setNull: true }, resolution: /leave their arrays/, after: [['t1', 't2'], [], [], null] }],
  },
  {
    name: 'a reference becomes a many-reference',
    from: { type: 'string' },
    to: { type: 'array', items: { type: 'string' } },
    fromExtra: { references: { item: { entity: 'target', display: 'other', onDelete: 'setNull' } } },
    toExtra: { references: { item: { entity: 'target', display: 'other' } } },
    values: ['t1', null, 't2'],
    risk: null,
    decisions: [{ after: [['t1'], null, ['t2']] }],
  },
  {
    name: 'keepAs keeps every old value',
    from: { type: 'string' },
    to: { type: 'integer' },
    values: ['12', 'CUR-3810', null],
    risk: { code: 'unconvertible', count: 1, examples: [['r01', 'CUR-3810']] },
    decisions: [{ decision: { keepAs: 'valueOld' }, resolution: /kept in column valueOld/, after: [12, null, null] }],
  },
  {
    name: 'keepAs on a change made in place (the column keeps its type)',
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date' },
    values: ['2024-01-31T00:00:00.000Z', '2024-01-31T10:00:00.000Z', null],
    risk: { code: 'unconvertible', count: 1, examples: [['r01', '2024-01-31T10:00:00.000Z']] },
    decisions: [{ decision: { keepAs: 'whenOld' }, resolution: /kept in column whenOld/, after: ['2024-01-31', null, null] }],
  },
  {
    name: 'a unique field converted, its unconvertible value given a default no row holds',
    from: { type: 'string', unique: true } as FieldSchema,
    to: { type: 'integer', unique: true } as FieldSchema,
    values: ['1', 'x', '2'],
    risk: { code: 'unconvertible', count: 1, examples: [['r01', 'x']] },
    decisions: [{ decision: { default: 3 }, after: [1, 3, 2] }],
  },
];

const unresolved = (risks: readonly { resolution: string | null }[]) => risks.filter((risk) => risk.resolution === null);

for (const dialect of getTestDialects()) {
  describe(`changeField risks and decisions [${dialect}]`, () => {
    let store: TestDatabase;
    beforeAll(async () => {
      store = await createTestDatabase(dialect);
    });
    afterAll(() => store.dispose());

    RISKS.forEach((riskCase, index) => {
      riskCase.decisions.forEach((choice, number) => {
        it(`${riskCase.name}${choice.decision ? ` — ${JSON.stringify(choice.decision)}` : ''}`, async () => {
          const name = `risk${index}x${number}`;
          const { database } = store;
          const target = { ...TARGET, entity: `target${name}`, table: `target_${name.toLowerCase()}s` };
          const retarget = (extra: Partial<EntitySchemaInput> | undefined): Partial<EntitySchemaInput> =>
            extra?.references ? { ...extra, references: Object.fromEntries(Object.entries(extra.references).map(([field, reference]) => [field, { ...reference, entity: target.entity }])) } : (extra ?? {});
          const [before, targetBefore] = buildEntities([entitySchema(name, { item: { title: 'Valor', ...riskCase.from } as FieldSchema }, retarget(riskCase.fromExtra)), target]);
          const [after, targetAfter] = buildEntities([entitySchema(name, { item: { title: 'Valor', ...riskCase.to } as FieldSchema }, retarget(riskCase.toExtra)), target]);
          await createStoreWith(database, [before!, targetBefore!]);
          await database.db.insertInto(target.table).values([{ _id: 't1' }, { _id: 't2' }]).execute();
          await seed(database, before!, 'item', riskCase.values);
          const step: ChangeFieldStep = { kind: 'changeField', entity: name, table: before!.table, field: 'item', from: getFieldModel(before!, 'item'), to: getFieldModel(after!, 'item') };
          const entities = [after!, targetAfter!];

          const plan = await planStep(changeField, step, database, entities);
          if (riskCase.risk) {
            const expected = riskCase.risk;
            const found = plan.risks.find((risk) => risk.code === expected.code);
            expect(found).toMatchObject({ count: expected.count, examples: expected.examples.map(([id, value]) => ({ id, value })) });
            expect(found!.en).toContain(`${name}.item (schemas/${name}.json#/fields/item)`);
            expect(found!.way).toContain(`schemas/${name}.json`);
            if (!riskCase.to.default) expect(found!.resolution).toBeNull();
          } else expect(plan.risks).toEqual([]);

          const decided: ChangeFieldStep = { ...step, ...(choice.decision && { decision: choice.decision }) };
          const decidedPlan = await planStep(changeField, decided, database, entities);
          expect(unresolved(decidedPlan.risks)).toEqual([]);
          if (choice.resolution) expect(decidedPlan.risks.map((risk) => risk.resolution).join(' ')).toMatch(choice.resolution);

          const untouched = await checksum(database, before!.table, ['other']);
          await applyStep(changeField, decided, database, entities);
          const storage = after!.fields.find((field) => field.name === 'item')!.storage as ColumnStorage;
          expect(await readValues(database, before!.table, 'item', storage)).toEqual(choice.after);
          expect(await checksum(database, before!.table, ['other'])).toBe(untouched);
          if (choice.decision?.keepAs) expect(await readValues(database, before!.table, choice.decision.keepAs, 'text')).toEqual(riskCase.values);
        });
      });
    });

    it('a numbered backfill that would repeat a value a row holds is a duplicates risk naming the rows; applied, it refuses and fills nothing', async () => {
      const { database } = store;
      const before = buildEntity('codes', { item: { title: 'Código', type: 'string', unique: true } as FieldSchema });
      const after = buildEntity('codes', { item: { title: 'Código', type: 'string', unique: true } as FieldSchema }, { required: ['item'] });
      await createStoreWith(database, [before]);
      await seed(database, before, 'item', [null, 'P-002', null, null]);
      const step: ChangeFieldStep = { kind: 'changeField', entity: 'codes', table: before.table, field: 'item', from: getFieldModel(before, 'item'), to: getFieldModel(after, 'item'), decision: { backfill: 'P-{seq:3}' } };
      const plan = await planStep(changeField, step, database, [after]);
      expect(unresolved(plan.risks)).toMatchObject([{ code: 'duplicates', count: 2, examples: [{ id: 'r01', value: { item: 'P-002' } }, { id: 'r02', value: { item: 'P-002' } }] }]);
      expect(plan.risks.find((risk) => risk.code === 'duplicates')!.en).toContain('codes.item');
      const refusal = await applyStep(changeField, step, database, [after]).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Error);
      expect(await readValues(database, before.table, 'item', 'text')).toEqual([null, 'P-002', null, null]);
    });

    it("each row a backfill fills gets its audit entry: the field's new value, by no user", async () => {
      const { database } = store;
      const before = buildEntity('audited', { item: { title: 'Código', type: 'string', unique: true } as FieldSchema });
      const after = buildEntity('audited', { item: { title: 'Código', type: 'string', unique: true } as FieldSchema }, { required: ['item'] });
      await createStoreWith(database, [before]);
      await seed(database, before, 'item', [null, 'x', null]);
      const step: ChangeFieldStep = { kind: 'changeField', entity: 'audited', table: before.table, field: 'item', from: getFieldModel(before, 'item'), to: getFieldModel(after, 'item'), decision: { backfill: 'P-{seq:5}' } };
      await applyStep(changeField, step, database, [after]);
      const entries = await database.db.selectFrom('audit_log').select(['recordId', 'action', 'userId', 'changes']).where('entity', '=', 'audited').orderBy('recordId').execute();
      expect(entries.map((entry) => [entry.recordId, entry.action, entry.userId, typeof entry.changes === 'string' ? JSON.parse(entry.changes) : entry.changes])).toEqual([
        ['r00', 'update', null, { item: { to: 'P-00001' } }],
        ['r02', 'update', null, { item: { to: 'P-00002' } }],
      ]);
    });

    it('a map or default that gives two rows one unique value is a duplicates risk no decision gets through', async () => {
      const { database } = store;
      const before = buildEntity('dupes', { item: { title: 'Valor', type: 'string', unique: true } as FieldSchema });
      const after = buildEntity('dupes', { item: { title: 'Valor', type: 'integer', unique: true } as FieldSchema });
      await createStoreWith(database, [before]);
      await seed(database, before, 'item', ['1', 'x', '2']);
      const step: ChangeFieldStep = { kind: 'changeField', entity: 'dupes', table: before.table, field: 'item', from: getFieldModel(before, 'item'), to: getFieldModel(after, 'item'), decision: { default: 1 } };
      const plan = await planStep(changeField, step, database, [after]);
      expect(unresolved(plan.risks)).toMatchObject([{ code: 'duplicates', count: 2, examples: [{ id: 'r00', value: { item: 1 } }, { id: 'r01', value: { item: 1 } }] }]);
      expect(plan.risks[1]!.way).toContain('_id "r00", _id "r01"');
    });

    it('a keepAs naming a column the table has is a nameTaken risk', async () => {
      const { database } = store;
      const before = buildEntity('taken', { item: { title: 'Valor', type: 'string' } });
      const after = buildEntity('taken', { item: { title: 'Valor', type: 'integer' } });
      await createStoreWith(database, [before]);
      await seed(database, before, 'item', ['1', 'x']);
      await sql`alter table takens add column legacy text`.execute(database.db);
      await sql`update takens set legacy = 'antes'`.execute(database.db);
      const step: ChangeFieldStep = { kind: 'changeField', entity: 'taken', table: before.table, field: 'item', from: getFieldModel(before, 'item'), to: getFieldModel(after, 'item'), decision: { keepAs: 'legacy' } };
      const plan = await planStep(changeField, step, database, [after]);
      expect(unresolved(plan.risks)).toMatchObject([{ code: 'nameTaken', count: 2, examples: [{ id: 'r00', value: 'antes' }, { id: 'r01', value: 'antes' }] }]);
    });

    it('refuses, naming entity, field and pointer, a decision value that does not fit and a change of _id', async () => {
      const { database } = store;
      const before = buildEntity('refused', { item: { title: 'Valor', type: 'string' } });
      const after = buildEntity('refused', { item: { title: 'Valor', type: 'integer' } });
      await createStoreWith(database, [before]);
      const step: ChangeFieldStep = { kind: 'changeField', entity: 'refused', table: before.table, field: 'item', from: getFieldModel(before, 'item'), to: getFieldModel(after, 'item'), decision: { map: { x: 'y' } } };
      const refusal = await planStep(changeField, step, database, [after]).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(StepRefusal);
      expect((refusal as StepRefusal).en).toContain('refused.item (schemas/refused.json#/fields/item)');
      expect((refusal as StepRefusal).en).toContain('schemas/refused.json#/migrate/item');
      expect((refusal as StepRefusal).es).toContain('no cabe');
      const idStep: ChangeFieldStep = { ...step, field: '_id', decision: undefined };
      await expect(planStep(changeField, idStep, database, [after])).rejects.toThrow(/_id/);
    });

    it('a failure later in the migration rolls the conversion back: the column, its values and its derived objects', async () => {
      const { database } = store;
      const before = buildEntity('undone', { item: { title: 'Valor', type: 'string', unique: true } as FieldSchema });
      const after = buildEntity('undone', { item: { title: 'Valor', type: 'integer', unique: true } as FieldSchema });
      await createStoreWith(database, [before]);
      await seed(database, before, 'item', ['1', 'x', null]);
      const step: ChangeFieldStep = { kind: 'changeField', entity: 'undone', table: before.table, field: 'item', from: getFieldModel(before, 'item'), to: getFieldModel(after, 'item'), decision: { keepAs: 'itemOld' } };
      const columns = async () =>
        dialect === 'sqlite'
          ? (await sql<{ name: string; type: string }>`select name, type from pragma_table_info('undones') order by name`.execute(database.db)).rows
          : (await sql<{ name: string; type: string }>`select column_name as name, data_type as type from information_schema.columns where table_name = 'undones' order by column_name`.execute(database.db)).rows;
      const indexes = async () =>
        dialect === 'sqlite'
          ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'undones' order by name`.execute(database.db)).rows
          : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'undones' order by indexname`.execute(database.db)).rows;
      const shape = { columns: await columns(), indexes: await indexes(), values: await readValues(database, before.table, 'item', 'text') };
      await expect(
        applySteps(database, [after], async (context) => {
          await changeField.apply(step, context);
          throw new Error('a later step fails');
        }),
      ).rejects.toThrow('a later step fails');
      expect({ columns: await columns(), indexes: await indexes(), values: await readValues(database, before.table, 'item', 'text') }).toEqual(shape);
    });

    it('two conversions of a table holding a foreign key, one after the other in one migration (PostgreSQL: the key checks its first update left pending do not stop the second)', async () => {
      const { database } = store;
      const shelf = entitySchema('shelf', {});
      const piece = (a: FieldSchema, b: FieldSchema) =>
        entitySchema('piece', { a: { title: 'A', ...a } as FieldSchema, b: { title: 'B', ...b } as FieldSchema, shelf: { title: 'Estante', type: 'string' } }, { references: { shelf: { entity: 'shelf', display: 'other', onDelete: 'setNull' } } } as Partial<EntitySchemaInput>);
      const before = buildEntities([shelf, piece({ type: 'integer' }, { type: 'string' })]);
      const after = buildEntities([shelf, piece({ type: 'string' }, { type: 'integer' })]);
      await createStoreWith(database, before);
      await database.db.insertInto('shelfs').values({ _id: 's1', other: 'uno' }).execute();
      await seed(database, before[1]!, 'a', [1, -2, null], (index) => ({ b: index === 1 ? null : String(index * 10), shelf: 's1' }));
      const step = (field: 'a' | 'b'): ChangeFieldStep => ({ kind: 'changeField', entity: 'piece', table: 'pieces', field, from: getFieldModel(before[1]!, field), to: getFieldModel(after[1]!, field) });
      await applySteps(database, after, async (context) => {
        await changeField.apply(step('a'), context);
        await changeField.apply(step('b'), context);
      });
      expect(await readValues(database, 'pieces', 'a', 'text')).toEqual(['1', '-2', null]);
      expect(await readValues(database, 'pieces', 'b', 'integer')).toEqual([0, null, 20]);
      expect(await readValues(database, 'pieces', 'shelf', 'text')).toEqual(['s1', 's1', 's1']);
    });

    it('a column or table not in the store yet is a no-op', async () => {
      const { database } = store;
      const entity = buildEntity('absent', { item: { title: 'Valor', type: 'integer' } });
      const step: ChangeFieldStep = { kind: 'changeField', entity: 'absent', table: 'absents', field: 'item', from: { storage: 'text', type: 'string' }, to: getFieldModel(entity, 'item') };
      expect(await planStep(changeField, step, database, [entity])).toMatchObject({ rows: 0, risks: [] });
      await expect(changeField.apply(step, { database, entities: [entity], sources: new Map() })).resolves.toBeUndefined();
    });
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres('changeField');
