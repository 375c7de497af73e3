import { render, screen, within } from '@testing-library/react';
import { AdminApp, getActiveMenuEntry, toRouterPath } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createFetchMock } from '../support/createFetchMock.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';
import { answerList, makeSellers } from '../support/listHandler.js';

function renderApp(url: string) {
  const mock = createFetchMock((request) => answerList(makeSellers(3), request));
  render(<AdminApp app={fixtureApp} entities={allEntities} routes={fixtureRoutes} fetch={mock.fetch} initialEntries={[url]} />);
  return mock;
}

describe('AdminApp', () => {
  it('draws the title and the sidebar menu from app.menu, marking the current entry', async () => {
    renderApp('/sellers');
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vendedores', '/sellers'],
      ['Categorías de cursos', '/course-categories'],
      ['Institutos', '/institutes'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Vendedores' })).toBeTruthy();
    expect(screen.getAllByText('Administración').length).toBeGreaterThan(0);
  });

  it('opens the first menu entry at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Vendedores' })).toBeTruthy();
  });

  it('shows a Spanish 404 page for an unknown path', async () => {
    const mock = renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(mock.requests).toHaveLength(0);
  });

  it('asks the API under app.apiBase', async () => {
    const mock = renderApp('/sellers');
    await screen.findByText('Vendedor 01');
    expect(mock.requests[0]!.path).toBe('/api/sellers');
  });
});

describe('toRouterPath', () => {
  it.each([
    ['/sellers', '/sellers'],
    ['/sellers/{_id}', '/sellers/:_id'],
    ['/quizzes/{id}/questions', '/quizzes/:id/questions'],
  ])('%s → %s', (given, want) => {
    expect(toRouterPath(given)).toBe(want);
  });
});

describe('getActiveMenuEntry', () => {
  const menu = [
    { label: 'Vendedores', route: '/sellers' },
    { label: 'Vendedores nuevos', route: '/sellers/new' },
    { label: 'Institutos', route: '/institutes' },
  ];
  it.each([
    ['/sellers', 'Vendedores'],
    ['/sellers/s1/edit', 'Vendedores'],
    ['/sellers/new', 'Vendedores nuevos'],
    ['/sellersx', null],
    ['/', null],
  ])('%s → %s', (pathname, want) => {
    expect(getActiveMenuEntry(menu, pathname)?.label ?? null).toBe(want);
  });
});
