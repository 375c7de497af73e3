import { screen, waitFor, within } from '@testing-library/react';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const invoices: Row[] = [
  { _id: 'i1', voucherNumber: '001-001-000000001', name: 'Ana Pérez', total: 1234.5, state: 'Pendiente', createdAt: '2024-03-01T10:00:00' },
  { _id: 'i2', voucherNumber: '001-001-000000002', name: 'Luis Mora', total: 80, state: 'Facturada', createdAt: '2024-03-02T10:00:00' },
  { _id: 'i3', voucherNumber: '001-001-000000003', name: 'Eva Ríos', total: 15.25, state: 'Finalizada', createdAt: '2024-03-03T10:00:00' },
];

const TAB_STATES = ['Pendiente', 'Facturada', 'Finalizada'];

/** Lists the invoices whose state equals the request's `state`, or with `otherState=true` none of the tabs', like the server. */
function createHandler(rows: readonly Row[]) {
  return (request: RecordedRequest) => {
    const state = request.query.get('state');
    const others = request.query.get('otherState') === 'true';
    return answerList(
      rows.filter((invoice) => (state === null || invoice.state === state) && (!others || !TAB_STATES.includes(String(invoice.state)))),
      request,
    );
  };
}
const handler = createHandler(invoices);

/** The query of the last request for the rows on screen (not the count of the rows in no tab). */
function lastQuery(fetchMock: ReturnType<typeof renderAdmin>['fetchMock']) {
  const calls = fetchMock.calls('GET', '/api/invoices').filter((call) => call.query.get('pageSize') !== '1');
  return calls[calls.length - 1]!.query;
}

describe('grid tabs', () => {
  it('draws a tab per option, selects the default one and lists its rows', async () => {
    const { fetchMock } = renderAdmin('/invoices', handler);
    expect(await screen.findByText('Ana Pérez')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Facturas' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Pendientes', 'true'],
      ['Facturadas', 'false'],
      ['Finalizadas', 'false'],
    ]);
    expect(lastQuery(fetchMock).get('state')).toBe('Pendiente');
    expect(screen.queryByText('Luis Mora')).toBeNull();
  });

  it('follows the ARIA tabs pattern: one Tab stop, the grid as the tabpanel labelled by the selected tab', async () => {
    renderAdmin('/invoices?state=issued', handler);
    expect(await screen.findByText('Luis Mora')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Facturadas' });
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual([panel.id, panel.id, panel.id]);
    expect(within(panel).getByText('Luis Mora')).toBeTruthy();
  });

  it.each([
    ['{ArrowRight}', 'Facturadas', 'issued'],
    ['{ArrowLeft}', 'Finalizadas', 'finished'],
    ['{End}', 'Finalizadas', 'finished'],
    ['{ArrowRight}{ArrowRight}{ArrowRight}', 'Pendientes', 'pending'],
    ['{ArrowRight}{Home}', 'Pendientes', 'pending'],
  ])('from Pendientes, %s selects and focuses %s', async (keys, name, value) => {
    const { user, search } = renderAdmin('/invoices', handler);
    await screen.findByText('Ana Pérez');
    screen.getByRole('tab', { name: 'Pendientes' }).focus();
    await user.keyboard(keys);
    const tab = screen.getByRole('tab', { name });
    expect(document.activeElement).toBe(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect(tab.tabIndex).toBe(0);
    expect(search().get('state')).toBe(value);
  });

  it('a tab click puts its value in the URL, goes back to page 1 and lists its rows', async () => {
    const { user, fetchMock, search } = renderAdmin('/invoices?page=2&voucherNumber=001', handler);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'Facturadas' }));
    expect(await screen.findByText('Luis Mora')).toBeTruthy();
    expect(search().get('state')).toBe('issued');
    expect(search().has('page')).toBe(false);
    expect(search().get('voucherNumber')).toBe('001');
    expect(lastQuery(fetchMock).get('state')).toBe('Facturada');
    expect(lastQuery(fetchMock).get('pageIndex')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Facturadas' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Pendientes' }).getAttribute('aria-selected')).toBe('false');
  });

  it.each([
    ['/invoices', 'Ana Pérez', ['Facturar']],
    ['/invoices?state=pending', 'Ana Pérez', ['Facturar']],
    ['/invoices?state=issued', 'Luis Mora', ['Finalizar']],
    ['/invoices?state=finished', 'Eva Ríos', []],
  ])('%s draws only the actions of its tab', async (url, name, want) => {
    renderAdmin(url, handler);
    const row = (await screen.findByText(name)).closest('tr')!;
    expect(
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(want);
  });

  it('an unknown tab value falls back to the default tab', async () => {
    const { fetchMock } = renderAdmin('/invoices?state=anuladas', handler);
    expect(await screen.findByText('Ana Pérez')).toBeTruthy();
    expect(lastQuery(fetchMock).get('state')).toBe('Pendiente');
    expect(screen.getByRole('tab', { name: 'Pendientes' }).getAttribute('aria-selected')).toBe('true');
  });

  it('draws money with two decimals and Spanish grouping, a date-time the Spanish way', async () => {
    renderAdmin('/invoices', handler);
    const row = (await screen.findByText('Ana Pérez')).closest('tr')!;
    expect(within(row).getByText('1.234,50')).toBeTruthy();
    expect(within(row).getByText('01/03/2024 10:00')).toBeTruthy();
  });

  it('asks whether some rows are in none of the tabs, and draws no extra tab when none are', async () => {
    const { fetchMock } = renderAdmin('/invoices', handler);
    await screen.findByText('Ana Pérez');
    await waitFor(() => expect(fetchMock.calls('GET', '/api/invoices').some((call) => call.query.get('otherState') === 'true')).toBe(true));
    const probe = fetchMock.calls('GET', '/api/invoices').find((call) => call.query.get('otherState') === 'true')!;
    expect(Object.fromEntries(probe.query)).toEqual({ otherState: 'true', pageIndex: '1', pageSize: '1' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pendientes', 'Facturadas', 'Finalizadas']);
  });

  it('rows whose state is in no tab (a state the field no longer lists) get an Otros tab listing them', async () => {
    const withStale = [...invoices, { _id: 'i4', voucherNumber: '001-001-000000004', name: 'Raúl Paz', total: 9, state: 'Anulada', createdAt: '2024-03-04T10:00:00' }];
    const { user, fetchMock, search } = renderAdmin('/invoices', createHandler(withStale));
    const other = await screen.findByRole('tab', { name: 'Otros (1)' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pendientes', 'Facturadas', 'Finalizadas', 'Otros (1)']);
    await user.click(other);
    const row = (await screen.findByText('Raúl Paz')).closest('tr')!;
    expect(within(row).getByText('Anulada')).toBeTruthy();
    expect(search().get('state')).toBe('other');
    expect(lastQuery(fetchMock).get('otherState')).toBe('true');
    expect(lastQuery(fetchMock).has('state')).toBe(false);
    expect(screen.getByRole('tab', { name: 'Otros (1)' }).getAttribute('aria-selected')).toBe('true');
    // The tab's actions are not drawn on rows that belong to no tab.
    expect(within(row).queryAllByRole('button')).toEqual([]);
  });
});
