import { screen } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { getRecordHistoryPath } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createColumn, createEndpoint, createEntity, createField, createGrid, createRefs, idField } from '../fixtures/createFixture.js';
import { answerList } from '../support/listHandler.js';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

const auditRef = createRefs('auditEntry');
const recordList = auditRef('record', 'GET', '/audit/{entity}/{recordId}');

/** The built-in audit log as the generator adds it, reduced to the record history grid. */
const auditEntity: EntityDefinition = createEntity('auditEntry', {
  label: { one: 'entrada del historial', many: 'Historial' },
  fields: [
    idField,
    createField('at', 'Fecha', { type: 'string', format: 'date-time' }),
    createField('userEmail', 'Usuario', { type: 'string' }),
    createField('entity', 'Entidad', { type: 'string' }),
    createField('recordId', 'Registro', { type: 'string' }),
    createField('action', 'Acción', { type: 'string' }),
    createField('changes', 'Cambios', { type: 'object' }),
  ],
  endpoints: [createEndpoint(recordList, 'list')],
  grids: [
    createGrid('auditEntry', 'recordHistory', {
      title: 'Historial del registro',
      route: '/history/{entity}/{recordId}',
      dataSource: recordList,
      params: ['entity', 'recordId'],
      filtering: false,
      columns: [
        createColumn('userEmail', 'Usuario'),
        createColumn('action', 'Acción', {
          cell: 'enum',
          options: [
            { value: 'create', label: 'Creación' },
            { value: 'update', label: 'Modificación' },
          ],
        }),
        createColumn('changes', 'Cambios', { cell: 'changes' }),
      ],
    }),
  ],
});

const entities = [...allEntities, auditEntity];
const app = { ...fixtureApp, recordHistoryRoute: '/history/{entity}/{recordId}' };
const history = [
  { _id: 'a2', userEmail: 'ana@example.com', entity: 'seller', recordId: 's 03', action: 'update', changes: { name: { from: 'Marta', to: 'Marta Ruiz' } } },
  { _id: 'a1', userEmail: 'ana@example.com', entity: 'seller', recordId: 's 03', action: 'create', changes: { name: { to: 'Marta' } } },
];

function handler(request: RecordedRequest) {
  if (request.path === '/api/sellers/s%2003' || request.path === '/api/sellers/s 03') return { body: { _id: 's 03', name: 'Marta Ruiz' } };
  if (request.path.startsWith('/api/audit/')) return answerList(history, request);
  return { body: null };
}

describe('Historial', () => {
  it('a view page links to the record history, which lists the changes with the entity field titles', async () => {
    const rendered = renderAdmin('/sellers/s%2003', handler, { entities, app });
    const link = await screen.findByRole('link', { name: 'Historial' });
    expect(link.getAttribute('href')).toBe('/history/seller/s%2003');
    await rendered.user.click(link);
    expect((await screen.findAllByRole('heading', { name: 'Historial del registro' })).length).toBeGreaterThan(0);
    expect(await screen.findByText('Nombre: Marta → Marta Ruiz')).toBeTruthy();
    expect(screen.getByText('Nombre: Marta')).toBeTruthy();
    expect(screen.getByText('Modificación')).toBeTruthy();
    const [list] = rendered.fetchMock.requests.filter((request) => request.path.startsWith('/api/audit/'));
    expect(list!.path).toBe('/api/audit/seller/s%2003');
  });

  it('an edit form links to the history of the record it edits', async () => {
    renderAdmin('/sellers/s%2003/edit', handler, { entities, app });
    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Historial' }).getAttribute('href')).toBe('/history/seller/s%2003');
  });

  it('a create form, and an app without recordHistoryRoute, have no Historial link', async () => {
    renderAdmin('/sellers/new', handler, { entities, app });
    expect(await screen.findByRole('textbox', { name: /Nombre/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Historial' })).toBeNull();
  });

  it('no link when the app keeps no history', async () => {
    renderAdmin('/sellers/s%2003', handler, { entities, app: { ...fixtureApp, recordHistoryRoute: null } });
    expect(await screen.findByText('Marta Ruiz')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Historial' })).toBeNull();
  });
});

describe('getRecordHistoryPath', () => {
  it.each([
    ['fills and encodes', '/history/{entity}/{recordId}', 'seller', 'a/b', '/history/seller/a%2Fb'],
    ['no route', null, 'seller', 's1', null],
    ['no id', '/history/{entity}/{recordId}', 'seller', undefined, null],
    ['an unknown placeholder', '/history/{other}', 'seller', 's1', null],
  ])('%s', (_name, route, entity, id, want) => {
    expect(getRecordHistoryPath(route, entity, id)).toBe(want);
  });
});
