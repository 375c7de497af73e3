// The entity's rules across fields in the browser outside forms: the grid's insert row and inline edit show each broken
// rule beside its cell (or with its title when the grid does not draw that field) and send nothing.
import { screen, waitFor, within } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { getRuleErrors } from '../../../runtime/web/api/getRuleErrors.js';
import { createAction, createColumn, createEndpoint, createEntity, createField, createGrid, createRefs, idField } from '../fixtures/createFixture.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const ref = createRefs('booking');
const list = ref('list', 'GET', '/bookings');
const create = ref('create', 'POST', '/bookings', 'fields');
const update = ref('update', 'PUT', '/bookings/{_id}', 'fields');

const bookingEntity: EntityDefinition = createEntity('booking', {
  label: { one: 'reserva', many: 'Reservas' },
  fields: [
    idField,
    createField('name', 'Nombre', { type: 'string' }),
    createField('seats', 'Plazas', { type: 'integer' }),
    createField('maxSeats', 'Plazas máximas', { type: 'integer' }),
  ],
  rules: [{ kind: 'compare', field: 'seats', comparison: 'lte', other: 'maxSeats', message: null }],
  endpoints: [createEndpoint(list, 'list'), createEndpoint(create, 'create'), createEndpoint(update, 'update')],
  grids: [
    createGrid('booking', 'bookings', {
      title: 'Reservas',
      route: '/bookings',
      dataSource: list,
      columns: [
        createColumn('name', 'Nombre', { editable: true, editor: 'text' }),
        createColumn('seats', 'Plazas', { cell: 'number', editable: true, editor: 'number' }),
        createColumn('maxSeats', 'Plazas máximas', { cell: 'number', editable: true, editor: 'number' }),
      ],
      actions: [createAction('insert', { request: create, label: 'Agregar' }), createAction('inlineEdit', { request: update })],
    }),
  ],
});
const entities = [...allEntities, bookingEntity];
const SEATS = 'Debe ser menor o igual que «Plazas máximas».';

describe('getRuleErrors', () => {
  it.each<[string, Record<string, unknown>, readonly string[], ReturnType<typeof getRuleErrors>]>([
    ['none broken', { seats: 2, maxSeats: 3 }, ['seats'], { fieldErrors: {}, formError: null }],
    ['beside a drawn field', { seats: 4, maxSeats: 3 }, ['seats', 'maxSeats'], { fieldErrors: { seats: [SEATS] }, formError: null }],
    ['with its title when the field is not drawn', { seats: 4, maxSeats: 3 }, ['maxSeats'], { fieldErrors: {}, formError: `Plazas: ${SEATS}` }],
  ])('%s', (_name, record, drawn, want) => {
    expect(getRuleErrors(bookingEntity, record, drawn)).toEqual(want);
  });

  it('given the stored row being edited, judges only the rules reading a changed value', () => {
    const stored = { seats: 4, maxSeats: 3 };
    expect(getRuleErrors(bookingEntity, { ...stored, name: 'Sala' }, ['seats'], stored)).toEqual({ fieldErrors: {}, formError: null });
    expect(getRuleErrors(bookingEntity, { ...stored, seats: 5 }, ['seats'], stored)).toEqual({ fieldErrors: { seats: [SEATS] }, formError: null });
  });
});

describe('rules in the grid', () => {
  const rows = (): Row[] => [{ _id: 'b1', name: 'Sala grande', seats: 2, maxSeats: 3 }];

  it('inline edit: a broken rule shows beside the cell, stays in edit mode and sends nothing', async () => {
    const rendered = renderAdmin('/bookings', (request) => (request.method === 'PUT' ? { body: { ok: true } } : answerList(rows(), request)), { entities });
    const row = (await screen.findByText('Sala grande')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    const seats = within(row).getByRole('spinbutton', { name: 'Plazas' });
    await rendered.user.clear(seats);
    await rendered.user.type(seats, '4');
    await rendered.user.click(within(row).getByRole('button', { name: 'Guardar' }));
    const message = await within(row).findByText(SEATS);
    expect(seats.closest('td')!.contains(message)).toBe(true);
    expect(rendered.fetchMock.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await rendered.user.clear(seats);
    await rendered.user.type(seats, '3');
    await rendered.user.click(within(row).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/bookings/b1')).toHaveLength(1));
  });

  it('insert row: a broken rule shows beside the cell and nothing is sent until it holds', async () => {
    const rendered = renderAdmin('/bookings', (request) => (request.method === 'POST' ? { status: 201, body: {} } : answerList(rows(), request)), { entities });
    await screen.findByText('Sala grande');
    const insertRow = screen.getByRole('row', { name: 'Nuevo registro' });
    await rendered.user.type(within(insertRow).getByRole('textbox', { name: 'Nombre' }), 'Sala chica');
    const seats = within(insertRow).getByRole('spinbutton', { name: 'Plazas' });
    await rendered.user.type(seats, '5');
    const maxSeats = within(insertRow).getByRole('spinbutton', { name: 'Plazas máximas' });
    await rendered.user.type(maxSeats, '4');
    await rendered.user.click(within(insertRow).getByRole('button', { name: 'Agregar' }));
    const message = await within(insertRow).findByText(SEATS);
    expect(seats.closest('td')!.contains(message)).toBe(true);
    expect(rendered.fetchMock.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await rendered.user.clear(maxSeats);
    await rendered.user.type(maxSeats, '5');
    await rendered.user.click(within(insertRow).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/bookings')).toHaveLength(1));
  });
});
