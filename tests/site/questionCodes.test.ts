// The course site's questions gained `codigo` (unique, the import key) after rows were stored without it (0003); 0004
// makes it required with `migrate.codigo.backfill: "P-{seq:5}"`: on both stores, a store holding the demo data as of
// 0003 (every question without a code) gets P-00001, P-00002, … in creation order, each filled row audited; a code a
// row already holds that the numbering would repeat stops the migration, naming the rows, and nothing is filled.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { applyMigrations, MigrationDecisionError } from '../../runtime/server/storage/index.js';
import { buildSite, createSeededSite, editSite, SITE_MIGRATIONS, siteV1, type SeededSite } from './siteEvolution.js';
import { getTestDialects, reportMissingPostgres, type TestDatabase } from '../server/testStores.js';

const TITLE = "the course site's questions get codes for the rows stored before `codigo`";
const BEFORE = SITE_MIGRATIONS.findIndex((migration) => migration.steps.some((step) => step.kind === 'changeField' && step.entity === 'question' && step.field === 'codigo' && step.decision?.backfill !== undefined));

// The site as the build before that migration left it: `codigo` optional, no decision, no demo code.
const siteBefore = buildSite(
  editSite((site) => {
    const question = site.files.question;
    question.required = question.required.filter((name: string) => name !== 'codigo');
    delete question.migrate;
    delete question.demo.fields.codigo;
  }),
  SITE_MIGRATIONS.slice(0, BEFORE),
);

it('the migration that backfills the codes is the site’s own, and the site before it builds no other', () => {
  expect(BEFORE).toBeGreaterThan(0);
  expect(SITE_MIGRATIONS[BEFORE]!.steps).toEqual([expect.objectContaining({ kind: 'changeField', field: 'codigo', to: expect.objectContaining({ required: true }), decision: { backfill: 'P-{seq:5}' } })]);
  expect(siteBefore.created).toBeNull();
});

for (const dialect of getTestDialects()) {
  describe(`${TITLE} [${dialect}]`, () => {
    let seeded: SeededSite;
    let store: TestDatabase;
    beforeAll(async () => {
      seeded = await createSeededSite(dialect, siteBefore);
    }, 30_000);
    afterAll(async () => {
      await seeded?.dispose();
    });
    const readCodes = async () => (await sql<{ _id: string; codigo: string | null }>`select "_id", codigo from questions order by "_id"`.execute(store.database.db)).rows;

    it('every question stored without a code gets P-00001, P-00002, … in creation order, each with its audit entry', async () => {
      store = await seeded.copy();
      const before = await readCodes();
      expect(before.length).toBeGreaterThan(10);
      expect(before.every((row) => row.codigo === null)).toBe(true);
      await applyMigrations(store.database, SITE_MIGRATIONS, siteV1.entities);
      const after = await readCodes();
      expect(after.map((row) => row._id)).toEqual(before.map((row) => row._id));
      expect(after.map((row) => row.codigo)).toEqual(before.map((_, index) => `P-${String(index + 1).padStart(5, '0')}`));
      const audited = await store.database.db.selectFrom('audit_log').select(['recordId', 'changes']).where('entity', '=', 'question').orderBy('recordId').execute();
      expect(audited.map((entry) => [entry.recordId, typeof entry.changes === 'string' ? JSON.parse(entry.changes) : entry.changes])).toEqual(after.map((row) => [row._id, { codigo: { to: row.codigo } }]));
    });

    it('a code a question already holds that the numbering would give another stops the migration, naming the rows; nothing is filled', async () => {
      store = await seeded.copy();
      const [first, second] = await readCodes();
      await sql`update questions set codigo = 'P-00001' where "_id" = ${second!._id}`.execute(store.database.db);
      const refusal = await applyMigrations(store.database, SITE_MIGRATIONS, siteV1.entities).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(MigrationDecisionError);
      expect(String((refusal as Error).message)).toContain('question.codigo');
      expect(String((refusal as Error).message)).toContain(first!._id);
      const codes = await readCodes();
      expect(codes.filter((row) => row.codigo !== null)).toEqual([{ _id: second!._id, codigo: 'P-00001' }]);
    });
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres(TITLE);
