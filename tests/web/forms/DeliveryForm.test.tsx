import { screen, waitFor, within } from '@testing-library/react';
import { deliveryEntities } from '../fixtures/deliveryEntities.js';
import type { MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';
import { createDeliveryApi } from '../widgets/deliveryApi.js';

loadFormChunk();

// Filling the whole form through the keyboard and two async selects takes a few seconds in jsdom.
const FILL_TIMEOUT = 30_000;

type Rendered = ReturnType<typeof renderAdmin>;

function renderForm(post: (request: RecordedRequest) => MockResponse) {
  return renderAdmin('/deliveries/new', createDeliveryApi({ post }), { entities: deliveryEntities });
}

async function choose(rendered: Rendered, comboboxName: string, text: string, option: string) {
  const input = await screen.findByRole('combobox', { name: comboboxName });
  await rendered.user.type(input, text);
  await rendered.user.click(await screen.findByRole('option', { name: option }));
  return input.closest('fieldset')!;
}

/** Fills the whole delivery form the way an administrator would. */
async function fillDelivery(rendered: Rendered) {
  await rendered.user.type(await screen.findByLabelText(/^Número de comprobante/), '001-001-000123');
  const billing = document.querySelector<HTMLElement>('.widget-conditional-object')!;
  const outside = (label: RegExp) => screen.getAllByLabelText(label).find((input) => !billing.contains(input))!;
  await rendered.user.type(outside(/^País/), 'EC');
  await rendered.user.type(outside(/^Identificación/), '0912345678');
  await rendered.user.type(outside(/^Nombre\*?$/), 'Ana Pérez');

  for (const seller of ['Vendedor 02', 'Vendedor 05']) {
    const picker = await choose(rendered, 'Buscar vendedor', seller, seller);
    await rendered.user.click(within(picker).getByRole('button', { name: 'Add' }));
  }

  for (const product of ['Preuniversitario', 'Ingreso a la policía']) {
    const editor = await choose(rendered, 'Selecciona un producto', product.slice(0, 6), product);
    await rendered.user.click(within(editor).getByRole('button', { name: 'Agregar' }));
  }
  const price = screen.getByRole('spinbutton', { name: 'Precio de venta de la línea 2' });
  await rendered.user.clear(price);
  await rendered.user.type(price, '70.5');

  const typeIn = async (label: RegExp, text: string) => rendered.user.type(within(billing).getByLabelText(label), text);
  await typeIn(/^País/, 'EC');
  await typeIn(/^Identificación/, '0912345678001');
  await typeIn(/^Nombre \/ razón social/, 'Ana Pérez & Cía.');
  await typeIn(/^Teléfono/, '0991234567');
  await typeIn(/^Dirección/, 'Av. 9 de Octubre 100');
  await typeIn(/^Correo electrónico/, 'ana@example.com');
  return billing;
}

const expectedBody = [
  'voucherNumber=001-001-000123',
  'country=EC',
  'identificationNumber=0912345678',
  'name=Ana+P%C3%A9rez',
  'sellers%5B%5D=s02',
  'sellers%5B%5D=s05',
  'uploads=',
  'productKeys%5B0%5D%5BproductId%5D=p1',
  'productKeys%5B0%5D%5BcourseName%5D=Matem%C3%A1ticas',
  'productKeys%5B0%5D%5Bpricetag%5D=120',
  'productKeys%5B0%5D%5BsalePrice%5D=120',
  'productKeys%5B0%5D%5BexpirationDate%5D=2027-03-31',
  'productKeys%5B0%5D%5BproductKey%5D=',
  'productKeys%5B1%5D%5BproductId%5D=p2',
  'productKeys%5B1%5D%5BcourseName%5D=Polic%C3%ADa',
  'productKeys%5B1%5D%5Bpricetag%5D=79.9',
  'productKeys%5B1%5D%5BsalePrice%5D=70.5',
  'productKeys%5B1%5D%5BexpirationDate%5D=2026-12-31',
  'productKeys%5B1%5D%5BproductKey%5D=',
  'billing%5Bcountry%5D=EC',
  'billing%5BisEmptyInvoice%5D=false',
  'billing%5BisBillingInformationRequestedToUser%5D=false',
  'billing%5BidentificationNumber%5D=0912345678001',
  'billing%5Bname%5D=Ana+P%C3%A9rez+%26+C%C3%ADa.',
  'billing%5Bphone%5D=0991234567',
  'billing%5Baddress%5D=Av.+9+de+Octubre+100',
  'billing%5Bemail%5D=ana%40example.com',
].join('&');

describe('the delivery form', () => {
  it(
    "posts form-encoded in bracket notation and goes to the new delivery",
    async () => {
      const rendered = renderForm(() => ({ status: 201, body: { _id: 'd42' } }));
      await fillDelivery(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/deliveries/create')).toHaveLength(1));
      const [post] = rendered.fetchMock.calls('POST', '/api/deliveries/create');
      expect(post!.contentType).toBe('application/x-www-form-urlencoded');
      expect(post!.rawBody).toBe(expectedBody);
      // What the server reads back with qs.
      expect(post!.body).toMatchObject({
        sellers: ['s02', 's05'],
        productKeys: [
          { productId: 'p1', salePrice: '120', productKey: '' },
          { productId: 'p2', salePrice: '70.5', productKey: '' },
        ],
        billing: { country: 'EC', phone: '0991234567' },
      });
      await waitFor(() => expect(rendered.pathname()).toBe('/deliveries/d42'));
    },
    FILL_TIMEOUT,
  );

  it(
    "shows a 400's nested details beside their fields and keeps everything typed, widget state included",
    async () => {
      const rendered = renderForm(() => ({
        status: 400,
        body: {
          error: 'Datos no válidos',
          details: [
            { field: 'billing.phone', message: 'El teléfono no es válido' },
            { field: 'productKeys[1].salePrice', message: 'El precio de venta no puede ser menor que 75' },
            { field: 'sellers[1]', message: 'El vendedor ya no existe' },
            { field: 'voucherNumber', message: 'Ya existe una entrega con ese comprobante' },
          ],
        },
      }));
      const billing = await fillDelivery(rendered);
      // A seller chosen in the select but not added yet is widget state, not form data.
      await choose(rendered, 'Buscar vendedor', 'Vendedor 09', 'Vendedor 09');
      await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));

      const phoneMessage = await screen.findByText('El teléfono no es válido');
      expect(
        within(billing)
          .getByLabelText(/^Teléfono/)
          .closest('.form-group')!
          .contains(phoneMessage),
      ).toBe(true);
      const price = screen.getByRole('spinbutton', { name: 'Precio de venta de la línea 2' }) as HTMLInputElement;
      expect(price.closest('td')!.textContent).toContain('El precio de venta no puede ser menor que 75');
      const sellers = screen.getByRole('list', { name: 'Vendedores' });
      expect(within(sellers).getAllByRole('listitem')[1]!.textContent).toContain('El vendedor ya no existe');
      const voucher = screen.getByLabelText(/^Número de comprobante/) as HTMLInputElement;
      expect(voucher.closest('.form-group')!.textContent).toContain('Ya existe una entrega con ese comprobante');

      // Everything typed is still there.
      expect(voucher.value).toBe('001-001-000123');
      expect(price.value).toBe('70.5');
      expect(Array.from(sellers.querySelectorAll('.widget-picker-label'), (label) => label.textContent)).toEqual([
        'Vendedor 02',
        'Vendedor 05',
      ]);
      expect((within(billing).getByLabelText(/^Correo electrónico/) as HTMLInputElement).value).toBe('ana@example.com');
      const picker = screen.getByRole('combobox', { name: 'Buscar vendedor' }).closest('fieldset')!;
      expect(within(picker).getByText('Vendedor 09')).toBeTruthy();
      expect((within(picker).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(false);
      expect(rendered.pathname()).toBe('/deliveries/new');

      // A message goes once its own value changes; the others stay.
      await rendered.user.type(within(billing).getByLabelText(/^Teléfono/), '8');
      await waitFor(() => expect(screen.queryByText('El teléfono no es válido')).toBeNull());
      expect(screen.getByText('El precio de venta no puede ser menor que 75')).toBeTruthy();
    },
    FILL_TIMEOUT,
  );
});
