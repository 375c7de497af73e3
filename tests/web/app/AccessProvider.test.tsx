// The app as a signed-in user whose roles reach only part of it: the menu, the pages and the buttons follow the grants.
import { screen, within } from '@testing-library/react';
import type { EntityPermission, Permissions } from '../../../runtime/shared/index.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { renderAdmin, TEST_SESSION } from '../support/renderAdmin.js';

function sessionWith(granted: Record<string, Partial<EntityPermission> & { actions: string[] }>) {
  const permissions: Permissions = {
    restricted: true,
    roles: ['role'],
    entities: Object.fromEntries(Object.entries(granted).map(([entity, grant]) => [entity, { hidden: [], readOnly: [], rowFilters: null, ...grant }])),
  };
  return { ...TEST_SESSION, permissions };
}

const readSellers = sessionWith({ seller: { actions: ['list', 'view'] } });
const sellers = makeSellers(2);

function menuEntries(): string[] {
  return within(screen.getByRole('navigation', { name: 'Menú principal' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('AccessProvider', () => {
  it.each([
    ['sellers to look at', readSellers, ['Vendedores']],
    ['sellers and institutes', sessionWith({ seller: { actions: ['list'] }, institute: { actions: ['list'] } }), ['Vendedores', 'Institutos']],
    ['a site without roles', TEST_SESSION, ['Vendedores', 'Categorías de cursos', 'Institutos']],
  ])('the menu of %s lists only the grids the user may list', async (_, session, expected) => {
    renderAdmin('/sellers', (request) => answerList(sellers, request), { session });
    await screen.findByText('Vendedor 01');
    expect(menuEntries()).toEqual(expected);
  });

  it('opens the first permitted entry at /', async () => {
    const view = renderAdmin('/', (request) => answerList(sellers, request), { session: sessionWith({ institute: { actions: ['list'] } }) });
    await screen.findByRole('heading', { name: 'Institutos', level: 1 });
    expect(view.pathname()).toBe('/institutes');
  });

  it.each(['/institutes', '/sellers/new', '/sellers/s01/edit'])('a direct visit to %s says the role does not allow it, and asks nothing', async (url) => {
    const view = renderAdmin(url, (request) => answerList(sellers, request), { session: readSellers });
    await screen.findByRole('heading', { name: 'No permitido', level: 1 });
    screen.getByText('Su rol no permite abrir esta página.');
    expect(view.fetchMock.requests).toEqual([]);
  });

  it.each([
    ['a reader', readSellers, { Ver: 2, Editar: 0, Eliminar: 0, 'Nuevo vendedor': 0 }],
    ['an editor without create', sessionWith({ seller: { actions: ['list', 'view', 'update', 'delete'] } }), { Ver: 2, Editar: 2, Eliminar: 2, 'Nuevo vendedor': 0 }],
    ['a site without roles', TEST_SESSION, { Ver: 2, Editar: 2, Eliminar: 2, 'Nuevo vendedor': 1 }],
  ])('the sellers grid of %s offers only what the roles allow', async (_, session, expected) => {
    renderAdmin('/sellers', (request) => answerList(sellers, request), { session });
    await screen.findByText('Vendedor 01');
    const counts = Object.fromEntries(
      Object.keys(expected).map((name) => [name, [...screen.queryAllByRole('link', { name }), ...screen.queryAllByRole('button', { name })].length]),
    );
    expect(counts).toEqual(expected);
  });
});
