import { getPageCursor, withPageCursor } from '../../../runtime/web/grid/getPageCursor.js';

const rows = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

describe('getPageCursor', () => {
  it.each([
    ['next: after the last row', 3, 4, { list: 'L', page: 4, after: 'c' }],
    ['previous: before the first row', 3, 2, { list: 'L', page: 2, before: 'a' }],
    ['a jump: none', 3, 7, null],
    ['the same page: none', 3, 3, null],
  ])('%s', (_, from, to, want) => {
    expect(getPageCursor('L', rows, from, to)).toEqual(want);
  });

  it('gives none without rows to continue from', () => {
    expect(getPageCursor('L', [], 1, 2)).toBeNull();
    expect(getPageCursor('L', [{ name: 'sin id' }], 2, 1)).toBeNull();
  });
});

describe('withPageCursor', () => {
  const query = { pageIndex: '4', pageSize: '20' };
  it.each([
    ['adds after for its list and page', { list: 'L', page: 4, after: 'c' }, { ...query, after: 'c' }],
    ['adds before', { list: 'L', page: 4, before: 'a' }, { ...query, before: 'a' }],
    ['ignores another page', { list: 'L', page: 5, after: 'c' }, query],
    ['ignores another list (other filters or sort)', { list: 'M', page: 4, after: 'c' }, query],
    ['without a cursor keeps the query', null, query],
  ])('%s', (_, cursor, want) => {
    expect(withPageCursor(query, 'L', 4, cursor)).toEqual(want);
  });
});
