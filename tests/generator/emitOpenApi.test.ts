import { emitOpenApi } from '../../generator/index.js';
import { expectGolden } from './expectGolden.js';
import { getFixtureSchemasModel, handWrittenModel } from './fixtureModel.js';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, unknown>;
}

type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: object; required?: string[] }> } };

describe('emitOpenApi', () => {
  it('emits generated/openapi.json from the fixture', () => {
    const file = emitOpenApi(handWrittenModel);
    expect(file.path).toBe('generated/openapi.json');
    expectGolden('openapi.json.golden', file.contents);
  });

  it('emits the fixture schemas (defaults, row bodies, filters, move directions)', () => {
    expectGolden('fixtures-openapi.json.golden', emitOpenApi(getFixtureSchemasModel()).contents);
  });

  const document = JSON.parse(emitOpenApi(getFixtureSchemasModel()).contents) as Document;
  const operation = (path: string, method: string): Operation => document.paths[path]![method]!;
  const parameterNames = (op: Operation): string[] => (op.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);

  it.each([
    ['list: paging, sorting, and the filter fields of the grids using it', '/api/lessons', 'get', ['query:pageIndex', 'query:pageSize', 'query:sortField', 'query:sortOrder', 'query:name', 'query:publishedAt']],
    ['path placeholders', '/api/lessons/{_id}/updateOnline', 'put', ['path:_id']],
    ['move direction', '/api/lessons/{_id}/{direction}', 'get', ['path:_id', 'path:direction']],
  ])('parameters: %s', (_name, path, method, want) => {
    expect(parameterNames(operation(path, method))).toEqual(want);
  });

  it('puts every path under the API base (default /api) and describes errors', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const op of Object.values(operations)) expect(op.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
    }
    expect(document.components.schemas.Error!.required).toEqual(['error']);
  });

  it('sends writable fields for `fields` bodies and the whole row for `row` bodies', () => {
    expect(operation('/api/lessons', 'post').requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/LessonInput' });
    expect(operation('/api/lessons/{_id}/update', 'put').requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Lesson' });
    expect(operation('/api/lessons/{_id}', 'delete').requestBody).toBeUndefined();
    const input = document.components.schemas.LessonInput!;
    expect(Object.keys(input.properties!)).not.toContain('_id');
    expect(Object.keys(input.properties!)).not.toContain('position');
    expect(input.required).toEqual(['name', 'content']);
  });

  it('restricts sortField to sortable columns and the default sort', () => {
    const sortField = operation('/api/lessons', 'get').parameters!.find((parameter) => parameter.name === 'sortField')!;
    expect(sortField.schema).toEqual({ type: 'string', enum: ['name', 'duration', 'position'] });
  });
});

describe('emitOpenApi responses', () => {
  const document = JSON.parse(emitOpenApi(handWrittenModel).contents) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

  it.each([
    ['list', '/api/sellers', 'get', '200'],
    ['create answers 201', '/api/sellers/create', 'post', '201'],
    ['update', '/api/sellers/{_id}/update', 'post', '200'],
    ['delete', '/api/sellers/{_id}', 'put', '200'],
    ['move', '/api/courseCategories/{_id}/{direction}', 'get', '200'],
  ])('%s', (_name, path, method, status) => {
    expect(Object.keys(document.paths[path]![method]!.responses)).toEqual([status, '4XX']);
  });
});
