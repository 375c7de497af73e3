import { screen, waitFor } from '@testing-library/react';
import { getParcelsModel, staleParcel } from '../fixtures/parcelsModel.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

describe('FormPage (create)', () => {
  it('shows the Spanish required message beside the field and sends nothing', async () => {
    const rendered = renderAdmin('/sellers/new', () => ({ body: null }));
    expect(await screen.findByRole('heading', { name: 'Nuevo vendedor' })).toBeTruthy();
    const name = await screen.findByRole('textbox', { name: /Nombre/ });
    expect(name.getAttribute('placeholder')).toBe('Nombre del vendedor');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = await screen.findByText('Este campo es obligatorio.');
    // Beside the field (in its group), not in a list at the top.
    expect(name.closest('.form-group')!.contains(message)).toBe(true);
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(1);
    expect(rendered.fetchMock.requests).toHaveLength(0);
  });

  it("maps a 400's details beside each field and keeps what was typed", async () => {
    const rendered = renderAdmin('/sellers/new', (request) =>
      request.method === 'POST'
        ? {
            status: 400,
            body: { error: 'Datos no válidos', details: [{ field: 'name', message: 'Ya existe un vendedor con ese nombre' }] },
          }
        : { body: null },
    );
    const name = (await screen.findByRole('textbox', { name: /Nombre/ })) as HTMLInputElement;
    await rendered.user.type(name, 'Ana Pérez');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un vendedor con ese nombre')).toBeTruthy();
    const [post] = rendered.fetchMock.calls('POST', '/api/sellers/create');
    expect(post!.contentType).toBe('application/x-www-form-urlencoded');
    expect(post!.rawBody).toBe('name=Ana+P%C3%A9rez');
    expect((screen.getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement).value).toBe('Ana Pérez');
  });

  it('shows ajv-i18n Spanish messages for other rules', async () => {
    const rendered = renderAdmin('/sellers/new', () => ({ body: null }));
    const name = await screen.findByRole('textbox', { name: /Nombre/ });
    await rendered.user.click(name);
    await rendered.user.paste('x'.repeat(256));
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escriba como máximo 255 caracteres.')).toBeTruthy();
  });

  it('on success navigates to the redirect filled with the saved row', async () => {
    const rendered = renderAdmin('/sellers/new', (request) => {
      if (request.method === 'POST') return { status: 201, body: { _id: 's99', ...(request.body as object) } };
      if (request.path === '/api/sellers/s99') return { body: { _id: 's99', name: 'Ana Pérez' } };
      return { body: null };
    });
    await rendered.user.type(await screen.findByRole('textbox', { name: /Nombre/ }), 'Ana Pérez');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.pathname()).toBe('/sellers/s99'));
    expect(await screen.findByRole('heading', { name: 'Vendedor' })).toBeTruthy();
    expect(await screen.findByText('Ana Pérez')).toBeTruthy();
  });
});

describe('FormPage (edit)', () => {
  it('loads the record through form.load and submits to the filled submit path', async () => {
    const rendered = renderAdmin('/sellers/s07/edit', (request) => {
      if (request.method === 'GET' && request.path === '/api/sellers/s07') return { body: { _id: 's07', name: 'Luis Gómez' } };
      if (request.method === 'POST') return { body: { _id: 's07', ...(request.body as object) } };
      return { body: null };
    });
    const name = (await screen.findByRole('textbox', { name: /Nombre/ })) as HTMLInputElement;
    expect(name.value).toBe('Luis Gómez');
    await rendered.user.clear(name);
    await rendered.user.type(name, 'Luis G. Gómez');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/sellers/s07/update')).toHaveLength(1));
    expect(rendered.fetchMock.calls('POST', '/api/sellers/s07/update')[0]!.body).toEqual({ name: 'Luis G. Gómez' });
    await waitFor(() => expect(rendered.pathname()).toBe('/sellers/s07'));
  });

  it('shows the load error in Spanish', async () => {
    renderAdmin('/sellers/nope/edit', () => ({ status: 404, body: { error: 'No encontrado' } }));
    expect(await screen.findByText('Ha ocurrido un error: No encontrado')).toBeTruthy();
  });
});

describe('FormPage (edit) of a record a narrowed schema no longer accepts', () => {
  const model = getParcelsModel();
  const HINT = 'El valor guardado ya no cumple las reglas actuales; puede guardarlo sin cambios o corregirlo.';
  const renderParcel = () =>
    renderAdmin(
      '/parcels/p1/edit',
      (request) => {
        if (request.method === 'GET' && request.path === '/api/parcels/p1') return { body: staleParcel };
        if (request.method === 'PUT') return { body: { _id: 'p1', ...(request.body as object) } };
        return { body: { data: [], itemsCount: 0 } };
      },
      { entities: model.entities, app: model.app },
    );

  it('shows the stored state as an option no longer valid and says beside each such field that it saves as it is', async () => {
    renderParcel();
    const state = (await screen.findByRole('combobox', { name: /Estado/ })) as HTMLSelectElement;
    expect(state.selectedOptions[0]!.text).toBe('Perdido (valor ya no válido)');
    expect(Array.from(state.options, (option) => option.text)).toEqual(['', 'Nuevo', 'Enviado', 'Entregado', 'Perdido (valor ya no válido)']);
    expect((screen.getByRole('textbox', { name: /^Código\s*\*?$/ }) as HTMLInputElement).value).toBe('ABCDEFGH');
    const hints = screen.getAllByText(HINT);
    // Código (maxLength), Estado (enum), Peso (minimum) and Dirección (its zip's pattern); not the rule across fields.
    expect(hints).toHaveLength(4);
    expect(hints.some((hint) => state.closest('.form-group')!.contains(hint))).toBe(true);
  });

  it('saves the record unchanged: no message blocks it and every stored value is sent back', async () => {
    const rendered = renderParcel();
    await screen.findByRole('combobox', { name: /Estado/ });
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/parcels/p1')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/parcels/p1')[0]!.body).toEqual({
      code: 'ABCDEFGH',
      state: 'Perdido',
      weight: '0.5',
      declared: '0.2',
      address: { zip: '1234', city: 'Madrid' },
    });
    await waitFor(() => expect(rendered.pathname()).toBe('/parcels'));
  });

  it('judges a changed value by the current rules: a code still too long is refused beside it, and its hint goes', async () => {
    const rendered = renderParcel();
    const code = await screen.findByRole('textbox', { name: /^Código\s*\*?$/ });
    await rendered.user.type(code, 'I');
    expect(screen.getAllByText(HINT)).toHaveLength(3);
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = await screen.findByText('Escriba como máximo 6 caracteres.');
    expect(code.closest('.form-group')!.contains(message)).toBe(true);
    expect(rendered.fetchMock.calls('PUT', '/api/parcels/p1')).toHaveLength(0);
  });
});
