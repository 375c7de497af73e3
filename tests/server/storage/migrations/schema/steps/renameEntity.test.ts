// renameEntity renames the table in place: rows, counts (renamed, not recounted), keys pointing at it, its indexes
// (PostgreSQL: the same index under its new name) and the audit log's entity follow; a taken table name is a risk.
import { sql } from 'kysely';
import type { Database } from '../../../../../../runtime/server/index.js';
import { applyMigrations, planMigrations } from '../../../../../../runtime/server/storage/index.js';
import { getTestDialects } from '../../../../testStores.js';
import { getColumnChecksum, getSiteVersions, readIndexOids, useVersionOneStore } from '../migrationSite.js';

const [, v2] = getSiteVersions();


async function readKeyTargets(database: Database, table: string): Promise<string[]> {
  if (database.dialect === 'sqlite') return (await sql<{ from: string; table: string }>`select "from", "table" from pragma_foreign_key_list(${table})`.execute(database.db)).rows.map((row) => `${row.from} → ${row.table}`).sort();
  const rows = await sql<{ def: string }>`select pg_get_constraintdef(oid) as def from pg_constraint where contype = 'f' and conrelid = ${table}::regclass`.execute(database.db);
  return rows.rows.map((row) => row.def).sort();
}

for (const dialect of getTestDialects()) {
  describe(`renameEntity [${dialect}]`, () => {
    const store = useVersionOneStore(dialect);

    it('moves the rows, their counts (not recounted), the keys pointing at the table and its indexes to the new name', async () => {
      const { database } = store();
      const ids = await getColumnChecksum(database, 'authors', '_id');
      // A count no recount would give: the rename must carry it over as it is.
      await sql`update admin_row_counts set row_count = 999 where table_name = 'authors'`.execute(database.db);
      await sql`update admin_value_counts set row_count = row_count + 100 where table_name = 'authors' and field = 'country' and value <> '*'`.execute(database.db);
      const values = (await sql<{ value: string; row_count: number }>`select value, row_count from admin_value_counts where table_name = 'authors' and field = 'country' order by value`.execute(database.db)).rows;
      const oids = dialect === 'postgres' ? await readIndexOids(database, 'authors') : undefined;
      await database.db.insertInto('audit_log').values({ _id: 'e1', at: '2026-01-01T00:00:00.000Z', entity: 'author', recordId: 'a000', action: 'update', changes: JSON.stringify({ country: { from: 'es', to: 'mx' } }) }).execute();

      await applyMigrations(database, v2.migrations, v2.entities);
      expect(await getColumnChecksum(database, 'writers', '_id')).toBe(ids);
      expect((await sql<{ n: number }>`select row_count as n from admin_row_counts where table_name = 'writers'`.execute(database.db)).rows.map((row) => Number(row.n))).toEqual([999]);
      const moved = (await sql<{ value: string; row_count: number }>`select value, row_count from admin_value_counts where table_name = 'writers' and field = 'country' order by value`.execute(database.db)).rows;
      expect(moved.map((row) => [row.value, Number(row.row_count)])).toEqual(values.map((row) => [row.value, Number(row.row_count)]));
      expect((await sql`select 1 from admin_row_counts where table_name = 'authors' union all select 1 from admin_value_counts where table_name = 'authors'`.execute(database.db)).rows).toEqual([]);
      // Another table's key points at the new name.
      expect((await readKeyTargets(database, 'books')).join('\n')).toMatch(/writers/);
      expect((await readKeyTargets(database, 'books')).join('\n')).not.toMatch(/authors/);
      if (oids) {
        // The list indexes are the same ones, renamed (no build, no duplicate).
        const renamed = await readIndexOids(database, 'writers');
        expect(renamed.get('writers__country__id__list')).toBe(oids.get('authors__country__id__list'));
        expect([...renamed.keys()].filter((name) => name.startsWith('authors'))).toEqual([]);
      }
      expect(await database.db.selectFrom('audit_log').select(['entity', 'recordId']).execute()).toEqual([{ entity: 'writer', recordId: 'a000' }]);
      // The new name's triggers count new rows.
      await database.db.insertInto('writers').values({ _id: 'w-new', fullName: 'Nueva', country: 'es' }).execute();
      expect((await sql<{ n: number }>`select row_count as n from admin_row_counts where table_name = 'writers'`.execute(database.db)).rows.map((row) => Number(row.n))).toEqual([1000]);
    });

    it('a table already holding the new name is a risk with no resolution: the plan names it', async () => {
      const { database } = store();
      await sql`create table writers ("_id" text primary key)`.execute(database.db);
      await sql`insert into writers ("_id") values ('x')`.execute(database.db);
      const plan = await planMigrations(database, v2.migrations, v2.entities);
      expect(plan.needsDecision).toBe(true);
      expect(plan.steps[0]).toMatchObject({
        migration: '0002_writer_book',
        number: 1,
        summary: 'rename author → writer (table authors → writers)',
        rows: 12,
        risks: [{ code: 'nameTaken', count: 1, resolution: null, en: expect.stringContaining('writer (schemas/writer.json#/renamedFrom): table writers exists already with 1 rows') }],
      });
    });
  });
}
