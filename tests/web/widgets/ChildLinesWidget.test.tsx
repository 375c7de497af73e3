import { screen, waitFor, within } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { deliveryEntities, deliveryEntity } from '../fixtures/deliveryEntities.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';
import { createDeliveryApi } from './deliveryApi.js';

loadFormChunk();

type Rendered = ReturnType<typeof renderAdmin>;

async function getEditor() {
  const input = await screen.findByRole('combobox', { name: 'Selecciona un producto' });
  return { input, group: input.closest('fieldset')! };
}

async function addProduct(rendered: Rendered, name: string) {
  const { input, group } = await getEditor();
  await rendered.user.type(input, name.slice(0, 6));
  await rendered.user.click(await screen.findByRole('option', { name }));
  await rendered.user.click(within(group).getByRole('button', { name: 'Agregar' }));
}

function getRows(group: HTMLElement): string[][] {
  return within(group)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => {
          const input = cell.querySelector('input');
          return input ? `[${input.value}]` : (cell.textContent ?? '');
        }),
    );
}

/**
 * The generator refuses children in an update form (they are sent with create bodies only), so no generated form
 * loads lines that already have their key; to draw such lines, the edit form here gets the create form's fields.
 */
function withLinesInEdit(entities: readonly EntityDefinition[]): EntityDefinition[] {
  const create = deliveryEntity.forms.find((form) => form.name === 'create')!;
  const delivery: EntityDefinition = {
    ...deliveryEntity,
    forms: deliveryEntity.forms.map((form) => (form.name === 'edit' ? { ...form, fields: create.fields, uiSchema: create.uiSchema } : form)),
  };
  return entities.map((entity) => (entity.entity === 'delivery' ? delivery : entity));
}

describe('ChildLinesWidget, as the delivery schema configures it (product keys)', () => {
  it("refuses 'Agregar' without a product: a Spanish message beside the widget, nothing added", async () => {
    const rendered = renderAdmin('/deliveries/new', createDeliveryApi(), { entities: deliveryEntities });
    const { group } = await getEditor();
    await rendered.user.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(within(group).getByRole('alert').textContent).toBe('Selecciona un producto');
    expect(within(group).queryByRole('table')).toBeNull();
    expect(within(group).getByText('Todavía no se ha agregado ninguna línea.')).toBeTruthy();
    // Choosing a product clears the message.
    const { input } = await getEditor();
    await rendered.user.type(input, 'Preuni');
    await rendered.user.click(await screen.findByRole('option', { name: 'Preuniversitario' }));
    expect(within(group).queryByRole('alert')).toBeNull();
  });

  it('adds a line from the product: course label, price twice, key expiry, no key; the total follows', async () => {
    const rendered = renderAdmin('/deliveries/new', createDeliveryApi(), { entities: deliveryEntities });
    await addProduct(rendered, 'Preuniversitario');
    const { group } = await getEditor();
    expect(
      within(group)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Producto', 'Curso', 'Precio de referencia', 'Precio de venta', 'Vencimiento', 'Clave', 'Acciones']);
    expect(getRows(group)).toEqual([['Preuniversitario', 'Matemáticas', '120,00', '[120]', '31/03/2027', '', 'Eliminar']]);
    expect(within(group).getByText('Total: 120,00')).toBeTruthy();
    await addProduct(rendered, 'Ingreso a la policía');
    expect(getRows(group)[1]).toEqual(['Ingreso a la policía', 'Policía', '79,90', '[79.9]', '31/12/2026', '', 'Eliminar']);
    expect(within(group).getByText('Total: 199,90')).toBeTruthy();
    // A product without a course label takes its name, without an expiry leaves the date empty.
    await addProduct(rendered, 'Sin curso');
    expect(getRows(group)[2]).toEqual(['Sin curso', 'Sin curso', '10,00', '[10]', '', '', 'Eliminar']);
  });

  it('edits the sale price as a number input and deletes lines; the total follows', async () => {
    const rendered = renderAdmin('/deliveries/new', createDeliveryApi(), { entities: deliveryEntities });
    await addProduct(rendered, 'Preuniversitario');
    await addProduct(rendered, 'Ingreso a la policía');
    const { group } = await getEditor();
    const price = within(group).getByRole('spinbutton', { name: 'Precio de venta de la línea 1' }) as HTMLInputElement;
    expect([price.type, price.step, price.min]).toEqual(['number', '0.01', '0']);
    await rendered.user.clear(price);
    await rendered.user.type(price, '100.5');
    expect(price.value).toBe('100.5');
    expect(within(group).getByText('Total: 180,40')).toBeTruthy();
    await rendered.user.click(within(group).getByRole('button', { name: 'Eliminar la línea 1' }));
    await waitFor(() => expect(getRows(group)).toHaveLength(1));
    expect(getRows(group)[0]![0]).toBe('Ingreso a la policía');
    expect(within(group).getByText('Total: 79,90')).toBeTruthy();
  });

  it('offers Eliminar only on lines without a key', async () => {
    renderAdmin(
      '/deliveries/d1/edit',
      createDeliveryApi({
        record: {
          _id: 'd1',
          productKeys: [
            {
              productId: 'p1',
              courseName: 'Matemáticas',
              pricetag: 120,
              salePrice: 100,
              expirationDate: '2027-03-31',
              productKey: 'ABCD-EFGH-IJKL-MNOP',
            },
            { productId: 'p2', courseName: 'Policía', pricetag: 79.9, salePrice: 79.9, productKey: null },
          ],
        },
      }),
      { entities: withLinesInEdit(deliveryEntities) },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('ABCD-EFGH-IJKL-MNOP')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Eliminar la línea 2' })).toBeTruthy();
    expect(screen.getByText('Total: 179,90')).toBeTruthy();
  });
});
