// A generated column's value is the server's, on both stores: random expressions of the computed-field language over
// random rows (empty values, integers in integer columns (no integer division), cents, 0.1-style fractions, exact halves at the 16th digit, values that
// overflow or underflow) give, computed by the database, exactly what evaluateExpression gives: as a query, and as
// generated columns written by inserts. On PostgreSQL rows within the native range (typical values) call no PL/pgSQL.
import fc from 'fast-check';
import { sql } from 'kysely';
import { computeFields, getComputedFields, type EntityDefinition, type FieldDefinition } from '../../../../runtime/shared/index.js';
import { getEngine } from '../../../../runtime/server/storage/getEngine.js';
import { getGeneratedFields } from '../../../../runtime/server/storage/generated/getGeneratedFields.js';
import { toGeneratedSql } from '../../../../runtime/server/storage/generated/toGeneratedSql.js';
import { getColumnType } from '../../../../runtime/server/storage/migrations/getColumnType.js';
import { createTestDatabase, getTestDialects } from '../../testStores.js';
import { arithmeticExpression } from './arithmeticExpression.js';

type Row = { readonly _id: string; readonly a: number | null; readonly b: number | null; readonly c: number | null; readonly d: number | null };

const field = (name: string, storage: 'real' | 'integer', expression?: string) => ({ name, storage, schema: {}, ...(expression !== undefined && { computed: { expression } }) }) as unknown as FieldDefinition;
const entityOf = (x: string, y: string) => ({ fields: [field('a', 'real'), field('b', 'real'), field('c', 'integer'), field('d', 'integer'), field('x', 'real', x), field('y', 'real', y)] }) as unknown as EntityDefinition;

const literal = fc.oneof(
  fc.nat(1000).map(String),
  fc.tuple(fc.nat(1_000_000), fc.nat(999)).map(([whole, part]) => `${whole}.${String(part).padStart(3, '0')}`),
  fc.constantFrom('0', '0.1', '0.2', '100', '0.5', '1000000000000000000000', '0.0000001'),
);
const expressionOf = (names: readonly string[]) => arithmeticExpression(names, literal);

/** A short binary fraction n / 2^j: many have exactly 16 significant digits ending in 5 (ties at the 16th digit). */
const dyadic = fc.tuple(fc.integer({ min: 0, max: 2 ** 52 - 1 }), fc.integer({ min: 1, max: 40 }), fc.boolean()).map(([half, j, negative]) => ((negative ? -1 : 1) * (2 * half + 1)) / 2 ** j);
const real = fc.oneof(
  fc.constant(null),
  dyadic,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.constantFrom(0, 0.1, 0.2, 0.3, 19.99, 1e-200, -1e-200, 1e200, 1e308, -1e308, 5e-324, 1234567890123445, -1234567890123445, 123456789012345.5, 2 ** 53),
);
const integer = fc.oneof(fc.constant(null), fc.integer(), fc.integer({ min: -10, max: 10 }), fc.constantFrom(0, 1234567890123445, 2 ** 53 - 1, -(2 ** 53 - 1)));
/** What a row of a real site holds: quantities, prices in cents, rates, ties at the 16th digit. */
const typicalReal = fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100), fc.integer({ min: 1, max: 100 }).map((rate) => rate / 100), dyadic);
const typicalInteger = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -50, max: 50 }));
const rowsOf = (realValue: fc.Arbitrary<number | null>, integerValue: fc.Arbitrary<number | null>) =>
  fc.array(fc.record({ a: realValue, b: realValue, c: integerValue, d: integerValue }), { minLength: 1, maxLength: 8 }).map((values) => values.map((row, index): Row => ({ _id: String(index).padStart(2, '0'), ...row })));
const rows = rowsOf(real, integer);

/** The value as compared: zero without its sign (toPrecision writes -0 as "0"). */
const same = (value: unknown) => (value === 0 ? 0 : value);

// Cases a random run may miss, each with the server's answer.
const CASES: readonly { readonly x: string; readonly row: Omit<Row, '_id'>; readonly value: number | null }[] = [
  { x: 'c / d', row: { a: null, b: null, c: 7, d: 2 }, value: 3.5 },
  { x: 'a + b', row: { a: 0.1, b: 0.2, c: null, d: null }, value: 0.3 },
  { x: 'a / b', row: { a: 1, b: 0, c: null, d: null }, value: null },
  { x: 'a * c', row: { a: 2.5, b: null, c: null, d: null }, value: null },
  { x: 'c * d', row: { a: null, b: null, c: 2 ** 53 - 1, d: 2 ** 53 - 1 }, value: 8.11296384146067e31 },
  { x: 'a + 0', row: { a: 1234567890123445, b: null, c: null, d: null }, value: 1234567890123450 },
  { x: '-a', row: { a: 123456789012345.5, b: null, c: null, d: null }, value: -123456789012346 },
  { x: 'a * b', row: { a: 1e200, b: 1e200, c: null, d: null }, value: null },
  { x: 'a * b', row: { a: 1e-200, b: 1e-200, c: null, d: null }, value: 0 },
  // An intermediate overflow is Infinity, as in JavaScript: one over it is 0.
  { x: '1 / (a * b)', row: { a: 1e200, b: 1e200, c: null, d: null }, value: 0 },
  { x: 'a - 0', row: { a: 1.7976931348623151e308, b: null, c: null, d: null }, value: null },
  { x: 'a * b + c', row: { a: null, b: 3, c: 1, d: 1 }, value: null },
];

describe.each(getTestDialects())('toGeneratedSql [%s]', (dialect) => {
  it('answers the known hard cases as the server: integer division, 0.1 + 0.2, division by zero, ties, overflow, underflow', async () => {
    const store = await createTestDatabase(dialect);
    try {
      const { db } = store.database;
      for (const statement of getEngine(dialect).generatedSql.setup) await sql.raw(statement).execute(db);
      await sql.raw(`create table props ("_id" text primary key, "a" ${getColumnType(dialect, 'real')}, "b" ${getColumnType(dialect, 'real')}, "c" ${getColumnType(dialect, 'integer')}, "d" ${getColumnType(dialect, 'integer')})`).execute(db);
      for (const [index, { x, row, value }] of CASES.entries()) {
        const entity = entityOf(x, 'x');
        await db.insertInto('props').values({ _id: String(index), ...row }).execute();
        const found = (await sql.raw<{ x: number | null }>(`select ${toGeneratedSql(dialect, entity, getGeneratedFields(entity)[0]!)} as "x" from props where "_id" = '${index}'`).execute(db)).rows[0]!;
        expect([x, row, same(found.x)]).toEqual([x, row, value]);
        expect([x, row, same(computeFields(getComputedFields(entity), row).x)]).toEqual([x, row, value]);
      }
    } finally {
      await store.dispose();
    }
  });

  it('the database computes every random expression on every random row as evaluateExpression does', async () => {
    const store = await createTestDatabase(dialect);
    try {
      const { db } = store.database;
      for (const statement of getEngine(dialect).generatedSql.setup) await sql.raw(statement).execute(db);
      await sql.raw(`create table props ("_id" text primary key, "a" ${getColumnType(dialect, 'real')}, "b" ${getColumnType(dialect, 'real')}, "c" ${getColumnType(dialect, 'integer')}, "d" ${getColumnType(dialect, 'integer')})`).execute(db);
      await fc.assert(
        fc.asyncProperty(expressionOf(['a', 'b', 'c', 'd']), expressionOf(['a', 'b', 'c', 'd', 'x']), rows, async (x, y, values) => {
          const entity = entityOf(x, y);
          const [xField, yField] = getGeneratedFields(entity);
          // y reads x: SQLite reads x's column (a subquery's here), PostgreSQL inlines x's expression.
          const query = `select "_id", "x", ${toGeneratedSql(dialect, entity, yField!)} as "y" from (select "_id", "a", "b", "c", "d", ${toGeneratedSql(dialect, entity, xField!)} as "x" from props) computed order by "_id"`;
          await db.deleteFrom('props').execute();
          await db.insertInto('props').values(values).execute();
          const stored = (await sql.raw<{ _id: string; x: number | null; y: number | null }>(query).execute(db)).rows;
          const expected = values.map((row) => computeFields(getComputedFields(entity), row));
          expect(stored.map((row) => [row._id, same(row.x), same(row.y)])).toEqual(expected.map((row) => [row._id, same(row.x), same(row.y)]));
        }),
        { numRuns: 60 },
      );
    } finally {
      await store.dispose();
    }
  });
  it('generated columns written by inserts hold what evaluateExpression gives, for typical and extreme rows', async () => {
    const store = await createTestDatabase(dialect);
    try {
      const { db } = store.database;
      for (const statement of getEngine(dialect).generatedSql.setup) await sql.raw(statement).execute(db);
      await fc.assert(
        fc.asyncProperty(expressionOf(['a', 'b', 'c', 'd']), expressionOf(['a', 'b', 'c', 'd', 'x']), fc.oneof(rowsOf(typicalReal, typicalInteger), rows), async (x, y, values) => {
          const entity = entityOf(x, y);
          const [xField, yField] = getGeneratedFields(entity);
          await sql.raw('drop table if exists generated').execute(db);
          await sql
            .raw(
              `create table generated ("_id" text primary key, "a" ${getColumnType(dialect, 'real')}, "b" ${getColumnType(dialect, 'real')}, "c" ${getColumnType(dialect, 'integer')}, "d" ${getColumnType(dialect, 'integer')}, ` +
                `"x" ${getColumnType(dialect, 'real')} generated always as (${toGeneratedSql(dialect, entity, xField!)}) stored, "y" ${getColumnType(dialect, 'real')} generated always as (${toGeneratedSql(dialect, entity, yField!)}) stored)`,
            )
            .execute(db);
          await db.insertInto('generated').values(values).execute();
          const stored = await db.selectFrom('generated').select(['_id', 'x', 'y']).orderBy('_id').execute();
          const expected = values.map((row) => computeFields(getComputedFields(entity), row));
          expect(stored.map((row) => [row._id, same(row.x), same(row.y)])).toEqual(expected.map((row) => [row._id, same(row.x), same(row.y)]));
        }),
        { numRuns: 100 },
      );
    } finally {
      await store.dispose();
    }
  });

  it.runIf(dialect === 'postgres')('rows of typical values call no PL/pgSQL function: native arithmetic, the rounding inlined but for possible ties', async () => {
    const store = await createTestDatabase(dialect);
    try {
      const { db } = store.database;
      for (const statement of getEngine(dialect).generatedSql.setup) await sql.raw(statement).execute(db);
      const entity = entityOf('a * c', 'a / d');
      const [xField, yField] = getGeneratedFields(entity);
      await sql
        .raw(
          `create table generated ("_id" text primary key, "a" double precision, "b" double precision, "c" bigint, "d" bigint, ` +
            `"x" double precision generated always as (${toGeneratedSql(dialect, entity, xField!)}) stored, "y" double precision generated always as (${toGeneratedSql(dialect, entity, yField!)}) stored)`,
        )
        .execute(db);
      // The session's counts not yet reported add up across transactions: the insert's are the difference.
      const calls = async (rows: readonly Row[]) =>
        db.transaction().execute(async (trx) => {
          await sql`set local track_functions = 'pl'`.execute(trx);
          const count = async () => {
            const found = await sql<{ name: string; calls: string | null }>`select proname as name, pg_stat_get_xact_function_calls(oid) as calls from pg_proc where proname like 'admin_gen_%'`.execute(trx);
            return new Map(found.rows.map((row) => [row.name, Number(row.calls ?? 0)]));
          };
          const before = await count();
          await trx.insertInto('generated').values(rows).execute();
          const after = await count();
          await trx.deleteFrom('generated').execute();
          return Object.fromEntries([...after].map(([name, total]) => [name, total - (before.get(name) ?? 0)]));
        });
      // Prices in cents (x.50, x.25 too) times quantities, over quantities: products and 17-digit quotients, none a tie.
      const typical = Array.from({ length: 200 }, (_, i): Row => ({ _id: String(i), a: ((i * 7919) % 100_000) / 100, b: null, c: 1 + (i % 50), d: 1 + (i % 7) }));
      expect(await calls(typical)).toEqual({ admin_gen_apply: 0, admin_gen_apply_ieee: 0, admin_gen_round15: 0 });
      // A tie at the 16th digit is checked by the function; a value out of range goes the exact way.
      expect(await calls([{ _id: 't', a: 123456789012345.5, b: null, c: 1, d: 1 }])).toEqual({ admin_gen_apply: 0, admin_gen_apply_ieee: 0, admin_gen_round15: 2 });
      expect(await calls([{ _id: 'o', a: 1e200, b: null, c: 1, d: 1 }])).toMatchObject({ admin_gen_apply: 2, admin_gen_round15: 2 });
    } finally {
      await store.dispose();
    }
  });
});
