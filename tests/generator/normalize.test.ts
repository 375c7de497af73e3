import path from 'node:path';
import { DEFAULT_DELETE_CONFIRM, loadSchemas, normalize, validateSchemas } from '../../generator/index.js';
import { getDefaultCell } from '../../generator/normalize.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';
import { REPO_ROOT, getFixtureSchemasModel } from './fixtureModel.js';

describe('normalize', () => {
  const model = normalize(validateSchemas(loadSchemas(path.join(REPO_ROOT, 'schemas'))));

  it('turns schemas/ into exactly tests/fixtures/entities.ts', () => {
    const real = model.entities.filter((entity) => fixtureEntities.some((fixture) => fixture.entity === entity.entity));
    expect(real).toEqual(fixtureEntities);
    expect(model.app).toEqual(fixtureApp);
  });

  it('sorts entities by name', () => {
    const names = model.entities.map((entity) => entity.entity);
    expect(names).toEqual([...names].sort());
  });

  describe('defaults (tests/fixtures/schemas/lesson.json)', () => {
    const lesson = getFixtureSchemasModel().entities.find((entity) => entity.entity === 'lesson')!;
    const grid = lesson.grids.find((candidate) => candidate.name === 'lessons')!;
    const byContent = lesson.grids.find((candidate) => candidate.name === 'byContent')!;

    it.each([
      ['table: snake_case plural of the entity', lesson.table, 'lessons'],
      ['field title: the field name when untitled', lesson.fields.find((field) => field.name === 'updatedAt')!.title, 'updatedAt'],
      ['storage from type', lesson.fields.map((field) => field.storage), ['text', 'text', 'text', 'boolean', 'integer', 'real', 'text', 'text', 'json', 'json', 'text']],
      ['cells from type and format', grid.columns.map((column) => column.cell), ['number', 'text', 'boolean', 'number', 'date', 'datetime', 'text']],
      ['column filters', grid.columns.map((column) => column.filter), [null, 'text', null, null, 'text', null, null]],
      ['no filters when the grid does not filter', byContent.columns.map((column) => column.filter), [null, null]],
      ['grid defaults', [byContent.paging, byContent.filtering, byContent.pageSize, byContent.defaultSort, byContent.links, byContent.actions], [true, false, 20, null, [], []]],
      ['placements', grid.actions.map((action) => action.placement), ['toolbar', 'row', 'row', 'row', 'toolbar']],
      ['delete confirmation default', grid.actions.find((action) => action.kind === 'delete')!.confirm, DEFAULT_DELETE_CONFIRM],
      ['link actions make no request', grid.actions.find((action) => action.kind === 'link')!.request, null],
      ['endpoint body defaults', lesson.endpoints.map((endpoint) => endpoint.body), ['none', 'none', 'fields', 'fields', 'row', 'none', 'none']],
      ['form redirect: the first grid route', lesson.forms.find((form) => form.name === 'create')!.redirect, '/lessons'],
      ['form uiSchema default', lesson.forms.find((form) => form.name === 'edit')!.uiSchema, {}],
      ['ordering scope', lesson.ordering, { field: 'position', scope: ['content'] }],
      ['demo unique default', lesson.demo!.unique, []],
      ['app defaults', getFixtureSchemasModel().app, { title: 'Fixture', locale: 'es', apiBase: '/api', menu: [{ label: 'Vendedores', route: '/sellers' }, { label: 'Lecciones', route: '/lessons' }] }],
    ])('%s', (_name, given, want) => {
      expect(given).toEqual(want);
    });

    it('keeps the record schema as declared, closed', () => {
      expect(lesson.schema.additionalProperties).toBe(false);
      expect(lesson.schema.required).toEqual(['name', 'content']);
      expect(Object.keys(lesson.schema.properties!)).toEqual(lesson.fields.map((field) => field.name));
    });
  });

  it.each([
    ['boolean', { type: 'boolean' }, 'boolean'],
    ['integer', { type: 'integer' }, 'number'],
    ['number', { type: 'number' }, 'number'],
    ['date', { type: 'string', format: 'date' }, 'date'],
    ['date-time', { type: 'string', format: 'date-time' }, 'datetime'],
    ['nullable date-time', { type: ['null', 'string'], format: 'date-time' }, 'datetime'],
    ['email', { type: 'string', format: 'email' }, 'text'],
    ['array', { type: 'array' }, 'text'],
  ] as const)('getDefaultCell: %s', (_name, schema, want) => {
    expect(getDefaultCell(schema as never)).toBe(want);
  });
});
