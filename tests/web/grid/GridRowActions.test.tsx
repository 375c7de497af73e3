// `when` on row links and actions, on the clinic fixture site: each shows only on rows (and record pages) in its states.
import { screen, within } from '@testing-library/react';
import path from 'node:path';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import type { MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { renderAdmin } from '../support/renderAdmin.js';

const clinic = loadFixtureModel(path.resolve(import.meta.dirname, '../../fixtures/vetclinic/schemas'));
const entities = clinic.entities.filter((entity) => entity.entity !== 'auditEntry');

const appointments: Row[] = [
  { _id: 'a1', pet: 'p1', vet: 'v1', startsAt: '2026-12-01T10:30:00', price: 40, state: 'Programada', $labels: { pet: 'Perla', vet: 'Ana Ruiz' } },
  { _id: 'a2', pet: 'p2', vet: 'v1', startsAt: '2026-12-02T11:00:00', price: 55, state: 'Atendida', $labels: { pet: 'Toby', vet: 'Ana Ruiz' } },
  { _id: 'a3', pet: 'p3', vet: 'v1', startsAt: '2026-12-03T12:00:00', price: 30, state: 'Cancelada', $labels: { pet: 'Luna', vet: 'Ana Ruiz' } },
];

function handler(request: RecordedRequest): MockResponse {
  const match = /^\/api\/appointments\/(\w+)$/.exec(request.path);
  if (match) return { body: appointments.find((row) => row._id === match[1]) };
  return answerList(appointments, request);
}

const rowOf = async (pet: string) => (await screen.findByText(pet)).closest('tr')!;
const names = (row: HTMLElement) => [...within(row).queryAllByRole('link'), ...within(row).queryAllByRole('button')].map((element) => element.textContent);

describe('GridRowActions', () => {
  it.each([
    ['Perla', 'Programada', ['Ver', 'Editar', 'Atender', 'Anular', 'Eliminar']],
    ['Toby', 'Atendida', ['Ver']],
    ['Luna', 'Cancelada', ['Ver', 'Eliminar']],
  ])('a row of %s (%s) shows only the links and actions its state allows', async (pet, _state, want) => {
    renderAdmin('/appointments', handler, { entities, app: clinic.app });
    expect(names(await rowOf(pet))).toEqual(want);
  });

  it.each([
    ['a1', ['Editar', 'Atender', 'Anular', 'Eliminar']],
    ['a2', []],
    ['a3', ['Eliminar']],
  ])("record %s's page offers its view links and the grid's actions its state allows", async (id, want) => {
    renderAdmin(`/appointments/${id}`, handler, { entities, app: clinic.app });
    await screen.findByText('Estado');
    const actions = document.querySelector('.page-actions')!;
    const shown = [...actions.querySelectorAll('a, button')].map((element) => element.textContent).filter((text) => text !== 'Historial');
    expect(shown).toEqual(want);
  });
});
