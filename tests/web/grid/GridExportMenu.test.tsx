import path from 'node:path';
import { screen } from '@testing-library/react';
import type { Permissions } from '../../../runtime/shared/index.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { renderAdmin, TEST_SESSION } from '../support/renderAdmin.js';

const sellers = makeSellers(30);
const sellersHandler = (request: Parameters<typeof answerList>[1]) => answerList(sellers, request, ['name']);
const permissions = (actions: string[]): Permissions => ({
  restricted: true,
  roles: ['r'],
  entities: { seller: { actions, hidden: [], readOnly: [], rowFilters: null } },
});

describe('GridExportMenu', () => {
  it.each([
    ['a session from before roles', undefined, true],
    ['a role with the export grant', permissions(['list', 'export']), true],
    ['a role without it', permissions(['list']), false],
  ])("'Exportar' with %s: %s", async (_name, granted, shown) => {
    renderAdmin('/sellers', sellersHandler, { session: { ...TEST_SESSION, ...(granted && { permissions: granted }) } });
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
    expect(screen.queryByText('Exportar') !== null).toBe(shown);
  });

  it("links each format to the list with the grid's filters and sort, without paging", async () => {
    renderAdmin('/sellers?name=ven&sortField=name&sortOrder=desc&page=2', sellersHandler);
    expect(await screen.findByText('Exportar')).toBeTruthy();
    const links = screen.getAllByRole('link', { hidden: true }).filter((link) => link.hasAttribute('download'));
    const urls = links.map((link) => new URL(link.getAttribute('href')!, 'http://localhost'));
    expect(urls.map((url) => [url.pathname, url.searchParams.get('format'), url.searchParams.get('grid')])).toEqual([
      ['/api/sellers', 'csv', 'sellers'],
      ['/api/sellers', 'xlsx', 'sellers'],
    ]);
    for (const url of urls) {
      expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'format' && name !== 'grid'))).toEqual({ name: 'ven', sortField: 'name', sortOrder: 'desc' });
    }
  });

  it("is not drawn on a list that filters a field named 'format' (the parameter is that filter's)", async () => {
    const library = loadFixtureModel(path.resolve(import.meta.dirname, '../../fixtures/library/schemas'));
    const books = [{ _id: 'b1', title: 'Rayuela', format: 'bolsillo', $labels: {} }];
    renderAdmin('/books', (request) => answerList(books, request, ['title']), { entities: library.entities, app: library.app });
    expect(await screen.findByText('Rayuela')).toBeTruthy();
    expect(screen.queryByText('Exportar')).toBeNull();
  });
});
