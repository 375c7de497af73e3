import dayjs from 'dayjs';
import { getGridSearchPrefix, getGridSearchState, getListRequestQuery } from '../../../runtime/web/index.js';
import { instituteEntity, sellerEntity } from '../../fixtures/entities.js';
import { commentEntity, invoiceEntity, questionEntity } from '../fixtures/webEntities.js';

const sellers = sellerEntity.grids[0]!;
const institutes = instituteEntity.grids[0]!;
const comments = commentEntity.grids[0]!;
const invoices = invoiceEntity.grids[0]!;
const [inQuiz, forContent] = questionEntity.grids as [typeof sellers, typeof sellers];
const byName = { field: 'name', order: 'asc' } as const;

describe('getGridSearchState', () => {
  it.each([
    ['defaults', sellers, '', { page: 1, sort: byName, filters: {}, tab: null }],
    ['page and filter', sellers, 'page=2&name=ana', { page: 2, sort: byName, filters: { name: 'ana' }, tab: null }],
    [
      'sort from the URL',
      sellers,
      'sortField=name&sortOrder=desc',
      { page: 1, sort: { field: 'name', order: 'desc' }, filters: {}, tab: null },
    ],
    ['a bad page is page 1', sellers, 'page=abc', { page: 1, sort: byName, filters: {}, tab: null }],
    ['page 0 is page 1', sellers, 'page=0', { page: 1, sort: byName, filters: {}, tab: null }],
    [
      'an unknown sort field falls back to the default',
      sellers,
      'sortField=_id&sortOrder=desc',
      { page: 1, sort: byName, filters: {}, tab: null },
    ],
    ['unknown params are not filters', sellers, 'foo=bar', { page: 1, sort: byName, filters: {}, tab: null }],
    ['no filters when filtering is off', institutes, 'name=x', { page: 1, sort: byName, filters: {}, tab: null }],
    ['the default tab', invoices, '', { page: 1, sort: { field: 'createdAt', order: 'desc' }, filters: {}, tab: 'pending' }],
    [
      'the tab from the URL',
      invoices,
      'state=issued',
      { page: 1, sort: { field: 'createdAt', order: 'desc' }, filters: {}, tab: 'issued' },
    ],
    [
      'the tab of the rows in none of the tabs',
      invoices,
      'state=other',
      { page: 1, sort: { field: 'createdAt', order: 'desc' }, filters: {}, tab: 'other' },
    ],
    [
      'an unknown tab is the default',
      invoices,
      'state=borrado',
      { page: 1, sort: { field: 'createdAt', order: 'desc' }, filters: {}, tab: 'pending' },
    ],
    [
      'filters of every kind, as written in the URL',
      comments,
      'description=hola&type=1&verified=true&exercise=q7&createdAt=today',
      { page: 1, sort: null, filters: { description: 'hola', type: '1', verified: 'true', exercise: 'q7', createdAt: 'today' }, tab: null },
    ],
  ])('%s', (_name, grid, search, want) => {
    expect(getGridSearchState(grid, new URLSearchParams(search))).toEqual(want);
  });

  it('a prefix keeps grids sharing a page apart', () => {
    const params = new URLSearchParams(
      'page=3&questionsInQuiz.page=2&questionsForContent.descripcion=sum&questionsForContent.sortField=descripcion',
    );
    expect(getGridSearchPrefix(inQuiz, [inQuiz, forContent])).toBe('questionsInQuiz.');
    expect(getGridSearchPrefix(inQuiz, [inQuiz])).toBe('');
    // Two grids of different entities with the same name on one page are told apart by their entity.
    const twin = { ...inQuiz, entity: 'quizQuestion' };
    expect(getGridSearchPrefix(inQuiz, [inQuiz, twin])).toBe('question.questionsInQuiz.');
    expect(getGridSearchPrefix(twin, [inQuiz, twin])).toBe('quizQuestion.questionsInQuiz.');
    expect(getGridSearchState(inQuiz, params, 'questionsInQuiz.')).toEqual({ page: 2, sort: null, filters: {}, tab: null });
    expect(getGridSearchState(forContent, params, 'questionsForContent.')).toEqual({
      page: 1,
      sort: { field: 'descripcion', order: 'asc' },
      filters: { descripcion: 'sum' },
      tab: null,
    });
  });
});

describe('getListRequestQuery', () => {
  const now = dayjs('2024-03-15T10:30:00');

  it('names the parameters as the HTTP contract does', () => {
    const state = getGridSearchState(sellers, new URLSearchParams('page=3&name=ana&sortOrder=desc&sortField=name'));
    expect(getListRequestQuery(sellers, state)).toEqual({
      name: 'ana',
      pageIndex: '3',
      pageSize: '20',
      sortField: 'name',
      sortOrder: 'desc',
    });
  });

  it('leaves the sort out when the grid has none', () => {
    const state = getGridSearchState({ ...sellers, defaultSort: null }, new URLSearchParams(''));
    expect(getListRequestQuery(sellers, state)).toEqual({ pageIndex: '1', pageSize: '20' });
  });

  it('adds the tab as an equality on its field', () => {
    expect(getListRequestQuery(invoices, getGridSearchState(invoices, new URLSearchParams('')), now)).toMatchObject({ state: 'Pendiente' });
    expect(getListRequestQuery(invoices, getGridSearchState(invoices, new URLSearchParams('state=finished')), now)).toMatchObject({
      state: 'Finalizada',
    });
  });

  it('asks for the rows in none of the tabs on the Otros tab, with no equality on the field', () => {
    const query = getListRequestQuery(invoices, getGridSearchState(invoices, new URLSearchParams('state=other')), now);
    expect(query).toMatchObject({ otherState: 'true' });
    expect(query).not.toHaveProperty('state');
  });

  it.each([
    ['text', 'description=hola', { description: 'hola' }],
    ['boolean true', 'verified=true', { verified: 'true' }],
    ['boolean false', 'verified=false', { verified: 'false' }],
    ['boolean junk sends nothing', 'verified=quizas', {}],
    ['select option', 'type=0', { type: '0' }],
    ["select's all option sends nothing", 'type=2', {}],
    ['select unknown option sends nothing', 'type=9', {}],
    ['reference id', 'exercise=q7', { exercise: 'q7' }],
    [
      'dateRange preset',
      'createdAt=yesterday',
      { 'createdAt[from]': dayjs('2024-03-14').toISOString(), 'createdAt[to]': dayjs('2024-03-15').toISOString() },
    ],
    [
      'dateRange custom days (to exclusive)',
      'createdAt=2024-02-01..2024-02-29',
      { 'createdAt[from]': dayjs('2024-02-01').toISOString(), 'createdAt[to]': dayjs('2024-03-01').toISOString() },
    ],
    ['dateRange open end', 'createdAt=2024-02-01..', { 'createdAt[from]': dayjs('2024-02-01').toISOString() }],
    ['dateRange open start', 'createdAt=..2024-02-10', { 'createdAt[to]': dayjs('2024-02-11').toISOString() }],
    ['dateRange junk sends nothing', 'createdAt=ayer', {}],
    ['dateRange impossible day sends nothing', 'createdAt=2024-02-30..2024-03-01', {}],
  ])('%s', (_name, search, want) => {
    const query = getListRequestQuery(comments, getGridSearchState(comments, new URLSearchParams(search)), now);
    const { pageIndex: _pageIndex, pageSize: _pageSize, ...filters } = query;
    expect(filters).toEqual(want);
  });
});
