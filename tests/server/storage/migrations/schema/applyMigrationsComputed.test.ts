// Computed fields through the migration engine, on both stores: adding computed fields to entities that hold rows
// computes every stored row (a line's amount, its invoice's totals), and a new expression computes them again. A
// line's amount reads only its row, so it is a generated column: SQL by hand moves it, its list index stays through
// every change, and making it a typed field keeps its values (then computed again, the database's once more).
import { emitMigrations } from '../../../../../generator/emit/index.js';
import { loadSchemas } from '../../../../../generator/index.js';
import type { EntitySchemaInput, NormalizeResult } from '../../../../../generator/index.js';
import { applyMigrations } from '../../../../../runtime/server/storage/index.js';
import type { MigrationFile } from '../../../../../runtime/shared/migrations/index.js';
import { CLINIC_SCHEMAS_DIR } from '../../../../fixtures/clinic/clinicModel.js';
import { buildFixtureModel } from '../../../../fixtures/buildFixtureModel.js';
import { sql } from 'kysely';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../../testStores.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents edited as a maintainer would
type Json = any;

const loaded = loadSchemas(CLINIC_SCHEMAS_DIR);

/** The clinic as a build sees it after `edit` changes copies of its schemas. */
function build(edit: (invoice: Json, line: Json) => void): NormalizeResult {
  const schemas = loaded.entities.filter((file) => file.source.startsWith('schemas/')).map((file) => structuredClone(file.data) as Json);
  edit(schemas.find((schema) => schema.entity === 'invoice'), schemas.find((schema) => schema.entity === 'invoiceLine'));
  return buildFixtureModel(schemas as EntitySchemaInput[], loaded.app!.data as Json);
}

/** v1: no computed field at all (the columns do not exist); v2: the fixture; v3: the line's amount doubled. */
const v1 = build((invoice, line) => {
  for (const name of ['subtotal', 'total', 'lineCount']) delete invoice.fields[name];
  delete invoice.computed;
  invoice.grids.invoices.columns = invoice.grids.invoices.columns.filter((column: Json) => column.field === 'customer');
  invoice.forms.create.fields = ['customer', 'discount'];
  invoice.forms.edit.fields = ['customer', 'discount'];
  delete line.fields.amount;
  delete line.computed;
  line.grids.invoiceLines.columns = line.grids.invoiceLines.columns.filter((column: Json) => column.field !== 'amount');
  line.forms.create.fields = line.forms.create.fields.filter((name: string) => name !== 'amount');
});
const v2 = build(() => {});
const v3 = build((_invoice, line) => (line.computed.amount = 'quantity * price * 2'));
/** v4: the amount typed in (no longer computed); v5: computed again, as in v2. */
const v4 = build((invoice, line) => {
  invoice.computed.subtotal = 'sum(lines.amount)';
  delete line.computed;
});
const v5 = build(() => {});

/** Whether the store computes the column itself, and the list indexes holding it. */
async function describeColumn(database: TestDatabase['database'], table: string, column: string): Promise<{ generated: boolean; indexed: boolean }> {
  if (database.dialect === 'sqlite') {
    const hidden = (await sql<{ hidden: number }>`select hidden from pragma_table_xinfo(${table}) where name = ${column}`.execute(database.db)).rows[0]!.hidden;
    const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} and sql like ${`%"${column}"%`}`.execute(database.db);
    return { generated: hidden === 3, indexed: indexes.rows.length > 0 };
  }
  const generated = (await sql<{ generated: string }>`select is_generated as generated from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(database.db)).rows[0]!.generated;
  const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table} and indexdef like ${`%${column}%`}`.execute(database.db);
  return { generated: generated === 'ALWAYS', indexed: indexes.rows.length > 0 };
}

function migrationsOf(...versions: NormalizeResult[]): MigrationFile[] {
  let migrations: MigrationFile[] = [];
  for (const version of versions) {
    const emitted = emitMigrations(version.entities, version.migrationHints, migrations);
    if (emitted.created) migrations = [...migrations, emitted.created];
  }
  return migrations;
}

describe.each(getTestDialects())('computed fields in migrations [%s]', (dialect) => {
  it('adding them computes every stored row; a new expression computes them again', async () => {
    const store = await createTestDatabase(dialect);
    try {
      const { db } = store.database;
      await applyMigrations(store.database, migrationsOf(v1), v1.entities);
      await db.insertInto('invoices').values([{ _id: 'i1', customer: 'Ana', discount: 10 }, { _id: 'i2', customer: 'Luis', discount: 0 }]).execute();
      await db.insertInto('invoice_lines').values([
        { _id: 'l1', invoice: 'i1', description: 'Vacuna', quantity: 2, price: 20 },
        { _id: 'l2', invoice: 'i1', description: 'Consulta', quantity: 1, price: 30 },
      ]).execute();

      const second = migrationsOf(v1, v2);
      expect(second.at(-1)!.steps.map((step) => `${step.kind} ${'field' in step ? step.field : ''}`)).toEqual(['addField subtotal', 'addField total', 'addField lineCount', 'addField amount']);
      await applyMigrations(store.database, second, v2.entities);
      const invoices = async () => (await db.selectFrom('invoices').select(['_id', 'subtotal', 'total', 'lineCount']).orderBy('_id').execute()).map((row) => ({ ...row, lineCount: Number(row.lineCount) }));
      const amounts = async () => (await db.selectFrom('invoice_lines').select(['_id', 'amount']).orderBy('_id').execute()).map((row) => [row._id, row.amount]);
      expect(await amounts()).toEqual([['l1', 40], ['l2', 30]]);
      expect(await invoices()).toEqual([{ _id: 'i1', subtotal: 70, total: 63, lineCount: 2 }, { _id: 'i2', subtotal: 0, total: 0, lineCount: 0 }]);

      const third = migrationsOf(v1, v2, v3);
      expect(third.at(-1)!.steps).toMatchObject([{ kind: 'changeField', field: 'amount', from: { computed: 'quantity * price' }, to: { computed: 'quantity * price * 2' } }]);
      await applyMigrations(store.database, third, v3.entities);
      expect(await amounts()).toEqual([['l1', 80], ['l2', 60]]);
      expect((await invoices())[0]).toEqual({ _id: 'i1', subtotal: 140, total: 126, lineCount: 2 });
    } finally {
      await store.dispose();
    }
  });
  it("the line's amount is a generated column: SQL by hand moves it, and it becomes typed and computed again keeping its index and values", async () => {
    const store = await createTestDatabase(dialect);
    try {
      const { db } = store.database;
      await applyMigrations(store.database, migrationsOf(v2), v2.entities);
      await db.insertInto('invoices').values({ _id: 'i1', customer: 'Ana', discount: 10 }).execute();
      await db.insertInto('invoice_lines').values([
        { _id: 'l1', invoice: 'i1', description: 'Vacuna', quantity: 2, price: 20 },
        { _id: 'l2', invoice: 'i1', description: 'Consulta', quantity: 1, price: 30 },
      ]).execute();
      const invoices = async () => (await db.selectFrom('invoices').select(['_id', 'subtotal', 'total', 'lineCount']).orderBy('_id').execute()).map((row) => ({ ...row, lineCount: Number(row.lineCount) }));
      const amounts = async () => (await db.selectFrom('invoice_lines').select(['_id', 'amount']).orderBy('_id').execute()).map((row) => [row._id, row.amount]);
      expect(await amounts()).toEqual([['l1', 40], ['l2', 30]]);
      expect(await describeColumn(store.database, 'invoice_lines', 'amount')).toEqual({ generated: true, indexed: true });
      // Written by hand, a line's amount follows; setting it is the database's refusal.
      await db.updateTable('invoice_lines').set({ quantity: 3 }).where('_id', '=', 'l2').execute();
      expect(await amounts()).toEqual([['l1', 40], ['l2', 90]]);
      await expect(db.updateTable('invoice_lines').set({ amount: 1 }).execute()).rejects.toThrow(/generated|DEFAULT/);

      const fourth = migrationsOf(v2, v4);
      expect(fourth.at(-1)!.steps).toMatchObject([{ kind: 'changeField', field: 'amount', from: { computed: 'quantity * price' }, to: {} }]);
      await applyMigrations(store.database, fourth, v4.entities);
      expect(await describeColumn(store.database, 'invoice_lines', 'amount')).toEqual({ generated: false, indexed: true });
      expect(await amounts()).toEqual([['l1', 40], ['l2', 90]]);
      await db.updateTable('invoice_lines').set({ amount: 7 }).where('_id', '=', 'l1').execute();
      expect(await amounts()).toEqual([['l1', 7], ['l2', 90]]);

      const fifth = migrationsOf(v2, v4, v5);
      await applyMigrations(store.database, fifth, v5.entities);
      expect(await describeColumn(store.database, 'invoice_lines', 'amount')).toEqual({ generated: true, indexed: true });
      expect(await amounts()).toEqual([['l1', 40], ['l2', 90]]);
      expect((await invoices())[0]).toEqual({ _id: 'i1', subtotal: 130, total: 117, lineCount: 2 });
    } finally {
      await store.dispose();
    }
  });
  it('a view reading the column stops a new expression with a message naming it, and nothing changes', async () => {
    const store = await createTestDatabase(dialect);
    try {
      const { db } = store.database;
      await applyMigrations(store.database, migrationsOf(v2), v2.entities);
      await db.insertInto('invoices').values({ _id: 'i1', customer: 'Ana', discount: 0 }).execute();
      await db.insertInto('invoice_lines').values({ _id: 'l1', invoice: 'i1', description: 'Vacuna', quantity: 2, price: 20 }).execute();
      await sql`create view line_amounts as select "_id", "amount" from invoice_lines`.execute(db);
      await expect(applyMigrations(store.database, migrationsOf(v2, v3), v3.entities)).rejects.toThrow(/view "line_amounts" reads .*Nothing was changed/);
      expect((await sql<{ amount: number }>`select "amount" from line_amounts`.execute(db)).rows).toEqual([{ amount: 40 }]);
      expect(await describeColumn(store.database, 'invoice_lines', 'amount')).toEqual({ generated: true, indexed: true });
      await sql`drop view line_amounts`.execute(db);
      await applyMigrations(store.database, migrationsOf(v2, v3), v3.entities);
      expect((await db.selectFrom('invoice_lines').select('amount').executeTakeFirstOrThrow()).amount).toBe(80);
    } finally {
      await store.dispose();
    }
  });
});
