// The generic widgets on a second site (tests/fixtures/bookshop): an order's lines copied from a picked book
// (childLines) and its shipping object whose properties follow a checkbox (conditionalObject), with no code of its own.
import { screen, waitFor, within } from '@testing-library/react';
import type { FetchHandler } from '../support/createFetchMock.js';
import { getBookshopModel } from '../fixtures/bookshopModel.js';
import { answerList } from '../support/listHandler.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

const REQUIRED = 'Este campo es obligatorio.';
const model = getBookshopModel();
const books = [
  { _id: 'b1', title: 'Rayuela', author: 'a1', price: 12.5, $labels: { author: 'Julio Cortázar' } },
  { _id: 'b2', title: 'Ficciones', author: 'a2', price: 9.9, $labels: { author: 'Jorge Luis Borges' } },
  { _id: 'b3', title: 'Anónimo', price: 4 },
];

function renderOrderForm() {
  const api: FetchHandler = (request) => {
    if (request.method === 'GET' && request.path === '/api/books') return answerList(books, request, ['title']);
    if (request.method === 'POST' && request.path === '/api/orders') return { status: 201, body: { _id: 'o1' } };
    return { status: 404, body: { error: 'No encontrado' } };
  };
  return renderAdmin('/orders/new', api, { entities: model.entities, app: model.app });
}

type Rendered = ReturnType<typeof renderOrderForm>;

async function getLines() {
  const input = await screen.findByRole('combobox', { name: 'Selecciona un libro' });
  return { input, group: input.closest('fieldset')! };
}

async function addBook(rendered: Rendered, title: string) {
  const { input, group } = await getLines();
  await rendered.user.type(input, title.slice(0, 4));
  await rendered.user.click(await screen.findByRole('option', { name: title }));
  await rendered.user.click(within(group).getByRole('button', { name: 'Agregar' }));
}

function getRows(group: HTMLElement): string[][] {
  return within(group)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => (cell.querySelector('input') ? `[${cell.querySelector('input')!.value}]` : (cell.textContent ?? ''))));
}

function getShipping(): HTMLElement {
  return document.querySelector<HTMLElement>('.widget-conditional-object')!;
}

function getShownLabels(object: HTMLElement): string[] {
  return Array.from(object.querySelectorAll('input')).map((input) => {
    const label = input.type === 'checkbox' ? input.closest('label') : object.querySelector(`label[for="${input.id}"]`);
    return (label?.textContent ?? '').replace(/\*$/, '');
  });
}

function getMessagesBeside(object: HTMLElement, label: RegExp): string[] {
  const group = within(object).getByLabelText(label).closest('.form-group')!;
  return Array.from(group.querySelectorAll('.error-detail li'), (item) => item.textContent ?? '');
}

describe('generic widgets on the bookshop fixture site', () => {
  it('childLines: a line copied from the picked book, the label of its author reference or its title, quantity editable within its schema, a total', async () => {
    const rendered = renderOrderForm();
    const { group } = await getLines();
    await rendered.user.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(within(group).getByRole('alert').textContent).toBe('Selecciona un libro');

    await addBook(rendered, 'Rayuela');
    await addBook(rendered, 'Anónimo');
    expect(within(group).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Libro',
      'Escrito por',
      'Precio unitario',
      'Cantidad',
      'Código',
      'Acciones',
    ]);
    expect(getRows(group)).toEqual([
      ['Rayuela', 'Julio Cortázar', '12,50', '[]', '', 'Eliminar'],
      ['Anónimo', 'Anónimo', '4,00', '[]', '', 'Eliminar'],
    ]);
    expect(within(group).getByText('Total: 16,50')).toBeTruthy();
    const quantity = within(group).getByRole('spinbutton', { name: 'Cantidad de la línea 1' }) as HTMLInputElement;
    expect([quantity.type, quantity.min, quantity.max, quantity.step]).toEqual(['number', '1', '10', '1']);
    await rendered.user.type(quantity, '2');
    await rendered.user.click(within(group).getByRole('button', { name: 'Eliminar la línea 2' }));
    expect(getRows(group)).toEqual([['Rayuela', 'Julio Cortázar', '12,50', '[2]', '', 'Eliminar']]);

    await rendered.user.type(screen.getByLabelText(/^Cliente/), 'Lucía Gómez');
    const shipping = getShipping();
    await rendered.user.type(within(shipping).getByLabelText(/^Calle/), 'Av. Amazonas 100');
    await rendered.user.type(within(shipping).getByLabelText(/^Ciudad/), 'Quito');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/orders')).toHaveLength(1));
    const [post] = rendered.fetchMock.calls('POST', '/api/orders');
    expect((post!.body as { lines: unknown }).lines).toEqual([{ book: 'b1', writer: 'Julio Cortázar', unitPrice: '12.5', quantity: '2' }]);
  });

  it('childLines: a line without its required quantity gets the message in its row', async () => {
    const rendered = renderOrderForm();
    await addBook(rendered, 'Ficciones');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    const { group } = await getLines();
    await waitFor(() => expect(within(within(group).getAllByRole('row')[1]!).getByText(REQUIRED)).toBeTruthy());
    expect(rendered.fetchMock.calls('POST', '/api/orders')).toHaveLength(0);
  });

  it('conditionalObject: the checkbox shows the store and hides the address; each mode requires its own fields; hidden values are not sent', async () => {
    const rendered = renderOrderForm();
    await getLines();
    const shipping = getShipping();
    expect(getShownLabels(shipping)).toEqual(['Recoger en tienda', 'Calle', 'Ciudad']);
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(getMessagesBeside(shipping, /^Calle/)).toEqual([REQUIRED]));
    expect(getMessagesBeside(shipping, /^Ciudad/)).toEqual([REQUIRED]);

    await rendered.user.type(within(shipping).getByLabelText(/^Calle/), 'Av. Amazonas 100');
    await rendered.user.click(within(shipping).getByRole('checkbox', { name: 'Recoger en tienda' }));
    expect(getShownLabels(shipping)).toEqual(['Recoger en tienda', 'Tienda']);
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(getMessagesBeside(shipping, /^Tienda/)).toEqual([REQUIRED]));

    await rendered.user.type(within(shipping).getByLabelText(/^Tienda/), 'Centro');
    await rendered.user.type(screen.getByLabelText(/^Cliente/), 'Lucía Gómez');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/orders')).toHaveLength(1));
    const [post] = rendered.fetchMock.calls('POST', '/api/orders');
    expect((post!.body as { shipping: unknown }).shipping).toEqual({ pickup: 'true', store: 'Centro' });
    await waitFor(() => expect(rendered.pathname()).toBe('/orders'));
  });
});
