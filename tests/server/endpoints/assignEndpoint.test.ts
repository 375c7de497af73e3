// assign / unassign on the quiz's link entity: body { _id } of the question, scope from the path.
import { createLearningApi } from '../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../fixtures/learningEntities.js';
import { describeEachStore } from '../testStores.js';

const MISSING = 'abcdefabcdefabcdefabcdef';

describeEachStore(
  'assign and unassign',
  (store) => {
    const api = createLearningApi(store);
    const assign = (quiz: string, payload: unknown) => store().request({ method: 'POST', url: `/api/questions-quiz/${quiz}/create`, payload: payload as Record<string, unknown> });
    const unassign = (quiz: string, payload: unknown) => store().request({ method: 'PUT', url: `/api/questions-quiz/${quiz}/delete`, payload: payload as Record<string, unknown> });
    const setup = async () => {
      const content = await api.content('Matemáticas');
      const questions = [await api.question(content._id, 'P1'), await api.question(content._id, 'P2'), await api.question(content._id, 'P3')];
      return { quiz: await api.quiz('Simulacro'), questions };
    };

    it('201 with the link row, appended to the quiz', async () => {
      const { quiz, questions } = await setup();
      const first = await assign(quiz._id, { _id: questions[1]!._id });
      expect(first.statusCode).toBe(201);
      expect(first.data).toMatchObject({ quiz: quiz._id, question: questions[1]!._id, position: 1, $labels: { quiz: 'Simulacro', question: 'P2' } });
      expect((await assign(quiz._id, { _id: questions[0]!._id })).data.position).toBe(2);
      expect(await api.names(`/api/questions-quiz/${quiz._id}`, 'descripcion')).toEqual(['P2', 'P1']);
    });

    it('an assignment list leaves out what the quiz already has (excludeQuiz), with the itemsCount of the rest', async () => {
      const { quiz, questions } = await setup();
      const other = await api.quiz('Otro');
      await assign(quiz._id, { _id: questions[1]!._id });
      await assign(other._id, { _id: questions[2]!._id });
      const available = async (query: string) => {
        const response = await store().request({ method: 'GET', url: `/api/questions?pageIndex=1&pageSize=20&sortField=descripcion&sortOrder=asc${query}` });
        expect(response.statusCode).toBe(200);
        return { names: (response.data.data as { descripcion: string }[]).map((row) => row.descripcion), itemsCount: response.data.itemsCount as number };
      };
      expect(await available(`&excludeQuiz=${quiz._id}`)).toEqual({ names: ['P1', 'P3'], itemsCount: 2 });
      expect(await available(`&excludeQuiz=${other._id}`)).toEqual({ names: ['P1', 'P2'], itemsCount: 2 });
      expect(await available(`&excludeQuiz=${quiz._id}&descripcion=P3`)).toEqual({ names: ['P3'], itemsCount: 1 });
      expect(await available('')).toEqual({ names: ['P1', 'P2', 'P3'], itemsCount: 3 });
      // Unassigning puts it back.
      await unassign(quiz._id, { _id: questions[1]!._id });
      expect(await available(`&excludeQuiz=${quiz._id}`)).toEqual({ names: ['P1', 'P2', 'P3'], itemsCount: 3 });
    });

    it('409 for a question already in the quiz', async () => {
      const { quiz, questions } = await setup();
      await assign(quiz._id, { _id: questions[0]!._id });
      const again = await assign(quiz._id, { _id: questions[0]!._id });
      expect(again.statusCode).toBe(409);
      expect(again.data).toMatchObject({ field: '_id', error: expect.stringMatching(/ya está asignado/) });
      expect(await api.count('quiz_questions')).toBe(1);
    });

    it('concurrent assigns of the same pair link it once', async () => {
      const { quiz, questions } = await setup();
      const responses = await Promise.all(Array.from({ length: 10 }, () => assign(quiz._id, { _id: questions[0]!._id })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(await api.count('quiz_questions')).toBe(1);
    });

    it('404 for an unknown question (naming _id) or quiz (naming quiz)', async () => {
      const { quiz, questions } = await setup();
      const question = await assign(quiz._id, { _id: MISSING });
      expect(question.statusCode).toBe(404);
      expect(question.data).toMatchObject({ field: '_id', error: expect.stringMatching(/ejercicio/) });
      const noQuiz = await assign(MISSING, { _id: questions[0]!._id });
      expect(noQuiz.statusCode).toBe(404);
      expect(noQuiz.data).toMatchObject({ field: 'quiz', error: expect.stringMatching(/examen/) });
      expect(await api.count('quiz_questions')).toBe(0);
    });

    it.each([
      ['an extra key', { _id: 'x', position: 3 }, 'position'],
      ['no _id', {}, '_id'],
      ['a numeric _id', { _id: 12 }, '_id'],
      ['an empty _id', { _id: '' }, '_id'],
    ])('400 for a body with %s', async (_case, payload, field) => {
      const { quiz } = await setup();
      const response = await assign(quiz._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe(field);
      expect((await unassign(quiz._id, payload)).statusCode).toBe(400);
    });

    it('400 without a body', async () => {
      const { quiz } = await setup();
      const response = await store().request({ method: 'POST', url: `/api/questions-quiz/${quiz._id}/create`, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
    });

    it('unassign removes the link, closes the gap and 404s when not linked', async () => {
      const { quiz, questions } = await setup();
      for (const question of questions) await assign(quiz._id, { _id: question._id });
      const removed = await unassign(quiz._id, { _id: questions[0]!._id });
      expect(removed.statusCode).toBe(200);
      expect(removed.data).toMatchObject({ deleted: true });
      const links = await store().database.db.selectFrom('quiz_questions').select(['question', 'position']).orderBy('position').execute();
      expect(links.map((link) => [link.question, Number(link.position)])).toEqual([
        [questions[1]!._id, 1],
        [questions[2]!._id, 2],
      ]);
      const again = await unassign(quiz._id, { _id: questions[0]!._id });
      expect(again.statusCode).toBe(404);
      expect(again.data).toMatchObject({ field: '_id', error: expect.stringMatching(/no está asignado/) });
      // The question itself is untouched, and can be assigned again at the end.
      expect(await api.count('questions')).toBe(3);
      expect((await assign(quiz._id, { _id: questions[0]!._id })).data.position).toBe(3);
    });

    it('accepts a form-encoded body, as a grid action may send it', async () => {
      const { quiz, questions } = await setup();
      const response = await store().request({
        method: 'POST',
        url: `/api/questions-quiz/${quiz._id}/create`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `_id=${questions[0]!._id}`,
      });
      expect(response.statusCode).toBe(201);
    });
  },
  { entities: learningEntities, app: learningApp },
);
