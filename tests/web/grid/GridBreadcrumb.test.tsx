import { screen, waitFor, within } from '@testing-library/react';
import type { EntityDefinition, GridParentDefinition } from '../../../runtime/shared/index.js';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { answerLookup } from '../support/lookupHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

// The parents the generator derives for the lessons and sub-contents grids (getGridParent).
const parents: Readonly<Record<string, GridParentDefinition>> = {
  lessons: {
    param: 'content',
    entity: 'content',
    lookup: { entity: 'lesson', field: 'content' },
    title: 'Contenidos',
    listRoute: '/contents',
    recordRoute: '/contents/{parent}',
  },
  subcontents: {
    param: 'parent',
    entity: 'content',
    lookup: { entity: 'content', field: 'parent' },
    title: 'Contenidos',
    listRoute: '/contents',
    recordRoute: '/contents/{parent}',
  },
};
const entities: EntityDefinition[] = allEntities.map((entity) => ({
  ...entity,
  grids: entity.grids.map((grid) => (parents[grid.name] && ['lesson', 'content'].includes(entity.entity) ? { ...grid, parent: parents[grid.name]! } : grid)),
}));

const contents: Row[] = [
  { _id: 'c1', nombre: 'Matemáticas', parent: null },
  { _id: 'c2', nombre: 'Álgebra', parent: 'c1' },
];

function handler(request: RecordedRequest) {
  if (request.path.startsWith('/api/lookup/')) return answerLookup(contents, request, { display: 'nombre', parent: 'parent' });
  return answerList([], request);
}

describe('child page context', () => {
  it.each([
    ['/lessons/c2', 'Lecciones: Álgebra', ['Contenidos', 'Matemáticas', 'Álgebra', 'Lecciones'], [['Contenidos', '/contents'], ['Matemáticas', '/contents/c1'], ['Álgebra', '/contents/c2']]],
    ['/lessons/c1', 'Lecciones: Matemáticas', ['Contenidos', 'Matemáticas', 'Lecciones'], [['Contenidos', '/contents'], ['Matemáticas', '/contents/c1']]],
    // The sub-contents page of Álgebra is Álgebra's own page: its name is not a link to itself; its ancestors link up.
    ['/contents/c2', 'Subcontenidos: Álgebra', ['Contenidos', 'Matemáticas', 'Álgebra', 'Subcontenidos'], [['Contenidos', '/contents'], ['Matemáticas', '/contents/c1']]],
  ])('%s: the h1 names the parent, the breadcrumb shows its path and links back up', async (url, heading, steps, links) => {
    const { fetchMock } = renderAdmin(url, handler, { entities });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(steps);
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(links);
    expect(within(nav).getByText(steps.at(-1)!).getAttribute('aria-current')).toBe('page');
    // One request for the parent's label.
    expect(fetchMock.requests.filter((call) => call.path.startsWith('/api/lookup/'))).toHaveLength(1);
  });

  it('a parent that no longer exists reads as a Spanish sentence and the title stays generic', async () => {
    renderAdmin('/lessons/gone', handler, { entities });
    expect(await screen.findByText('No se encontró el registro al que pertenece esta página; puede haber sido eliminado.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lecciones');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent).toBe('ContenidosLecciones'));
  });

  it('a page without a parent draws no breadcrumb', async () => {
    renderAdmin('/contents', handler, { entities });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contenidos' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Ruta de navegación' })).toBeNull();
  });
});
