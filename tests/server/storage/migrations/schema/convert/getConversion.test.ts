// Property-based, on both stores, through the changeField step as a migration runs it: any column of 64-bit integers
// goes integer → string → integer unchanged, and a text converts to an integer exactly when it is one's own text.
import fc from 'fast-check';
import { changeField } from '../../../../../../runtime/server/storage/migrations/schema/steps/changeField.js';
import type { MigrationStep } from '../../../../../../runtime/shared/migrations/index.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../../../../testStores.js';
import { applyStep, Big, buildEntity, checksum, createStoreWith, getFieldModel, planStep, readValues, seed } from '../steps/stepFixtures.js';

type ChangeFieldStep = Extract<MigrationStep, { kind: 'changeField' }>;

const MIN = -(2n ** 63n);
const MAX = 2n ** 63n - 1n;

/** The text of a 64-bit integer as the integer writes it: the only texts that convert. */
function isCanonicalInteger(text: string): boolean {
  return /^(0|-?[1-9][0-9]*)$/.test(text) && BigInt(text) >= MIN && BigInt(text) <= MAX;
}

const integers = buildEntity('numbers', { amount: { title: 'Cantidad', type: 'integer' } });
const texts = buildEntity('numbers', { amount: { title: 'Cantidad', type: 'string' } });
const step = (from: typeof integers, to: typeof integers): ChangeFieldStep => ({
  kind: 'changeField',
  entity: 'numbers',
  table: integers.table,
  field: 'amount',
  from: getFieldModel(from, 'amount'),
  to: getFieldModel(to, 'amount'),
});
const toText = step(integers, texts);
const toInteger = step(texts, integers);

/** Texts near integers: any string, integers' own texts, and their look-alikes (leading zeros, signs, spaces, limits, exponents). */
const nearIntegers = fc.oneof(
  fc.string().filter((text) => !text.includes('\u0000')),
  fc.bigInt({ min: MIN, max: MAX }).map(String),
  fc.bigInt({ min: 0n, max: MAX }).map((value) => `0${value}`),
  fc.bigInt({ min: 0n, max: MAX }).map((value) => `+${value}`),
  fc.integer().map((value) => ` ${value}`),
  fc.bigInt({ min: MAX + 1n, max: MAX * 4n }).map((value) => (value % 2n === 0n ? `-${value}` : String(value))),
  fc.constantFrom('-0', '', '9223372036854775807', '-9223372036854775808', '9223372036854775808', '-9223372036854775809', '1e3', '0x10', '12.0'),
);

for (const dialect of getTestDialects()) {
  describe(`integer ↔ string conversions, property-based [${dialect}]`, () => {
    let store: TestDatabase;
    beforeAll(async () => {
      store = await createTestDatabase(dialect);
      await createStoreWith(store.database, [integers]);
    });
    afterAll(() => store.dispose());
    // Each property runs 12 cases of two migrations (a column rewritten each way): 1–3 s on PostgreSQL, more on a loaded machine.
    const PROPERTY_BUDGET = { timeout: 30_000 };

    it('a column of integers goes integer → string → integer with an equal checksum', PROPERTY_BUDGET, async () => {
      const { database } = store;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.option(fc.bigInt({ min: MIN, max: MAX })), { maxLength: 30 }), async (values) => {
          await database.db.deleteFrom(integers.table).execute();
          await seed(database, integers, 'amount', values.map((value) => (value === null ? null : new Big(String(value)))));
          const before = await checksum(database, integers.table, ['amount', 'other']);
          expect((await planStep(changeField, toText, database, [texts])).risks).toEqual([]);
          await applyStep(changeField, toText, database, [texts]);
          expect(await readValues(database, integers.table, 'amount', 'text')).toEqual(values.map((value) => (value === null ? null : String(value))));
          expect((await planStep(changeField, toInteger, database, [integers])).risks).toEqual([]);
          await applyStep(changeField, toInteger, database, [integers]);
          expect(await checksum(database, integers.table, ['amount', 'other'])).toBe(before);
        }),
        { numRuns: 12 },
      );
    });

    it('a text converts to an integer exactly when it is the integer’s own text', PROPERTY_BUDGET, async () => {
      const { database } = store;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.option(nearIntegers), { maxLength: 30 }), async (values) => {
          // The column is an integer one between runs: back to text first (lossless), then seeded.
          await database.db.deleteFrom(integers.table).execute();
          await applyStep(changeField, toText, database, [texts]);
          await seed(database, texts, 'amount', values);
          const rejected = values.filter((value): value is string => value !== null && !isCanonicalInteger(value));
          const plan = await planStep(changeField, toInteger, database, [integers]);
          const risk = plan.risks.find((candidate) => candidate.code === 'unconvertible');
          expect(risk?.count ?? 0).toBe(rejected.length);
          expect(risk?.examples.map((example) => example.value) ?? []).toEqual(rejected.slice(0, 5));
          await applyStep(changeField, { ...toInteger, decision: { default: null } }, database, [integers]);
          const expected = values.map((value) => (value === null || !isCanonicalInteger(value) ? null : Number.isSafeInteger(Number(value)) ? Number(value) : new Big(String(BigInt(value)))));
          expect(await readValues(database, integers.table, 'amount', 'integer')).toEqual(expected);
        }),
        { numRuns: 12 },
      );
    });
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres('integer ↔ string conversions, property-based');
