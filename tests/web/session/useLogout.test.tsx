import { screen, waitFor } from '@testing-library/react';
import { getSessionQueryKey } from '../../../runtime/web/index.js';
import type { MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { renderAdmin, TEST_SESSION } from '../support/renderAdmin.js';

function handler(logout: () => MockResponse) {
  return (request: RecordedRequest): MockResponse => (request.path === '/api/logout' ? logout() : answerList(makeSellers(3), request));
}

describe('logout', () => {
  it("'Cerrar sesión' posts /api/logout with the CSRF header, empties the cache and shows the login page", async () => {
    const rendered = renderAdmin('/sellers', handler(() => ({ status: 204 })));
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
    expect(screen.getByText(TEST_SESSION.user.email)).toBeTruthy();
    expect(rendered.queryClient.getQueryCache().getAll().length).toBeGreaterThan(1);

    await rendered.user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    const [logout] = rendered.fetchMock.calls('POST', '/api/logout');
    expect(logout!.headers.get('X-CSRF-Token')).toBe(TEST_SESSION.csrfToken);
    expect(rendered.pathname()).toBe('/login');
    const queries = rendered.queryClient.getQueryCache().getAll();
    expect(queries.map((query) => query.queryKey)).toEqual([getSessionQueryKey()]);
    expect(queries[0]!.state.data).toBeNull();
    expect(screen.queryByText('Vendedor 01')).toBeNull();
    expect(screen.queryByText(TEST_SESSION.user.email)).toBeNull();
  });

  it('a 401 (already signed out) still leaves for the login page', async () => {
    const rendered = renderAdmin('/sellers', handler(() => ({ status: 401, body: { error: 'Inicia sesión para continuar.' } })));
    await screen.findByText('Vendedor 01');
    await rendered.user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('a failure of the server keeps the session and says so', async () => {
    const rendered = renderAdmin('/sellers', handler(() => ({ status: 500, body: { error: 'Base de datos caída' } })));
    await screen.findByText('Vendedor 01');
    await rendered.user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ha ocurrido un error: Base de datos caída');
    await waitFor(() => expect(screen.getByText('Vendedor 01')).toBeTruthy());
    expect(rendered.pathname()).toBe('/sellers');
  });
});
