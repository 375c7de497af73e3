// planMigrations reads only: every pending step's rows and notes, and the data removed fields and entities will keep,
// counted where it is now, with the store left byte for byte as it was.
import { applyMigrations, planMigrations } from '../../../../../runtime/server/storage/index.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../../../testStores.js';
import { getSiteVersions, seedVersionOne, snapshotStore } from './migrationSite.js';

const [v1, , v3] = getSiteVersions();

for (const dialect of getTestDialects()) {
  describe(`planMigrations [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
    });
    afterEach(() => store.dispose());

    it('on an empty store: every migration pending, nothing at risk, nothing written', async () => {
      const before = await snapshotStore(store.database);
      const plan = await planMigrations(store.database, v3.migrations, v3.entities);
      expect(plan).toMatchObject({ applied: [], pending: ['0001_initial', '0002_writer_book', '0003_book_tag'], kept: [], needsDecision: false });
      expect(plan.steps[0]).toMatchObject({ migration: '0001_initial', number: 1, summary: 'create authors', rows: 0, risks: [] });
      expect(await snapshotStore(store.database)).toEqual(before);
    });

    it('two builds behind: each step against the store as it stands, and the kept data counted where it is now; read-only', async () => {
      const { database } = store;
      await applyMigrations(database, v1.migrations, v1.entities);
      await seedVersionOne(database, { authors: 10, books: 36 });
      const before = await snapshotStore(database);
      const plan = await planMigrations(database, v3.migrations, v3.entities);
      expect(await snapshotStore(database)).toEqual(before);

      expect(plan.applied.map((row) => row.name)).toEqual(['0001_initial']);
      expect(plan.applied[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(plan.pending).toEqual(['0002_writer_book', '0003_book_tag']);
      expect(plan.needsDecision).toBe(false);
      const lines = plan.steps.map((step) => `${step.migration} #${step.number} ${step.summary}: ${step.rows}`);
      expect(lines.filter((line) => !/change|addField/.test(line))).toEqual([
        '0002_writer_book #1 rename author → writer (table authors → writers): 10',
        '0002_writer_book #2 rename books.title → heading: 36',
        '0002_writer_book #3 rename books.author → writer: 36',
        '0002_writer_book #4 rename books.tags → labels: 36',
        '0002_writer_book #5 rename authors.name → fullName: 10',
        '0002_writer_book #6 rename authors.active → enabled: 10',
        // The columns that 0002 renames are not there under their new names yet: nothing to read, the note says so.
        '0003_book_tag #2 remove books.labels: 0',
        '0003_book_tag #3 remove books.pages: 36',
        '0003_book_tag #4 remove tag (table tags): 4',
      ]);
      expect(plan.steps.find((step) => step.summary === 'remove books.pages')!.notes).toEqual([expect.stringMatching(/^column books\.pages keeps its \d+ values, shown nowhere \(admin-gen migrate apply --drop removes it\)$/)]);
      // What the removals keep, under the names the migrations leave, counted where the values are now (tags is still books.tags).
      const tagged = Number((await database.db.selectFrom('books').select((eb) => eb.fn.count<number>('tags').as('n')).executeTakeFirstOrThrow()).n);
      const paged = Number((await database.db.selectFrom('books').select((eb) => eb.fn.count<number>('pages').as('n')).executeTakeFirstOrThrow()).n);
      expect(plan.kept).toEqual([
        { target: 'books.labels', values: tagged },
        { target: 'books.pages', values: paged },
        { target: 'tags', values: 4 },
      ]);
    });
  });
}
