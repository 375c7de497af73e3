import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntityDefinition, ImportReport, Permissions } from '../../../runtime/shared/index.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { answerList, makeSellers } from '../support/listHandler.js';
import { renderAdmin, TEST_SESSION } from '../support/renderAdmin.js';

const sellers = makeSellers(3);
const sellersHandler = (request: Parameters<typeof answerList>[1]) => answerList(sellers, request, ['name']);
// The fixture sellers' grid, importable by its name.
const entities: EntityDefinition[] = allEntities.map((entity) =>
  entity.entity !== 'seller' ? entity : { ...entity, grids: entity.grids.map((grid) => ({ ...grid, import: { key: 'name', columns: grid.columns.filter((column) => column.field === 'name') } })) },
);
const permissions = (actions: string[]): Permissions => ({ restricted: true, roles: ['r'], entities: { seller: { actions, hidden: [], readOnly: [], rowFilters: null } } });
const report = (overrides: Partial<ImportReport>): ImportReport => ({
  dryRun: true, applied: false, total: 1, created: 1, updated: 0, unchanged: 0, errorCount: 0, errors: [], rows: [{ line: 2, action: 'create', key: 'Nuevo' }], truncated: false, ...overrides,
});

describe('GridImport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['the import and create grants', permissions(['list', 'import', 'create']), true],
    ['import without create or update', permissions(['list', 'import']), false],
    ['create without import', permissions(['list', 'create']), false],
  ])("'Importar' with %s", async (_name, granted, shown) => {
    renderAdmin('/sellers', sellersHandler, { entities, session: { ...TEST_SESSION, permissions: granted } });
    expect(await screen.findByText('Vendedor 01')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Importar' }) !== null).toBe(shown);
  });

  it('dry run with errors: the errors table and no «Aplicar»; a fixed file: «Aplicar», then the summary', async () => {
    const answers = [
      report({ created: 0, errorCount: 1, errors: [{ line: 3, column: 'Nombre', field: 'name', error: '«Nombre» «X» ya aparece en la línea 2.' }], rows: [] }),
      report({}),
      report({ dryRun: false, applied: true }),
    ];
    const posted: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      posted.push(`${init.method} ${url} ${(init.headers as Record<string, string>)['Content-Type']}`);
      return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderAdmin('/sellers', sellersHandler, { entities });
    fireEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar «Vendedores»' });
    const file = within(dialog).getByLabelText('Archivo');
    fireEvent.change(file, { target: { files: [new File(['Nombre\nX\nX\n'], 'vendedores.csv', { type: 'text/csv' })] } });
    const errors = await within(dialog).findByRole('table', { name: 'Errores' });
    expect(within(errors).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', 'Nombre', '«Nombre» «X» ya aparece en la línea 2.']);
    expect(within(dialog).queryByRole('button', { name: 'Aplicar' })).toBeNull();

    fireEvent.change(file, { target: { files: [new File(['Nombre\nNuevo\n'], 'vendedores.csv', { type: 'text/csv' })] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(within(dialog).getByText(/Importación aplicada: 1 nuevas/)).toBeTruthy());
    expect(posted).toEqual([
      'POST /api/sellers/import?dryRun=true&fileName=vendedores.csv text/csv',
      'POST /api/sellers/import?dryRun=true&fileName=vendedores.csv text/csv',
      'POST /api/sellers/import?dryRun=false&fileName=vendedores.csv text/csv',
    ]);
  });

  it("an import with children: the report counts the child rows under the child's label", async () => {
    const withChildren = entities.map((entity) =>
      entity.entity !== 'seller' ? entity : { ...entity, grids: entity.grids.map((grid) => ({ ...grid, import: { ...grid.import!, children: { entity: 'invoice', key: 'voucherNumber', parent: 'seller', prefix: 'Factura', title: 'Facturas', columns: [] } } })) },
    );
    const answer = report({ total: 6, created: 2, children: { created: 6, updated: 1, unchanged: 0 } });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderAdmin('/sellers', sellersHandler, { entities: withChildren });
    fireEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar «Vendedores»' });
    fireEvent.change(within(dialog).getByLabelText('Archivo'), { target: { files: [new File(['Nombre;Factura: Número\nNuevo;1\n'], 'vendedores.csv', { type: 'text/csv' })] } });
    expect(await within(dialog).findByText('Facturas: 6 nuevas, 1 modificadas, 0 sin cambios.')).toBeTruthy();
  });
});
