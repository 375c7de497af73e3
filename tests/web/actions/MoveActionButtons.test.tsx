import { screen, waitFor, within } from '@testing-library/react';
import { createDeferred } from '../support/createFetchMock.js';
import type { MockResponse } from '../support/createFetchMock.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const categories: Row[] = [
  { _id: 'c1', name: 'Matemáticas', visible: true, position: 1 },
  { _id: 'c2', name: 'Lengua', visible: false, position: 2 },
  { _id: 'c3', name: 'Historia', visible: true, position: 3 },
];

describe('MoveActionButtons', () => {
  it('disables ↑ on the first row and ↓ on the last of the whole list, and announces a move', async () => {
    const rendered = renderAdmin('/course-categories', (request) => (request.path.endsWith('/down') ? { body: { moved: true, _id: 'c1', position: 2 } } : answerList(categories, request)));
    const first = (await screen.findByText('Matemáticas')).closest('tr')!;
    const middle = screen.getByText('Lengua').closest('tr')!;
    const last = screen.getByText('Historia').closest('tr')!;
    expect(within(first).getByRole('button', { name: 'Subir' }).hasAttribute('disabled')).toBe(true);
    expect(within(first).getByRole('button', { name: 'Bajar' }).hasAttribute('disabled')).toBe(false);
    expect(within(middle).getByRole('button', { name: 'Subir' }).hasAttribute('disabled')).toBe(false);
    expect(within(middle).getByRole('button', { name: 'Bajar' }).hasAttribute('disabled')).toBe(false);
    expect(within(last).getByRole('button', { name: 'Bajar' }).hasAttribute('disabled')).toBe(true);
    await rendered.user.click(within(first).getByRole('button', { name: 'Bajar' }));
    await waitFor(() => expect(document.querySelector('.notice[role="status"]')?.textContent).toBe('Movido'));
  });

  it("a move that changes nothing shows the server's message as a notice", async () => {
    const message = 'El registro ya está en la última posición.';
    const rendered = renderAdmin('/course-categories', (request) => (request.path.endsWith('/up') ? { body: { moved: false, message } } : answerList(categories, request)));
    const row = (await screen.findByText('Lengua')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(document.querySelector('.notice[role="status"]')?.textContent).toBe(message));
  });

  it('↑ sends GET /api/courseCategories/{id}/up, shows a spinner on that row only, then refetches', async () => {
    const move = createDeferred<MockResponse>();
    const rendered = renderAdmin('/course-categories', (request) =>
      request.path.endsWith('/up') ? move.promise : answerList(categories, request),
    );
    const row = (await screen.findByText('Lengua')).closest('tr')!;
    const listCalls = rendered.fetchMock.calls('GET', '/api/courseCategories').length;
    await rendered.user.click(within(row).getByRole('button', { name: 'Subir' }));

    expect(within(row).getByRole('status', { name: 'Procesando...' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Subir' })).toBeNull();
    const otherRow = screen.getByText('Historia').closest('tr')!;
    expect(within(otherRow).getByRole('button', { name: 'Subir' })).toBeTruthy();
    expect(rendered.fetchMock.calls('GET', '/api/courseCategories/c2/up')).toHaveLength(1);

    move.resolve({ body: { ok: true } });
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Subir' })).toBeTruthy());
    expect(rendered.fetchMock.calls('GET', '/api/courseCategories').length).toBeGreaterThan(listCalls);
  });

  it("a failed move alerts 'Ha ocurrido un error: ' + the JSON body and the spinner reverts to the icons", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const errorBody = { error: 'No se encontró el registro' };
    const rendered = renderAdmin('/course-categories', (request) =>
      request.path.endsWith('/down') ? { status: 404, body: errorBody } : answerList(categories, request),
    );
    const row = (await screen.findByText('Matemáticas')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Bajar' }));

    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith('Ha ocurrido un error: ' + JSON.stringify(errorBody));
    expect(rendered.fetchMock.calls('GET', '/api/courseCategories/c1/down')).toHaveLength(1);
    await waitFor(() => expect(within(row).queryByRole('status')).toBeNull());
    expect(within(row).getByRole('button', { name: 'Bajar' })).toBeTruthy();
  });
});
