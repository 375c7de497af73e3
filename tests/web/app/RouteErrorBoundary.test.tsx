import { screen, within } from '@testing-library/react';
import type { GridDefinition } from '../../../runtime/shared/index.js';
import { fixtureEntities, sellerEntity } from '../../fixtures/entities.js';
import { answerList } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

describe('RouteErrorBoundary', () => {
  it('shows what a page threw in place of the page, keeps the menu, and forgets it on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const grid = sellerEntity.grids[0]!;
    // A name the model's types forbid, as a stale generated module could still carry: the grid throws while rendering.
    const broken: GridDefinition = { ...grid, columns: [{ ...grid.columns[0]!, cell: 'currency' as 'text' }] };
    const { user, pathname } = renderAdmin('/sellers', (request) => answerList([{ _id: 'a', name: 'Ana' }], request), {
      entities: fixtureEntities.map((candidate) => (candidate.entity === 'seller' ? { ...sellerEntity, grids: [broken] } : candidate)),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown cell kind "currency"');
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });

    await user.click(within(menu).getByRole('link', { name: 'Institutos' }));
    expect(await screen.findByRole('heading', { name: 'Institutos' })).toBeTruthy();
    expect(pathname()).toBe('/institutes');
    expect(screen.queryByText('Ha ocurrido un error inesperado.')).toBeNull();

    await user.click(within(menu).getByRole('link', { name: 'Vendedores' }));
    expect(await screen.findByText('Ha ocurrido un error inesperado.')).toBeTruthy();
  });
});
