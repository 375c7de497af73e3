import { createAjvInstance } from '../../../runtime/server/http/createAjvInstance.js';
import { describeRequestErrors } from '../../../runtime/server/http/describeRequestErrors.js';
import { getListQuerySchema, getListSpec, type JsonSchema } from '../../../runtime/shared/index.js';
import { sellerEntity } from '../../fixtures/entities.js';

const spec = getListSpec(sellerEntity, sellerEntity.endpoints.find((endpoint) => endpoint.kind === 'list')!);
const querySchema = getListQuerySchema(spec);
const validate = createAjvInstance({ coerceTypes: true }).compile(querySchema);

/** The details a query gets, as the route's error formatter words them. */
function describeQuery(query: Record<string, unknown>) {
  expect(validate(structuredClone(query))).toBe(false);
  return describeRequestErrors('querystring', querySchema, validate.errors ?? [], { list: spec });
}

describe('describeRequestErrors: a list query', () => {
  it.each<[string, Record<string, unknown>, { field: string; message: string }]>([
    ['an unknown parameter', { foo: '1' }, { field: 'foo', message: 'Parámetro de consulta desconocido: «foo».' }],
    ['pageIndex 0', { pageIndex: '0' }, { field: 'pageIndex', message: 'El parámetro «pageIndex» debe ser un número entero entre 1 y 1000000.' }],
    ['pageIndex past the maximum', { pageIndex: '99999999999999999999' }, { field: 'pageIndex', message: 'El parámetro «pageIndex» debe ser un número entero entre 1 y 1000000.' }],
    ['pageSize 101', { pageSize: '101' }, { field: 'pageSize', message: 'El parámetro «pageSize» debe ser un número entero entre 1 y 100.' }],
    ['a field that does not sort', { sortField: '_id' }, { field: 'sortField', message: 'No se puede ordenar por «_id». Campos permitidos: name.' }],
    ['a sort order', { sortOrder: 'ASC' }, { field: 'sortOrder', message: 'El parámetro «sortOrder» debe ser «asc» o «desc».' }],
    ['a list for a text', { sortField: ['name', 'name'] }, { field: 'sortField', message: 'El parámetro «sortField» debe ser un único texto.' }],
    ['an operator object as a filter', { name: { $ne: 'x' } }, { field: 'name', message: 'El parámetro «name» debe ser un único texto.' }],
  ])('%s', (_name, query, want) => {
    expect(describeQuery(query)).toEqual([want]);
  });
});

describe('describeRequestErrors: path parameters and the route’s own texts', () => {
  const params: JsonSchema = { type: 'object', properties: { _id: { type: 'string', title: 'Id' }, direction: { type: 'string', enum: ['up', 'down'] }, n: { type: 'integer', title: 'Número' } } };
  const check = createAjvInstance({ coerceTypes: true }).compile(params);

  it.each<[string, Record<string, unknown>, { field: string; message: string }]>([
    ['a move direction', { direction: 'sideways' }, { field: 'direction', message: 'La dirección debe ser «up» o «down».' }],
    ['a value that is not the field’s type', { n: 'abc' }, { field: 'n', message: 'El valor de «n» en la ruta no es válido para el campo «Número».' }],
  ])('%s', (_name, value, want) => {
    expect(check(value)).toBe(false);
    expect(describeRequestErrors('params', params, check.errors ?? [])).toEqual([want]);
  });

  it('prefers a route’s own text, for the part itself too', () => {
    const body: JsonSchema = { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] };
    const checkBody = createAjvInstance().compile(body);
    expect(checkBody([])).toBe(false);
    expect(describeRequestErrors('body', body, checkBody.errors ?? [], { own: (_part, name) => (name === '' ? 'no es un objeto' : undefined) })).toEqual([{ field: '', message: 'no es un objeto' }]);
  });
});
