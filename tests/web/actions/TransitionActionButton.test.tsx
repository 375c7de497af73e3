import { screen, waitFor, within } from '@testing-library/react';
import { createDeferred } from '../support/createFetchMock.js';
import type { MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { renderAdmin } from '../support/renderAdmin.js';

function createInvoices(): Row[] {
  return [
    { _id: 'i1', voucherNumber: '001', name: 'Ana Pérez', total: 10, state: 'Pendiente', createdAt: '2024-03-01T10:00:00' },
    // A row the list still shows after another administrator issued it: its state no longer matches `when`.
    { _id: 'i2', voucherNumber: '002', name: 'Luis Mora', total: 20, state: 'Facturada', createdAt: '2024-03-02T10:00:00' },
  ];
}

function createHandler(invoices: Row[], transition?: (request: RecordedRequest) => MockResponse | Promise<MockResponse>) {
  return async (request: RecordedRequest): Promise<MockResponse> => {
    if (request.method === 'POST') {
      if (transition) return transition(request);
      const id = request.path.split('/')[3];
      const invoice = invoices.find((candidate) => candidate._id === id)!;
      invoice.state = request.path.endsWith('/issue') ? 'Facturada' : 'Finalizada';
      return { body: invoice };
    }
    return answerList(invoices, request);
  };
}

describe('TransitionActionButton', () => {
  it("announces the action's declared success text ('Factura emitida') in the status region", async () => {
    const rendered = renderAdmin('/invoices', createHandler(createInvoices()));
    const row = (await screen.findByText('Ana Pérez')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Facturar' }));
    await waitFor(() => expect(document.querySelector('.notice[role="status"]')?.textContent).toBe('Factura emitida'));
  });

  it("'Facturar' posts to the row's issue path with a spinner on that row, then refreshes the list", async () => {
    const invoices = createInvoices();
    const answer = createDeferred<MockResponse>();
    const rendered = renderAdmin(
      '/invoices',
      createHandler(invoices, () => answer.promise),
    );
    const row = (await screen.findByText('Ana Pérez')).closest('tr')!;
    const listCalls = rendered.fetchMock.calls('GET', '/api/invoices').length;

    await rendered.user.click(within(row).getByRole('button', { name: 'Facturar' }));
    expect(within(row).getByRole('status', { name: 'Procesando...' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Facturar' })).toBeNull();
    expect(rendered.fetchMock.calls('POST', '/api/invoices/i1/issue')).toHaveLength(1);
    expect(rendered.fetchMock.calls('POST', '/api/invoices/i1/issue')[0]!.body).toBeUndefined();

    invoices[0]!.state = 'Facturada';
    answer.resolve({ body: invoices[0] });
    await waitFor(() => expect(rendered.fetchMock.calls('GET', '/api/invoices').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(within(row).queryByRole('status')).toBeNull());
  });

  it('on a row its `when` does not match, the button is not drawn; the matching row has it', async () => {
    renderAdmin('/invoices', createHandler(createInvoices()));
    const row = (await screen.findByText('Luis Mora')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Facturar' })).toBeNull();
    const pending = screen.getByText('Ana Pérez').closest('tr')!;
    expect(within(pending).getByRole('button', { name: 'Facturar' })).toBeTruthy();
  });

  it("'Finalizar' on the issued tab posts to the check path", async () => {
    const invoices = createInvoices();
    const rendered = renderAdmin('/invoices?state=issued', createHandler(invoices));
    const row = (await screen.findByText('Luis Mora')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/invoices/i2/check')).toHaveLength(1));
  });

  it("a failure alerts 'Ha ocurrido un error: ' + the JSON body and the spinner reverts to the button", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const body = { error: 'La factura ya fue emitida', field: 'state' };
    const answer = createDeferred<MockResponse>();
    const rendered = renderAdmin(
      '/invoices',
      createHandler(createInvoices(), () => answer.promise),
    );
    const row = (await screen.findByText('Ana Pérez')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Facturar' }));
    expect(within(row).getByRole('status', { name: 'Procesando...' })).toBeTruthy();

    const listCalls = rendered.fetchMock.calls('GET', '/api/invoices').length;
    answer.resolve({ status: 409, body });
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith('Ha ocurrido un error: ' + JSON.stringify(body));
    // The row may be stale (issued elsewhere): the list is fetched again to show the truth.
    await waitFor(() => expect(rendered.fetchMock.calls('GET', '/api/invoices').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Facturar' })).toBeTruthy());
    expect(within(row).queryByRole('status')).toBeNull();
  });

  it("a transition labelled 'Cancelar' asks in a dialog whose buttons are Volver and Cancelar, never two of the same", async () => {
    // The issue action renamed and made to ask first: what a site whose transition cancels a row declares.
    const entities = allEntities.map((entity) =>
      entity.entity !== 'invoice'
        ? entity
        : { ...entity, grids: entity.grids.map((grid) => ({ ...grid, actions: grid.actions.map((action) => (action.kind === 'transition' ? { ...action, label: 'Cancelar', confirm: '¿Cancelar la factura?' } : action)) })) },
    );
    const rendered = renderAdmin('/invoices', createHandler(createInvoices()), { entities });
    const row = (await screen.findByText('Ana Pérez')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Volver', 'Cancelar']);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(rendered.fetchMock.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await rendered.user.click(within(row).getByRole('button', { name: 'Cancelar' }));
    await rendered.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/invoices/i1/issue')).toHaveLength(1));
  });
});
