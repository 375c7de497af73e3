import { screen, waitFor, within } from '@testing-library/react';
import { createDeferred } from '../support/createFetchMock.js';
import type { MockResponse } from '../support/createFetchMock.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const sellers = makeSellers(30);
const sellersHandler = (request: Parameters<typeof answerList>[1]) => answerList(sellers, request, ['name']);

function listCalls(fetchMock: ReturnType<typeof renderAdmin>['fetchMock']) {
  return fetchMock.calls('GET', '/api/sellers');
}

function lastListQuery(fetchMock: ReturnType<typeof renderAdmin>['fetchMock']): URLSearchParams {
  const calls = listCalls(fetchMock);
  return calls[calls.length - 1]!.query;
}

describe('GridPage texts', () => {
  it("shows 'Cargando...' until the first page arrives", async () => {
    const answer = createDeferred<MockResponse>();
    renderAdmin('/sellers', () => answer.promise);
    expect(await screen.findByText('Cargando...')).toBeTruthy();
    // Nothing is counted yet: no 'Total: 0' (nor a page count) beside 'Cargando...'.
    expect(screen.queryByText(/^Total: /)).toBeNull();
    expect(screen.queryByText(/^Página: /)).toBeNull();
    answer.resolve({ body: { data: sellers.slice(0, 20), itemsCount: 30 } });
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
    expect(screen.queryByText('Cargando...')).toBeNull();
    expect(screen.getByText('Total: 30')).toBeTruthy();
  });

  it("shows 'No se han encontrado resultados' for an empty list", async () => {
    renderAdmin('/sellers', () => ({ body: { data: [], itemsCount: 0 } }));
    expect(await screen.findByText('No se han encontrado resultados')).toBeTruthy();
    expect(screen.getByText('Página: 1 de 1')).toBeTruthy();
    expect(screen.getByText('Total: 0')).toBeTruthy();
  });

  it('says the server could not be reached when no answer arrives, with no pager over the empty grid', async () => {
    renderAdmin('/sellers', () => {
      throw new TypeError('Failed to fetch');
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.');
    expect(screen.queryByText(/Página:/)).toBeNull();
    expect(screen.queryByText(/Total:/)).toBeNull();
  });

  it("keeps 'Ha ocurrido un error: ' and the server's words for an answer that is an error", async () => {
    renderAdmin('/sellers', () => ({ status: 400, body: { error: 'Parámetro de consulta desconocido: «x».' } }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('Ha ocurrido un error: Parámetro de consulta desconocido: «x».');
    expect(screen.queryByText(/Página:/)).toBeNull();
  });

  it("draws the pager as 'Página: 1 de 2' and 'Total: 30', with 20 data rows", async () => {
    const { fetchMock } = renderAdmin('/sellers', sellersHandler);
    expect(await screen.findByText('Página: 1 de 2')).toBeTruthy();
    expect(screen.getByText('Total: 30')).toBeTruthy();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(20);
    const query = lastListQuery(fetchMock);
    expect(query.get('pageIndex')).toBe('1');
    expect(query.get('pageSize')).toBe('20');
    expect(query.get('sortField')).toBe('name');
    expect(query.get('sortOrder')).toBe('asc');
  });

  it('renders a value as text, never as HTML', async () => {
    renderAdmin('/sellers', () => ({ body: { data: [{ _id: 'x', name: '<b>Negrita</b>' }], itemsCount: 1 } }));
    expect(await screen.findByText('<b>Negrita</b>')).toBeTruthy();
    expect(document.querySelector('tbody b')).toBeNull();
  });

  it('fills row links from the row', async () => {
    renderAdmin('/sellers', sellersHandler);
    const row = (await screen.findByText('Vendedor 01')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ver' }).getAttribute('href')).toBe('/sellers/s01');
    expect(within(row).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/sellers/s01/edit');
  });

  it('draws the toolbar link action', async () => {
    renderAdmin('/sellers', sellersHandler);
    const link = await screen.findByRole('link', { name: 'Nuevo vendedor' });
    expect(link.getAttribute('href')).toBe('/sellers/new');
  });
});

describe('GridPage paging', () => {
  it('page buttons change the pageIndex of the request and the page in the URL', async () => {
    const { user, fetchMock, search } = renderAdmin('/sellers', sellersHandler);
    await screen.findByText('Página: 1 de 2');
    const pager = screen.getByRole('navigation', { name: 'Paginación de «Vendedores»' });
    expect(within(pager).getByRole('button', { name: 'Primera' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: 'Anterior' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(pager).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Página: 2 de 2')).toBeTruthy();
    expect(lastListQuery(fetchMock).get('pageIndex')).toBe('2');
    expect(search().get('page')).toBe('2');
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(10));
    expect(within(pager).getByRole('button', { name: 'Siguiente' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: 'Última' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Primera' }));
    expect(await screen.findByText('Página: 1 de 2')).toBeTruthy();
    expect(search().get('page')).toBeNull();
  });

  it('Siguiente and Última move forward', async () => {
    const many = makeSellers(95);
    const { user, fetchMock } = renderAdmin('/sellers', (request) => answerList(many, request));
    await screen.findByText('Página: 1 de 5');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página: 2 de 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Última' }));
    expect(await screen.findByText('Página: 5 de 5')).toBeTruthy();
    expect(lastListQuery(fetchMock).get('pageIndex')).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Página: 4 de 5')).toBeTruthy();
  });

  it('Siguiente and Anterior pass the row the page continues from (keyset); a jump passes none', async () => {
    const many = makeSellers(95);
    const { user, fetchMock, search } = renderAdmin('/sellers', (request) => answerList(many, request));
    await screen.findByText('Página: 1 de 5');
    const firstPage = [...document.querySelectorAll('tbody tr')].length;
    expect(firstPage).toBe(20);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página: 2 de 5')).toBeTruthy();
    expect(lastListQuery(fetchMock).get('after')).toBe(many[19]!._id);
    expect(search().get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Página: 1 de 5')).toBeTruthy();
    expect(lastListQuery(fetchMock).get('before')).toBe(many[20]!._id);
    await user.click(screen.getByRole('button', { name: 'Última' }));
    expect(await screen.findByText('Página: 5 de 5')).toBeTruthy();
    expect(lastListQuery(fetchMock).get('after')).toBeNull();
    expect(lastListQuery(fetchMock).get('before')).toBeNull();
  });
});

describe('GridPage sorting', () => {
  it('a header click sorts by that column and puts sortField/sortOrder in the URL and the request', async () => {
    const { user, fetchMock, search } = renderAdmin('/sellers?page=2', sellersHandler);
    await screen.findByText('Página: 2 de 2');
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(search().get('sortOrder')).toBe('desc'));
    expect(search().get('sortField')).toBe('name');
    // A new order starts again at page 1.
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(lastListQuery(fetchMock).get('sortOrder')).toBe('desc'));
    expect(lastListQuery(fetchMock).get('sortField')).toBe('name');
    expect(lastListQuery(fetchMock).get('pageIndex')).toBe('1');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Nombre/ }).getAttribute('aria-sort')).toBe('descending'));
    expect(await screen.findByText('Vendedor 30')).toBeTruthy();

    await user.click(within(screen.getByRole('columnheader', { name: /Nombre/ })).getByRole('button'));
    await waitFor(() => expect(search().get('sortOrder')).toBe('asc'));
  });

  it('columns that are not sortable have no sort button and no aria-sort', async () => {
    renderAdmin('/course-categories', () => ({ body: { data: [], itemsCount: 0 } }));
    await screen.findByText('No se han encontrado resultados');
    const header = screen.getByRole('columnheader', { name: 'Visible' });
    expect(header.hasAttribute('aria-sort')).toBe(false);
    expect(within(header).queryByRole('button')).toBeNull();
  });
});

describe('GridPage filtering', () => {
  it('typing in the filter sends the filter, resets the page and keeps it in the URL', async () => {
    const { user, fetchMock, search } = renderAdmin('/sellers?page=2', sellersHandler);
    await screen.findByText('Página: 2 de 2');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), '2');
    await waitFor(() => expect(lastListQuery(fetchMock).get('name')).toBe('2'));
    expect(lastListQuery(fetchMock).get('pageIndex')).toBe('1');
    expect(search().get('name')).toBe('2');
    expect(search().get('page')).toBeNull();
    // 'Vendedor 02', 12, 20-29: 12 rows.
    expect(await screen.findByText('Total: 12')).toBeTruthy();
  });

  it('debounces typing into one request', async () => {
    const { user, fetchMock } = renderAdmin('/sellers', sellersHandler);
    await screen.findByText('Total: 30');
    const before = listCalls(fetchMock).length;
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Vendedor 1');
    await waitFor(() => expect(lastListQuery(fetchMock).get('name')).toBe('Vendedor 1'));
    await screen.findByText('Total: 10');
    expect(listCalls(fetchMock).length - before).toBe(1);
  });

  it('grids without filtering draw no filter row', async () => {
    renderAdmin('/institutes', () => ({ body: { data: [], itemsCount: 0 } }));
    await screen.findByText('No se han encontrado resultados');
    expect(document.querySelector('.grid-filter-row')).toBeNull();
  });
});

describe('GridPage URL state', () => {
  it('restores page and filters from the URL on mount', async () => {
    const { fetchMock } = renderAdmin('/sellers?page=2&name=ana', () => ({ body: { data: [], itemsCount: 25 } }));
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(0));
    const query = listCalls(fetchMock)[0]!.query;
    expect(query.get('pageIndex')).toBe('2');
    expect(query.get('name')).toBe('ana');
    expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('ana');
  });

  it('restores the sort from the URL', async () => {
    const { fetchMock } = renderAdmin('/sellers?sortField=name&sortOrder=desc', sellersHandler);
    await screen.findByText('Vendedor 30');
    expect(listCalls(fetchMock)[0]!.query.get('sortOrder')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Nombre/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('ignores a sort field the grid does not allow', async () => {
    const { fetchMock } = renderAdmin('/sellers?sortField=password&sortOrder=desc', sellersHandler);
    await screen.findByText('Total: 30');
    expect(listCalls(fetchMock)[0]!.query.get('sortField')).toBe('name');
    expect(listCalls(fetchMock)[0]!.query.get('sortOrder')).toBe('asc');
  });

  it('a page past the end falls back to the last page', async () => {
    const { search } = renderAdmin('/sellers?page=9', sellersHandler);
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(await screen.findByText('Página: 2 de 2')).toBeTruthy();
  });
});
