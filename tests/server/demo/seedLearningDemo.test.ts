// Demo data on both stores: dependency order, trees, per-parent rows, references that resolve, link
// rows without repeats, idempotence and force, and ~2,000 users in a few seconds.
import { createServer, migrate, seedDemoData } from '../../../runtime/server/index.js';
import { getSeedOrder, slugify } from '../../../runtime/server/demo/index.js';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { commentEntity, learningApp, learningEntities, userEntity } from '../fixtures/learningEntities.js';
import { createTestDatabase, getTestDialects, signInServer, type TestDatabase } from '../testStores.js';

const NOW = new Date('2026-06-15T12:00:00Z');
type Row = Record<string, unknown>;

describe('getSeedOrder', () => {
  it('puts referenced entities first and keeps the given order otherwise', () => {
    const order = getSeedOrder(learningEntities).map((entity) => entity.entity);
    for (const entity of learningEntities) {
      for (const reference of entity.references) {
        if (reference.entity !== entity.entity) expect(order.indexOf(reference.entity)).toBeLessThan(order.indexOf(entity.entity));
      }
    }
    expect(order).toEqual(['content', 'lesson', 'question', 'option', 'quiz', 'quizQuestion', 'invoice', 'user', 'comment']);
  });

  it('names the entities of a reference cycle', () => {
    const a: EntityDefinition = { ...userEntity, entity: 'a', references: [{ field: 'nombre', entity: 'b', display: 'nombre', onDelete: 'restrict', many: false }] };
    const b: EntityDefinition = { ...userEntity, entity: 'b', references: [{ field: 'nombre', entity: 'a', display: 'nombre', onDelete: 'restrict', many: false }] };
    expect(() => getSeedOrder([a, b])).toThrow(/cycle among a, b/);
  });
});

for (const dialect of getTestDialects()) {
  describe(`seedDemoData: trees, per-parent rows, positions and references [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
      await migrate(store.database, learningEntities);
    });
    afterEach(async () => {
      await store.dispose();
    });

    const rows = async (table: string): Promise<Row[]> => store.database.db.selectFrom(table).selectAll().execute();
    const ids = async (table: string) => new Set((await rows(table)).map((row) => String(row._id)));
    const groupBy = (list: Row[], field: string) => {
      const groups = new Map<string, Row[]>();
      for (const row of list) groups.set(String(row[field]), [...(groups.get(String(row[field])) ?? []), row]);
      return groups;
    };
    const expectPositions = (list: Row[], scope: string, field: string) => {
      for (const group of groupBy(list, scope).values()) {
        expect(group.map((row) => Number(row[field])).sort((x, y) => x - y)).toEqual(group.map((_, i) => i + 1));
      }
    };

    it('seeds in dependency order with trees, per-parent rows and references that resolve', async () => {
      const results = await seedDemoData(store.database, learningEntities, { now: NOW });
      expect(results.map((result) => [result.entity, result.skipped])).toEqual(getSeedOrder(learningEntities).map((entity) => [entity.entity, false]));

      // Tree: 4 roots, 3 children each, 2 grandchildren each: depth 3, positions per parent.
      const contents = await rows('contents');
      expect(contents).toHaveLength(4 + 12 + 24);
      const byId = new Map(contents.map((row) => [String(row._id), row]));
      const depth = (row: Row): number => (row.parent === null ? 1 : 1 + depth(byId.get(String(row.parent))!));
      expect(contents.filter((row) => row.parent === null)).toHaveLength(4);
      expect(Math.max(...contents.map(depth))).toBe(3);
      for (const [parent, children] of groupBy(contents, 'parent')) if (parent !== 'null') expect(children.length).toBe(depth(byId.get(parent)!) === 1 ? 3 : 2);
      expectPositions(contents, 'parent', 'posicion');

      // perParent: 1–3 lessons per content, 2–4 questions per content, exactly 4 options per question numbered 1..4.
      const lessons = await rows('lessons');
      const lessonsByContent = groupBy(lessons, 'content');
      expect(lessonsByContent.size).toBe(contents.length);
      for (const group of lessonsByContent.values()) expect([1, 2, 3]).toContain(group.length);
      expectPositions(lessons, 'content', 'position');
      for (const group of lessonsByContent.values()) {
        for (const lesson of group) expect(String(lesson.name)).toMatch(/^Lección [1-3]: \S/);
      }
      const questions = await rows('questions');
      for (const group of groupBy(questions, 'content').values()) expect([2, 3, 4]).toContain(group.length);
      const options = await rows('options');
      expect(options).toHaveLength(questions.length * 4);
      for (const group of groupBy(options, 'question').values()) expect(group.map((row) => Number(row.numero)).sort()).toEqual([1, 2, 3, 4]);

      // Quizzes: unique slugs of their names; 3–5 distinct questions each, positioned 1..n.
      const quizzes = await rows('quizzes');
      expect(quizzes).toHaveLength(6);
      for (const quiz of quizzes) expect(quiz.slug).toBe(slugify(String(quiz.name)));
      expect(new Set(quizzes.map((quiz) => quiz.slug)).size).toBe(6);
      const links = await rows('quiz_questions');
      for (const group of groupBy(links, 'quiz').values()) {
        expect(group.length).toBeGreaterThanOrEqual(3);
        expect(group.length).toBeLessThanOrEqual(5);
        expect(new Set(group.map((link) => link.question)).size).toBe(group.length);
      }
      expectPositions(links, 'quiz', 'position');

      // Every reference resolves.
      const [contentIds, questionIds, quizIds, userIds] = [await ids('contents'), await ids('questions'), await ids('quizzes'), await ids('users')];
      for (const row of [...lessons, ...questions]) expect(contentIds.has(String(row.content))).toBe(true);
      for (const row of options) expect(questionIds.has(String(row.question))).toBe(true);
      for (const row of links) expect(quizIds.has(String(row.quiz)) && questionIds.has(String(row.question))).toBe(true);
      const comments = await rows('comments');
      expect(comments).toHaveLength(100);
      for (const row of comments) expect(userIds.has(String(row.user)) && questionIds.has(String(row.exercise))).toBe(true);
      expect(new Set(comments.map((row) => Number(row.type)))).toEqual(new Set([0, 1]));

      // Other templates: floats, picks, days, country codes.
      const invoices = await rows('invoices');
      expect(invoices).toHaveLength(50);
      for (const invoice of invoices) {
        expect(['Pendiente', 'Facturada', 'Finalizada']).toContain(invoice.state);
        expect(Number(invoice.total)).toBeGreaterThanOrEqual(10);
        expect(String(invoice.issuedOn)).toMatch(/^(2025-0[6-9]|2025-1[0-2]|2026-0[1-6])-\d\d$/);
      }
      const users = await rows('users');
      expect(users).toHaveLength(200);
      expect(new Set(users.map((user) => user.email)).size).toBe(200);
      for (const user of users) expect(String(user.email)).toMatch(/^[a-z0-9-]+\.\d+@/);
    });

    it('serves the seeded data: labels, subitems and through lists', async () => {
      await seedDemoData(store.database, learningEntities, { now: NOW });
      const server = await createServer({ entities: learningEntities, app: learningApp, database: store.database, dataDir: store.dataDir, webRoot: '/nonexistent' });
      const inject = await signInServer(server, store.database);
      const roots = (await inject({ method: 'GET', url: '/api/contents' })).json();
      expect(roots.itemsCount).toBe(4);
      const children = (await inject({ method: 'GET', url: `/api/contents/${roots.data[0]._id}/subitems` })).json();
      expect(children.data.map((row: Row) => (row.$labels as Row).parent)).toEqual([roots.data[0].nombre, roots.data[0].nombre, roots.data[0].nombre]);
      const quiz = (await inject({ method: 'GET', url: '/api/quizzes?pageSize=1' })).json().data[0];
      const inQuiz = (await inject({ method: 'GET', url: `/api/questions-quiz/${quiz._id}` })).json();
      expect(inQuiz.itemsCount).toBeGreaterThanOrEqual(3);
      const comments = (await inject({ method: 'GET', url: '/api/comments?pageSize=5' })).json();
      for (const comment of comments.data) expect(comment.$labels.user).toEqual(expect.any(String));
      await server.close();
    });

    it('is idempotent; force replaces every demo table and what refers to it, leaving nothing dangling', async () => {
      await seedDemoData(store.database, learningEntities, { now: NOW });
      const counts = async () => Object.fromEntries(await Promise.all(learningEntities.map(async (entity) => [entity.table, (await rows(entity.table)).length])));
      const before = await counts();
      const again = await seedDemoData(store.database, learningEntities, { now: NOW });
      expect(again.every((result) => result.skipped && result.inserted === 0)).toBe(true);
      expect(await counts()).toEqual(before);
      const forced = await seedDemoData(store.database, learningEntities, { now: NOW, force: true });
      expect(forced.every((result) => !result.skipped)).toBe(true);
      expect(await counts()).toEqual(before);
      const userIds = await ids('users');
      for (const comment of await rows('comments')) expect(userIds.has(String(comment.user))).toBe(true);
    });

    it('fills an empty table from rows that were already there', async () => {
      await seedDemoData(store.database, [userEntity], { now: NOW });
      const users = await ids('users');
      const results = await seedDemoData(store.database, learningEntities, { now: NOW });
      expect(results.find((result) => result.entity === 'user')).toMatchObject({ skipped: true });
      const comments = await rows('comments');
      expect(comments).toHaveLength(100);
      for (const comment of comments) expect(users.has(String(comment.user))).toBe(true);
    });

    it('seeds ~2,000 users and thousands of rows in seconds', async () => {
      const many = learningEntities.map((entity) =>
        entity === userEntity
          ? { ...entity, demo: { ...entity.demo!, count: 2000 } }
          : entity === commentEntity
            ? { ...entity, demo: { ...entity.demo!, count: 3000 } }
            : entity,
      );
      const started = performance.now();
      const results = await seedDemoData(store.database, many, { now: NOW });
      const seconds = (performance.now() - started) / 1000;
      const total = results.reduce((sum, result) => sum + result.inserted, 0);
      console.info(`[seed ${dialect}] ${total} filas en ${seconds.toFixed(2)} s: ${results.map((r) => `${r.entity} ${r.inserted} (${r.milliseconds} ms)`).join(', ')}`);
      expect((await rows('users')).length).toBe(2000);
      expect(new Set((await rows('users')).map((user) => user.email)).size).toBe(2000);
      expect(seconds).toBeLessThan(30);
    }, 60_000);
  });
}
