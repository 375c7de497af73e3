// List v2: `where` constants, path placeholders as equalities, scoped creates and moves, and through lists.
import { createLearningApi } from '../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../fixtures/learningEntities.js';
import { describeEachStore } from '../testStores.js';

describeEachStore(
  'scoped lists and creates',
  (store) => {
    const api = createLearningApi(store);
    const tree = async (id: string) => (await api.list(`/api/contents/${id}/subitems`)).data.map((row) => `${row.posicion}:${row.nombre}`);

    it('the root list holds only rows whose parent is null; subitems hold one parent’s children', async () => {
      const math = await api.content('Matemáticas');
      const science = await api.content('Ciencias');
      await api.content('Álgebra', math._id);
      await api.content('Geometría', math._id);
      await api.content('Física', science._id);
      expect((await api.list('/api/contents')).data.map((row) => `${row.posicion}:${row.nombre}`)).toEqual(['1:Matemáticas', '2:Ciencias']);
      expect((await api.list('/api/contents')).itemsCount).toBe(2);
      expect(await tree(math._id)).toEqual(['1:Álgebra', '2:Geometría']);
      expect(await tree(science._id)).toEqual(['1:Física']);
      expect(await tree('abcdefabcdefabcdefabcdef')).toEqual([]);
    });

    it('creates with and without {parent}: the path sets the field, positions count within the scope', async () => {
      const root = await api.content('Matemáticas');
      const child = await api.content('Álgebra', root._id);
      expect(child).toMatchObject({ parent: root._id, posicion: 1, $labels: { parent: 'Matemáticas' } });
      expect(root).toMatchObject({ posicion: 1, $labels: { parent: null } });
      expect(root.parent).toBeUndefined();
      const second = await api.content('Lengua');
      expect(second.posicion).toBe(2);
      // Echoing the same value is fine; contradicting the path is not.
      const same = await store().request({ method: 'POST', url: `/api/contents/${root._id}/create`, payload: { nombre: 'Cálculo', parent: root._id } });
      expect(same.statusCode).toBe(201);
      expect(same.data.posicion).toBe(2);
      const clash = await store().request({ method: 'POST', url: `/api/contents/${root._id}/create`, payload: { nombre: 'X', parent: second._id } });
      expect(clash.statusCode).toBe(400);
      expect(clash.data.field).toBe('parent');
    });

    it('a read-only field set by the path (option.question) is filled in and may not come in the body', async () => {
      const content = await api.content('Física');
      const question = await api.question(content._id, '¿Qué es la masa?');
      const option = await api.option(question._id, 'Una magnitud');
      expect(option).toMatchObject({ question: question._id, numero: 1, $labels: { question: '¿Qué es la masa?' } });
      expect((await api.option(question._id, 'Un color')).numero).toBe(2);
      const echoed = await store().request({ method: 'POST', url: `/api/options/${question._id}/create`, payload: { descripcion: 'Otra', question: question._id } });
      expect(echoed.statusCode).toBe(201);
    });

    it('moves stay within the scope, and lists by path keep each scope apart', async () => {
      const [a, b] = [await api.content('A'), await api.content('B')];
      const lessons = [];
      for (const name of ['a1', 'a2', 'a3']) lessons.push(await api.lesson(a._id, name));
      await api.lesson(b._id, 'b1');
      const up = await store().request({ method: 'GET', url: `/api/lessons/${lessons[2]!._id}/up` });
      expect(up.data).toEqual({ moved: true, _id: lessons[2]!._id, position: 2 });
      const first = await store().request({ method: 'GET', url: `/api/lessons/${lessons[0]!._id}/up` });
      expect(first.data.moved).toBe(false);
      expect(await api.names(`/api/lessons/${a._id}`, 'name')).toEqual(['a1', 'a3', 'a2']);
      expect(await api.names(`/api/lessons/${b._id}`, 'name')).toEqual(['b1']);
      expect((await api.list(`/api/lessons/${a._id}`)).data[0]!.$labels).toEqual({ content: 'A' });
      // Contents move among siblings only.
      const children = [await api.content('x', a._id), await api.content('y', a._id)];
      await store().request({ method: 'GET', url: `/api/contents/${children[1]!._id}/up` });
      expect(await tree(a._id)).toEqual(['1:y', '2:x']);
      expect((await api.list('/api/contents')).data.map((row) => row.nombre)).toEqual(['A', 'B']);
    });

    it('through list: the questions linked to the quiz, in link order unless a sortField is given', async () => {
      const content = await api.content('Matemáticas');
      const questions = [];
      for (const text of ['¿Cuánto es 2 + 2?', '¿Qué es un número primo?', '¿Cuánto es 3 × 3?']) questions.push(await api.question(content._id, text));
      const [quiz, other] = [await api.quiz('Simulacro 1'), await api.quiz('Simulacro 2')];
      await api.assign(quiz._id, questions[2]!._id);
      await api.assign(quiz._id, questions[0]!._id);
      await api.assign(other._id, questions[1]!._id);
      const list = await api.list(`/api/questions-quiz/${quiz._id}`);
      expect(list.itemsCount).toBe(2);
      expect(list.data.map((row) => row.descripcion)).toEqual(['¿Cuánto es 3 × 3?', '¿Cuánto es 2 + 2?']);
      expect(list.data[0]).toMatchObject({ _id: questions[2]!._id, content: content._id, $labels: { content: 'Matemáticas' } });
      expect(await api.names(`/api/questions-quiz/${quiz._id}?sortField=descripcion`, 'descripcion')).toEqual(['¿Cuánto es 2 + 2?', '¿Cuánto es 3 × 3?']);
      expect(await api.names(`/api/questions-quiz/${other._id}`, 'descripcion')).toEqual(['¿Qué es un número primo?']);
      expect((await api.list('/api/questions-quiz/abcdefabcdefabcdefabcdef')).itemsCount).toBe(0);
      const paged = await api.list(`/api/questions-quiz/${quiz._id}?pageIndex=2&pageSize=1`);
      expect(paged.data.map((row) => row._id)).toEqual([questions[0]!._id]);
    });

    it('rejects filters the through grid does not declare', async () => {
      const quiz = await api.quiz('Simulacro');
      const response = await store().request({ method: 'GET', url: `/api/questions-quiz/${quiz._id}?descripcion=x` });
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe('descripcion');
    });
  },
  { entities: learningEntities, app: learningApp },
);
