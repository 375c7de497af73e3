// Grid actions send the version of the row they show: inline edit (with the conflict dialog on a 412), delete and
// transition.
import { screen, waitFor, within } from '@testing-library/react';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { answerList, type Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const STALE = 'Otra persona cambió este registro mientras lo editaba.';

describe('inline edit at a version', () => {
  function renderInstitutes(firstAnswer: 'conflict' | 'ok') {
    const institutes: Row[] = [
      { _id: 'i1', name: 'Instituto Central', _version: 2 },
      { _id: 'i2', name: 'Instituto Norte', _version: 1 },
    ];
    const theirs = { _id: 'i1', name: 'Instituto Central del Sur', _version: 3 };
    const saves: RecordedRequest[] = [];
    const rendered = renderAdmin('/institutes', (request) => {
      if (request.method === 'PUT' && request.path === '/api/institutes/update/i1') {
        saves.push(request);
        if (saves.length === 1 && firstAnswer === 'conflict') {
          Object.assign(institutes[0]!, theirs);
          return { status: 412, body: { error: STALE, current: theirs } };
        }
        Object.assign(institutes[0]!, request.body, { _version: Number(institutes[0]!._version) + 1 });
        return { body: institutes[0] };
      }
      return answerList(institutes, request);
    });
    return { ...rendered, saves };
  }

  async function editAndSave(rendered: ReturnType<typeof renderInstitutes>, text: string) {
    const row = (await screen.findByText('Instituto Central')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    const input = within(row).getByRole('textbox', { name: 'Nombre' });
    await rendered.user.clear(input);
    await rendered.user.type(input, text);
    await rendered.user.click(within(row).getByRole('button', { name: 'Guardar' }));
  }

  it('sends the listed row version as If-Match', async () => {
    const rendered = renderInstitutes('ok');
    await editAndSave(rendered, 'Instituto Sur');
    await waitFor(() => expect(rendered.saves).toHaveLength(1));
    expect(rendered.saves[0]!.headers.get('If-Match')).toBe('"2"');
    expect(rendered.saves[0]!.body).toEqual({ name: 'Instituto Sur' });
  });

  it('a 412 shows the same conflict dialog; Sobrescribir saves my value at their version', async () => {
    const rendered = renderInstitutes('conflict');
    await editAndSave(rendered, 'Instituto Sur');
    const dialog = await screen.findByRole('dialog', { name: 'Otra persona cambió este registro' });
    const line = within(dialog).getByRole('rowheader', { name: 'Nombre' }).closest('tr')!;
    expect(within(line).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Instituto Central del Sur', 'Instituto Sur']);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Sobrescribir' }));
    await waitFor(() => expect(rendered.saves).toHaveLength(2));
    expect(rendered.saves[1]!.headers.get('If-Match')).toBe('"3"');
    expect(rendered.saves[1]!.body).toEqual({ name: 'Instituto Sur' });
    expect(await screen.findByText('Instituto Sur')).toBeTruthy();
  });

  it('Recargar puts their values in the inputs and sends nothing', async () => {
    const rendered = renderInstitutes('conflict');
    await editAndSave(rendered, 'Instituto Sur');
    const dialog = await screen.findByRole('dialog', { name: 'Otra persona cambió este registro' });
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Recargar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const input = (await screen.findByDisplayValue('Instituto Central del Sur')) as HTMLInputElement;
    // Still editing that row, now from their values.
    expect(within(input.closest('tr')!).getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(screen.queryByDisplayValue('Instituto Sur')).toBeNull();
    expect(rendered.saves).toHaveLength(1);
  });
});

describe('row actions at a version', () => {
  it('a delete sends the row version (header and row body); a 412 says in Spanish that the row changed', async () => {
    const sellers: Row[] = [{ _id: 's01', name: 'Vendedor 01', _version: 5 }];
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const rendered = renderAdmin('/sellers', (request) => {
      if (request.method === 'PUT') return { status: 412, body: { error: STALE, current: { ...sellers[0], name: 'Vendedora 01', _version: 6 } } };
      return answerList(sellers, request);
    });
    const row = (await screen.findByText('Vendedor 01')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Eliminar' }));
    await rendered.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    const [remove] = rendered.fetchMock.calls('PUT', '/api/sellers/s01');
    expect(remove!.headers.get('If-Match')).toBe('"5"');
    expect(remove!.body).toMatchObject({ _id: 's01', _version: 5 });
    expect(alert).toHaveBeenCalledWith('Otra persona cambió este registro mientras usted lo veía; se muestra de nuevo como está ahora. Revíselo y repita la acción si aún procede.');
  });

  it('a transition sends the row version', async () => {
    const invoices: Row[] = [{ _id: 'f1', voucherNumber: '001-1', name: 'Distribuidora', state: 'Pendiente', _version: 7 }];
    const rendered = renderAdmin('/invoices?state=pending', (request) => {
      if (request.method === 'POST') return { body: { ...invoices[0], state: 'Facturada', _version: 8 } };
      return answerList(invoices, request);
    });
    const row = (await screen.findByText('001-1')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Facturar' }));
    await waitFor(() => expect(rendered.fetchMock.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(rendered.fetchMock.requests.find((request) => request.method === 'POST')!.headers.get('If-Match')).toBe('"7"');
  });
});
