// Concurrent writes across the learning fixture never leave a dangling reference or a gap in a scope:
// deletes with restrict and cascade race creates, assigns, unassigns, moves and updates.
import { createLearningApi, type Row } from '../../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../../fixtures/learningEntities.js';
import { describeEachStore, type TestStore } from '../../testStores.js';

async function expectIntegrity(store: TestStore): Promise<void> {
  const db = store.database.db;
  for (const entity of learningEntities) {
    const rows = (await db.selectFrom(entity.table).selectAll().execute()) as Row[];
    for (const reference of entity.references) {
      const target = learningEntities.find((candidate) => candidate.entity === reference.entity)!;
      const ids = new Set((await db.selectFrom(target.table).select('_id').execute()).map((row) => String(row._id)));
      const dangling = rows.filter((row) => row[reference.field] !== null && !ids.has(String(row[reference.field])));
      expect(dangling, `${entity.entity}.${reference.field}`).toEqual([]);
    }
    if (entity.ordering) {
      const scopes = new Map<string, number[]>();
      for (const row of rows) {
        const key = JSON.stringify(entity.ordering.scope.map((name) => row[name] ?? null));
        scopes.set(key, [...(scopes.get(key) ?? []), Number(row[entity.ordering.field])]);
      }
      for (const [key, positions] of scopes) expect(positions.sort((a, b) => a - b), `${entity.entity} ${key}`).toEqual(positions.map((_, i) => i + 1));
    }
  }
}

describeEachStore(
  'reference integrity under concurrency',
  (store) => {
    const api = createLearningApi(store);
    // Changes name no version (If-Match: *): the races under test are the references'.
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => store().request({ method, url, headers: { 'if-match': '*' }, ...(payload && { payload }) });

    it('creates racing a restricted delete: either the delete wins and the creates 404, or it is refused', async () => {
      for (let round = 0; round < 3; round++) {
        const content = await api.content(`Tema ${round}`);
        const responses = await Promise.all([
          ...Array.from({ length: 6 }, (_, i) => send('POST', `/api/lessons/${content._id}/create`, { name: `L${i}` })),
          send('PUT', `/api/contents/${content._id}`),
          ...Array.from({ length: 6 }, (_, i) => send('POST', `/api/lessons/${content._id}/create`, { name: `M${i}` })),
        ]);
        const deleted = responses[6]!;
        expect([200, 409]).toContain(deleted.statusCode);
        for (const response of [...responses.slice(0, 6), ...responses.slice(7)]) expect([201, 404]).toContain(response.statusCode);
      }
      await expectIntegrity(store());
    });

    it('cascading deletes racing assigns, unassigns, option creates, moves and updates', async () => {
      const roots = [await api.content('Matemáticas'), await api.content('Ciencias')];
      const children: Row[] = [];
      for (const root of roots) for (const name of ['A', 'B', 'C']) children.push(await api.content(`${root.nombre} ${name}`, root._id));
      const questions: Row[] = [];
      for (const child of children) for (let i = 0; i < 2; i++) questions.push(await api.question(child._id, `${child.nombre} P${i}`));
      for (const question of questions) await api.option(question._id, 'Opción');
      const quizzes = [await api.quiz('Simulacro 1'), await api.quiz('Simulacro 2')];
      for (const [i, question] of questions.entries()) await api.assign(quizzes[i % 2]!._id, question._id);

      const operations = [
        send('PUT', `/api/contents/${children[1]!._id}`),
        send('PUT', `/api/contents/${roots[1]!._id}`),
        ...questions.map((question, i) => send('POST', `/api/questions-quiz/${quizzes[(i + 1) % 2]!._id}/create`, { _id: question._id })),
        ...questions.slice(0, 6).map((question, i) => send('PUT', `/api/questions-quiz/${quizzes[i % 2]!._id}/delete`, { _id: question._id })),
        ...questions.map((question) => send('POST', `/api/options/${question._id}/create`, { descripcion: 'Otra' })),
        ...children.map((child) => send('GET', `/api/contents/${child._id}/up`)),
        send('PUT', `/api/contents/${children[2]!._id}/update`, { parent: roots[1]!._id }),
        send('PUT', `/api/questions/${questions[0]!._id}/delete`),
      ];
      const responses = await Promise.all(operations);
      for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
      expect(responses[0]!.statusCode).toBe(200);
      await expectIntegrity(store());
    });
  },
  { entities: learningEntities, app: learningApp },
);
