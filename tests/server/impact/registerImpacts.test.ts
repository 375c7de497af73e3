// The delete impact on both stores: what a delete would do (cascades, cleared references, the restrict refusal),
// read without changing anything, and equal to what the delete then does.
import { createLearningApi } from '../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../fixtures/learningEntities.js';
import { describeEachStore, ifMatch } from '../testStores.js';

describeEachStore(
  'delete impact',
  (store) => {
    const api = createLearningApi(store);
    const impact = (entity: string, id: string) => store().request({ method: 'GET', url: `/api/impact/${entity}/${id}` });

    it('restrict: the refusal the delete would answer, with nothing changed', async () => {
      const algebra = await api.content('Álgebra');
      for (const name of ['Uno', 'Dos', 'Tres']) await api.lesson(algebra._id, name);
      const response = await impact('content', algebra._id);
      expect(response.statusCode).toBe(200);
      const refusal = await store().request({ method: 'PUT', url: `/api/contents/${algebra._id}`, headers: ifMatch(algebra) });
      expect(refusal.statusCode).toBe(409);
      expect(response.data).toEqual({ effects: [], refused: refusal.data });
      expect(await api.count('lessons')).toBe(3);
    });

    it('cascade: the rows of each entity deleted with it, counted as the delete then removes them', async () => {
      const root = await api.content('Ciencias');
      const child = await api.content('Física', root._id);
      const question = await api.question(child._id, '¿Qué es la velocidad?');
      for (const text of ['Distancia por tiempo', 'Masa']) await api.option(question._id, text);
      const response = await impact('content', root._id);
      expect(response.statusCode).toBe(200);
      expect(response.data.refused).toBeNull();
      expect(response.data.effects).toEqual(
        expect.arrayContaining([
          { entity: 'content', field: null, rule: 'cascade', count: 1 },
          { entity: 'question', field: null, rule: 'cascade', count: 1 },
          { entity: 'option', field: null, rule: 'cascade', count: 2 },
        ]),
      );
      expect(await api.count('options')).toBe(2);
      expect((await store().request({ method: 'PUT', url: `/api/contents/${root._id}`, headers: ifMatch(root) })).statusCode).toBe(200);
      expect(await api.count('options')).toBe(0);
    });

    it('setNull: the rows whose reference the delete takes out', async () => {
      const content = await api.content('Historia');
      const question = await api.question(content._id, '¿Cuándo fue la independencia?');
      const user = await api.user('Luis Rojas');
      for (let i = 0; i < 3; i++) await api.comment(user._id, { exercise: question._id });
      await api.comment(user._id);
      const response = await impact('question', question._id);
      expect(response.data).toEqual({ effects: [{ entity: 'comment', field: 'exercise', rule: 'setNull', count: 3 }], refused: null });
    });

    it('a row nothing refers to has no effects', async () => {
      const content = await api.content('Química');
      const lesson = await api.lesson(content._id, 'L1');
      expect((await impact('lesson', lesson._id)).data).toEqual({ effects: [], refused: null });
    });

    it('404 for an unknown id', async () => {
      const response = await impact('lesson', 'abcdefabcdefabcdefabcdef');
      expect(response.statusCode).toBe(404);
      expect(response.data.field).toBe('_id');
    });
  },
  { entities: learningEntities, app: learningApp },
);
