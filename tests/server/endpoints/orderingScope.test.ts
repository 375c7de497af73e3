// Positions are kept 1..n within each scope (here: per content and per free/paid), by every endpoint kind.
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { getFixtureEntity } from '../../fixtures/loadFixtureModel.js';
import { describeEachStore, ifMatch, type TestStore } from '../testStores.js';

const lessonEntity = getFixtureEntity(
  buildFixtureModel([
    {
      entity: 'lesson',
      label: { one: 'lección', many: 'Lecciones' },
      fields: {
        _id: { type: 'string', title: 'Id', readOnly: true },
        name: { type: 'string', title: 'Nombre', minLength: 1, maxLength: 255 },
        visible: { type: 'boolean', title: 'Visible', default: true },
        position: { type: 'integer', title: 'Posición', minimum: 1, readOnly: true },
        content: { type: 'string', title: 'Contenido' },
        free: { type: 'boolean', title: 'Gratis', default: false },
      },
      required: ['name', 'content'],
      ordering: { field: 'position', scope: ['content', 'free'] },
      endpoints: {
        list: { kind: 'list', method: 'GET', path: '/lessons' },
        create: { kind: 'create', method: 'POST', path: '/lessons/create' },
        update: { kind: 'update', method: 'PUT', path: '/lessons/{_id}/updateOnline' },
        delete: { kind: 'delete', method: 'PUT', path: '/lessons/{_id}', body: 'row' },
        move: { kind: 'move', method: 'GET', path: '/lessons/{_id}/{direction}' },
      },
      grids: {
        lessons: {
          title: 'Lecciones',
          route: '/lessons',
          dataSource: 'list',
          filtering: false,
          defaultSort: { field: 'position', order: 'asc' },
          columns: [{ field: 'position', title: '#' }, { field: 'name' }, { field: 'visible' }],
        },
      },
    },
  ]),
  'lesson',
);

type Lesson = { _id: string; name: string; content: string; free: boolean; position: number; _version: number };

async function positionsByScope(store: TestStore): Promise<Record<string, string[]>> {
  const list = await store.request({ method: 'GET', url: '/api/lessons?pageSize=100' });
  const scopes: Record<string, string[]> = {};
  for (const row of list.data.data as Lesson[]) (scopes[`${row.content}/${row.free}`] ??= []).push(`${row.position}:${row.name}`);
  return scopes;
}

describeEachStore(
  'ordering scopes',
  (store) => {
    const create = async (name: string, content: string, free = false): Promise<Lesson> =>
      (await store().request({ method: 'POST', url: '/api/lessons/create', payload: { name, content, free } })).data;

    it('numbers each scope on its own, moves within it and closes gaps in it', async () => {
      const a1 = await create('a1', 'A');
      await create('b1', 'B');
      const a2 = await create('a2', 'A');
      await create('af', 'A', true);
      await create('a3', 'A');
      expect(await positionsByScope(store())).toEqual({ 'A/false': ['1:a1', '2:a2', '3:a3'], 'A/true': ['1:af'], 'B/false': ['1:b1'] });

      const up = await store().request({ method: 'GET', url: `/api/lessons/${a2._id}/up` });
      expect(up.data).toEqual({ moved: true, _id: a2._id, position: 1 });
      // a2's move put a1 second: its next version.
      await store().request({ method: 'PUT', url: `/api/lessons/${a1._id}`, payload: { ...a1, position: 2, _version: 2 } });
      expect(await positionsByScope(store())).toEqual({ 'A/false': ['1:a2', '2:a3'], 'A/true': ['1:af'], 'B/false': ['1:b1'] });
    });

    it('moves a row whose scope changes to the end of its new scope and closes the old gap', async () => {
      await create('a1', 'A');
      const a2 = await create('a2', 'A');
      await create('a3', 'A');
      await create('b1', 'B');
      const response = await store().request({ method: 'PUT', url: `/api/lessons/${a2._id}/updateOnline`, headers: ifMatch(a2), payload: { content: 'B' } });
      expect(response.statusCode).toBe(200);
      expect(response.data).toMatchObject({ content: 'B', position: 2 });
      expect(await positionsByScope(store())).toEqual({ 'A/false': ['1:a1', '2:a3'], 'B/false': ['1:b1', '2:a2'] });
    });

    it('keeps every scope a permutation under concurrent moves, updates and creates', async () => {
      const rows = [];
      for (const [name, content] of [['a1', 'A'], ['a2', 'A'], ['a3', 'A'], ['b1', 'B'], ['b2', 'B']] as const) rows.push(await create(name, content));
      await Promise.all([
        ...rows.map((row, index) => store().request({ method: 'GET', url: `/api/lessons/${row._id}/${index % 2 ? 'up' : 'down'}` })),
        // Whatever version: the race under test is the scopes'.
        store().request({ method: 'PUT', url: `/api/lessons/${rows[0]!._id}/updateOnline`, headers: { 'if-match': '*' }, payload: { content: 'B' } }),
        store().request({ method: 'PUT', url: `/api/lessons/${rows[3]!._id}/updateOnline`, headers: { 'if-match': '*' }, payload: { content: 'A' } }),
        create('a4', 'A'),
        create('b3', 'B'),
      ]);
      const scopes = await positionsByScope(store());
      for (const entries of Object.values(scopes)) {
        expect(entries.map((entry) => Number(entry.split(':')[0])).sort((x, y) => x - y)).toEqual(entries.map((_, i) => i + 1));
      }
      expect(Object.values(scopes).flat()).toHaveLength(7);
    });
  },
  { entities: [lessonEntity], app: fixtureApp },
);
