// Computed fields through the migration engine, on both stores: adding computed fields to entities that hold rows
// computes every stored row (a line's amount, its invoice's totals), and a new expression computes them again.
import { emitMigrations } from '../../../../../generator/emit/index.js';
import { loadSchemas } from '../../../../../generator/index.js';
import type { EntitySchemaInput, NormalizeResult } from '../../../../../generator/index.js';
import { applyMigrations } from '../../../../../runtime/server/storage/index.js';
import type { MigrationFile } from '../../../../../runtime/shared/migrations/index.js';
import { CLINIC_SCHEMAS_DIR } from '../../../../fixtures/clinic/clinicModel.js';
import { buildFixtureModel } from '../../../../fixtures/buildFixtureModel.js';
import { createTestDatabase, getTestDialects } from '../../../testStores.js';

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
});
