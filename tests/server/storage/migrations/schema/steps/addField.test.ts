// addField on both stores: a required field added to a table with rows needs a value for each; a backfill or the
// schema default gives it, a store-filled field (ordering position, lifecycle state) needs none.
import { addField } from '../../../../../../runtime/server/storage/migrations/schema/steps/addField.js';
import { StepRefusal } from '../../../../../../runtime/server/storage/migrations/schema/convert/StepRefusal.js';
import type { ColumnStorage, FieldDecision, MigrationStep } from '../../../../../../runtime/shared/migrations/index.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../../../../testStores.js';
import { applyStep, buildEntity, checksum, createStoreWith, getFieldModel, planStep, readValues, seed, type FieldSchema } from './stepFixtures.js';

type AddFieldStep = Extract<MigrationStep, { kind: 'addField' }>;

interface AddCase {
  readonly name: string;
  readonly field: FieldSchema;
  readonly required: boolean;
  readonly unique?: boolean;
  readonly decision?: FieldDecision;
  /** The missingValue risk the plan finds (count, resolved or not), or none. */
  readonly missing: { readonly count: number; readonly resolved: boolean } | null;
  /** Another risk the plan finds unresolved. */
  readonly other?: string;
  /** The new column's values after apply and the converge (when the plan resolves everything). */
  readonly after?: readonly unknown[];
}

const CASES: readonly AddCase[] = [
  { name: 'optional', field: { type: 'string' }, required: false, missing: null, after: [null, null, null] },
  { name: 'optional with a schema default', field: { type: 'integer', default: 4 }, required: false, missing: null, after: [4, 4, 4] },
  { name: 'required without a value', field: { type: 'string' }, required: true, missing: { count: 3, resolved: false } },
  { name: 'required with a backfill', field: { type: 'string' }, required: true, decision: { backfill: 'x' }, missing: { count: 3, resolved: true }, after: ['x', 'x', 'x'] },
  { name: 'required with a template backfill', field: { type: 'string' }, required: true, decision: { backfill: '{other}/{_id}' }, missing: { count: 3, resolved: true }, after: ['other-0/r00', 'other-1/r01', 'other-2/r02'] },
  { name: 'required with the schema default', field: { type: 'boolean', default: true }, required: true, missing: { count: 3, resolved: true }, after: [true, true, true] },
  { name: 'required and unique, numbered in creation order', field: { type: 'string', unique: true } as FieldSchema, required: true, decision: { backfill: 'P-{seq:5}' }, missing: { count: 3, resolved: true }, after: ['P-00001', 'P-00002', 'P-00003'] },
  { name: 'numbered past its digits, never cut', field: { type: 'string' }, required: true, decision: { backfill: '{seq:1}{other}' }, missing: { count: 3, resolved: true }, after: ['1other-0', '2other-1', '3other-2'] },
  { name: 'required and unique with one backfill for every row', field: { type: 'string', unique: true } as FieldSchema, required: true, decision: { backfill: 'x' }, missing: { count: 3, resolved: true }, other: 'duplicates' },
];

for (const dialect of getTestDialects()) {
  describe(`addField [${dialect}]`, () => {
    let store: TestDatabase;
    beforeAll(async () => {
      store = await createTestDatabase(dialect);
    });
    afterAll(() => store.dispose());

    CASES.forEach((added, index) => {
      it(added.name, async () => {
        const name = `added${index}`;
        const { database } = store;
        const before = buildEntity(name, {});
        const after = buildEntity(name, { fresh: { title: 'Nuevo', ...added.field } as FieldSchema }, added.required ? { required: ['fresh'] } : {});
        await createStoreWith(database, [before]);
        await seed(database, before, 'other', ['other-0', 'other-1', 'other-2']);
        const step: AddFieldStep = { kind: 'addField', entity: name, table: before.table, field: 'fresh', to: getFieldModel(after, 'fresh'), ...(added.decision && { decision: added.decision }) };
        const plan = await planStep(addField, step, database, [after]);
        expect(plan.rows).toBe(3);
        const missing = plan.risks.find((risk) => risk.code === 'missingValue');
        if (added.missing) {
          expect(missing).toMatchObject({ count: added.missing.count, examples: [{ id: 'r00', value: null }, { id: 'r01', value: null }, { id: 'r02', value: null }] });
          expect(missing!.resolution === null).toBe(!added.missing.resolved);
          expect(missing!.en).toContain(`${name}.fresh (schemas/${name}.json#/fields/fresh)`);
        } else expect(missing).toBeUndefined();
        if (added.other) expect(plan.risks.filter((risk) => risk.resolution === null).map((risk) => risk.code)).toEqual([added.other]);
        if (!added.after) return;
        const untouched = await checksum(database, before.table, ['other']);
        await applyStep(addField, step, database, [after]);
        expect(await readValues(database, before.table, 'fresh', after.fields.find((field) => field.name === 'fresh')!.storage as ColumnStorage)).toEqual(added.after);
        expect(await checksum(database, before.table, ['other'])).toBe(untouched);
      });
    });

    it('a store-filled field needs no value: ordering positions', async () => {
      const { database } = store;
      const before = buildEntity('ordered', {});
      const after = buildEntity('ordered', { position: { title: 'Posición', type: 'integer', minimum: 1, readOnly: true } as FieldSchema }, { ordering: { field: 'position' }, required: ['position'] } as never);
      await createStoreWith(database, [before]);
      await seed(database, before, 'other', ['a', 'b']);
      const step: AddFieldStep = { kind: 'addField', entity: 'ordered', table: before.table, field: 'position', to: getFieldModel(after, 'position') };
      const plan = await planStep(addField, step, database, [after]);
      expect(plan.risks).toEqual([]);
      expect(plan.notes.join(' ')).toMatch(/position/);
      await applyStep(addField, step, database, [after]);
      expect(await readValues(database, before.table, 'position', 'integer')).toEqual([1, 2]);
    });

    it('refuses a backfill that does not fit the field, naming its pointer', async () => {
      const { database } = store;
      const before = buildEntity('misfit', {});
      const after = buildEntity('misfit', { fresh: { title: 'Nuevo', type: 'integer' } }, { required: ['fresh'] });
      await createStoreWith(database, [before]);
      await seed(database, before, 'other', ['a']);
      const step: AddFieldStep = { kind: 'addField', entity: 'misfit', table: before.table, field: 'fresh', to: getFieldModel(after, 'fresh'), decision: { backfill: '{other}' } };
      const refusal = await planStep(addField, step, database, [after]).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(StepRefusal);
      expect((refusal as StepRefusal).en).toContain('schemas/misfit.json#/migrate/fresh');
    });

    it('a table not in the store yet is a no-op', async () => {
      const entity = buildEntity('later', { fresh: { title: 'Nuevo', type: 'string' } }, { required: ['fresh'] });
      const step: AddFieldStep = { kind: 'addField', entity: 'later', table: entity.table, field: 'fresh', to: getFieldModel(entity, 'fresh') };
      expect(await planStep(addField, step, store.database, [entity])).toMatchObject({ rows: 0, risks: [] });
    });
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres('addField');
