// The audit row is written in the change's transaction: when it cannot be written, the change is rolled back.
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { createLearningApi } from '../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../fixtures/learningEntities.js';
import { describeEachStore, ifMatch } from '../testStores.js';

describeEachStore(
  'audit log: no change without its audit row',
  (store) => {
    const api = createLearningApi(store);
    const db = () => store().database.db;
    const rows = async (table: string) => db().selectFrom(table).selectAll().orderBy('_id').execute();

    // The real table is set aside, not dropped: system tables are versioned migrations, which run once per store.
    const SAVED = `${SYSTEM_TABLES.auditLog}_saved`;
    let broken = false;

    /** An audit_log with only `_id`: every audit insert fails from here until afterEach puts the real one back. */
    const breakAuditLog = async () => {
      await db().schema.alterTable(SYSTEM_TABLES.auditLog).renameTo(SAVED).execute();
      await db().schema.createTable(SYSTEM_TABLES.auditLog).addColumn('_id', 'text', (column) => column.primaryKey()).execute();
      broken = true;
    };

    afterEach(async () => {
      if (!broken) return;
      await db().schema.dropTable(SYSTEM_TABLES.auditLog).execute();
      await db().schema.alterTable(SAVED).renameTo(SYSTEM_TABLES.auditLog).execute();
      broken = false;
    });

    it('create: nothing is inserted', async () => {
      await breakAuditLog();
      expect((await store().request({ method: 'POST', url: '/api/contents/create', payload: { nombre: 'Álgebra' } })).statusCode).toBe(500);
      expect(await rows('contents')).toEqual([]);
    });

    it('update, move, transition: the rows keep their values', async () => {
      const content = await api.content('Cálculo');
      const a = await api.lesson(content._id, 'A');
      const b = await api.lesson(content._id, 'B');
      const invoice = await api.invoice('Academia Andina');
      const lessons = await rows('lessons');
      const invoices = await rows('invoices');
      await breakAuditLog();
      expect((await store().request({ method: 'PUT', url: `/api/lessons/${a._id}/updateOnline`, headers: ifMatch(a), payload: { name: 'Otra' } })).statusCode).toBe(500);
      expect((await store().request({ method: 'GET', url: `/api/lessons/${b._id}/up` })).statusCode).toBe(500);
      expect((await store().request({ method: 'POST', url: `/api/invoices/${invoice._id}/issue`, headers: ifMatch(invoice) })).statusCode).toBe(500);
      expect(await rows('lessons')).toEqual(lessons);
      expect(await rows('invoices')).toEqual(invoices);
    });

    it('delete with cascades and setNull: every row is still there', async () => {
      const root = await api.content('Química');
      const question = await api.question(root._id, '¿Qué es un alcano?');
      await api.option(question._id, 'Un hidrocarburo saturado');
      const user = await api.user('Lucía');
      await api.comment(user._id, { exercise: question._id });
      const tables = ['contents', 'questions', 'options', 'comments'];
      const before = await Promise.all(tables.map(rows));
      await breakAuditLog();
      expect((await store().request({ method: 'PUT', url: `/api/contents/${root._id}`, payload: root })).statusCode).toBe(500);
      expect(await Promise.all(tables.map(rows))).toEqual(before);
    });

    it('assign and unassign: the link is neither made nor undone', async () => {
      const content = await api.content('Física');
      const [first, second] = [await api.question(content._id, '¿Inercia?'), await api.question(content._id, '¿Masa?')];
      const quiz = await api.quiz('Examen final');
      await api.assign(quiz._id, first._id);
      const links = await rows('quiz_questions');
      await breakAuditLog();
      expect((await store().request({ method: 'POST', url: `/api/questions-quiz/${quiz._id}/create`, payload: { _id: second._id } })).statusCode).toBe(500);
      expect((await store().request({ method: 'PUT', url: `/api/questions-quiz/${quiz._id}/delete`, payload: { _id: first._id } })).statusCode).toBe(500);
      expect(await rows('quiz_questions')).toEqual(links);
    });
  },
  { entities: learningEntities, app: learningApp },
);
