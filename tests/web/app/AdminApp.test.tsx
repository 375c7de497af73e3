import { render, screen, within } from '@testing-library/react';
import type { AppDefinition } from '../../../runtime/shared/index.js';
import { AdminApp, getActiveMenuEntry, toRouterPath } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createFetchMock } from '../support/createFetchMock.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const session = { user: { id: 'u1', email: 'admin@example.com' }, csrfToken: 'token-1' };

/** The whole app as main.tsx starts it: the session is read from GET /api/session first (signed in here). */
function renderApp(url: string) {
  // The grid's saved views: none.
  const mock = createFetchMock((request) => (request.path === '/api/session' ? { body: session } : request.path === '/api/views' ? { body: { data: [], defaultId: null } } : answerList(makeSellers(3), request)));
  render(<AdminApp app={fixtureApp} entities={allEntities} routes={fixtureRoutes} fetch={mock.fetch} initialEntries={[url]} />);
  return { ...mock, pageRequests: () => mock.requests.filter((request) => request.path !== '/api/session') };
}

describe('AdminApp', () => {
  it('draws the title and the sidebar menu from app.menu, marking the current entry', async () => {
    renderApp('/sellers');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
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
    expect(mock.pageRequests()).toHaveLength(0);
  });

  it('asks the API under app.apiBase', async () => {
    const mock = renderApp('/sellers');
    await screen.findByText('Vendedor 01');
    // The session comes first; StrictMode may ask for the list twice.
    const requests = mock.requests.filter((request) => request.path !== '/api/views');
    expect(requests[0]!.path).toBe('/api/session');
    expect(requests[1]!.path).toBe('/api/sellers');
    expect(requests[1]!.headers.get('X-CSRF-Token')).toBe('token-1');
  });
});

describe('a long menu', () => {
  const labels = [
    'Entregas',
    'Facturas',
    'Productos',
    'Vendedores',
    'Usuarios',
    'Contenidos',
    'Banners',
    'Banners de inicio',
    'Exámenes',
    'Comentarios',
    'Categorías de cursos',
    'Institutos',
    'Lecciones',
    'Ejercicios',
    'Opciones',
  ];
  const routes = [
    '/deliveries',
    '/invoices?state=pending',
    '/products',
    '/sellers',
    '/users',
    '/contents',
    '/banners',
    '/banners-home',
    '/quizzes',
    '/comments',
    '/course-categories',
    '/institutes',
    '/lessons',
    '/questions',
    '/options',
  ];
  const app: AppDefinition = { ...fixtureApp, menu: labels.map((label, i) => ({ label, route: routes[i]! })) };

  function activeLinks() {
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    return within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
  }

  it('lists every entry inside the scrolling nav and highlights the section of a nested route only', async () => {
    renderAdmin('/contents/abc', () => ({ body: { data: [], itemsCount: 0 } }), { app });
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(menu.classList.contains('sidebar-nav')).toBe(true);
    expect(within(menu).getAllByRole('link')).toHaveLength(15);
    expect(activeLinks()).toEqual(['Contenidos']);
    expect(within(menu).getByRole('link', { name: 'Contenidos' }).classList.contains('sidebar-link--active')).toBe(true);
    expect(document.querySelector('.topbar-title')!.textContent).toBe('Contenidos');
    expect(await screen.findByRole('heading', { name: 'Subcontenidos' })).toBeTruthy();
  });

  it("an entry with a query (/invoices?state=pending) links there and stays active on the invoice page's other tabs", async () => {
    renderAdmin('/invoices?state=issued', () => ({ body: { data: [], itemsCount: 0 } }), { app });
    expect(screen.getByRole('link', { name: 'Facturas' }).getAttribute('href')).toBe('/invoices?state=pending');
    expect(activeLinks()).toEqual(['Facturas']);
    expect(await screen.findByRole('tab', { name: 'Facturadas' })).toBeTruthy();
  });

  it('scrolls the current entry into view inside the menu, also after moving to another section', async () => {
    const scrolled: string[] = [];
    // jsdom has no layout; record which element asks to be scrolled into view. Chromium's scrollIntoView
    // returns a promise, which must not become an effect's cleanup.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
      return Promise.resolve() as unknown as undefined;
    };
    // Each entry lies below the menu's box (jsdom draws every box at 0), so it needs scrolling.
    vi.spyOn(HTMLAnchorElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 2000, bottom: 2040 } as DOMRect);
    try {
      const { user } = renderAdmin('/comments', () => ({ body: { data: [], itemsCount: 0 } }), { app });
      expect(await screen.findByRole('heading', { name: 'Comentarios' })).toBeTruthy();
      expect(scrolled).toEqual(['Comentarios']);
      await user.click(screen.getByRole('link', { name: 'Institutos' }));
      expect(await screen.findByRole('heading', { name: 'Institutos' })).toBeTruthy();
      expect(screen.queryByText('Ha ocurrido un error inesperado.')).toBeNull();
      expect(scrolled).toEqual(['Comentarios', 'Institutos']);
    } finally {
      // @ts-expect-error -- jsdom lacks it; remove the stub so other tests see jsdom as it is.
      delete Element.prototype.scrollIntoView;
    }
  });

  it('/banners-home highlights Banners de inicio, not Banners', () => {
    expect(getActiveMenuEntry(app.menu, '/banners-home/b1/edit')?.label).toBe('Banners de inicio');
    expect(getActiveMenuEntry(app.menu, '/banners/b1/edit')?.label).toBe('Banners');
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
    { label: 'Facturas', route: '/invoices?state=pending' },
  ];
  it.each([
    ['/sellers', 'Vendedores'],
    ['/sellers/s1/edit', 'Vendedores'],
    ['/sellers/new', 'Vendedores nuevos'],
    ['/sellersx', null],
    ['/', null],
    ['/invoices', 'Facturas'],
    ['/invoices/i1', 'Facturas'],
  ])('%s → %s', (pathname, want) => {
    expect(getActiveMenuEntry(menu, pathname)?.label ?? null).toBe(want);
  });
});
