import { screen, waitFor, within } from '@testing-library/react';
import { answerList, makeSellers } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const sellerConfirm = '¿Estás seguro de eliminar este vendedor? Esta acción no se podrá deshacer.';

function renderSellers() {
  let sellers: Row[] = makeSellers(3);
  const rendered = renderAdmin('/sellers', (request) => {
    if (request.method === 'PUT' && request.path.startsWith('/api/sellers/')) {
      const id = request.path.split('/').pop();
      sellers = sellers.filter((seller) => seller._id !== id);
      return { body: { ok: true } };
    }
    return answerList(sellers, request);
  });
  return rendered;
}

async function openDialog(rendered: ReturnType<typeof renderSellers>) {
  const row = (await screen.findByText('Vendedor 02')).closest('tr')!;
  const button = within(row).getByRole('button', { name: 'Eliminar' });
  await rendered.user.click(button);
  return { dialog: screen.getByRole('dialog'), button };
}

describe('DeleteActionButton', () => {
  it("opens a native modal dialog with the seller's confirmation text, focus inside", async () => {
    const rendered = renderSellers();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openDialog(rendered);
    // showModal(), not show(): the browser makes the page behind inert, so Tab and clicks stay in the dialog.
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal.mock.contexts).toEqual([dialog]);
    const titleId = dialog.getAttribute('aria-labelledby')!;
    expect(document.getElementById(titleId)?.textContent).toBe('Confirmación');
    expect(within(dialog).getByText(sellerConfirm)).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Volver' }));
  });

  it('Volver closes the dialog, sends nothing and returns focus to Eliminar', async () => {
    const rendered = renderSellers();
    const { dialog, button } = await openDialog(rendered);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rendered.fetchMock.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    expect(document.activeElement).toBe(button);
  });

  it('Escape closes the dialog without sending and returns focus to Eliminar', async () => {
    const rendered = renderSellers();
    const { button } = await openDialog(rendered);
    await rendered.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rendered.fetchMock.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    expect(document.activeElement).toBe(button);
  });

  it('the dialog\'s Eliminar sends PUT /api/sellers/{id} with the row as body, then refetches the list', async () => {
    const rendered = renderSellers();
    const listCallsBefore = rendered.fetchMock.calls('GET', '/api/sellers').length;
    const { dialog } = await openDialog(rendered);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/sellers/s02')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/sellers/s02')[0]!.body).toEqual({ _id: 's02', name: 'Vendedor 02' });
    await waitFor(() => expect(screen.queryByText('Vendedor 02')).toBeNull());
    expect(rendered.fetchMock.calls('GET', '/api/sellers').length).toBeGreaterThan(listCallsBefore);
    expect(screen.getByText('Total: 2')).toBeTruthy();
  });
});

describe('delete with the default text and no body', () => {
  it("institutes: PUT /api/institutes/delete/{id} without a body", async () => {
    const institutes: Row[] = [{ _id: 'i1', name: 'Instituto Central' }];
    const rendered = renderAdmin('/institutes', (request) =>
      request.method === 'PUT' ? { body: { ok: true } } : answerList(institutes, request),
    );
    const row = (await screen.findByText('Instituto Central')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('¿Estás seguro de eliminar este instituto? Esta acción no se podrá deshacer.')).toBeTruthy();
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/institutes/delete/i1')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/institutes/delete/i1')[0]!.body).toBeUndefined();
  });
});
