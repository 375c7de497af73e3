// The entity's rules across fields in a real form page: each broken rule's Spanish sentence beside its field before
// anything is sent, judged over the loaded record on an edit form; the server's 400 naming a field shows beside it too.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { createEndpoint, createEntity, createField, createRefs, idField } from '../fixtures/createFixture.js';
import { allEntities } from '../support/fixtureRoutes.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

const ref = createRefs('booking');
const create = ref('create', 'POST', '/bookings', 'fields');
const update = ref('update', 'PUT', '/bookings/{_id}', 'fields');
const get = ref('get', 'GET', '/bookings/{_id}');

const bookingEntity: EntityDefinition = createEntity('booking', {
  label: { one: 'reserva', many: 'Reservas' },
  fields: [
    idField,
    createField('seats', 'Plazas', { type: 'integer' }),
    createField('maxSeats', 'Plazas máximas', { type: 'integer' }),
    createField('state', 'Estado', { type: 'string', oneOf: [{ const: 'open', title: 'Abierta' }, { const: 'rejected', title: 'Rechazada' }] }),
    createField('notes', 'Motivo', { type: 'string' }),
  ],
  rules: [
    { kind: 'compare', field: 'seats', comparison: 'lte', other: 'maxSeats', message: null },
    { kind: 'compare', field: 'maxSeats', comparison: 'gte', other: 'seats', message: null },
    { kind: 'requiredIf', field: 'notes', when: { field: 'state', equals: 'rejected', label: 'Rechazada' }, message: null },
  ],
  endpoints: [createEndpoint(create, 'create'), createEndpoint(update, 'update'), createEndpoint(get, 'get')],
  forms: [
    { name: 'create', entity: 'booking', title: 'Nueva reserva', route: '/bookings/new', submit: create, load: null, fields: ['seats', 'maxSeats', 'state', 'notes'], uiSchema: {}, redirect: '/' },
    { name: 'edit', entity: 'booking', title: 'Editar reserva', route: '/bookings/{_id}/edit', submit: update, load: get, fields: ['seats'], uiSchema: {}, redirect: '/' },
  ],
});
const entities = [...allEntities, bookingEntity];

/** The form group of the input labelled `name`, where RJSF draws that field's errors. */
async function groupOf(name: RegExp): Promise<HTMLElement> {
  const input = await screen.findByLabelText(name);
  return input.closest('.form-group') as HTMLElement;
}

describe('createRuleValidator in FormPage', () => {
  it('shows each broken rule beside its field and sends nothing', async () => {
    const rendered = renderAdmin('/bookings/new', () => ({ body: null }), { entities });
    await rendered.user.type(await screen.findByLabelText(/^Plazas$/), '5');
    await rendered.user.type(screen.getByLabelText(/Plazas máximas/), '4');
    fireEvent.change(screen.getByLabelText(/Estado/), { target: { value: '1' } });
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    const seatsMessage = await screen.findByText('Debe ser menor o igual que «Plazas máximas».');
    expect((await groupOf(/^Plazas$/)).contains(seatsMessage)).toBe(true);
    const notesMessage = screen.getByText('Es obligatorio cuando «Estado» es «Rechazada».');
    expect((await groupOf(/Motivo/)).contains(notesMessage)).toBe(true);
    expect(rendered.fetchMock.requests).toHaveLength(0);
  });

  it('sends the form once the rules hold', async () => {
    const rendered = renderAdmin('/bookings/new', (request) => (request.method === 'POST' ? { status: 201, body: { _id: 'b1' } } : { body: null }), { entities });
    await rendered.user.type(await screen.findByLabelText(/^Plazas$/), '4');
    await rendered.user.type(screen.getByLabelText(/Plazas máximas/), '4');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/bookings')).toHaveLength(1));
    expect(screen.queryByText(/Debe ser menor/)).toBeNull();
  });

  it('judges an edit form over the loaded record, whose other field it does not draw', async () => {
    const rendered = renderAdmin('/bookings/b7/edit', (request) => (request.method === 'GET' ? { body: { _id: 'b7', seats: 2, maxSeats: 3 } } : { body: null }), { entities });
    const seats = await screen.findByLabelText(/^Plazas$/);
    await waitFor(() => expect((seats as HTMLInputElement).value).toBe('2'));
    await rendered.user.clear(seats);
    await rendered.user.type(seats, '9');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = await screen.findByText('Debe ser menor o igual que «Plazas máximas».');
    expect((await groupOf(/^Plazas$/)).contains(message)).toBe(true);
    expect(rendered.fetchMock.calls('PUT', '/api/bookings/b7')).toHaveLength(0);
  });

  it('shows a broken rule on a field the form does not draw above the fields, with its title', async () => {
    const rendered = renderAdmin('/bookings/b8/edit', (request) => (request.method === 'GET' ? { body: { _id: 'b8', seats: 2, maxSeats: 3 } } : { body: null }), { entities });
    const seats = await screen.findByLabelText(/^Plazas$/);
    await waitFor(() => expect((seats as HTMLInputElement).value).toBe('2'));
    await rendered.user.type(seats, '0');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plazas máximas: Debe ser mayor o igual que «Plazas».')).toBeTruthy();
    expect(rendered.fetchMock.calls('PUT', '/api/bookings/b8')).toHaveLength(0);
  });

  it('saves a record that breaks a rule none of whose fields the user changed (a rule added after it was written)', async () => {
    const rendered = renderAdmin('/bookings/b9/edit', (request) => (request.method === 'GET' ? { body: { _id: 'b9', seats: 2, state: 'rejected' } } : { body: null }), { entities });
    const seats = await screen.findByLabelText(/^Plazas$/);
    await waitFor(() => expect((seats as HTMLInputElement).value).toBe('2'));
    await rendered.user.type(seats, '0');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/bookings/b9')).toHaveLength(1));
    expect(screen.queryByText(/Es obligatorio cuando/)).toBeNull();
  });

  it("shows the server's 400 naming a field beside that field", async () => {
    const error = 'Plazas: Debe ser menor o igual que «Plazas máximas».';
    const rendered = renderAdmin(
      '/bookings/b7/edit',
      (request) => (request.method === 'PUT' ? { status: 400, body: { error, field: 'seats', details: [{ field: 'seats', message: error }] } } : { body: { _id: 'b7', seats: 2 } }),
      { entities },
    );
    const seats = await screen.findByLabelText(/^Plazas$/);
    await waitFor(() => expect((seats as HTMLInputElement).value).toBe('2'));
    await rendered.user.type(seats, '0');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = await screen.findByText(error);
    expect((await groupOf(/^Plazas$/)).contains(message)).toBe(true);
  });
});
