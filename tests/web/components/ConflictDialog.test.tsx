import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext, ConflictDialog, createAdminApp } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';

const { context } = createAdminApp({ app: fixtureApp, entities: allEntities, routes: fixtureRoutes });

function drawDialog(lines: { title: string; theirs: string; yours: string }[]) {
  const handlers = { onReload: vi.fn(), onOverwrite: vi.fn(), onClose: vi.fn() };
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const view = render(
    <AdminContext.Provider value={context}>
      <ConflictDialog lines={lines} {...handlers} />
    </AdminContext.Provider>,
  );
  return { ...handlers, opener, view, user: userEvent.setup() };
}

describe('ConflictDialog', () => {
  it('is a modal dialog labelled and described in Spanish, listing each field the other person changed with their value and mine', () => {
    drawDialog([
      { title: 'Nombre', theirs: 'Ana María', yours: 'Ana' },
      { title: 'Información de facturación › País', theirs: 'PE', yours: 'EC' },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Otra persona cambió este registro' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Mientras usted lo editaba, otra persona guardó cambios en este registro.Campos que cambió la otra persona:',
    );
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Campo', 'Valor de la otra persona', 'Su valor']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Nombre', 'Información de facturación › País']);
    expect(rows).toEqual([
      ['Ana María', 'Ana'],
      ['PE', 'EC'],
    ]);
  });

  it('moves focus to Recargar; Recargar and Sobrescribir call their handlers; Escape closes and returns focus', async () => {
    const drawn = drawDialog([{ title: 'Nombre', theirs: 'B', yours: 'A' }]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Recargar' }));
    await drawn.user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(drawn.onReload).toHaveBeenCalledTimes(1);
    await drawn.user.click(screen.getByRole('button', { name: 'Sobrescribir' }));
    expect(drawn.onOverwrite).toHaveBeenCalledTimes(1);
    await drawn.user.keyboard('{Escape}');
    expect(drawn.onClose).toHaveBeenCalledTimes(1);
    drawn.view.unmount();
    expect(document.activeElement).toBe(drawn.opener);
  });

  it('says so when none of the edited fields changed', () => {
    drawDialog([]);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).getByText('No cambió ninguno de los campos que usted edita, sino otra parte del registro.')).toBeTruthy();
  });
});
