import { getListSpec, parseListQuery } from '../../../runtime/server/http/parseListQuery.js';
import { HttpError } from '../../../runtime/server/http/HttpError.js';
import { courseCategoryEntity, instituteEntity, sellerEntity } from '../../fixtures/entities.js';

const listOf = (entity: typeof sellerEntity) => entity.endpoints.find((endpoint) => endpoint.kind === 'list')!;
const sellers = getListSpec(sellerEntity, listOf(sellerEntity));
const categories = getListSpec(courseCategoryEntity, listOf(courseCategoryEntity));
const institutes = getListSpec(instituteEntity, listOf(instituteEntity));

describe('getListSpec', () => {
  it.each([
    ['sellers', sellers, { sortFields: ['name'], filters: ['name'], defaultPageSize: 20, defaultSort: { field: 'name', order: 'asc' } }],
    ['categories', categories, { sortFields: ['position'], filters: [], defaultPageSize: 20, defaultSort: { field: 'position', order: 'asc' } }],
    ['institutes', institutes, { sortFields: ['name'], filters: [], defaultPageSize: 20, defaultSort: { field: 'name', order: 'asc' } }],
  ])('%s', (_name, spec, want) => {
    expect({ sortFields: spec.sortFields, filters: [...spec.filters.keys()], defaultPageSize: spec.defaultPageSize, defaultSort: spec.defaultSort }).toEqual(want);
  });
});

describe('parseListQuery', () => {
  const ok: [string, { given: Record<string, unknown>; want: Record<string, unknown> }][] = [
    ['defaults', { given: {}, want: { pageIndex: 1, pageSize: 20, sort: { field: 'name', order: 'asc' }, filters: [] } }],
    ['paging', { given: { pageIndex: '3', pageSize: '50' }, want: { pageIndex: 3, pageSize: 50 } }],
    ['empty values mean defaults', { given: { pageIndex: '', pageSize: '', sortField: '', name: '' }, want: { pageIndex: 1, pageSize: 20, filters: [] } }],
    ['sortField alone sorts ascending', { given: { sortField: 'name' }, want: { sort: { field: 'name', order: 'asc' } } }],
    ['sortOrder alone applies to the default field', { given: { sortOrder: 'desc' }, want: { sort: { field: 'name', order: 'desc' } } }],
    ['pageSize 100 is the maximum', { given: { pageSize: '100' }, want: { pageSize: 100 } }],
  ];
  it.each(ok)('accepts %s', (_name, { given, want }) => {
    expect(parseListQuery(sellers, given)).toMatchObject(want);
  });

  it('keeps the filter value and the field it applies to', () => {
    const query = parseListQuery(sellers, { name: ' Pérez ' });
    expect(query.filters).toEqual([{ name: 'name', field: sellerEntity.fields[1], filter: sellerEntity.grids[0]!.columns[0]!.filter, value: 'Pérez' }]);
  });

  const bad: [string, { given: Record<string, unknown>; field: string }][] = [
    ['unknown key', { given: { foo: '1' }, field: 'foo' }],
    ['pageIndex 0', { given: { pageIndex: '0' }, field: 'pageIndex' }],
    ['pageIndex 1e3', { given: { pageIndex: '1e3' }, field: 'pageIndex' }],
    ['pageSize 101', { given: { pageSize: '101' }, field: 'pageSize' }],
    ['array value', { given: { pageIndex: ['1', '2'] }, field: 'pageIndex' }],
    ['sortField not sortable', { given: { sortField: '_id' }, field: 'sortField' }],
    ['sortOrder', { given: { sortOrder: 'ASC ' + 'x' }, field: 'sortOrder' }],
  ];
  it.each(bad)('rejects %s with a 400 naming the parameter', (_name, { given, field }) => {
    try {
      parseListQuery(sellers, given);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).field).toBe(field);
    }
  });
});

describe('getListSpec with the site model', () => {
  it("lets a reference filter sort its choices by label: the products' course filter lists contents by nombre", async () => {
    const { entities } = await import('../../../generated/index.js');
    const content = entities.find((entity) => entity.entity === 'content')!;
    const spec = getListSpec(content, listOf(content), entities.flatMap((entity) => entity.grids));
    expect(spec.sortFields).toContain('nombre');
    const subitems = content.endpoints.find((endpoint) => endpoint.name === 'subitems')!;
    expect(getListSpec(content, subitems, entities.flatMap((entity) => entity.grids)).sortFields).not.toContain('nombre');
  });
});
