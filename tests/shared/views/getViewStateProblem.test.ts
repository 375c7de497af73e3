import path from 'node:path';
import type { GridDefinition, SavedViewState } from '../../../runtime/shared/index.js';
import { getPermittedViewState, getViewStateProblem } from '../../../runtime/shared/views/getViewStateProblem.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';

const model = loadFixtureModel(path.resolve(import.meta.dirname, '../../fixtures/schemas'));
const invoices = model.entities.find((entity) => entity.entity === 'invoice')!.grids[0]!;
const searched: GridDefinition = { ...invoices, search: ['voucherNumber'] };
const EMPTY: SavedViewState = { filters: {}, sort: null, tab: null, pageSize: null, columns: null };

describe('getViewStateProblem', () => {
  it.each([
    ['nothing', invoices, EMPTY, [], null],
    ['a filter of a filtering column', invoices, { ...EMPTY, filters: { voucherNumber: 'F' } }, [], null],
    ['a filter of a column without one', invoices, { ...EMPTY, filters: { total: '1' } }, [], { field: 'state.filters', value: 'total' }],
    ['a sort by a column that does not sort', invoices, { ...EMPTY, sort: { field: 'state', order: 'asc' } }, [], { field: 'state.sort', value: 'state' }],
    ['a column twice', invoices, { ...EMPTY, columns: ['total', 'total'] }, [], { field: 'state.columns', value: 'total' }],
    ['a column the role hides', invoices, { ...EMPTY, columns: ['voucherNumber', 'total'] }, ['total'], { field: 'state.columns', value: 'total' }],
    ['a search on a grid with a search box', searched, { ...EMPTY, q: 'F-1' }, [], null],
    ['a search on a grid without one', invoices, { ...EMPTY, q: 'F-1' }, [], { field: 'state.q', value: 'F-1' }],
  ] as const)('%s', (_name, grid, state, hidden, problem) => {
    expect(getViewStateProblem(grid, state, hidden)).toEqual(problem);
  });
});

describe('getPermittedViewState', () => {
  it("drops what the role hides and a search the grid no longer has, keeps the rest", () => {
    const state: SavedViewState = { filters: { voucherNumber: 'F' }, sort: { field: 'total', order: 'desc' }, tab: null, pageSize: 50, columns: ['total', 'voucherNumber'], q: 'F-1' };
    expect(getPermittedViewState(searched, state, ['total'])).toEqual({ filters: { voucherNumber: 'F' }, sort: null, tab: null, pageSize: 50, columns: ['voucherNumber'], q: 'F-1' });
    expect(getPermittedViewState(invoices, state)).toEqual({ filters: { voucherNumber: 'F' }, sort: { field: 'total', order: 'desc' }, tab: null, pageSize: 50, columns: ['total', 'voucherNumber'] });
  });
});
