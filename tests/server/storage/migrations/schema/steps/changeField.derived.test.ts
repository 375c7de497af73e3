// A field whose values change kind takes what the store derived from it along: its folded key, search index, list
// indexes and maintained counts are built again for the field as it now is, on both stores, and PostgreSQL never
// answers with a raw SQL error (a folded key over a bigint column, `translate(bigint, …)`).
import { sql } from 'kysely';
import { getFoldColumn, getListIndexName, getListStorage, readValueCount, toStoredValue } from '../../../../../../runtime/server/storage/index.js';
import { getSearchTable } from '../../../../../../runtime/server/storage/migrations/migrateListStorage.js';
import { hasTable } from '../../../../../../runtime/server/storage/common/hasTable.js';
import { changeField } from '../../../../../../runtime/server/storage/migrations/schema/steps/changeField.js';
import type { EntityDefinition } from '../../../../../../runtime/shared/index.js';
import type { MigrationStep } from '../../../../../../runtime/shared/migrations/index.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../../../../testStores.js';
import { applySteps, buildEntity, checksum, createStoreWith, getFieldModel, planStep, readValues, seed, type FieldSchema } from './stepFixtures.js';

type ChangeFieldStep = Extract<MigrationStep, { kind: 'changeField' }>;

/** A listed entity: `code` sorted (and searched when text), `flag` filtered by one value (its rows counted). */
function listed(code: FieldSchema, flag: FieldSchema, codeFilter: boolean, flagFilter: 'select' | 'boolean'): EntityDefinition {
  return buildEntity(
    'listed',
    { code: { title: 'Código', ...code } as FieldSchema, flag: { title: 'Marca', ...flag } as FieldSchema },
    {
      endpoints: { list: { kind: 'list', method: 'GET', path: '/listeds' } },
      grids: {
        listeds: {
          title: 'Listados',
          route: '/listeds',
          dataSource: 'list',
          columns: [{ field: 'code', sort: true, ...(codeFilter && { filter: 'text' }) }, { field: 'other' }, { field: 'flag', filter: flagFilter }],
        },
      },
    } as never,
  );
}

const textual = listed({ type: 'string' }, { type: 'string', oneOf: [{ const: 'true', title: 'Sí' }, { const: 'false', title: 'No' }] } as FieldSchema, true, 'select');
const typed = listed({ type: 'integer' }, { type: 'boolean' }, false, 'boolean');

async function columnsOf(test: TestDatabase, table: string): Promise<string[]> {
  const result =
    test.database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_xinfo(${table})`.execute(test.database.db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(test.database.db);
  return result.rows.map((row) => row.name).sort();
}

async function indexesOf(test: TestDatabase, table: string): Promise<string[]> {
  const result =
    test.database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(test.database.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(test.database.db);
  return result.rows.map((row) => row.name);
}

function steps(from: EntityDefinition, to: EntityDefinition): ChangeFieldStep[] {
  return ['code', 'flag'].map((field) => ({ kind: 'changeField', entity: 'listed', table: from.table, field, from: getFieldModel(from, field), to: getFieldModel(to, field) }));
}

for (const dialect of getTestDialects()) {
  describe(`changeField and derived objects [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(() => store.dispose());

    it('text → integer and back: folded key, search, list indexes and value counts follow the field', async () => {
      const { database } = store;
      await createStoreWith(database, [textual]);
      await seed(database, textual, 'code', ['12', '7', null, '12', '300'], (index) => ({ flag: index % 2 === 0 ? 'true' : 'false' }));
      expect(await columnsOf(store, textual.table)).toContain(getFoldColumn('code'));
      const untouched = await checksum(database, textual.table, ['other']);

      const forward = steps(textual, typed);
      for (const step of forward) expect((await planStep(changeField, step, database, [typed])).risks).toEqual([]);
      await applySteps(database, [typed], async (context) => {
        for (const step of forward) await changeField.apply(step, context);
      });
      expect(await readValues(database, textual.table, 'code', 'integer')).toEqual([12, 7, null, 12, 300]);
      expect(await readValues(database, textual.table, 'flag', 'boolean')).toEqual([true, false, true, false, true]);
      expect(await checksum(database, textual.table, ['other'])).toBe(untouched);
      expect(await columnsOf(store, textual.table)).not.toContain(getFoldColumn('code'));
      const indexes = await indexesOf(store, textual.table);
      for (const index of getListStorage(typed, typed.grids).indexes) expect(indexes).toContain(getListIndexName(typed.table, index));
      expect(await hasTable(database, getSearchTable(typed.table))).toBe(false);
      // The counts are the rows' own after the change, and follow a write made after it.
      const flag = typed.fields.find((field) => field.name === 'flag')!;
      expect(await readValueCount(database, typed.table, flag, toStoredValue(dialect, 'boolean', true))).toBe(3);
      await database.db.insertInto(typed.table).values({ _id: 'n1', code: 5, flag: toStoredValue(dialect, 'boolean', true) }).execute();
      expect(await readValueCount(database, typed.table, flag, toStoredValue(dialect, 'boolean', true))).toBe(4);
      await database.db.deleteFrom(typed.table).where('_id', '=', 'n1').execute();

      const back = steps(typed, textual);
      await applySteps(database, [textual], async (context) => {
        for (const step of back) await changeField.apply(step, context);
      });
      expect(await readValues(database, textual.table, 'code', 'text')).toEqual(['12', '7', null, '12', '300']);
      expect(await readValues(database, textual.table, 'flag', 'text')).toEqual(['true', 'false', 'true', 'false', 'true']);
      const folded = await sql<{ code: string | null }>`select ${sql.ref(getFoldColumn('code'))} as code from ${sql.table(textual.table)} order by "_id"`.execute(database.db);
      expect(folded.rows.map((row) => row.code)).toEqual(['12', '7', null, '12', '300']);
      const textFlag = textual.fields.find((field) => field.name === 'flag')!;
      expect(await readValueCount(database, textual.table, textFlag, 'true')).toBe(3);
      if (dialect === 'sqlite') {
        const found = await sql<{ id: string }>`select t."_id" as id from ${sql.table(getSearchTable(textual.table))} s join ${sql.table(textual.table)} t on t.rowid = s.rowid where ${sql.table(getSearchTable(textual.table))} match '"300"'`.execute(database.db);
        expect(found.rows).toEqual([{ id: 'r04' }]);
      } else {
        const found = await sql<{ id: string }>`select "_id" as id from ${sql.table(getSearchTable(textual.table))} where ${sql.ref(getFoldColumn('code'))} like '%300%'`.execute(database.db);
        expect(found.rows).toEqual([{ id: 'r04' }]);
      }
      expect(await checksum(database, textual.table, ['other'])).toBe(untouched);
    });

    it('an enum sorted by its titles, text → integer: the index over its rank goes with the column and comes back for the new values', async () => {
      const { database } = store;
      const options = (value: (code: number) => string | number) => [[1, 'Uno'], [2, 'Dos'], [3, 'Tres']].map(([code, title]) => ({ const: value(code as number), title }));
      const flag = { type: 'string', oneOf: [{ const: 'true', title: 'Sí' }, { const: 'false', title: 'No' }] } as FieldSchema;
      const from = listed({ type: 'string', oneOf: options(String) } as FieldSchema, flag, false, 'select');
      const to = listed({ type: 'integer', oneOf: options(Number) } as FieldSchema, flag, false, 'select');
      const rankIndexes = async (entity: EntityDefinition) => {
        const wanted = getListStorage(entity, entity.grids).indexes.filter((index) => index.some((column) => column.rank)).map((index) => getListIndexName(entity.table, index));
        expect(wanted).toHaveLength(1);
        return { wanted: wanted[0]!, present: (await indexesOf(store, entity.table)).filter((name) => name.includes('__rank_')) };
      };
      await createStoreWith(database, [from]);
      await seed(database, from, 'code', ['3', '1', null, '2'], () => ({ flag: 'true' }));
      const before = await rankIndexes(from);
      expect(before.present).toEqual([before.wanted]);
      const forward = steps(from, to).filter((step) => step.field === 'code');
      await applySteps(database, [to], async (context) => {
        for (const step of forward) await changeField.apply(step, context);
      });
      expect(await readValues(database, from.table, 'code', 'integer')).toEqual([3, 1, null, 2]);
      const after = await rankIndexes(to);
      expect(after.wanted).not.toBe(before.wanted);
      expect(after.present).toEqual([after.wanted]);
    });
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres('changeField and derived objects');
