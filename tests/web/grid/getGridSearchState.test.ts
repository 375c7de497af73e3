import { getGridSearchState, getListRequestQuery } from '../../../runtime/web/index.js';
import { instituteEntity, sellerEntity } from '../../fixtures/entities.js';

const sellers = sellerEntity.grids[0]!;
const institutes = instituteEntity.grids[0]!;

describe('getGridSearchState', () => {
  it.each([
    ['defaults', sellers, '', { page: 1, sort: { field: 'name', order: 'asc' }, filters: {} }],
    ['page and filter', sellers, 'page=2&name=ana', { page: 2, sort: { field: 'name', order: 'asc' }, filters: { name: 'ana' } }],
    ['sort from the URL', sellers, 'sortField=name&sortOrder=desc', { page: 1, sort: { field: 'name', order: 'desc' }, filters: {} }],
    ['a bad page is page 1', sellers, 'page=abc', { page: 1, sort: { field: 'name', order: 'asc' }, filters: {} }],
    ['page 0 is page 1', sellers, 'page=0', { page: 1, sort: { field: 'name', order: 'asc' }, filters: {} }],
    ['an unknown sort field falls back to the default', sellers, 'sortField=_id&sortOrder=desc', { page: 1, sort: { field: 'name', order: 'asc' }, filters: {} }],
    ['unknown params are not filters', sellers, 'foo=bar', { page: 1, sort: { field: 'name', order: 'asc' }, filters: {} }],
    ['no filters when filtering is off', institutes, 'name=x', { page: 1, sort: { field: 'name', order: 'asc' }, filters: {} }],
  ])('%s', (_name, grid, search, want) => {
    expect(getGridSearchState(grid, new URLSearchParams(search))).toEqual(want);
  });
});

describe('getListRequestQuery', () => {
  it('names the parameters as the HTTP contract does', () => {
    const state = getGridSearchState(sellers, new URLSearchParams('page=3&name=ana&sortOrder=desc&sortField=name'));
    expect(getListRequestQuery(sellers, state)).toEqual({ name: 'ana', pageIndex: '3', pageSize: '20', sortField: 'name', sortOrder: 'desc' });
  });

  it('leaves the sort out when the grid has none', () => {
    const state = getGridSearchState({ ...sellers, defaultSort: null }, new URLSearchParams(''));
    expect(getListRequestQuery(sellers, state)).toEqual({ pageIndex: '1', pageSize: '20' });
  });
});
