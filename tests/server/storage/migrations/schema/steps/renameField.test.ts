// renameField renames the column in place: its values, folded key, indexes (PostgreSQL: renamed, not rebuilt), link
// table rows and value counts follow; the audit log's changes name it anew; a taken column name is a risk.
import { sql } from 'kysely';
import { applyMigrations, planMigrations } from '../../../../../../runtime/server/storage/index.js';
import { getTestDialects } from '../../../../testStores.js';
import { getColumnChecksum, getSiteVersions, readIndexOids, useVersionOneStore } from '../migrationSite.js';

const [, v2] = getSiteVersions();


for (const dialect of getTestDialects()) {
  describe(`renameField [${dialect}]`, () => {
    const store = useVersionOneStore(dialect);

    it('keeps every value, its folded key, link rows and counts, and renames the audit changes of that entity only', async () => {
      const { database } = store();
      const titles = await getColumnChecksum(database, 'books', 'title');
      const folded = await getColumnChecksum(database, 'books', 'title__fold');
      const links = (await sql`select owner_id, target_id from books__tags order by 1, 2`.execute(database.db)).rows;
      const active = (await sql<{ value: string; n: number }>`select value, row_count as n from admin_value_counts where table_name = 'authors' and field = 'active' order by value`.execute(database.db)).rows;
      const oids = dialect === 'postgres' ? await readIndexOids(database, 'books') : undefined;
      const entry = (id: string, entity: string, changes: object) => ({ _id: id, at: `2026-01-0${id.slice(1)}T00:00:00.000Z`, entity, recordId: 'r', action: 'update', changes: JSON.stringify(changes) });
      await database.db
        .insertInto('audit_log')
        .values([
          entry('e1', 'book', { title: { from: 'A', to: 'B' }, pages: { to: 3 } }),
          entry('e2', 'tag', { title: { from: 'unrelated' } }),
          entry('e3', 'book', { isbn: { to: '1' } }),
        ])
        .execute();

      await applyMigrations(database, v2.migrations, v2.entities);
      expect(await getColumnChecksum(database, 'books', 'heading')).toBe(titles);
      expect(await getColumnChecksum(database, 'books', 'heading__fold')).toBe(folded);
      expect((await sql`select owner_id, target_id from books__labels order by 1, 2`.execute(database.db)).rows).toEqual(links);
      const moved = (await sql<{ value: string; n: number }>`select value, row_count as n from admin_value_counts where table_name = 'writers' and field = 'enabled' order by value`.execute(database.db)).rows;
      expect(moved.map((row) => [row.value, Number(row.n)])).toEqual(active.map((row) => [row.value, Number(row.n)]));
      if (oids) {
        const renamed = await readIndexOids(database, 'books');
        expect(renamed.get('books__heading__fold__id__list')).toBe(oids.get('books__title__fold__id__list'));
        // The reference has no index of its own (its filter's list index serves it): that one is renamed in place too.
        expect(oids.get('books__author__id__list')).toBeDefined();
        expect(renamed.get('books__writer__id__list')).toBe(oids.get('books__author__id__list'));
        expect([...renamed.keys()].filter((name) => /title|author|tags/.test(name))).toEqual([]);
      }
      const audit = await sql<{ _id: string; changes: unknown }>`select "_id", changes from audit_log order by "_id"`.execute(database.db);
      expect(audit.rows.map((row) => [row._id, typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes])).toEqual([
        ['e1', { heading: { from: 'A', to: 'B' }, pages: { to: 3 } }],
        ['e2', { title: { from: 'unrelated' } }],
        ['e3', { isbn: { to: '1' } }],
      ]);
      // The link table's triggers came back on the renamed column.
      await database.db.updateTable('books').set({ labels: JSON.stringify(['t3']) }).where('_id', '=', 'b0000').execute();
      expect((await sql`select target_id from books__labels where owner_id = 'b0000'`.execute(database.db)).rows).toEqual([{ target_id: 't3' }]);
    });

    it('a column already holding the new name is a risk naming its values (read under the table name the store has now); apply refuses, changing nothing', async () => {
      const { database } = store();
      await sql`alter table authors add column "enabled" text`.execute(database.db);
      await sql`update authors set "enabled" = 'sí' where "_id" in ('a001', 'a002')`.execute(database.db);
      const plan = await planMigrations(database, v2.migrations, v2.entities);
      const step = plan.steps.find((candidate) => candidate.step.kind === 'renameField' && candidate.step.to === 'enabled')!;
      expect(step).toMatchObject({
        number: 6,
        summary: 'rename authors.active → enabled',
        rows: 12,
        risks: [
          {
            code: 'nameTaken',
            count: 2,
            examples: [
              { id: 'a001', value: 'sí' },
              { id: 'a002', value: 'sí' },
            ],
            resolution: null,
            es: expect.stringContaining('writer.enabled (schemas/writer.json#/migrate/enabled/renamedFrom): la tabla authors ya tiene una columna enabled con 2 valores'),
          },
        ],
      });
      const names = await getColumnChecksum(database, 'authors', 'name');
      await expect(applyMigrations(database, v2.migrations, v2.entities)).rejects.toThrow('(paso 6, writer.enabled, schemas/writer.json)');
      expect(await getColumnChecksum(database, 'authors', 'name')).toBe(names);
      expect((await planMigrations(database, v2.migrations, v2.entities)).pending).toEqual(['0002_writer_book']);
    });
  });
}
