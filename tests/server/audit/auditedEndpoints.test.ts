// One audit row per row a request changes, written by every state-changing endpoint kind (learning fixture).
import { createLearningApi } from '../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../fixtures/learningEntities.js';
import { clearAuditLog, getStoreAdmin, readAuditLog, type AuditRow } from '../fixtures/readAuditLog.js';
import { describeEachStore, ifMatch } from '../testStores.js';

describeEachStore(
  'audit log of every state-changing endpoint',
  (store) => {
    const api = createLearningApi(store);
    const audit = () => readAuditLog(store());
    const summary = (rows: readonly AuditRow[]) => rows.map((row) => `${row.action} ${row.entity} ${row.recordId}`);
    /** Runs `work` and returns the audit rows it wrote. */
    const auditOf = async (work: () => Promise<unknown>) => {
      await clearAuditLog(store());
      await work();
      return audit();
    };

    beforeEach(async () => {
      await clearAuditLog(store());
    });

    it('create writes one row: who, when, entity, id, action and the set fields', async () => {
      const started = new Date().toISOString();
      const content = await api.content('Álgebra');
      const finished = new Date().toISOString();
      const [row, ...others] = await audit();
      expect(others).toEqual([]);
      const admin = getStoreAdmin(store());
      expect(row).toMatchObject({ entity: 'content', recordId: content._id, action: 'create', userId: admin?.id ?? null, userEmail: admin?.email ?? null });
      expect(row!.at >= started && row!.at <= finished).toBe(true);
      expect(row!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(row!._id).toMatch(/^[0-9a-f]{24}$/);
      expect(row!.changes).toEqual({ nombre: { to: 'Álgebra' }, publicado: { to: false }, posicion: { to: 1 } });
    });

    it('a create that fails validation writes nothing', async () => {
      const response = await store().request({ method: 'POST', url: '/api/contents/create', payload: { nombre: '' } });
      expect(response.statusCode).toBe(400);
      const unknown = await store().request({ method: 'POST', url: '/api/lessons/000000000000000000000000/create', payload: { name: 'Huérfana' } });
      expect(unknown.statusCode).toBe(404);
      expect(await audit()).toEqual([]);
    });

    it('update writes the changed fields only, and nothing when nothing changed', async () => {
      const content = await api.content('Geometría');
      const lesson = await api.lesson(content._id, 'Triángulos');
      const changed = await auditOf(() => store().request({ method: 'PUT', url: `/api/lessons/${lesson._id}/updateOnline`, headers: ifMatch(lesson), payload: { name: 'Triángulos semejantes', free: false } }));
      expect(changed.map((row) => [row.action, row.entity, row.recordId, row.changes])).toEqual([
        ['update', 'lesson', lesson._id, { name: { from: 'Triángulos', to: 'Triángulos semejantes' } }],
      ]);
      // The change made the lesson's second version.
      const same = await auditOf(() => store().request({ method: 'PUT', url: `/api/lessons/${lesson._id}/updateOnline`, headers: { 'if-match': '"2"' }, payload: { name: 'Triángulos semejantes' } }));
      expect(same).toEqual([]);
      const invalid = await auditOf(() => store().request({ method: 'PUT', url: `/api/lessons/${lesson._id}/updateOnline`, headers: { 'if-match': '"2"' }, payload: { name: '' } }));
      expect(invalid).toEqual([]);
    });

    it('move writes the moved row and the swapped neighbour; a move that cannot happen writes nothing', async () => {
      const content = await api.content('Cálculo');
      const a = await api.lesson(content._id, 'A');
      const b = await api.lesson(content._id, 'B');
      await api.lesson(content._id, 'C');
      const rows = await auditOf(async () => expect((await store().request({ method: 'GET', url: `/api/lessons/${b._id}/up` })).data.moved).toBe(true));
      expect(rows.map((row) => [row.action, row.entity, row.recordId, row.changes])).toEqual([
        ['move', 'lesson', b._id, { position: { from: 2, to: 1 } }],
        ['move', 'lesson', a._id, { position: { from: 1, to: 2 } }],
      ]);
      const refused = await auditOf(async () => expect((await store().request({ method: 'GET', url: `/api/lessons/${b._id}/up` })).data.moved).toBe(false));
      expect(refused).toEqual([]);
    });

    it('transition writes the state change; a refused transition writes nothing', async () => {
      const invoice = await api.invoice('Academia Andina');
      const rows = await auditOf(async () => expect((await store().request({ method: 'POST', url: `/api/invoices/${invoice._id}/issue`, headers: ifMatch(invoice) })).statusCode).toBe(200));
      expect(rows.map((row) => [row.action, row.entity, row.recordId, row.changes])).toEqual([
        ['transition', 'invoice', invoice._id, { state: { from: 'Pendiente', to: 'Facturada' } }],
      ]);
      const refused = await auditOf(async () => expect((await store().request({ method: 'POST', url: `/api/invoices/${invoice._id}/issue`, headers: { 'if-match': '"2"' } })).statusCode).toBe(409));
      expect(refused).toEqual([]);
    });

    it('assign writes the new link row; unassign the deleted one', async () => {
      const content = await api.content('Física');
      const question = await api.question(content._id, '¿Qué es la inercia?');
      const quiz = await api.quiz('Examen final');
      let link: { _id: string } | undefined;
      const assigned = await auditOf(async () => (link = await api.assign(quiz._id, question._id)));
      expect(assigned.map((row) => [row.action, row.entity, row.recordId, row.changes])).toEqual([
        [
          'assign',
          'quizQuestion',
          link!._id,
          { quiz: { to: quiz._id, toLabel: 'Examen final' }, question: { to: question._id, toLabel: '¿Qué es la inercia?' }, position: { to: 1 } },
        ],
      ]);
      const twice = await auditOf(() => store().request({ method: 'POST', url: `/api/questions-quiz/${quiz._id}/create`, payload: { _id: question._id } }));
      expect(twice).toEqual([]);
      const unassigned = await auditOf(async () =>
        expect((await store().request({ method: 'PUT', url: `/api/questions-quiz/${quiz._id}/delete`, payload: { _id: question._id } })).statusCode).toBe(200),
      );
      expect(unassigned.map((row) => [row.action, row.entity, row.recordId, row.changes])).toEqual([
        [
          'unassign',
          'quizQuestion',
          link!._id,
          { quiz: { from: quiz._id, fromLabel: 'Examen final' }, question: { from: question._id, fromLabel: '¿Qué es la inercia?' }, position: { from: 1 } },
        ],
      ]);
    });

    it('delete writes the row, every row its cascades delete, and every row a setNull changes', async () => {
      const root = await api.content('Química');
      const child = await api.content('Orgánica', root._id);
      const question = await api.question(child._id, '¿Qué es un alcano?');
      const first = await api.option(question._id, 'Un hidrocarburo saturado');
      const second = await api.option(question._id, 'Un ácido');
      const quiz = await api.quiz('Parcial');
      const link = await api.assign(quiz._id, question._id);
      const user = await api.user('Lucía');
      const comment = await api.comment(user._id, { exercise: question._id });
      const rows = await auditOf(async () => expect((await store().request({ method: 'PUT', url: `/api/contents/${root._id}`, payload: root })).statusCode).toBe(200));
      expect(rows[0]).toMatchObject({ action: 'delete', entity: 'content', recordId: root._id, changes: { nombre: { from: 'Química' }, posicion: { from: 1 } } });
      expect(summary(rows).sort()).toEqual(
        [
          `delete content ${root._id}`,
          `delete content ${child._id}`,
          `delete question ${question._id}`,
          `delete option ${first._id}`,
          `delete option ${second._id}`,
          `delete quizQuestion ${link._id}`,
          `update comment ${comment._id}`,
        ].sort(),
      );
      // The question is deleted by the same request: its label is read from the row as it was.
      expect(rows.find((row) => row.entity === 'comment')!.changes).toEqual({ exercise: { from: question._id, fromLabel: '¿Qué es un alcano?' } });
      expect(rows.find((row) => row.recordId === first._id)!.changes).toMatchObject({ descripcion: { from: 'Un hidrocarburo saturado' }, question: { from: question._id } });
      expect(new Set(rows.map((row) => row.at)).size).toBe(1);
    });

    it('a delete a restrict rule refuses writes nothing', async () => {
      const content = await api.content('Historia');
      await api.lesson(content._id, 'Los incas');
      const rows = await auditOf(async () => expect((await store().request({ method: 'PUT', url: `/api/contents/${content._id}`, payload: content })).statusCode).toBe(409));
      expect(rows).toEqual([]);
    });
  },
  { entities: learningEntities, app: learningApp },
);
