// Delete rules over HTTP on both stores: restrict refuses with nothing changed, cascade recurses and closes
// gaps in every scope it touches, setNull clears, and a restrict deeper down refuses the whole delete.
import { createLearningApi } from '../../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../../fixtures/learningEntities.js';
import { describeEachStore } from '../../testStores.js';

describeEachStore(
  'delete rules',
  (store) => {
    const api = createLearningApi(store);
    // Whatever version (If-Match: *): the delete rules are under test.
    const del = (url: string) => store().request({ method: 'PUT', url, headers: { 'if-match': '*' } });

    it('restrict: 409 in Spanish naming what refers to the row, and nothing changes', async () => {
      const algebra = await api.content('Álgebra');
      for (const name of ['Uno', 'Dos', 'Tres']) await api.lesson(algebra._id, name);
      const response = await del(`/api/contents/${algebra._id}`);
      expect(response.statusCode).toBe(409);
      expect(response.data).toEqual({
        error: 'No se puede eliminar: 3 lecciones hacen referencia a este registro.',
        details: [{ entity: 'lesson', field: 'content', count: 3, message: 'No se puede eliminar: 3 lecciones hacen referencia a este registro.' }],
      });
      expect(await api.count('contents')).toBe(1);
      expect(await api.count('lessons')).toBe(3);
    });

    it('restrict with one row uses the singular label, and several rules are listed together', async () => {
      const ana = await api.user('Ana Torres');
      await api.comment(ana._id);
      const one = await del(`/api/users/${ana._id}/delete`);
      expect(one.statusCode).toBe(409);
      expect(one.data.error).toBe('No se puede eliminar: 1 comentario hace referencia a este registro.');
    });

    it('a restrict deeper down refuses the whole delete', async () => {
      const root = await api.content('Matemáticas');
      const child = await api.content('Álgebra', root._id);
      const question = await api.question(child._id, '¿Cuánto es 2 + 2?');
      await api.option(question._id, '4');
      await api.lesson(child._id, 'Ecuaciones');
      await api.lesson(child._id, 'Inecuaciones');
      const response = await del(`/api/contents/${root._id}`);
      expect(response.statusCode).toBe(409);
      expect(response.data.error).toBe('No se puede eliminar: 2 lecciones hacen referencia a este registro o a registros que se eliminarían con él.');
      expect(response.data.details).toEqual([expect.objectContaining({ entity: 'lesson', field: 'content', count: 2 })]);
      expect([await api.count('contents'), await api.count('questions'), await api.count('options'), await api.count('lessons')]).toEqual([2, 1, 1, 2]);
    });

    it('cascade depth 2: content → questions → options and quiz links, closing the gaps in every quiz', async () => {
      const root = await api.content('Matemáticas');
      const [a, b, c] = [await api.content('Álgebra', root._id), await api.content('Geometría', root._id), await api.content('Cálculo', root._id)];
      const doomed = await api.question(b._id, '¿Qué es un triángulo?');
      const kept = await api.question(a._id, '¿Qué es una ecuación?');
      for (const text of ['Un polígono', 'Un círculo']) await api.option(doomed._id, text);
      await api.option(kept._id, 'Una igualdad');
      const quizzes = [await api.quiz('Simulacro 1'), await api.quiz('Simulacro 2')];
      for (const quiz of quizzes) {
        await api.assign(quiz._id, kept._id);
        await api.assign(quiz._id, doomed._id);
      }
      const third = await api.question(c._id, '¿Qué es una derivada?');
      await api.assign(quizzes[0]!._id, third._id);

      const response = await del(`/api/contents/${b._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.data).toEqual({ deleted: true, _id: b._id });
      expect(await api.count('questions')).toBe(2);
      expect(await api.count('options')).toBe(1);
      // Siblings of the deleted content close up; each quiz keeps its links numbered 1..n.
      expect((await api.list(`/api/contents/${root._id}/subitems`)).data.map((row) => [row.nombre, row.posicion])).toEqual([
        ['Álgebra', 1],
        ['Cálculo', 2],
      ]);
      const links = await store().database.db.selectFrom('quiz_questions').select(['quiz', 'question', 'position']).orderBy('quiz').orderBy('position').execute();
      expect(links.map((link) => [link.quiz, link.question, Number(link.position)])).toEqual(
        [
          [quizzes[0]!._id, kept._id, 1],
          [quizzes[0]!._id, third._id, 2],
          [quizzes[1]!._id, kept._id, 1],
        ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
      );
    });

    it('cascade through the self-reference removes the whole subtree', async () => {
      const root = await api.content('Ciencias');
      const child = await api.content('Física', root._id);
      const grandchild = await api.content('Cinemática', child._id);
      await api.question(grandchild._id, '¿Qué es la velocidad?');
      const other = await api.content('Lengua');
      const response = await del(`/api/contents/${root._id}`);
      expect(response.statusCode).toBe(200);
      expect(await api.names('/api/contents')).toEqual(['Lengua']);
      expect((await api.list('/api/contents')).data[0]).toMatchObject({ _id: other._id, posicion: 1 });
      expect(await api.count('contents')).toBe(1);
      expect(await api.count('questions')).toBe(0);
    });

    it('setNull clears the field of the referencing rows and keeps them', async () => {
      const content = await api.content('Historia');
      const question = await api.question(content._id, '¿Cuándo fue la independencia?');
      const user = await api.user('Luis Rojas');
      const comment = await api.comment(user._id, { exercise: question._id });
      expect(comment.$labels).toEqual({ exercise: '¿Cuándo fue la independencia?', user: 'Luis Rojas' });
      const response = await del(`/api/questions/${question._id}/delete`);
      expect(response.statusCode).toBe(200);
      const after = await store().request({ method: 'GET', url: `/api/comments/${comment._id}` });
      expect(after.data.exercise).toBeUndefined();
      expect(after.data.$labels).toEqual({ exercise: null, user: 'Luis Rojas' });
    });

    it('deleting a row nothing refers to still closes its gap', async () => {
      const content = await api.content('Química');
      const lessons = [];
      for (const name of ['L1', 'L2', 'L3']) lessons.push(await api.lesson(content._id, name));
      expect((await del(`/api/lessons/${lessons[0]!._id}`)).statusCode).toBe(200);
      expect((await api.list(`/api/lessons/${content._id}`)).data.map((row) => [row.name, row.position])).toEqual([
        ['L2', 1],
        ['L3', 2],
      ]);
    });
  },
  { entities: learningEntities, app: learningApp },
);
