import { getBulkActions, getBulkWhere } from '../../../runtime/web/grid/getBulkActions.js';
import { createGrid } from '../fixtures/createFixture.js';

const base = { title: 'Facturas', route: '/invoices', dataSource: { entity: 'invoice', endpoint: 'list', method: 'GET', path: '/invoices', body: 'none' }, columns: [] } as const;
const grid = createGrid('invoice', 'invoices', {
  ...base,
  bulk: { delete: true, transitions: [{ endpoint: 'issue', label: 'Facturar' }, { endpoint: 'check', label: 'Finalizar' }], set: [{ field: 'total', title: 'Total' }, { field: 'seller', title: 'Vendedor' }] },
});
const texts = { delete: 'Eliminar', set: (title: string) => `Cambiar «${title}»` };
const granted = (actions: string[]) => (_entity: string, action: string) => actions.includes(action);

describe('getBulkActions', () => {
  it.each([
    ['every grant', ['bulk', 'issue', 'check', 'update', 'delete'], [], ['issue', 'check', 'set:total', 'set:seller', 'delete']],
    ['no bulk grant: none', ['issue', 'check', 'update', 'delete'], [], []],
    ["only the transitions the role may call, no set without update", ['bulk', 'issue'], [], ['issue']],
    ['no set of a read-only or hidden field', ['bulk', 'update'], ['total'], ['set:seller']],
    ['no delete without its grant', ['bulk', 'check'], [], ['check']],
  ])('%s', (_name, actions, readOnly, want) => {
    expect(getBulkActions(grid, granted(actions), readOnly, texts).map((action) => (action.field ? `set:${action.field.name}` : action.action))).toEqual(want);
  });

  it('labels: the transition button text, «Cambiar «field»», Eliminar', () => {
    expect(getBulkActions(grid, () => true, [], texts).map((action) => action.label)).toEqual(['Facturar', 'Finalizar', 'Cambiar «Total»', 'Cambiar «Vendedor»', 'Eliminar']);
  });

  it('a grid without bulk has none', () => {
    expect(getBulkActions(createGrid('invoice', 'plain', base), () => true, [], texts)).toEqual([]);
  });
});

describe('getBulkWhere', () => {
  it("nests a range's bounds as the list's query string decodes them (f[from] → f.from)", () => {
    expect(getBulkWhere({ 'total[from]': '10', 'total[to]': '100.5', 'createdAt[from]': '2026-01-01T03:00:00.000Z', state: 'Pendiente', pageIndex: '1' })).toEqual({
      total: { from: '10', to: '100.5' },
      createdAt: { from: '2026-01-01T03:00:00.000Z' },
      state: 'Pendiente',
    });
  });

  it("keeps the list query's filters and tab, not its paging and sort", () => {
    expect(getBulkWhere({ state: 'Pendiente', name: 'and', sortField: 'name', sortOrder: 'asc', pageIndex: '2', pageSize: '20', after: 'x', before: 'y' })).toEqual({ state: 'Pendiente', name: 'and' });
  });
});
