// A record's view and edit pages offer the grid's transitions and delete through the grid's own buttons and hooks;
// the delete dialog lists what the delete does to other rows.
import { screen, waitFor, within } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import type { MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { renderAdmin } from '../support/renderAdmin.js';

const sellerConfirm = '¿Estás seguro de eliminar este vendedor? Esta acción no se podrá deshacer.';

// The fixture's invoices have no view: one is added, read through a get path, as a schema would declare it.
const entities: EntityDefinition[] = allEntities.map((entity) =>
  entity.entity === 'invoice'
    ? {
        ...entity,
        views: [
          {
            name: 'view',
            entity: 'invoice',
            title: 'Factura',
            route: '/invoices/{_id}',
            load: { entity: 'invoice', endpoint: 'get', method: 'GET', path: '/invoices/{_id}', body: 'none' },
            fields: ['voucherNumber', 'state'],
            links: [],
          },
        ],
      }
    : entity,
);

function renderInvoice(state: string) {
  const invoice = { _id: 'i1', voucherNumber: '001-001-000123', name: 'Ana Pérez', total: 10, state };
  const rendered = renderAdmin(
    '/invoices/i1',
    (request: RecordedRequest): MockResponse => {
      if (request.method === 'POST' && request.path === '/api/invoices/i1/issue') {
        invoice.state = 'Facturada';
        return { body: invoice };
      }
      if (request.path === '/api/invoices/i1') return { body: { ...invoice } };
      return { body: { data: [], itemsCount: 0 } };
    },
    { entities },
  );
  return rendered;
}

const pageActions = () => document.querySelector('.page-actions') as HTMLElement;

describe('RecordActions on a view page', () => {
  it.each([
    ['Pendiente', ['Facturar']],
    ['Facturada', ['Finalizar']],
    ['Finalizada', []],
  ])('an invoice in state %s offers the buttons its grid draws on that tab: %j', async (state, buttons) => {
    renderInvoice(state);
    expect(await screen.findByText(state)).toBeTruthy();
    expect(within(pageActions()).queryAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
  });

  it("Facturar posts the record's transition, announces 'Factura emitida', and the page shows the new state", async () => {
    const rendered = renderInvoice('Pendiente');
    await screen.findByText('Pendiente');
    await rendered.user.click(within(pageActions()).getByRole('button', { name: 'Facturar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/invoices/i1/issue')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.notice[role="status"]')?.textContent).toBe('Factura emitida'));
    expect(await screen.findByText('Facturada')).toBeTruthy();
    expect(within(pageActions()).getByRole('button', { name: 'Finalizar' })).toBeTruthy();
    expect(rendered.location().pathname).toBe('/invoices/i1');
  });
});

describe('delete from a record page', () => {
  function renderSeller(url: string, impact: unknown, deleteAnswer: MockResponse = { body: { deleted: true, _id: 's03' } }) {
    return renderAdmin(url, (request) => {
      if (request.path === '/api/impact/seller/s03') return { body: impact };
      if (request.method === 'PUT' && request.path === '/api/sellers/s03') return deleteAnswer;
      if (request.path === '/api/sellers/s03') return { body: { _id: 's03', name: 'Marta Ruiz' } };
      return { body: { data: [], itemsCount: 0 } };
    });
  }

  it.each(['/sellers/s03', '/sellers/s03/edit'])(
    "%s: the dialog keeps the default confirm text and lists 'Se quitará de 3 facturas'; Eliminar in it deletes and goes to the grid",
    async (url) => {
      const rendered = renderSeller(url, { effects: [{ entity: 'invoice', field: 'seller', rule: 'setNull', count: 3 }], refused: null });
      await rendered.user.click(await screen.findByRole('button', { name: 'Eliminar' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText(sellerConfirm)).toBeTruthy();
      expect(await within(dialog).findByText('Se quitará de 3 facturas')).toBeTruthy();
      await rendered.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      await waitFor(() => expect(rendered.location().pathname).toBe('/sellers'));
      expect(rendered.fetchMock.calls('PUT', '/api/sellers/s03')).toHaveLength(1);
      await waitFor(() => expect(document.querySelector('.notice[role="status"]')?.textContent).toBe('Eliminado'));
    },
  );

  it("a refused delete is predicted in the dialog, and the 409 still ends in the error alert on the same page", async () => {
    const refusal = { error: 'No se puede eliminar: 2 facturas hacen referencia a este registro.', details: [] };
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const rendered = renderSeller('/sellers/s03', { effects: [], refused: refusal }, { status: 409, body: refusal });
    await screen.findByText('Marta Ruiz');
    await rendered.user.click(within(pageActions()).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(refusal.error)).toBeTruthy();
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Ha ocurrido un error: ' + JSON.stringify(refusal)));
    expect(rendered.location().pathname).toBe('/sellers/s03');
    alert.mockRestore();
  });
});
