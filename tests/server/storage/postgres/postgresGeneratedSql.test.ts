// PostgreSQL's rounding to 15 significant digits, as the server's toPrecision(15): the function (admin_gen_round15,
// with its shortcuts for whole numbers and values that cannot be a tie) and the column's inlined rounding, over many
// random doubles at once: any magnitude, cents, and short binary fractions, many of them ties at the 16th digit.
import fc from 'fast-check';
import { sql } from 'kysely';
import type { EntityDefinition, FieldDefinition } from '../../../../runtime/shared/index.js';
import { getEngine } from '../../../../runtime/server/storage/getEngine.js';
import { getGeneratedFields } from '../../../../runtime/server/storage/generated/getGeneratedFields.js';
import { toGeneratedSql } from '../../../../runtime/server/storage/generated/toGeneratedSql.js';
import { createTestDatabase, getTestDialects } from '../../testStores.js';

const toServer = (value: number) => {
  const rounded = Number(value.toPrecision(15));
  return Number.isFinite(rounded) ? rounded : null;
};
/** Zero without its sign (toPrecision writes -0 as "0"). */
const same = (value: number | null) => (value === 0 ? 0 : value);

const dyadic = fc.tuple(fc.integer({ min: 0, max: 2 ** 52 - 1 }), fc.integer({ min: 1, max: 60 }), fc.boolean()).map(([half, j, negative]) => ((negative ? -1 : 1) * (2 * half + 1)) / 2 ** j);
const value = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  dyadic,
  fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -(2 ** 53 - 1), max: 2 ** 53 - 1 }),
  fc.constantFrom(0, -0, 1234567890123445, 123456789012345.5, 1.7976931348623157e308, 1.797693134862315e308, 5e-324, 0.30000000000000004),
);

describe.runIf(getTestDialects().includes('postgres'))('postgresGeneratedSql rounding [postgres]', () => {
  it('admin_gen_round15 and the inlined rounding answer toPrecision(15) for random doubles', async () => {
    const store = await createTestDatabase('postgres');
    try {
      const { db } = store.database;
      for (const statement of getEngine('postgres').generatedSql.setup) await sql.raw(statement).execute(db);
      const field = (name: string, expression?: string) => ({ name, storage: 'real', schema: {}, ...(expression !== undefined && { computed: { expression } }) }) as unknown as FieldDefinition;
      const entity = { fields: [field('a'), field('x', 'a * 1')] } as unknown as EntityDefinition;
      const column = toGeneratedSql('postgres', entity, getGeneratedFields(entity)[0]!);
      await fc.assert(
        fc.asyncProperty(fc.array(value, { minLength: 1, maxLength: 200 }), async (values) => {
          const found = await sql<{ called: number | null; inlined: number | null }>`select admin_gen_round15(a) as called, ${sql.raw(column)} as inlined
            from unnest(cast(${values.map(String)} as double precision[])) with ordinality as input(a, position) order by position`.execute(db);
          const expected = values.map((item) => same(toServer(item)));
          expect(found.rows.map((row) => same(row.called))).toEqual(expected);
          expect(found.rows.map((row) => same(row.inlined))).toEqual(expected);
        }),
        { numRuns: 100 },
      );
    } finally {
      await store.dispose();
    }
  });
});
