import { screen, waitFor, within } from '@testing-library/react';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

describe('InsertActionRow', () => {
  it('posts the editable values to the create path and refetches; inputs clear', async () => {
    const categories: Row[] = [{ _id: 'c1', name: 'Matemáticas', visible: true, position: 1 }];
    const rendered = renderAdmin('/course-categories', (request) => {
      if (request.method === 'POST') {
        const created = { _id: 'c2', position: 2, ...(request.body as Row) };
        categories.push(created);
        return { status: 201, body: created };
      }
      return answerList(categories, request);
    });
    await screen.findByText('Matemáticas');
    const insertRow = screen.getByRole('row', { name: 'Nuevo registro' });
    const name = within(insertRow).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    const visible = within(insertRow).getByRole('checkbox', { name: 'Visible' }) as HTMLInputElement;
    // The schema default (visible: true) is the starting value.
    expect(visible.checked).toBe(true);
    await rendered.user.type(name, 'Física');
    await rendered.user.click(visible);
    await rendered.user.click(within(insertRow).getByRole('button', { name: 'Agregar' }));

    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/courseCategories/create')).toHaveLength(1));
    expect(rendered.fetchMock.calls('POST', '/api/courseCategories/create')[0]!.body).toEqual({ name: 'Física', visible: false });
    expect(await screen.findByText('Física')).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
    await waitFor(() => expect(name.value).toBe(''));
    // The insert row sits in the header, so the body holds only data rows.
    expect(document.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it("shows a 400's Spanish message beside its field and keeps what was typed", async () => {
    const rendered = renderAdmin('/institutes', (request) =>
      request.method === 'POST'
        ? { status: 400, body: { error: 'Datos no válidos', details: [{ field: 'name', message: 'Ya existe un instituto con ese nombre' }] } }
        : answerList([], request),
    );
    await screen.findByText('No se han encontrado resultados');
    const insertRow = screen.getByRole('row', { name: 'Nuevo registro' });
    const name = within(insertRow).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    await rendered.user.type(name, 'Instituto Repetido{Enter}');

    const message = await within(insertRow).findByRole('alert');
    expect(message.textContent).toBe('Ya existe un instituto con ese nombre');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    expect(name.value).toBe('Instituto Repetido');
    expect(rendered.fetchMock.calls('POST', '/api/institutes/create')[0]!.body).toEqual({ name: 'Instituto Repetido' });

    // Editing the field clears its message.
    await rendered.user.type(name, ' 2');
    expect(within(insertRow).queryByRole('alert')).toBeNull();
  });

  it('shows a message that names no field beside Agregar', async () => {
    const rendered = renderAdmin('/institutes', (request) =>
      request.method === 'POST' ? { status: 409, body: { error: 'Conflicto' } } : answerList([], request),
    );
    await screen.findByText('No se han encontrado resultados');
    const insertRow = screen.getByRole('row', { name: 'Nuevo registro' });
    await rendered.user.type(within(insertRow).getByRole('textbox', { name: 'Nombre' }), 'X');
    await rendered.user.click(within(insertRow).getByRole('button', { name: 'Agregar' }));
    expect((await within(insertRow).findByRole('alert')).textContent).toBe('Conflicto');
  });
});
