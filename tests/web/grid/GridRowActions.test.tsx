// `when` on row links and actions, on the clinic fixture site: each shows only on rows (and record pages) in its states.
import { screen, waitFor, within } from '@testing-library/react';
import { getInlineRowActionCount } from '../../../runtime/web/grid/getRowActionSplit.js';
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
// Every link and action of the row, those in its closed 'Más acciones' menu too (hidden until it opens).
const names = (row: HTMLElement) =>
  [...row.querySelectorAll('.grid-row-actions a, .grid-row-actions button:not(.row-menu-trigger)')].map((element) => element.textContent);
const shownNames = (row: HTMLElement) => [...within(row).queryAllByRole('link'), ...within(row).queryAllByRole('button')].map((element) => element.getAttribute('aria-label') ?? element.textContent);

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

  it('past three, the first two stay buttons and the rest go into one menu named after the row', async () => {
    renderAdmin('/appointments', handler, { entities, app: clinic.app });
    const row = await rowOf('Perla');
    const trigger = within(row).getByRole('button', { name: /^Más acciones/ });
    expect(shownNames(row)).toEqual(['Ver', 'Editar', trigger.getAttribute('aria-label')]);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByRole('button', { name: 'Atender' })).toBeNull();
  });

  it('the menu opens with focus on its first item, arrows move, Escape closes it and focus returns to its button', async () => {
    const rendered = renderAdmin('/appointments', handler, { entities, app: clinic.app });
    const row = await rowOf('Perla');
    const trigger = within(row).getByRole('button', { name: /^Más acciones/ });
    trigger.focus();
    await rendered.user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = within(row).getByRole('group', { name: trigger.getAttribute('aria-label')! });
    expect(within(panel).getAllByRole('button').map((button) => button.textContent)).toEqual(['Atender', 'Anular', 'Eliminar']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Atender'));
    await rendered.user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Anular');
    await rendered.user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Eliminar');
    await rendered.user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it("an action chosen from the menu keeps its confirm dialog; dismissing it hands focus back to the menu's button", async () => {
    const rendered = renderAdmin('/appointments', handler, { entities, app: clinic.app });
    const row = await rowOf('Perla');
    const trigger = within(row).getByRole('button', { name: /^Más acciones/ });
    await rendered.user.click(trigger);
    await rendered.user.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('a press outside closes the menu', async () => {
    const rendered = renderAdmin('/appointments', handler, { entities, app: clinic.app });
    const row = await rowOf('Perla');
    const trigger = within(row).getByRole('button', { name: /^Más acciones/ });
    await rendered.user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await rendered.user.click(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('getInlineRowActionCount', () => {
  it.each([
    [0, false, 0],
    [1, false, 1],
    [3, false, 3],
    [4, false, 2],
    [8, false, 2],
    [1, true, 1],
    [2, true, 0],
    [8, true, 0],
  ])('%d links and actions, narrow %s: %d stay buttons', (count, narrow, want) => {
    expect(getInlineRowActionCount(count, narrow)).toBe(want);
  });
});
