import { getRowEdges } from '../../../runtime/web/grid/getRowEdges.js';
import type { RowEdgesInput } from '../../../runtime/web/grid/getRowEdges.js';

const rows = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
const base: RowEdgesInput = { rows, page: 1, pageSize: 3, itemsCount: 3, sort: { field: 'position', order: 'asc' }, filters: {}, orderingField: 'position' };

describe('getRowEdges', () => {
  it.each<[string, Partial<RowEdgesInput>, Record<string, { first: boolean; last: boolean }>]>([
    ['one page: first and last', {}, { a: { first: true, last: false }, c: { first: false, last: true } }],
    ['first page of two: only the first', { itemsCount: 6 }, { a: { first: true, last: false } }],
    ['last page of two: only the last', { page: 2, itemsCount: 6 }, { c: { first: false, last: true } }],
    ['a middle page: none', { page: 2, itemsCount: 9 }, {}],
    ['a single row: both', { rows: [{ _id: 'a' }], itemsCount: 1 }, { a: { first: true, last: true } }],
    ['descending: the top row is the last', { sort: { field: 'position', order: 'desc' } }, { a: { first: false, last: true }, c: { first: true, last: false } }],
    ['sorted by another field: unknown', { sort: { field: 'name', order: 'asc' } }, {}],
    ['filtered: unknown', { filters: { name: 'x' } }, {}],
    ['an empty filter value does not count', { filters: { name: '' } }, { a: { first: true, last: false }, c: { first: false, last: true } }],
    ['no ordering: none', { orderingField: null }, {}],
  ])('%s', (_name, given, want) => {
    expect(Object.fromEntries(getRowEdges({ ...base, ...given }))).toEqual(want);
  });
});
