import path from 'node:path';
import { getListQuerySchema, getListSpec, LIST_READING_PARAMS, MAX_PAGE_INDEX, MAX_PAGE_SIZE } from '../../../runtime/shared/index.js';
import { courseCategoryEntity, instituteEntity, sellerEntity } from '../../fixtures/entities.js';
import { FIXTURE_SITES, FIXTURES_DIR } from '../../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { parcelEntity } from '../../server/fixtures/parcelEntity.js';

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

describe('getListSpec: the rows in none of the tabs', () => {
  const parcels = getListSpec(parcelEntity, listOf(parcelEntity));

  it("states one parameter per tabbed field, with the tabs' values; the tabs themselves are a select over them", () => {
    expect(parcels.others.map(({ param, field, values }) => ({ param, field: field.name, values }))).toEqual([{ param: 'otherState', field: 'state', values: ['Nuevo', 'Enviado'] }]);
    expect(parcels.filters.get('state')?.filter.options.map((option) => option.value)).toEqual(['Nuevo', 'Enviado']);
    expect(getListQuerySchema(parcels).properties!.otherState).toMatchObject({ type: 'boolean' });
  });
});

describe('getListQuerySchema', () => {
  it('states paging bounds, the sort fields and the filters, and nothing else', () => {
    const schema = getListQuerySchema(sellers);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties!)).toEqual(['pageIndex', 'pageSize', 'sortField', 'sortOrder', 'after', 'before', 'name', 'format', 'grid', 'columns']);
    expect(schema.properties!.pageIndex).toMatchObject({ type: 'integer', minimum: 1, maximum: MAX_PAGE_INDEX, default: 1 });
    expect(schema.properties!.after).toMatchObject({ type: 'string', minLength: 1 });
    expect(schema.properties!.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 });
    expect(schema.properties!.sortField).toMatchObject({ type: 'string', enum: ['name'] });
    expect(schema.properties!.name).toMatchObject({ type: 'string' });
    // The export's: its formats, the grids reading the list, and a comma list of their columns.
    expect(schema.properties!.format).toMatchObject({ enum: ['csv', 'xlsx'] });
    expect(schema.properties!.grid).toMatchObject({ enum: sellers.grids });
    const columns = new RegExp(String(schema.properties!.columns!.pattern));
    expect(['name', 'name,name'].every((value) => columns.test(value))).toBe(true);
    expect(['', 'name,', 'nombre', 'name;x'].some((value) => columns.test(value))).toBe(false);
  });

  it('documents neither grid nor columns for a list no grid reads: there is none to name, so either is an unknown parameter', () => {
    const unread = getListSpec(sellerEntity, listOf(sellerEntity), []);
    expect(unread.grids).toEqual([]);
    expect(Object.keys(getListQuerySchema(unread).properties!)).not.toEqual(expect.arrayContaining(['grid']));
    expect(Object.keys(getListQuerySchema(unread).properties!)).not.toEqual(expect.arrayContaining(['columns']));
  });

  it("names its reading parameters (paging, sort, export) in LIST_READING_PARAMS, so a bulk selection leaves exactly them out", () => {
    const names = Object.keys(getListQuerySchema(sellers).properties!);
    expect(names.filter((name) => LIST_READING_PARAMS.includes(name))).toEqual([...LIST_READING_PARAMS]);
    expect(names.filter((name) => !LIST_READING_PARAMS.includes(name))).toEqual(['name']);
  });
});

describe('getListSpec with a fixture site model', () => {
  it("lets a reference filter sort its choices by label: a content filter (the learning site's questions) lists contents by nombre", () => {
    const { entities } = loadFixtureModel(path.join(FIXTURES_DIR, 'learning/schemas'));
    const content = entities.find((entity) => entity.entity === 'content')!;
    const spec = getListSpec(content, listOf(content), entities.flatMap((entity) => entity.grids));
    expect(spec.sortFields).toContain('nombre');
    const subitems = content.endpoints.find((endpoint) => endpoint.name === 'subitems')!;
    expect(getListSpec(content, subitems, entities.flatMap((entity) => entity.grids)).sortFields).not.toContain('nombre');
  });

  it.each(FIXTURE_SITES.map((site) => [site.name, site.schemasDir] as const))('a default sort is a sort field (%s)', (_name, schemasDir) => {
    const { entities } = loadFixtureModel(schemasDir);
    const allGrids = entities.flatMap((entity) => entity.grids);
    for (const entity of entities) {
      for (const endpoint of entity.endpoints.filter((candidate) => candidate.kind === 'list')) {
        for (const grid of allGrids.filter((candidate) => candidate.dataSource.entity === entity.entity && candidate.dataSource.endpoint === endpoint.name)) {
          if (grid.defaultSort) expect(getListSpec(entity, endpoint, allGrids).sortFields, `${entity.entity}.${endpoint.name}`).toContain(grid.defaultSort.field);
        }
      }
    }
  });
});
