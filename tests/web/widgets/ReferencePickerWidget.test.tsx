import { screen, waitFor, within } from '@testing-library/react';
import { deliveryEntities } from '../fixtures/deliveryEntities.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin, TEST_SESSION } from '../support/renderAdmin.js';
import { createDeliveryApi } from './deliveryApi.js';

loadFormChunk();

function renderForm(url = '/deliveries/new', record?: Record<string, unknown>) {
  return renderAdmin(url, createDeliveryApi(record ? { record } : {}), { entities: deliveryEntities });
}

async function getPicker() {
  const input = await screen.findByRole('combobox', { name: 'Buscar vendedor' });
  return { input, group: input.closest('fieldset')! };
}

describe('ReferencePickerWidget, on the delivery form (sellers)', () => {
  it("shows the 'Selecciona un …' placeholder and an 'Add' disabled until a seller is chosen", async () => {
    const rendered = renderForm();
    const { input, group } = await getPicker();
    expect(within(group).getByText('Selecciona un vendedor')).toBeTruthy();
    expect(within(group).getByText('Vendedores', { selector: 'legend' })).toBeTruthy();
    const add = within(group).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await rendered.user.type(input, 'Vendedor 0');
    await rendered.user.click(await screen.findByRole('option', { name: 'Vendedor 02' }));
    expect(add.disabled).toBe(false);
    await rendered.user.click(add);
    expect(within(within(group).getByRole('list', { name: 'Vendedores' })).getByText('Vendedor 02')).toBeTruthy();
    // The select empties after Add, so Add is disabled again.
    expect(add.disabled).toBe(true);
  });

  it('searches the seller list by name with the grid text filter, 5 per page, sorted by name', async () => {
    const rendered = renderForm();
    const { input } = await getPicker();
    await rendered.user.type(input, 'Vendedor 1');
    await screen.findByRole('option', { name: 'Vendedor 10' });
    // The reference's lookup searches the name as the list's text filter does, sorted by it.
    const last = rendered.fetchMock.calls('GET', '/api/lookup/delivery/sellers').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ q: 'Vendedor 1', offset: '0', limit: '5' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Vendedor 10', 'Vendedor 11', 'Vendedor 12']);
  });

  it('opens the menu with the first page and a 300 px menu', async () => {
    const rendered = renderForm();
    const { input } = await getPicker();
    await rendered.user.click(input);
    await rendered.user.keyboard('{ArrowDown}');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    const menuList = options[0]!.parentElement!;
    expect(getComputedStyle(menuList).maxHeight).toBe('300px');
  });

  it('never lists the same seller twice', async () => {
    const rendered = renderForm();
    const { input, group } = await getPicker();
    for (let i = 0; i < 2; i++) {
      await rendered.user.type(input, 'Vendedor 03');
      await rendered.user.click(await screen.findByRole('option', { name: 'Vendedor 03' }));
      await rendered.user.click(within(group).getByRole('button', { name: 'Add' }));
    }
    expect(within(within(group).getByRole('list', { name: 'Vendedores' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("removes a chosen seller with its delete button; an unknown id reads '-'", async () => {
    const rendered = renderForm('/deliveries/d1/edit', {
      _id: 'd1',
      voucherNumber: '001',
      sellers: ['s01', 's404', 's02'],
      $labels: { sellers: ['Vendedor 01', null, 'Vendedor 02'] },
      billing: { country: 'EC', isEmptyInvoice: true },
    });
    const list = await screen.findByRole('list', { name: 'Vendedores' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.widget-picker-label')!.textContent),
    ).toEqual(['Vendedor 01', '-', 'Vendedor 02']);
    await rendered.user.click(within(list).getByRole('button', { name: 'Eliminar Vendedor 01' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByText('Vendedor 01')).toBeNull();
    await rendered.user.click(within(list).getByRole('button', { name: 'Eliminar -' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Vendedor 02')).toBeTruthy();
  });

  it("a vendedor's new delivery shows its own seller, read-only: nothing to search, add or remove", async () => {
    const session = {
      ...TEST_SESSION,
      user: { ...TEST_SESSION.user, fields: { seller: 's03' } },
      permissions: {
        restricted: true,
        roles: ['vendedor'],
        entities: { delivery: { actions: ['list', 'view', 'create'], hidden: [], readOnly: ['sellers'], rowFilters: [{ sellers: '$user.seller' }] } },
      },
    };
    renderAdmin('/deliveries/new', createDeliveryApi(), { entities: deliveryEntities, session });
    const list = await screen.findByRole('list', { name: 'Vendedores' });
    await within(list).findByText('Vendedor 03');
    const group = list.closest('fieldset')!;
    expect(within(group).queryByRole('combobox')).toBeNull();
    expect(within(group).queryAllByRole('button')).toEqual([]);
  });
});
