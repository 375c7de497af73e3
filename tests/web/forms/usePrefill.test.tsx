// Prefill from references in a form: choosing a pet fills the appointment's owner (the pet's field) and contact phone
// (its owner's field, read through owner's get endpoint); a field the user typed into since is never overwritten, and a
// later choice fills again what the earlier fill put there. The clinic fixture goes through the generator.
import { screen, waitFor } from '@testing-library/react';
import { applyPrefill } from '../../../runtime/web/forms/applyPrefill.js';
import { getClinicModel } from '../../fixtures/clinic/clinicModel.js';
import type { FetchHandler, RecordedRequest } from '../support/createFetchMock.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { answerLookup } from '../support/lookupHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

const model = getClinicModel();
const owners = [
  { _id: 'o1', name: 'Ana Ruiz', phone: '600111222' },
  { _id: 'o2', name: 'Luis Gil', phone: '600333444' },
];
const pets = [
  { _id: 'p1', name: 'Luna', owner: 'o1' },
  { _id: 'p2', name: 'Toby', owner: 'o2' },
];

const api: FetchHandler = (request: RecordedRequest) => {
  const { method, path } = request;
  if (method === 'GET' && path === '/api/lookup/appointment/pet') return answerLookup(pets, request, { display: 'name' });
  if (method === 'GET' && path === '/api/lookup/appointment/owner') return answerLookup(owners, request, { display: 'name' });
  if (method === 'GET' && path === '/api/lookup/appointment/vet') return answerLookup([], request, { display: 'name' });
  if (method === 'GET' && path.startsWith('/api/pets/')) return { body: pets.find((pet) => path === `/api/pets/${pet._id}`) };
  if (method === 'GET' && path.startsWith('/api/owners/')) return { body: owners.find((owner) => path === `/api/owners/${owner._id}`) };
  return { status: 404, body: { error: 'No encontrado' } };
};

describe('applyPrefill', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    ['fills empty fields', { pet: 'p1' }, {}, { pet: 'p1', owner: 'o1', phone: '600111222' }],
    ['keeps what the user typed', { pet: 'p1', phone: '699' }, {}, { pet: 'p1', owner: 'o1', phone: '699' }],
    ['replaces what the last fill put there', { pet: 'p1', owner: 'o2', phone: '600333444' }, { owner: 'o2', phone: '600333444' }, { pet: 'p1', owner: 'o1', phone: '600111222' }],
    ['changes nothing for a choice made since', { pet: 'p2' }, {}, { pet: 'p2' }],
  ])('%s', (_name, data, filled, expected) => {
    expect(applyPrefill(data, 'pet', 'p1', { owner: 'o1', phone: '600111222' }, { ...filled })).toEqual(expected);
  });
});

describe('a form choosing a row in a reference with prefill', () => {
  async function choosePet(rendered: ReturnType<typeof renderAdmin>, name: string) {
    const input = await screen.findByRole('combobox', { name: 'Mascota' });
    await rendered.user.clear(input);
    await rendered.user.type(input, name.slice(0, 3));
    await rendered.user.click(await screen.findByRole('option', { name }));
  }

  it('fills the owner and the phone, and a later choice refills only what the user left alone', async () => {
    const rendered = renderAdmin('/appointments/new', api, { entities: model.entities, app: model.app });
    await choosePet(rendered, 'Luna');
    const phone = screen.getByRole('textbox', { name: /Teléfono de contacto/ }) as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('600111222'));
    // The owner picker shows the filled owner's label, read by id.
    expect(await screen.findByText('Ana Ruiz')).toBeTruthy();
    expect(rendered.fetchMock.calls('GET', '/api/owners/o1')).toHaveLength(1);

    await rendered.user.clear(phone);
    await rendered.user.type(phone, '699000000');
    await choosePet(rendered, 'Toby');
    expect(await screen.findByText('Luis Gil')).toBeTruthy();
    expect(screen.queryByText('Ana Ruiz')).toBeNull();
    expect(phone.value).toBe('699000000');
  });
});
