// A PostgreSQL store made by an earlier release converges on start: its generated columns called a PL/pgSQL function
// per operation and row (admin_gen_apply, admin_gen_round15) where rows of typical values now take native arithmetic.
// The start replaces the functions, rebuilds the columns from the new expression and keeps every row and value.
// (SQLite's generated SQL did not change: its stores have nothing to converge.)
import { sql } from 'kysely';
import { emitMigrations } from '../../../../generator/emit/index.js';
import type { EntitySchemaInput } from '../../../../generator/index.js';
import { applyMigrations } from '../../../../runtime/server/storage/index.js';
import { getGeneratedColumnSql } from '../../../../runtime/server/storage/generated/migrateGeneratedColumns.js';
import { getEngine } from '../../../../runtime/server/storage/getEngine.js';
import { computeFields, getComputedFields } from '../../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../../fixtures/buildFixtureModel.js';
import { createTestDatabase, getTestDialects } from '../../testStores.js';

// An invoice line as the clinic fixture has it, alone: its amount is the generated column.
const model = buildFixtureModel([
  {
    entity: 'invoiceLine',
    label: { one: 'línea', many: 'Líneas' },
    fields: {
      _id: { type: 'string', title: 'Id', readOnly: true },
      description: { type: 'string', title: 'Concepto' },
      quantity: { type: 'integer', title: 'Cantidad' },
      price: { type: 'number', title: 'Precio' },
      amount: { type: 'number', title: 'Importe' },
    },
    computed: { amount: 'quantity * price' },
  } as unknown as EntitySchemaInput,
]);
const migrations = [emitMigrations(model.entities, model.migrationHints, []).created!];
const line = model.entities.find((entity) => entity.entity === 'invoiceLine')!;

// What the earlier release wrote: its rounding function and the line's amount column.
const LEGACY_ROUND15 = `create or replace function admin_gen_round15(x double precision) returns double precision
language plpgsql immutable strict as $$
declare
  rounded numeric; exponent integer; unit numeric; half numeric; shift integer; scaled numeric;
begin
  if x = 'NaN' or x = 'Infinity' or x = '-Infinity' then return null; end if;
  if x = 0 then return 0; end if;
  rounded := x::numeric;
  -- Rounding may pass the largest double (1.7976931348623157e308 → 1.79769313486232e308): empty, as on the server.
  if abs(rounded) > 1.7976931348623157e308 then return null; end if;
  if abs(x) < 1e-8 or abs(x) >= 1e17 then return rounded::double precision; end if;
  exponent := floor(log(abs(x)));
  if ('1e' || exponent)::numeric > abs(rounded) then exponent := exponent - 1;
  elsif ('1e' || (exponent + 1))::numeric <= abs(rounded) then exponent := exponent + 1; end if;
  unit := ('1e' || (exponent - 14))::numeric;
  half := rounded + sign(x)::numeric * unit / 2;
  -- x times 2^shift is an integer below 2^55 (a bigint, exactly), so x equals the tie exactly when the products agree.
  shift := 53 - floor(ln(abs(x)) / ln(2));
  scaled := (x * power(2::double precision, shift))::bigint::numeric;
  if (shift >= 0 and half * power(2::numeric, shift) = scaled) or (shift < 0 and half = scaled * power(2::numeric, -shift)) then
    return (rounded + sign(x)::numeric * unit)::double precision;
  end if;
  return rounded::double precision;
end $$`;
const LEGACY_AMOUNT = `admin_gen_round15(admin_gen_apply(nullif(nullif(nullif(cast("quantity" as double precision), 'NaN'), 'Infinity'), '-Infinity'), '*', nullif(nullif(nullif(cast("price" as double precision), 'NaN'), 'Infinity'), '-Infinity')))`;

const body = (statement: string) => /\$\$([\s\S]*)\$\$/.exec(statement)![1]!;

describe.runIf(getTestDialects().includes('postgres'))('migrateGeneratedColumns: a store of the earlier release [postgres]', () => {
  it('on start gets the new functions and columns, every row and value kept', async () => {
    const store = await createTestDatabase('postgres');
    try {
      const { db } = store.database;
      await applyMigrations(store.database, migrations, model.entities);
      // Typical lines, a tie at the 16th digit, an overflow (empty) and an empty price.
      const lines = [
        { _id: 'l1', quantity: 3, price: 19.99 },
        { _id: 'l2', quantity: 7, price: 0.1 },
        { _id: 'l3', quantity: 1, price: 123456789012345.5 },
        { _id: 'l4', quantity: 10, price: 1.7976931348623157e308 },
        { _id: 'l5', quantity: 2, price: null },
      ];
      // The earlier release: its function, its column (dropped and made as it made it, with its comment).
      await sql.raw(LEGACY_ROUND15).execute(db);
      await sql`alter table invoice_lines drop column amount`.execute(db);
      await sql.raw(`alter table invoice_lines add column amount double precision generated always as (${LEGACY_AMOUNT}) stored`).execute(db);
      await sql.raw(`comment on column invoice_lines.amount is 'admin-gen computed: ${LEGACY_AMOUNT.replace(/'/g, "''")}'`).execute(db);
      await db.insertInto('invoice_lines').values(lines.map((row) => ({ ...row, description: `Línea ${row._id}` }))).execute();
      const read = async () => (await db.selectFrom('invoice_lines').select(['_id', 'description', 'quantity', 'price', 'amount']).orderBy('_id').execute()).map((row) => ({ ...row, quantity: Number(row.quantity) }));
      const before = await read();
      expect(before.map((row) => row.amount)).toEqual(lines.map((row) => computeFields(getComputedFields(line), row).amount));

      await applyMigrations(store.database, migrations, model.entities);

      const expression = getGeneratedColumnSql(store.database, line, 'amount')!;
      const comment = await sql<{ comment: string }>`select col_description('invoice_lines'::regclass, attnum) as comment from pg_attribute where attrelid = 'invoice_lines'::regclass and attname = 'amount'`.execute(db);
      expect(comment.rows[0]!.comment).toBe(`admin-gen computed: ${expression}`);
      const round15 = getEngine('postgres').generatedSql.setup.find((statement) => statement.includes('function admin_gen_round15'))!;
      const source = await sql<{ source: string }>`select prosrc as source from pg_proc where proname = 'admin_gen_round15'`.execute(db);
      expect(source.rows.map((row) => row.source)).toEqual([body(round15)]);
      expect(body(round15)).not.toBe(body(LEGACY_ROUND15));
      expect(await read()).toEqual(before);
      // A row written after computes as the server does.
      await db.insertInto('invoice_lines').values({ _id: 'l6', description: 'Nueva', quantity: 3, price: 2.675 }).execute();
      expect((await read()).at(-1)!.amount).toBe(computeFields(getComputedFields(line), { quantity: 3, price: 2.675 }).amount);
      // A second start changes nothing more.
      await applyMigrations(store.database, migrations, model.entities);
      expect((await read()).slice(0, 5)).toEqual(before);
    } finally {
      await store.dispose();
    }
  });
});
