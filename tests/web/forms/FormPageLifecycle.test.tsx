// A lifecycle field (the entity's `lifecycle`) is the server's: its forms draw no input for it and never send it, on
// create (the server starts the row in the initial state) or on edit (the loaded record holds another state).
import { screen, waitFor } from '@testing-library/react';
import { normalizeEntity } from '../../../generator/normalize/normalize.js';
import type { EntitySchemaInput } from '../../../generator/shared/types.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

const ticket = normalizeEntity(
  {
    entity: 'ticket',
    label: { one: 'ticket', many: 'Tickets' },
    fields: {
      _id: { type: 'string', readOnly: true },
      subject: { type: 'string', title: 'Asunto', maxLength: 100 },
      state: { type: 'string', title: 'Estado', enum: ['Abierto', 'Cerrado'] },
    },
    required: ['subject'],
    lifecycle: { state: { initial: 'Abierto' } },
    endpoints: {
      get: { kind: 'get', method: 'GET', path: '/tickets/{_id}' },
      create: { kind: 'create', method: 'POST', path: '/tickets' },
      update: { kind: 'update', method: 'PUT', path: '/tickets/{_id}' },
      close: { kind: 'transition', method: 'POST', path: '/tickets/{_id}/close', transition: { field: 'state', from: ['Abierto'], to: 'Cerrado' } },
    },
    forms: {
      new: { title: 'Nuevo ticket', route: '/tickets/new', submit: 'create', fields: ['subject'], redirect: '/tickets/{_id}/edit' },
      edit: { title: 'Editar ticket', route: '/tickets/{_id}/edit', submit: 'update', load: 'get', fields: ['subject'], redirect: '/tickets/{_id}/edit' },
    },
  } satisfies EntitySchemaInput,
  'schemas/ticket.json',
);

describe('forms of an entity with a lifecycle field', () => {
  it.each([
    ['create', '/tickets/new', 'POST', '/api/tickets', ''],
    ['edit', '/tickets/t1/edit', 'PUT', '/api/tickets/t1', 'Viejo'],
  ])('%s: no input for the state, and the body carries none', async (_name, url, method, path, loaded) => {
    const rendered = renderAdmin(url, (request) => {
      if (request.method === 'GET' && request.path === '/api/tickets/t1') return { body: { _id: 't1', subject: 'Viejo', state: 'Cerrado' } };
      if (request.method === method) return { status: method === 'POST' ? 201 : 200, body: { _id: 't1', state: 'Cerrado', ...(request.body as object) } };
      return { body: null };
    }, { entities: [ticket] });
    const subject = (await screen.findByRole('textbox', { name: /Asunto/ })) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe(loaded));
    expect(screen.queryByRole('textbox', { name: /Estado/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Estado/ })).toBeNull();
    await rendered.user.clear(subject);
    await rendered.user.type(subject, 'Nuevo asunto');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls(method, path)).toHaveLength(1));
    expect(rendered.fetchMock.calls(method, path)[0]!.body).toEqual({ subject: 'Nuevo asunto' });
  });
});
