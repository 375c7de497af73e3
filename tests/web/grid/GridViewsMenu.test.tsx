import { screen, waitFor, within } from '@testing-library/react';
import type { SavedView } from '../../../runtime/shared/index.js';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const sellers = makeSellers(30);
const sellersHandler = (request: RecordedRequest) => answerList(sellers, request, ['name']);
const GRID = 'seller.sellers';
const view = (values: Partial<SavedView> & Pick<SavedView, '_id' | 'name'>): SavedView => ({
  grid: GRID,
  ownerId: 'u1',
  own: true,
  shared: 'private',
  role: null,
  state: { filters: {}, sort: null, tab: null, pageSize: null, columns: null },
  isDefault: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  _version: 1,
  ...values,
});
const mine = view({ _id: 'v1', name: 'Los 10', state: { filters: { name: '1' }, sort: { field: 'name', order: 'desc' }, tab: null, pageSize: 10, columns: null } });
const theirs = view({ _id: 'v2', name: 'Del equipo', own: false, ownerId: 'u2', shared: 'everyone' });

/** Answers the views calls from a list the test keeps, recording the bodies. */
function viewsHandler(views: SavedView[], defaultId: string | null = null) {
  return (request: RecordedRequest) => {
    if (request.method === 'GET') return { body: { data: views, defaultId } };
    if (request.method === 'POST') {
      const saved = view({ ...(request.body as Pick<SavedView, 'name'>), _id: 'v9', own: true });
      views.push(saved);
      return { status: 201, body: saved };
    }
    return { body: { grid: GRID, defaultId: null } };
  };
}

describe('GridViewsMenu', () => {
  it("lists the user's views (own, then shared) and applies one: the URL takes its state and names it", async () => {
    const { user, search } = renderAdmin('/sellers', sellersHandler, { views: viewsHandler([mine, theirs]) });
    await user.click(await screen.findByText('Vistas'));
    expect(screen.getByRole('heading', { name: 'Mis vistas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar «Del equipo»' }).textContent).toContain('con todos');
    // Another's view: no save or delete, only the default.
    expect(screen.queryByRole('button', { name: 'Eliminar «Del equipo»' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aplicar «Los 10»' }));
    await waitFor(() => expect(Object.fromEntries(search())).toEqual({ name: '1', sortField: 'name', sortOrder: 'desc', pageSize: '10', view: 'v1' }));
  });

  it('opens a grid without parameters on the default view; a link naming only a view opens with its state', async () => {
    const first = renderAdmin('/sellers', sellersHandler, { views: viewsHandler([mine], 'v1') });
    await waitFor(() => expect(first.search().get('view')).toBe('v1'));
    expect(first.search().get('pageSize')).toBe('10');
    first.unmount();
    const second = renderAdmin('/sellers?view=v1', sellersHandler, { views: viewsHandler([mine]) });
    await waitFor(() => expect(second.search().get('name')).toBe('1'));
    // A URL with its own state keeps it.
    second.unmount();
    const third = renderAdmin('/sellers?name=9', sellersHandler, { views: viewsHandler([mine], 'v1') });
    expect(await screen.findByText('Vendedor 09')).toBeTruthy();
    expect(Object.fromEntries(third.search())).toEqual({ name: '9' });
  });

  it("'Guardar vista…' posts the grid's current state under a name, shared as chosen, and the URL names it", async () => {
    const { user, search, fetchMock } = renderAdmin('/sellers?name=2&columns=name', sellersHandler, { views: viewsHandler([]) });
    await user.click(await screen.findByText('Vistas'));
    expect(screen.getByText('Aún no hay vistas guardadas.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar vista…' }));
    const form = screen.getByRole('form', { name: 'Guardar vista' });
    await user.type(within(form).getByLabelText('Nombre'), 'Con 2');
    await user.click(within(form).getByLabelText('Todos'));
    await user.click(within(form).getByLabelText('Predeterminada para mí'));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(search().get('view')).toBe('v9'));
    expect(fetchMock.calls('POST', '/api/views')[0]?.body).toEqual({
      name: 'Con 2',
      shared: 'everyone',
      role: null,
      default: true,
      grid: GRID,
      state: { filters: { name: '2' }, sort: null, tab: null, pageSize: null, columns: ['name'] },
    });
    expect(fetchMock.calls('POST', '/api/views')[0]?.headers.get('X-CSRF-Token')).toBe('test-csrf-token');
  });

  it("shows the server's refusal in the form", async () => {
    const refuse = (request: RecordedRequest) => (request.method === 'GET' ? { body: { data: [], defaultId: null } } : { status: 409, body: { error: 'Ya tiene una vista llamada «A» en esta lista; elija otro nombre.', field: 'name' } });
    const { user } = renderAdmin('/sellers', sellersHandler, { views: refuse });
    await user.click(await screen.findByText('Vistas'));
    await user.click(screen.getByRole('button', { name: 'Guardar vista…' }));
    const form = screen.getByRole('form', { name: 'Guardar vista' });
    await user.type(within(form).getByLabelText('Nombre'), 'A');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ya tiene una vista llamada «A»');
  });

  it('marks a view as the default (★) and deletes an own one after confirming', async () => {
    const { user, fetchMock } = renderAdmin('/sellers', sellersHandler, { views: viewsHandler([mine, theirs]) });
    await user.click(await screen.findByText('Vistas'));
    await user.click(screen.getByRole('button', { name: 'Predeterminar «Del equipo»' }));
    await waitFor(() => expect(fetchMock.calls('PUT', '/api/views/default')[0]?.body).toEqual({ grid: GRID, viewId: 'v2' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar «Los 10»' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(fetchMock.calls('DELETE', '/api/views/v1')).toHaveLength(1));
  });
});
