import fc from 'fast-check';
import { MAX_PAGE_SIZE, type SavedViewState } from '../../../runtime/shared/index.js';
import { getGridViewSearch, getGridViewState, getShownColumns, getViewedGrid } from '../../../runtime/web/grid/getGridViewState.js';
import { webModel } from '../fixtures/webEntities.js';

const grids = webModel.entities.flatMap((entity) => entity.grids);
const invoices = grids.find((grid) => grid.entity === 'invoice')!;

describe('getGridViewState', () => {
  it.each([
    ['nothing', '', { filters: {}, sort: null, tab: null, pageSize: null, columns: null }, true],
    ['columns, each once, the grid\'s only', 'columns=total,nope,name,total', { filters: {}, sort: null, tab: null, pageSize: null, columns: ['total', 'name'] }, false],
    ['a page size within the limit', 'pageSize=50', { filters: {}, sort: null, tab: null, pageSize: 50, columns: null }, false],
    ['a page size past it', `pageSize=${MAX_PAGE_SIZE + 1}`, { filters: {}, sort: null, tab: null, pageSize: null, columns: null }, false],
    ['a filter and the sort chosen', 'voucherNumber=F-1&sortField=createdAt&sortOrder=desc', { filters: { voucherNumber: 'F-1' }, sort: { field: 'createdAt', order: 'desc' }, tab: null, pageSize: null, columns: null }, false],
    ['only a view', 'view=v1', { filters: {}, sort: null, tab: null, pageSize: null, columns: null }, false],
  ])('reads %s', (_name, search, state, isEmpty) => {
    const read = getGridViewState(invoices, new URLSearchParams(search));
    expect(read.state).toEqual(state);
    expect(read.isEmpty).toBe(isEmpty);
  });

  it('keeps the search text of a grid with a search box, and restores it', () => {
    const searched = { ...invoices, search: ['voucherNumber'] };
    expect(getGridViewState(searched, new URLSearchParams('q=%20F-1%20')).state).toEqual({ filters: {}, sort: null, tab: null, pageSize: null, columns: null, q: 'F-1' });
    expect(getGridViewState({ ...invoices, search: undefined }, new URLSearchParams('q=F-1')).state).toEqual({ filters: {}, sort: null, tab: null, pageSize: null, columns: null });
    const next = getGridViewSearch(searched, new URLSearchParams('q=old&page=2'), '', { _id: 'v1', state: { filters: {}, sort: null, tab: null, pageSize: null, columns: null, q: 'F-2' } });
    expect(Object.fromEntries(next)).toEqual({ q: 'F-2', view: 'v1' });
    // A view without a search clears the box's text.
    expect(Object.fromEntries(getGridViewSearch(searched, new URLSearchParams('q=old'), '', { _id: null, state: { filters: {}, sort: null, tab: null, pageSize: null, columns: null } }))).toEqual({});
  });

  it("keeps other grids' parameters (another prefix) when a view is applied", () => {
    const next = getGridViewSearch(invoices, new URLSearchParams('other.name=x&voucherNumber=old&page=3'), '', { _id: 'v1', state: { filters: {}, sort: null, tab: null, pageSize: 20, columns: ['name'] } });
    expect(Object.fromEntries(next)).toEqual({ 'other.name': 'x', pageSize: '20', columns: 'name', view: 'v1' });
  });

  it('round-trips any state the grid can hold through the URL', () => {
    const fields = invoices.columns.map((column) => column.field);
    const filterable = invoices.columns.filter((column) => column.filter !== null).map((column) => column.field);
    const sortable = invoices.columns.filter((column) => column.sortable).map((column) => column.field);
    const state = fc.record({
      filters: fc.dictionary(fc.constantFrom(...filterable), fc.string({ minLength: 1 }).filter((value) => value.trim() === value && value !== '')),
      sort: fc.option(fc.record({ field: fc.constantFrom(...sortable), order: fc.constantFrom('asc' as const, 'desc' as const) }), { nil: null }),
      tab: fc.option(fc.constantFrom(...invoices.tabs!.options.map((option) => option.value), 'other'), { nil: null }),
      pageSize: fc.option(fc.integer({ min: 1, max: MAX_PAGE_SIZE }), { nil: null }),
      columns: fc.option(fc.shuffledSubarray(fields, { minLength: 1 }), { nil: null }),
    });
    fc.assert(
      fc.property(state, fc.option(fc.stringMatching(/^[0-9a-f]{1,24}$/), { nil: null }), (saved: SavedViewState, id: string | null) => {
        const read = getGridViewState(invoices, getGridViewSearch(invoices, new URLSearchParams(), '', { _id: id, state: saved }));
        expect(read.state).toEqual(saved);
        expect(read.viewId).toBe(id);
      }),
    );
  });

  it("reads a tab only when the URL names one (the grid's default is no choice)", () => {
    const param = invoices.tabs!.param;
    const value = invoices.tabs!.options.at(-1)!.value;
    expect(getGridViewState(invoices, new URLSearchParams()).state.tab).toBeNull();
    expect(getGridViewState(invoices, new URLSearchParams(`${param}=${value}`)).state.tab).toBe(value);
  });
});

describe('getViewedGrid', () => {
  it('draws the chosen columns in their order with the page size; the same grid when nothing is chosen', () => {
    expect(getViewedGrid(invoices, null, null)).toBe(invoices);
    const viewed = getViewedGrid(invoices, 5, getShownColumns(invoices, 'total,name'));
    expect([viewed.pageSize, viewed.columns.map((column) => column.field)]).toEqual([5, ['total', 'name']]);
  });
});
