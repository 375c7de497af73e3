// An edit form saves at the version of the record it loaded (If-Match); a 412 (someone saved meanwhile) opens the
// conflict dialog: Sobrescribir saves the same values at the version the 412 names, Recargar shows the record as it is now.
import { screen, waitFor, within } from '@testing-library/react';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

const STALE = 'Otra persona cambió este registro mientras lo editaba.';
const loaded = { _id: 's07', name: 'Luis Gómez', _version: 3 };
const theirs = { _id: 's07', name: 'Luis Gómez Ruiz', _version: 4 };

/** The edit form of seller s07: its first save answers 412 with their row, later saves succeed. */
function renderEdit() {
  const saves: RecordedRequest[] = [];
  const rendered = renderAdmin('/sellers/s07/edit', (request) => {
    if (request.method === 'GET' && request.path === '/api/sellers/s07') return { body: saves.length > 1 ? { ...theirs, ...(request.body as object), _version: 5 } : loaded };
    if (request.method === 'POST' && request.path === '/api/sellers/s07/update') {
      saves.push(request);
      return saves.length === 1 ? { status: 412, body: { error: STALE, current: theirs } } : { body: { ...theirs, ...(request.body as object), _version: 5 } };
    }
    return { body: null };
  });
  return { ...rendered, saves };
}

async function typeAndSave(rendered: ReturnType<typeof renderEdit>, text: string) {
  const name = (await screen.findByRole('textbox', { name: /Nombre/ })) as HTMLInputElement;
  await waitFor(() => expect(name.value).toBe('Luis Gómez'));
  await rendered.user.clear(name);
  await rendered.user.type(name, text);
  await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
  return screen.findByRole('dialog', { name: 'Otra persona cambió este registro' });
}

describe('FormPage: a save someone else overtook', () => {
  it('sends the loaded version as If-Match; the 412 lists the field they changed with their value and mine', async () => {
    const rendered = renderEdit();
    const dialog = await typeAndSave(rendered, 'Luis G.');
    expect(rendered.saves[0]!.headers.get('If-Match')).toBe('"3"');
    const row = within(dialog).getByRole('rowheader', { name: 'Nombre' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Luis Gómez Ruiz', 'Luis G.']);
    // Nothing else says it failed: the dialog is the answer.
    expect(screen.queryByText(/Ha ocurrido un error/)).toBeNull();
    expect(rendered.pathname()).toBe('/sellers/s07/edit');
  });

  it('Sobrescribir saves the same values at the version the 412 named, then goes on as a save does', async () => {
    const rendered = renderEdit();
    const dialog = await typeAndSave(rendered, 'Luis G.');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Sobrescribir' }));
    await waitFor(() => expect(rendered.saves).toHaveLength(2));
    expect(rendered.saves[1]!.headers.get('If-Match')).toBe('"4"');
    expect(rendered.saves[1]!.body).toEqual(rendered.saves[0]!.body);
    await waitFor(() => expect(rendered.pathname()).toBe('/sellers/s07'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Recargar drops what I typed and shows their row; the next save is made on their version', async () => {
    const rendered = renderEdit();
    const dialog = await typeAndSave(rendered, 'Luis G.');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Recargar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const name = screen.getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Luis Gómez Ruiz'));
    expect(rendered.saves).toHaveLength(1);
    await rendered.user.type(name, ' (2)');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.saves).toHaveLength(2));
    expect(rendered.saves[1]!.headers.get('If-Match')).toBe('"4"');
    expect(rendered.saves[1]!.body).toEqual({ name: 'Luis Gómez Ruiz (2)' });
  });

  it('Escape closes the dialog and keeps what I typed', async () => {
    const rendered = renderEdit();
    await typeAndSave(rendered, 'Luis G.');
    await rendered.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: /Nombre/ }) as HTMLInputElement).value).toBe('Luis G.');
  });
});
