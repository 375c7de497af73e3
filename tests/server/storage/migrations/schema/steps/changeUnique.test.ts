// changeUnique on both stores: a new unique set over repeated rows is a duplicates risk naming them (no decision gets
// through); a removed set's unique index is dropped, and the converge does not make it again.
import { sql } from 'kysely';
import { getUniqueIndexName } from '../../../../../../runtime/server/storage/migrations/getUniqueIndexName.js';
import { changeUnique } from '../../../../../../runtime/server/storage/migrations/schema/steps/changeUnique.js';
import type { MigrationStep } from '../../../../../../runtime/shared/migrations/index.js';
import { createTestDatabase, getTestDialects, reportMissingPostgres, type TestDatabase } from '../../../../testStores.js';
import { applyStep, buildEntity, createStoreWith, planStep, seed } from './stepFixtures.js';

type ChangeUniqueStep = Extract<MigrationStep, { kind: 'changeUnique' }>;

async function indexNames(test: TestDatabase, table: string): Promise<string[]> {
  const result =
    test.database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(test.database.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(test.database.db);
  return result.rows.map((row) => row.name);
}

for (const dialect of getTestDialects()) {
  describe(`changeUnique [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(() => store.dispose());

    const fields = { code: { title: 'Código', type: 'string' }, size: { title: 'Talla', type: 'integer' } } as const;

    it('counts the rows that share a new set, shows them with their values, and offers no way but fixing them', async () => {
      const { database } = store;
      const before = buildEntity('sku', fields);
      const after = buildEntity('sku', fields, { unique: [['code', 'size']] } as never);
      await createStoreWith(database, [before]);
      await seed(database, before, 'code', ['a', 'a', 'b', 'a', null, null], (index) => ({ size: [1, 1, 1, 2, 1, 1][index] }));
      const step: ChangeUniqueStep = { kind: 'changeUnique', entity: 'sku', table: before.table, from: [], to: [['code', 'size']] };
      const plan = await planStep(changeUnique, step, database, [after]);
      expect(plan.rows).toBe(6);
      expect(plan.risks).toMatchObject([
        {
          code: 'duplicates',
          count: 2,
          resolution: null,
          examples: [
            { id: 'r00', value: { code: 'a', size: 1 } },
            { id: 'r01', value: { code: 'a', size: 1 } },
          ],
        },
      ]);
      expect(plan.risks[0]!.en).toContain('sku.code+size (schemas/sku.json#/unique)');
      expect(plan.risks[0]!.way).toContain('_id "r00", _id "r01"');

      await database.db.updateTable(before.table).set({ size: 3 }).where('_id', '=', 'r01').execute();
      expect((await planStep(changeUnique, step, database, [after])).risks).toEqual([]);
      await applyStep(changeUnique, step, database, [after]);
      expect(await indexNames(store, before.table)).toContain(getUniqueIndexName(before.table, ['code', 'size']));
    });

    it('drops a removed set’s unique index', async () => {
      const { database } = store;
      const before = buildEntity('tag', fields, { unique: [['code']] } as never);
      const after = buildEntity('tag', fields);
      await createStoreWith(database, [before]);
      const name = getUniqueIndexName(before.table, ['code']);
      expect(await indexNames(store, before.table)).toContain(name);
      const step: ChangeUniqueStep = { kind: 'changeUnique', entity: 'tag', table: before.table, from: [['code']], to: [] };
      expect((await planStep(changeUnique, step, database, [after])).notes.join(' ')).toContain(`${name} is dropped`);
      await applyStep(changeUnique, step, database, [after]);
      expect(await indexNames(store, before.table)).not.toContain(name);
      await seed(database, after, 'code', ['x', 'x']);
    });
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres('changeUnique');
