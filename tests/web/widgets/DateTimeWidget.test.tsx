import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from '../../../runtime/web/context/index.js';
import { getDefaultWidgets, getRjsfComponents } from '../../../runtime/web/forms/widgetRegistry.js';
import { DateTimeWidget } from '../../../runtime/web/widgets/index.js';
import { createWidgetContext, renderWidget } from './renderWidget.js';

// Guayaquil is UTC-5 all year: 19:24 there is 00:24 UTC the next day.
let savedZone: string | undefined;
beforeEach(() => {
  savedZone = process.env.TZ;
  process.env.TZ = 'America/Guayaquil';
});
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

const getInput = () => screen.getByRole('textbox') as HTMLInputElement;

describe('DateTimeWidget', () => {
  it('shows a stored instant the Spanish way at local time, without seconds', () => {
    renderWidget(DateTimeWidget, { value: '2026-12-14T00:24:17.000Z' });
    expect(getInput().value).toBe('13/12/2026 19:24');
    expect(getInput().getAttribute('placeholder')).toBe('dd/mm/aaaa hh:mm');
  });

  it.each([
    ['01/02/2027 08:05', '2027-02-01T13:05:00.000Z'],
    ['1/2/2027 8:05', '2027-02-01T13:05:00.000Z'],
    ['31/12/2026 23:59', '2027-01-01T04:59:00.000Z'],
    ['2027-02-01 08:05', '2027-02-01T13:05:00.000Z'],
  ])('typing %s stores the instant %s', async (typed, stored) => {
    const rendered = renderWidget(DateTimeWidget);
    await rendered.user.type(getInput(), typed);
    expect(rendered.onChange).toHaveBeenLastCalledWith(stored);
    expect(screen.queryByText(/Escribe la fecha/)).toBeNull();
  });

  it.each(['31/02/2027 10:00', '13/12/2026 25:00', '13/12/2026', '12/13/2026 10:00'])('"%s" is no date-time: a Spanish sentence beside the field, the value kept', async (typed) => {
    const rendered = renderWidget(DateTimeWidget, { value: '2026-12-14T00:24:00.000Z' });
    await rendered.user.clear(getInput());
    await rendered.user.type(getInput(), typed);
    const hint = screen.getByText('Escribe la fecha y la hora como dd/mm/aaaa hh:mm, por ejemplo 13/12/2026 19:24.');
    expect(getInput().getAttribute('aria-invalid')).toBe('true');
    expect(getInput().getAttribute('aria-describedby')).toBe(hint.id);
    // Clearing sent undefined; nothing typed after it was a date-time, so nothing else was sent.
    expect(rendered.onChange.mock.calls.map(([value]) => value)).toEqual([undefined]);
  });

  describe("a site showing dates aaaa-mm-dd (app.json dateDisplay)", () => {
    const app = { dateDisplay: 'aaaa-mm-dd' } as const;

    it('shows a stored instant in that order at local time, with seconds', () => {
      renderWidget(DateTimeWidget, { value: '2026-12-14T00:24:17.000Z', app });
      expect(getInput().value).toBe('2026-12-13 19:24:17');
      expect(getInput().getAttribute('placeholder')).toBe('aaaa-mm-dd hh:mm');
    });

    it.each([
      ['2027-02-01 08:05:09', '2027-02-01T13:05:09.000Z'],
      ['2027-02-01 08:05', '2027-02-01T13:05:00.000Z'],
      ['01/02/2027 08:05', '2027-02-01T13:05:00.000Z'],
    ])('typing %s stores the instant %s', async (typed, stored) => {
      const rendered = renderWidget(DateTimeWidget, { app });
      await rendered.user.type(getInput(), typed);
      expect(rendered.onChange).toHaveBeenLastCalledWith(stored);
    });

    it('a wrong text gets the sentence naming both forms', async () => {
      const rendered = renderWidget(DateTimeWidget, { app });
      await rendered.user.type(getInput(), '2027-02-30 10:00');
      expect(screen.getByText('Escribe la fecha y la hora como aaaa-mm-dd hh:mm o dd/mm/aaaa hh:mm, por ejemplo 2026-12-13 19:24.')).toBeTruthy();
      expect(rendered.onChange).not.toHaveBeenCalled();
    });
  });

  it('picking a day in the Spanish calendar keeps the time already there', async () => {
    const rendered = renderWidget(DateTimeWidget, { value: '2026-12-14T00:24:00.000Z' });
    await rendered.user.click(screen.getByRole('button', { name: 'Abrir calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selecciona una fecha' });
    expect(await within(dialog).findByRole('grid', { name: 'diciembre 2026' }, { timeout: 5000 })).toBeTruthy();
    await rendered.user.click(within(dialog).getByRole('button', { name: /^martes, 1 de diciembre de 2026/ }));
    expect(rendered.onChange).toHaveBeenLastCalledWith('2026-12-02T00:24:00.000Z');
    expect(getInput().value).toBe('01/12/2026 19:24');
  });

  it('is what a form draws for a `format: date-time` field without a ui:widget, not the native input', () => {
    const { widgets } = getRjsfComponents(getDefaultWidgets());
    const schema: RJSFSchema = { type: 'object', properties: { startsAt: { type: 'string', title: 'Comienza', format: 'date-time' } } };
    render(
      <AdminContext.Provider value={createWidgetContext()}>
        <Form schema={schema} validator={validator} widgets={widgets} formData={{ startsAt: '2026-12-14T00:24:00.000Z' }} />
      </AdminContext.Provider>,
    );
    expect(document.querySelector('input[type="datetime-local"]')).toBeNull();
    expect((screen.getByLabelText('Comienza') as HTMLInputElement).value).toBe('13/12/2026 19:24');
  });
});
