import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { answerList } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const invoices = [{ _id: 'i1', voucherNumber: '001-001-000000001', name: 'Ana Pérez', total: 1234.5, state: 'Pendiente', createdAt: '2024-03-01T10:00:00' }];
const handler = (request: RecordedRequest) => answerList(invoices, request);
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim()).filter((text) => text !== '');

describe('GridColumnChooser', () => {
  it('hides, shows and reorders columns with the keyboard; the URL keeps them (columns=) and the export follows', async () => {
    const { user, search } = renderAdmin('/invoices', handler);
    expect(await screen.findByText('Ana Pérez')).toBeTruthy();
    const all = headers();
    await user.click(screen.getByText('Columnas'));
    const group = screen.getByRole('group', { name: 'Columnas de «Facturas»' });
    await user.click(within(group).getByRole('checkbox', { name: all[1] }));
    await waitFor(() => expect(headers()).toEqual([all[0], ...all.slice(2)]));
    expect(search().get('columns')).toBe(['voucherNumber', 'total', 'state', 'createdAt'].join(','));
    // Keyboard: the focus stays on the moved column's button, so it moves on.
    within(group).getByRole('button', { name: `Bajar «${all[0]}»` }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(search().get('columns')).toBe('total,state,voucherNumber,createdAt'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Bajar «${all[0]}»`);
    await user.click(screen.getByText('Exportar'));
    const link = screen.getAllByRole('link').find((candidate) => candidate.hasAttribute('download'))!;
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('columns')).toBe('total,state,voucherNumber,createdAt');
    await user.click(within(group).getByRole('button', { name: 'Restablecer columnas' }));
    await waitFor(() => expect(search().get('columns')).toBeNull());
    expect(headers()).toEqual(all);
  });

  it('hiding, moving and hiding again in quick succession keeps every change, and the filters', async () => {
    const { user, search } = renderAdmin('/invoices?voucherNumber=001', handler);
    expect(await screen.findByText('Ana Pérez')).toBeTruthy();
    const all = headers();
    await user.click(screen.getByText('Columnas'));
    const group = screen.getByRole('group', { name: 'Columnas de «Facturas»' });
    // One task, no await between: each change builds on the one before (the chooser passes functions of the latest columns).
    fireEvent.click(within(group).getByRole('checkbox', { name: all[1] }));
    fireEvent.click(within(group).getByRole('button', { name: `Bajar «${all[0]}»` }));
    fireEvent.click(within(group).getByRole('checkbox', { name: all[3] }));
    await waitFor(() => expect(search().get('columns')).toBe('total,voucherNumber,createdAt'));
    expect(search().get('voucherNumber')).toBe('001');
    await waitFor(() => expect(headers().filter((text) => text !== 'Acciones')).toEqual([all[2], all[0], all[4]]));
  });

  it('keeps the last shown column', async () => {
    const { user } = renderAdmin('/invoices?columns=name', handler);
    expect(await screen.findByText('Ana Pérez')).toBeTruthy();
    await user.click(screen.getByText('Columnas'));
    const checked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => (box as HTMLInputElement).disabled)).toEqual([true]);
  });

  it('says which hidden columns still filter the list, and clears their filters or shows them again', async () => {
    const { user, search } = renderAdmin('/invoices?voucherNumber=001&columns=name,total,state', handler);
    expect(await screen.findByText(/^Columnas ocultas filtran la lista: «[^»]+»\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mostrar esas columnas' }));
    await waitFor(() => expect(search().get('columns')).toBe('name,total,state,voucherNumber'));
    expect(search().get('voucherNumber')).toBe('001');
    expect(screen.queryByText(/Columnas ocultas filtran la lista/)).toBeNull();

    await user.click(screen.getByText('Columnas'));
    const group = screen.getByRole('group', { name: 'Columnas de «Facturas»' });
    const nameTitle = headers()[3]!;
    await user.click(within(group).getByRole('checkbox', { name: nameTitle }));
    expect(await screen.findByText(`Columnas ocultas filtran la lista: «${nameTitle}».`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar esos filtros' }));
    await waitFor(() => expect(search().get('voucherNumber')).toBeNull());
    expect(screen.queryByText(/Columnas ocultas filtran la lista/)).toBeNull();
    expect(search().get('columns')).toBe('name,total,state');
  });
});
