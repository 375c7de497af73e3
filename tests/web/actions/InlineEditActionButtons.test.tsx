import { screen, waitFor, within } from '@testing-library/react';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

function renderInstitutes(answerUpdate: (body: Row) => { status?: number; body?: unknown }) {
  const institutes: Row[] = [
    { _id: 'i1', name: 'Instituto Central' },
    { _id: 'i2', name: 'Instituto Norte' },
  ];
  return renderAdmin('/institutes', (request) => {
    if (request.method === 'PUT' && request.path.startsWith('/api/institutes/update/')) {
      const answer = answerUpdate(request.body as Row);
      if ((answer.status ?? 200) < 400) {
        const target = institutes.find((row) => row._id === request.path.split('/').pop());
        Object.assign(target!, request.body);
      }
      return answer;
    }
    return answerList(institutes, request);
  });
}

describe('InlineEditActionButtons', () => {
  it("Editar turns the row's editable cells into inputs; Guardar sends PUT with the fields", async () => {
    const rendered = renderInstitutes(() => ({ body: { ok: true } }));
    const row = (await screen.findByText('Instituto Central')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));

    const input = within(row).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    expect(input.value).toBe('Instituto Central');
    // Other rows stay as they are.
    expect(within(screen.getByText('Instituto Norte').closest('tr')!).queryByRole('textbox')).toBeNull();
    await rendered.user.clear(input);
    await rendered.user.type(input, 'Instituto Sur');
    await rendered.user.click(within(row).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/institutes/update/i1')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/institutes/update/i1')[0]!.body).toEqual({ name: 'Instituto Sur' });
    const savedRow = (await screen.findByText('Instituto Sur')).closest('tr')!;
    expect(within(savedRow).queryByRole('textbox')).toBeNull();
    expect(within(savedRow).getByRole('button', { name: 'Edición rápida' })).toBeTruthy();
  });

  it('Cancelar leaves edit mode without a request', async () => {
    const rendered = renderInstitutes(() => ({ body: { ok: true } }));
    const row = (await screen.findByText('Instituto Central')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    await rendered.user.type(within(row).getByRole('textbox', { name: 'Nombre' }), ' X');
    await rendered.user.click(within(row).getByRole('button', { name: 'Cancelar' }));
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(within(row).getByText('Instituto Central')).toBeTruthy();
    expect(rendered.fetchMock.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('Enter saves and Escape cancels from the input', async () => {
    const rendered = renderInstitutes(() => ({ body: { ok: true } }));
    const row = (await screen.findByText('Instituto Norte')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    await rendered.user.type(within(row).getByRole('textbox', { name: 'Nombre' }), ' X{Escape}');
    expect(within(row).queryByRole('textbox')).toBeNull();
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    await rendered.user.type(within(row).getByRole('textbox', { name: 'Nombre' }), ' Y{Enter}');
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/institutes/update/i2')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/institutes/update/i2')[0]!.body).toEqual({ name: 'Instituto Norte Y' });
  });

  it("a 400 shows the message beside the field and stays in edit mode", async () => {
    const rendered = renderInstitutes(() => ({ status: 400, body: { error: 'El nombre es obligatorio', field: 'name' } }));
    const row = (await screen.findByText('Instituto Central')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    await rendered.user.clear(within(row).getByRole('textbox', { name: 'Nombre' }));
    await rendered.user.click(within(row).getByRole('button', { name: 'Guardar' }));
    expect((await within(row).findByRole('alert')).textContent).toBe('El nombre es obligatorio');
    expect(within(row).getByRole('textbox', { name: 'Nombre' })).toBeTruthy();
  });

  it('edits booleans with a checkbox (course categories)', async () => {
    const categories: Row[] = [{ _id: 'c1', name: 'Matemáticas', visible: true, position: 1 }];
    const rendered = renderAdmin('/course-categories', (request) => (request.method === 'PUT' ? { body: { ok: true } } : answerList(categories, request)));
    const row = (await screen.findByText('Matemáticas')).closest('tr')!;
    expect(within(row).getByText('Sí')).toBeTruthy();
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    await rendered.user.click(within(row).getByRole('checkbox', { name: 'Visible' }));
    await rendered.user.click(within(row).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/courseCategories/update/c1')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/courseCategories/update/c1')[0]!.body).toEqual({ name: 'Matemáticas', visible: false });
  });
});
