// $labels on list and get rows, looked up once per reference field and page (no query per row).
import type { KyselyPlugin } from 'kysely';
import { createEntityRegistry } from '../../../../runtime/server/model/index.js';
import { addReferenceLabels } from '../../../../runtime/server/storage/index.js';
import { createLearningApi } from '../../fixtures/createLearningApi.js';
import { commentEntity, learningApp, learningEntities } from '../../fixtures/learningEntities.js';
import { describeEachStore } from '../../testStores.js';

describeEachStore(
  'reference labels',
  (store) => {
    const api = createLearningApi(store);

    it('list and get rows carry $labels for every reference field, null for an empty one', async () => {
      const [ana, luis] = [await api.user('Ana Pérez'), await api.user('Luis Rojas')];
      const content = await api.content('Historia');
      const question = await api.question(content._id, '¿Quién fue Bolívar?');
      await api.comment(ana._id, { exercise: question._id });
      const plain = await api.comment(luis._id);
      const list = await api.list('/api/comments?pageSize=10');
      expect(list.data.map((row) => row.$labels).sort((a, b) => String(a?.user).localeCompare(String(b?.user)))).toEqual([
        { exercise: '¿Quién fue Bolívar?', user: 'Ana Pérez' },
        { exercise: null, user: 'Luis Rojas' },
      ]);
      const one = await store().request({ method: 'GET', url: `/api/comments/${plain._id}` });
      expect(one.data).toMatchObject({ _id: plain._id, user: luis._id, $labels: { exercise: null, user: 'Luis Rojas' } });
      // Entities without references keep the plain record shape.
      expect((await store().request({ method: 'GET', url: `/api/users/${ana._id}` })).data.$labels).toBeUndefined();
    });

    it('uses one query per reference field for a whole page', async () => {
      const users = [];
      for (let index = 0; index < 6; index++) users.push(await api.user(`Usuario ${index}`));
      const content = await api.content('Historia');
      const question = await api.question(content._id, '¿Quién fue Bolívar?');
      for (const user of users) await api.comment(user._id, { exercise: question._id });
      const records = (await api.list('/api/comments?pageSize=20')).data.map(({ $labels: _labels, ...record }) => record);
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const db = store().database.db.withPlugin(counter);
      const labelled = await addReferenceLabels(db, createEntityRegistry(learningEntities), commentEntity, records);
      expect(queries).toBe(2);
      expect(labelled.every((row) => row.$labels?.exercise === '¿Quién fue Bolívar?')).toBe(true);
      expect(new Set(labelled.map((row) => row.$labels?.user)).size).toBe(6);
    });
  },
  { entities: learningEntities, app: learningApp },
);
