import { screen, waitFor, within } from '@testing-library/react';
import { deliveryEntities } from '../fixtures/deliveryEntities.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';
import { createDeliveryApi } from './deliveryApi.js';

loadFormChunk();

const REQUIRED = 'Este campo es obligatorio.';

function renderForm() {
  return renderAdmin(
    '/deliveries/new',
    createDeliveryApi({ post: (request) => ({ status: 201, body: { _id: 'd9', ...(request.body as object) } }) }),
    { entities: deliveryEntities },
  );
}

async function getBilling(): Promise<HTMLElement> {
  await screen.findByRole('checkbox', { name: 'Consumidor final' });
  return document.querySelector<HTMLElement>('.widget-conditional-object')!;
}

/** The labels of the billing inputs shown, in order. */
function getShown(billing: HTMLElement): string[] {
  return Array.from(billing.querySelectorAll('input')).map((input) => {
    const label = input.type === 'checkbox' ? input.closest('label') : billing.querySelector(`label[for="${input.id}"]`);
    return (label?.textContent ?? '').replace(/\*$/, '');
  });
}

function getMessagesBeside(billing: HTMLElement, label: RegExp): string[] {
  const input = within(billing).getByLabelText(label);
  const group = input.closest('.form-group')!;
  return Array.from(group.querySelectorAll('.error-detail li')).map((item) => item.textContent ?? '');
}

const manual = [
  'País',
  'Consumidor final',
  'Solicitar los datos de facturación al comprador al activar el curso',
  'Identificación',
  'Nombre / razón social',
  'Teléfono',
  'Dirección',
  'Correo electrónico',
];

describe('ConditionalObjectWidget, as the delivery schema configures it (billing)', () => {
  // Submitted untouched: the form must already hold its schema defaults, or their late echo clears the object's errors.
  it('by hand: every manual field, the placeholder and input types, each required message beside its field', async () => {
    const rendered = renderForm();
    const billing = await getBilling();
    expect(within(billing).getByText('Información de facturación')).toBeTruthy();
    expect(getShown(billing)).toEqual(manual);
    expect(
      within(billing)
        .getByLabelText(/^Identificación/)
        .getAttribute('placeholder'),
    ).toBe('Cédula, RUC, NIT');
    expect((within(billing).getByLabelText(/^Correo electrónico/) as HTMLInputElement).type).toBe('email');
    // Submit once every widget's chunk has loaded, as a person sees the form.
    await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(getMessagesBeside(billing, /^País/)).toEqual([REQUIRED]));
    for (const label of [/^Identificación/, /^Nombre \/ razón social/, /^Teléfono/, /^Dirección/, /^Correo electrónico/]) {
      expect(getMessagesBeside(billing, label)).toEqual([REQUIRED]);
    }
    // No message about the schema's if/else shows on the object itself.
    expect(billing.textContent).not.toMatch(/else|esquema/);
    expect(rendered.fetchMock.calls('POST', '/api/deliveries/create')).toHaveLength(0);
  });

  it("'Consumidor final' hides every other field; only the country is then required", async () => {
    const rendered = renderForm();
    const billing = await getBilling();
    await rendered.user.click(within(billing).getByRole('checkbox', { name: 'Consumidor final' }));
    expect(getShown(billing)).toEqual(['País', 'Consumidor final']);
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(getMessagesBeside(billing, /^País/)).toEqual([REQUIRED]));
    expect(within(billing).getAllByText(REQUIRED)).toHaveLength(1);
  });

  it('requesting the data at activation hides the manual fields and shows the days, an integer from 1 to 20', async () => {
    const rendered = renderForm();
    const billing = await getBilling();
    await rendered.user.click(within(billing).getByRole('checkbox', { name: /Solicitar los datos/ }));
    expect(getShown(billing)).toEqual([
      'País',
      'Consumidor final',
      'Solicitar los datos de facturación al comprador al activar el curso',
      'Días para solicitar la factura',
    ]);
    const days = within(billing).getByLabelText(/^Días para solicitar la factura/) as HTMLInputElement;
    expect([days.type, days.min, days.max, days.step]).toEqual(['number', '1', '20', '1']);
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(getMessagesBeside(billing, /^Días/)).toEqual([REQUIRED]));
    await rendered.user.type(days, '25');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(getMessagesBeside(billing, /^Días/)).toEqual(['Debe ser menor o igual que 20.']));
  });

  it('drops hidden values from the submitted object and brings them back when the mode returns', async () => {
    const rendered = renderForm();
    const billing = await getBilling();
    await rendered.user.type(screen.getByLabelText(/^Número de comprobante/), '001-001-000123');
    const [country] = screen.getAllByLabelText(/^País/);
    await rendered.user.type(country!, 'EC');
    await rendered.user.type(screen.getAllByLabelText(/^Identificación/)[0]!, '0912345678');
    await rendered.user.type(screen.getByLabelText(/^Nombre\*?$/), 'Ana Pérez');
    await rendered.user.type(within(billing).getByLabelText(/^País/), 'EC');
    await rendered.user.type(within(billing).getByLabelText(/^Teléfono/), '0991234567');
    await rendered.user.click(within(billing).getByRole('checkbox', { name: /Solicitar los datos/ }));
    await rendered.user.type(within(billing).getByLabelText(/^Días/), '5');
    await rendered.user.click(within(billing).getByRole('checkbox', { name: 'Consumidor final' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/deliveries/create')).toHaveLength(1));
    const [post] = rendered.fetchMock.calls('POST', '/api/deliveries/create');
    expect((post!.body as { billing: unknown }).billing).toEqual({ country: 'EC', isEmptyInvoice: 'true' });
    await waitFor(() => expect(rendered.pathname()).toBe('/deliveries/d9'));
  });

  it('switching modes back restores what was typed', async () => {
    const rendered = renderForm();
    const billing = await getBilling();
    await rendered.user.type(within(billing).getByLabelText(/^Teléfono/), '0991234567');
    await rendered.user.click(within(billing).getByRole('checkbox', { name: 'Consumidor final' }));
    expect(within(billing).queryByLabelText(/^Teléfono/)).toBeNull();
    await rendered.user.click(within(billing).getByRole('checkbox', { name: 'Consumidor final' }));
    expect((within(billing).getByLabelText(/^Teléfono/) as HTMLInputElement).value).toBe('0991234567');
    // The request mode with its days survives a trip through 'Consumidor final' too.
    await rendered.user.click(within(billing).getByRole('checkbox', { name: /Solicitar los datos/ }));
    await rendered.user.type(within(billing).getByLabelText(/^Días/), '7');
    await rendered.user.click(within(billing).getByRole('checkbox', { name: 'Consumidor final' }));
    await rendered.user.click(within(billing).getByRole('checkbox', { name: 'Consumidor final' }));
    expect((within(billing).getByRole('checkbox', { name: /Solicitar los datos/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(billing).getByLabelText(/^Días/) as HTMLInputElement).value).toBe('7');
  });
});
