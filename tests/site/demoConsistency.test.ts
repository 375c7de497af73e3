// The site's demo data keeps the rules its schemas declare, checked with SQL of its own on each store after a
// full seed of schemas/: a product's course is a course (a top content, as the reference's `where` says); a quiz's
// question count and an invoice's total are what the database counted and summed (`{count:…}`, `{sum:…}`); an attempt
// ends after it starts (`{after:startedAt:…}`).
import { sql } from 'kysely';
import { migrate, seedDemoData } from '../../runtime/server/index.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../server/testStores.js';
import { loadCourseSiteModel } from './courseSite.js';

const { entities } = loadCourseSiteModel();
const NOW = new Date('2026-06-15T12:00:00Z');

/** Each invariant: a query counting the rows that break it (0 when the data is consistent), and one counting those it covers. */
const INVARIANTS: readonly { name: string; broken: string; covered: string }[] = [
  {
    name: "a product's course is a top content (a course, not a module or lesson)",
    broken: `select count(*) as n from products p left join contents c on c._id = p.course where c._id is null or c.parent is not null`,
    covered: `select count(*) as n from products`,
  },
  {
    name: "a quiz's question count is its assigned questions ({count:quizQuestion:quiz})",
    broken: `select count(*) as n from quizzes z where z."questionsCount" is null or z."questionsCount" <> (select count(*) from quiz_questions q where q.quiz = z._id)`,
    covered: `select count(*) as n from quizzes z where exists (select 1 from quiz_questions q where q.quiz = z._id)`,
  },
  {
    name: "an invoice's total is its delivery's lines' sale prices ({sum:productKey.salePrice:delivery=delivery})",
    broken: `select count(*) as n from invoices i where i.total is null
      or abs(i.total - (select coalesce(sum(k."salePrice"), 0) from product_keys k where k.delivery = i.delivery)) >= 0.005`,
    covered: `select count(*) as n from invoices i where exists (select 1 from product_keys k where k.delivery = i.delivery)`,
  },
  {
    name: 'a quiz attempt ends after it starts',
    broken: `select count(*) as n from quiz_attempts where "finishedAt" is null or "startedAt" is null or "finishedAt" <= "startedAt"`,
    covered: `select count(*) as n from quiz_attempts`,
  },
];

for (const dialect of getTestDialects()) {
  describe(`demo data consistency [${dialect}]`, () => {
    let store: TestDatabase;
    beforeAll(async () => {
      store = await createTestDatabase(dialect);
      await migrate(store.database, entities);
      await seedDemoData(store.database, entities, { now: NOW });
    });
    afterAll(async () => {
      await store.dispose();
    });

    it.each(INVARIANTS)('$name', async ({ broken, covered }) => {
      const count = async (query: string) => Number((await sql.raw<{ n: number | string }>(query).execute(store.database.db)).rows[0]!.n);
      expect(await count(covered)).toBeGreaterThan(0);
      expect(await count(broken)).toBe(0);
    });
  });
}
