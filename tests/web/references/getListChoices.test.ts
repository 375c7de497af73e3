import type { ListResponse } from '../../../runtime/shared/index.js';
import type { GridRow } from '../../../runtime/web/api/index.js';
import { getListChoices, getListQuery, getRowLabel } from '../../../runtime/web/references/getListChoices.js';
import type { ReferenceSource } from '../../../runtime/web/references/getReferenceSource.js';
import { sellerEntity } from '../../fixtures/entities.js';

const list = sellerEntity.endpoints.find((endpoint) => endpoint.kind === 'list')!;
const source = (searchField: string | null, sortable: boolean): ReferenceSource => ({ entity: sellerEntity, list, display: 'name', searchField, sortable });
const rows: GridRow[] = [
  { _id: 's1', name: 'Ana Pérez' },
  { _id: 's2', name: 'Bruno' },
  { _id: 's3', name: '' },
];
const answer = { data: rows, itemsCount: 3 } as unknown as ListResponse<GridRow>;

describe('getListQuery', () => {
  it.each<[string, ReferenceSource, string, Record<string, string>]>([
    ['the first page, the text in the display field, sorted by it', source('name', true), ' ana ', { pageIndex: '1', pageSize: '5', name: 'ana', sortField: 'name', sortOrder: 'asc' }],
    ['no text: no search parameter', source('name', false), '', { pageIndex: '1', pageSize: '5' }],
    ['a list that does not filter the display field: the text stays here', source(null, false), 'ana', { pageIndex: '1', pageSize: '5' }],
  ])('%s', (_case, from, text, query) => {
    expect(getListQuery(from, text, 5)).toEqual(query);
  });
});

describe('getListChoices', () => {
  it.each<[string, ReferenceSource, string, string[]]>([
    ['the server searched: every row', source('name', true), 'zz', ['Ana Pérez', 'Bruno', 's3']],
    ['searched here, case-insensitively', source(null, false), 'AN', ['Ana Pérez']],
    ['no text: every row', source(null, false), ' ', ['Ana Pérez', 'Bruno', 's3']],
  ])('%s', (_case, from, text, labels) => {
    expect(getListChoices(answer, from, text, 'dd/mm/aaaa').map((choice) => choice.label)).toEqual(labels);
  });

  it('keeps each row (a child line copies from it); a body that is not a list offers nothing', () => {
    expect(getListChoices(answer, source('name', true), '', 'dd/mm/aaaa')[1]).toEqual({ value: 's2', label: 'Bruno', row: rows[1] });
    expect(getListChoices({ error: 'x' } as unknown as ListResponse<GridRow>, source('name', true), '', 'dd/mm/aaaa')).toEqual([]);
    expect(getRowLabel({ _id: 7, name: null }, sellerEntity, 'name', 'dd/mm/aaaa')).toBe('7');
  });
});

describe('getRowLabel with a label template', () => {
  const template = '{name} ({_id})';
  it.each<[string, GridRow, string]>([
    ['fills each placeholder from the row', { _id: 's1', name: 'Ana Pérez' }, 'Ana Pérez (s1)'],
    ['an empty field leaves its place empty', { _id: 's2', name: null }, ' (s2)'],
  ])('%s', (_case, row, want) => {
    expect(getRowLabel(row, sellerEntity, template, 'dd/mm/aaaa')).toBe(want);
  });

  it('the typed text is matched against the filled labels', () => {
    const templated: ReferenceSource = { entity: sellerEntity, list, display: template, searchField: null, sortable: false };
    expect(getListChoices(answer, templated, 'bruno', 'dd/mm/aaaa').map((choice) => choice.label)).toEqual(['Bruno (s2)']);
  });
});
