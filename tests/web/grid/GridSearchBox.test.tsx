import { screen, waitFor } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { renderAdmin } from '../support/renderAdmin.js';

const sellers = makeSellers(30);
/** The fixture's sellers grid with a search box over the name (the list mock searches it as `q`). */
const searching: readonly EntityDefinition[] = allEntities.map((entity) =>
  entity.entity === 'seller' ? { ...entity, grids: entity.grids.map((grid) => ({ ...grid, search: ['name'] })) } : entity,
);
const handler = (request: Parameters<typeof answerList>[1]) => {
  const q = request.query.get('q')?.toLowerCase();
  return answerList(q ? sellers.filter((row) => String(row.name).toLowerCase().includes(q)) : sellers, request, ['name']);
};

describe('GridSearchBox', () => {
  it("draws 'Buscar' with a placeholder naming the fields, for grids that declare search only", async () => {
    const view = renderAdmin('/sellers', handler, { entities: searching });
    const box = await screen.findByRole('searchbox', { name: 'Buscar' });
    expect(box.getAttribute('placeholder')).toBe('Buscar por nombre');
    expect(screen.getByRole('search')).toBeTruthy();
    view.unmount();
    renderAdmin('/sellers', handler);
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('typing asks the list with q once (debounced), back on page 1, kept in the URL, and the export links follow it', async () => {
    const view = renderAdmin('/sellers?page=2&name=vendedor', handler, { entities: searching });
    expect(await screen.findByText('Vendedor 21')).toBeTruthy();
    await view.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), ' r 07 ');
    await waitFor(() => expect(view.search().get('q')).toBe('r 07'));
    expect(view.search().get('page')).toBeNull();
    expect(view.search().get('name')).toBe('vendedor');
    const asked = () => view.fetchMock.calls('GET', '/api/sellers').flatMap((request) => request.query.get('q') ?? []);
    await waitFor(() => expect(asked().at(-1)).toBe('r 07'));
    // Debounced: fewer requests than keystrokes (one, unless the typing itself paused).
    expect(asked().length).toBeLessThan(5);
    expect(await screen.findByText('Vendedor 07')).toBeTruthy();
    const links = screen.getAllByRole('link', { hidden: true }).filter((link) => link.hasAttribute('download'));
    for (const link of links) expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('q')).toBe('r 07');
  });

  it('starts from the URL and follows it; clearing the box removes q', async () => {
    const view = renderAdmin('/sellers?q=vendedor%2002', handler, { entities: searching });
    expect(await screen.findByText('Vendedor 02')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement;
    expect(box.value).toBe('vendedor 02');
    expect(view.fetchMock.calls('GET', '/api/sellers')[0]?.query.get('q')).toBe('vendedor 02');
    expect(screen.queryByText('Vendedor 01')).toBeNull();
    await view.user.clear(box);
    await waitFor(() => expect(view.search().has('q')).toBe(false));
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
  });
});
