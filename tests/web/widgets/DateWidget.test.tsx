import { screen, waitFor, within } from '@testing-library/react';
import { deliveryEntities } from '../fixtures/deliveryEntities.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

function renderProduct(date: string | null) {
  const rendered = renderAdmin(
    '/products/p1/edit',
    (request) => {
      if (request.method === 'GET' && request.path === '/api/products/p1') {
        return { body: { _id: 'p1', name: 'Preuniversitario', productKeyExpirationDate: date } };
      }
      if (request.method === 'POST') return { body: { _id: 'p1' } };
      return { body: { data: [], itemsCount: 0 } };
    },
    { entities: deliveryEntities },
  );
  const submitted = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/products/p1/update')).toHaveLength(1));
    return rendered.fetchMock.calls('POST', '/api/products/p1/update')[0]!.rawBody;
  };
  return { ...rendered, submitted };
}

const getInput = () => screen.findByLabelText(/^Vencimiento de las claves/) as Promise<HTMLInputElement>;

describe('DateWidget', () => {
  it('shows the stored day as dd/mm/aaaa and opens a Spanish calendar on that month', async () => {
    const rendered = renderProduct('2026-11-22');
    const input = await getInput();
    expect(input.value).toBe('22/11/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    await rendered.user.click(input);
    const dialog = await screen.findByRole('dialog', { name: 'Selecciona una fecha' });
    expect(await within(dialog).findByRole('grid', { name: 'noviembre 2026' }, { timeout: 5000 })).toBeTruthy();
    const months = within(dialog).getByRole('combobox', { name: 'Elegir el mes' });
    expect(
      within(months)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
    // Weeks start on Monday, weekdays named in Spanish.
    expect(Array.from(dialog.querySelectorAll('.rdp-weekday'), (header) => header.getAttribute('aria-label'))).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(within(dialog).getByRole('button', { name: /domingo, 22 de noviembre de 2026/ })).toBeTruthy();
    await rendered.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('picking a day shows it as dd/mm/aaaa, stores YYYY-MM-DD, closes the calendar and is submitted as is', async () => {
    const rendered = renderProduct('2026-11-22');
    await rendered.user.click(await getInput());
    await rendered.user.click(await screen.findByRole('button', { name: /^domingo, 15 de noviembre de 2026/ }));
    expect((await getInput()).value).toBe('15/11/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await rendered.submitted()).toBe('name=Preuniversitario&productKeyExpirationDate=2026-11-15');
  });

  describe.each([
    ['Pacific/Kiritimati', -14 * 60],
    ['America/Guayaquil', 5 * 60],
  ])('in %s', (timeZone, offset) => {
    let saved: string | undefined;
    beforeEach(() => {
      saved = process.env.TZ;
      process.env.TZ = timeZone;
    });
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it('a picked day is the day clicked, with no shift across UTC midnight', async () => {
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(offset);
      const rendered = renderProduct('2026-01-01');
      await rendered.user.click(await getInput());
      expect(await screen.findByRole('grid', { name: 'enero 2026' })).toBeTruthy();
      await rendered.user.click(await screen.findByRole('button', { name: /^jueves, 1 de enero de 2026/ }));
      expect((await getInput()).value).toBe('01/01/2026');
      await rendered.user.click(await getInput());
      await rendered.user.click(await screen.findByRole('button', { name: /^sábado, 31 de enero de 2026/ }));
      expect(await rendered.submitted()).toBe('name=Preuniversitario&productKeyExpirationDate=2026-01-31');
    });
  });

  it('typing a complete dd/mm/aaaa day sets it; an unfinished text waits with a Spanish sentence and goes back on leaving', async () => {
    const rendered = renderProduct('2026-11-22');
    const input = await getInput();
    const hint = 'Escribe la fecha como dd/mm/aaaa, por ejemplo 13/12/2026.';
    await rendered.user.clear(input);
    await rendered.user.type(input, '31/03/202');
    expect(screen.getByText(hint)).toBeTruthy();
    await rendered.user.type(input, '7');
    expect(screen.queryByText(hint)).toBeNull();
    // Overwriting the whole text: no step on the way is a day, so the value stays until a real one is complete.
    await rendered.user.type(input, '30/02/2027', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    expect(input.value).toBe('30/02/2027');
    expect(screen.getByText(hint)).toBeTruthy();
    await rendered.user.click(screen.getByLabelText(/^Nombre/));
    expect(input.value).toBe('31/03/2027');
    expect(await rendered.submitted()).toBe('name=Preuniversitario&productKeyExpirationDate=2027-03-31');
  });

  it('the clear button empties the value, so nothing is sent for it', async () => {
    const rendered = renderProduct('2026-11-22');
    const input = await getInput();
    await rendered.user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(input.value).toBe('');
    expect(input.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect(await rendered.submitted()).toBe('name=Preuniversitario');
  });
});
