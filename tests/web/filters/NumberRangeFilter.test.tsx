import { screen, waitFor } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { answerList } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

// The fixture invoices' total column with a number filter (the web fixture's schema has none: no other test changes).
const entities: EntityDefinition[] = allEntities.map((entity) =>
  entity.entity !== 'invoice'
    ? entity
    : {
        ...entity,
        grids: entity.grids.map((grid) => ({
          ...grid,
          columns: grid.columns.map((column) => (column.field === 'total' ? { ...column, filter: { kind: 'numberRange' as const, options: [], all: null, reference: null } } : column)),
        })),
      },
);
const invoice = (id: string, total: number) => ({ _id: id, voucherNumber: `V-${id}`, name: `Cliente ${id}`, total, state: 'Pendiente', createdAt: '2024-03-10T15:00:00.000Z' });

function renderInvoices(url = '/invoices') {
  const rendered = renderAdmin(url, (request: RecordedRequest) => answerList([invoice('1', 10), invoice('2', 1234.56)], request), { entities });
  const listCalls = () => rendered.fetchMock.calls('GET', '/api/invoices');
  const lastQuery = () => listCalls()[listCalls().length - 1]!.query;
  return { ...rendered, listCalls, lastQuery };
}

describe('number range filter', () => {
  it.each([
    ['1.234,56', '', { from: '1234.56', to: null }, 'total=1234.56..'],
    ['1234,5', '2000', { from: '1234.5', to: '2000' }, 'total=1234.5..2000'],
    ['', '-3', { from: null, to: '-3' }, 'total=..-3'],
    ['0,5', '1.000', { from: '0.5', to: '1000' }, 'total=0.5..1000'],
  ])('Desde %j and Hasta %j send %j and keep it in the URL', async (from, to, sent, url) => {
    const { user, lastQuery, search } = renderInvoices();
    await screen.findByText('V-1');
    if (from) await user.type(screen.getByRole('textbox', { name: 'Total desde' }), from);
    if (to) await user.type(screen.getByRole('textbox', { name: 'Total hasta' }), to);
    await waitFor(() => expect([lastQuery().get('total[from]'), lastQuery().get('total[to]')]).toEqual([sent.from, sent.to]));
    expect(`total=${search().get('total')}`).toBe(url);
    expect(lastQuery().get('pageIndex')).toBe('1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([['12abc'], ['1,2,3'], ['1.5'], ['12.34.5,6']])('%j is no number: a Spanish sentence beside the boxes, and the rows stay as they were', async (typed) => {
    const { user, listCalls } = renderInvoices();
    await screen.findByText('V-1');
    const before = listCalls().length;
    const box = screen.getByRole('textbox', { name: 'Total desde' });
    await user.type(box, typed);
    expect((await screen.findByRole('alert')).textContent).toBe('Escriba un número, por ejemplo 1.234,56.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listCalls().slice(before).some((call) => call.query.has('total[from]'))).toBe(false);
    await user.clear(box);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('Desde above Hasta says so and sends nothing until corrected', async () => {
    const { user, lastQuery } = renderInvoices();
    await screen.findByText('V-1');
    await user.type(screen.getByRole('textbox', { name: 'Total desde' }), '50');
    await waitFor(() => expect(lastQuery().get('total[from]')).toBe('50'));
    await user.type(screen.getByRole('textbox', { name: 'Total hasta' }), '10');
    expect((await screen.findByRole('alert')).textContent).toBe('«Desde» no puede ser mayor que «Hasta».');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lastQuery().has('total[to]')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Total hasta' }), '0');
    await waitFor(() => expect([lastQuery().get('total[from]'), lastQuery().get('total[to]')]).toEqual(['50', '100']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restores its bounds from the URL, the Spanish way', async () => {
    const { listCalls } = renderInvoices('/invoices?total=1234.5..2000');
    await screen.findByText('V-1');
    expect((screen.getByRole('textbox', { name: 'Total desde' }) as HTMLInputElement).value).toBe('1234,5');
    expect((screen.getByRole('textbox', { name: 'Total hasta' }) as HTMLInputElement).value).toBe('2000');
    expect([listCalls()[0]!.query.get('total[from]'), listCalls()[0]!.query.get('total[to]')]).toEqual(['1234.5', '2000']);
  });
});
