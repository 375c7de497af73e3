// Create and update refuse references to rows that do not exist (400 naming the field, in Spanish), and a
// tree cannot be made into a cycle.
import { createLearningApi } from '../../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../../fixtures/learningEntities.js';
import { describeEachStore, ifMatch } from '../../testStores.js';

const MISSING = 'abcdefabcdefabcdefabcdef';

describeEachStore(
  'reference checks',
  (store) => {
    const api = createLearningApi(store);

    it('create: a reference in the body must exist (400 naming the field)', async () => {
      const user = await api.user('Ana Pérez');
      const response = await store().request({ method: 'POST', url: '/api/comments/create', payload: { description: 'Hola', type: 0, user: MISSING } });
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({ field: 'user', error: `El campo «Usuario» debe apuntar a un registro existente: no existe usuario con _id «${MISSING}».` });
      expect(await api.count('comments')).toBe(0);
      const ok = await api.comment(user._id, { exercise: null });
      expect(ok.$labels).toEqual({ exercise: null, user: 'Ana Pérez' });
    });

    it('create: a path placeholder naming a missing row is a 404 naming the field', async () => {
      const response = await store().request({ method: 'POST', url: `/api/lessons/${MISSING}/create`, payload: { name: 'Huérfana' } });
      expect(response.statusCode).toBe(404);
      expect(response.data.field).toBe('content');
      expect(await api.count('lessons')).toBe(0);
    });

    it('update: a changed reference must exist; null clears an optional one', async () => {
      const user = await api.user('Ana Pérez');
      const content = await api.content('Historia');
      const question = await api.question(content._id, '¿Quién fue Bolívar?');
      const comment = await api.comment(user._id, { exercise: question._id });
      const bad = await store().request({ method: 'PUT', url: `/api/comments/${comment._id}/update`, headers: ifMatch(comment), payload: { exercise: MISSING } });
      expect(bad.statusCode).toBe(400);
      expect(bad.data.field).toBe('exercise');
      const cleared = await store().request({ method: 'PUT', url: `/api/comments/${comment._id}/update`, headers: ifMatch(comment), payload: { exercise: null } });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.data.$labels).toEqual({ exercise: null, user: 'Ana Pérez' });
    });

    it('update: a content cannot become its own ancestor', async () => {
      const root = await api.content('Matemáticas');
      const child = await api.content('Álgebra', root._id);
      const grandchild = await api.content('Ecuaciones', child._id);
      for (const parent of [root._id, grandchild._id]) {
        const response = await store().request({ method: 'PUT', url: `/api/contents/${root._id}/update`, headers: ifMatch(root), payload: { parent } });
        expect(response.statusCode).toBe(400);
        expect(response.data).toMatchObject({ field: 'parent', error: expect.stringMatching(/descendientes/) });
      }
      // Moving a subtree elsewhere is fine, and the moved row joins the end of its new scope.
      const other = await api.content('Física');
      const moved = await store().request({ method: 'PUT', url: `/api/contents/${child._id}/update`, headers: ifMatch(child), payload: { parent: other._id } });
      expect(moved.statusCode).toBe(200);
      expect(moved.data).toMatchObject({ parent: other._id, posicion: 1, $labels: { parent: 'Física' } });
    });

    it('a body echoing $labels is accepted (the client sends back the row it listed)', async () => {
      const root = await api.content('Matemáticas');
      const child = await api.content('Álgebra', root._id);
      const response = await store().request({ method: 'PUT', url: `/api/contents/${child._id}/update`, headers: ifMatch(child), payload: { nombre: 'Álgebra lineal', $labels: child.$labels } });
      expect(response.statusCode).toBe(200);
      expect(response.data.nombre).toBe('Álgebra lineal');
    });
  },
  { entities: learningEntities, app: learningApp },
);
