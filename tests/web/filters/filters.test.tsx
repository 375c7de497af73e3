import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { answerLookup } from '../support/lookupHandler.js';
import { loadCalendarChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

// The date filters open the lazy calendar: its chunk is transformed once here, not inside a test's wait.
beforeAll(loadCalendarChunk, 60_000);

const comments: Row[] = [
  {
    _id: 'm1',
    description: 'Muy claro',
    type: 1,
    verified: true,
    exercise: 'q2',
    createdAt: '2024-03-10T15:00:00.000Z',
    $labels: { exercise: '¿Cuánto es 2 + 2?' },
  },
  {
    _id: 'm2',
    description: 'No entiendo',
    type: 0,
    verified: false,
    exercise: 'zz',
    createdAt: '2024-03-11T15:00:00.000Z',
    $labels: { exercise: null },
  },
];
const questions: Row[] = [
  { _id: 'q1', descripcion: 'Capital de Ecuador' },
  { _id: 'q2', descripcion: '¿Cuánto es 2 + 2?' },
];

function handler(request: RecordedRequest) {
  if (request.path === '/api/questions') return answerList(questions, request);
  if (request.path === '/api/lookup/comment/exercise') return answerLookup(questions, request, { display: 'descripcion' });
  return answerList(comments, request);
}

function renderComments(url = '/comments') {
  const rendered = renderAdmin(url, handler);
  const listCalls = () => rendered.fetchMock.calls('GET', '/api/comments');
  const lastQuery = () => listCalls()[listCalls().length - 1]!.query;
  return { ...rendered, listCalls, lastQuery };
}

// The administrator sits in Guayaquil (UTC-5) on 15 March 2024 at 10:30; only Date is faked, timers stay real.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Guayaquil';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-03-15T15:30:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('boolean filter', () => {
  it("offers 'Todos', 'Sí', 'No' and sends true/false or nothing, back on page 1", async () => {
    const { user, lastQuery, search } = renderComments('/comments?page=2');
    await screen.findByText('Muy claro');
    const select = screen.getByRole('combobox', { name: 'Verificado' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Sí', 'No']);

    await user.selectOptions(select, 'Sí');
    await waitFor(() => expect(lastQuery().get('verified')).toBe('true'));
    expect(lastQuery().get('pageIndex')).toBe('1');
    expect(search().get('verified')).toBe('true');
    expect(search().get('page')).toBeNull();

    await user.selectOptions(select, 'No');
    await waitFor(() => expect(lastQuery().get('verified')).toBe('false'));

    await user.selectOptions(select, 'Todos');
    await waitFor(() => expect(lastQuery().has('verified')).toBe(false));
    expect(search().has('verified')).toBe(false);
  });

  it('restores its value from the URL', async () => {
    const { listCalls } = renderComments('/comments?verified=false');
    await screen.findByText('Muy claro');
    expect((screen.getByRole('combobox', { name: 'Verificado' }) as HTMLSelectElement).value).toBe('false');
    expect(listCalls()[0]!.query.get('verified')).toBe('false');
  });
});

describe('select filter', () => {
  it('lists the options; the `all` option (Todos) is selected by default and sends nothing', async () => {
    const { user, lastQuery, search } = renderComments();
    await screen.findByText('Muy claro');
    const select = screen.getByRole('combobox', { name: 'Tipo' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Comentario', 'Solución', 'Todos']);
    expect(select.value).toBe('2');
    expect(lastQuery().has('type')).toBe(false);

    await user.selectOptions(select, 'Solución');
    await waitFor(() => expect(lastQuery().get('type')).toBe('1'));
    expect(search().get('type')).toBe('1');

    await user.selectOptions(select, 'Todos');
    await waitFor(() => expect(lastQuery().has('type')).toBe(false));
    expect(search().has('type')).toBe(false);
    expect(select.value).toBe('2');
  });

  it('restores its value from the URL', async () => {
    const { listCalls } = renderComments('/comments?type=0');
    await screen.findByText('Muy claro');
    expect((screen.getByRole('combobox', { name: 'Tipo' }) as HTMLSelectElement).value).toBe('0');
    expect(listCalls()[0]!.query.get('type')).toBe('0');
  });
});

describe('reference filter', () => {
  const lookups = (rendered: ReturnType<typeof renderComments>) => rendered.fetchMock.calls('GET', '/api/lookup/comment/exercise');

  it('searches the reference lookup as the user types and sends the picked id; clearing sends nothing', async () => {
    const rendered = renderComments();
    const { user, lastQuery, search } = rendered;
    const input = await screen.findByRole('combobox', { name: 'Ejercicio' });
    await user.type(input, 'cuánto');
    const option = await screen.findByRole('option', { name: '¿Cuánto es 2 + 2?' });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    expect(Object.fromEntries(lookups(rendered).at(-1)!.query)).toEqual({ q: 'cuánto', offset: '0', limit: '20' });
    await user.click(option);
    await waitFor(() => expect(lastQuery().get('exercise')).toBe('q2'));
    expect(search().get('exercise')).toBe('q2');

    // Backspace in the empty search box clears the choice, as the clear indicator does.
    await user.click(input);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(lastQuery().has('exercise')).toBe(false));
  });

  it("says 'Sin resultados' when no row matches", async () => {
    const { user } = renderComments();
    await user.type(await screen.findByRole('combobox', { name: 'Ejercicio' }), 'zzz');
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
  });

  it('restores its value from the URL, labelled by the lookup', async () => {
    const rendered = renderComments('/comments?exercise=q1');
    await waitFor(() => expect(document.querySelector('.grid-filter-row .ref-select__single-value')?.textContent).toBe('Capital de Ecuador'));
    expect(rendered.listCalls()[0]!.query.get('exercise')).toBe('q1');
    expect(lookups(rendered)[0]!.query.get('ids')).toBe('q1');
  });

  it("keeps an id from the URL that the lookup does not know, reading '-'", async () => {
    const { listCalls } = renderComments('/comments?exercise=q99');
    await waitFor(() => expect(document.querySelector('.grid-filter-row .ref-select__single-value')?.textContent).toBe('-'));
    expect(listCalls()[0]!.query.get('exercise')).toBe('q99');
  });

  it('draws the reference cells from $labels, with - for an unknown id', async () => {
    renderComments();
    const row = (await screen.findByText('No entiendo')).closest('tr')!;
    expect(within(row).getByText('-')).toBeTruthy();
    expect(within(screen.getByText('Muy claro').closest('tr')!).getByText('¿Cuánto es 2 + 2?')).toBeTruthy();
  });
});

describe('dateRange filter', () => {
  it('offers exactly the six presets after Todos', async () => {
    renderComments();
    await screen.findByText('Muy claro');
    const select = screen.getByRole('combobox', { name: 'Fecha' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Hoy', 'Ayer', 'Últimos 7 días', 'Últimos 30 Días', 'Mes actual', 'Último mes']);
  });

  it.each([
    ['Hoy', 'today', '2024-03-15T05:00:00.000Z', '2024-03-16T05:00:00.000Z', '15/03/2024', '15/03/2024'],
    ['Ayer', 'yesterday', '2024-03-14T05:00:00.000Z', '2024-03-15T05:00:00.000Z', '14/03/2024', '14/03/2024'],
    ['Últimos 7 días', 'last7Days', '2024-03-09T05:00:00.000Z', '2024-03-16T05:00:00.000Z', '09/03/2024', '15/03/2024'],
    ['Últimos 30 Días', 'last30Days', '2024-02-15T05:00:00.000Z', '2024-03-16T05:00:00.000Z', '15/02/2024', '15/03/2024'],
    ['Mes actual', 'thisMonth', '2024-03-01T05:00:00.000Z', '2024-04-01T05:00:00.000Z', '01/03/2024', '31/03/2024'],
    ['Último mes', 'lastMonth', '2024-02-01T05:00:00.000Z', '2024-03-01T05:00:00.000Z', '01/02/2024', '29/02/2024'],
  ])("'%s' keeps %s in the URL and sends local midnights", async (label, preset, from, to, fromDay, toDay) => {
    const { user, lastQuery, search } = renderComments('/comments?page=3');
    await screen.findByText('Muy claro');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fecha' }), label);
    await waitFor(() => expect(lastQuery().get('createdAt[from]')).toBe(from));
    expect(lastQuery().get('createdAt[to]')).toBe(to);
    expect(lastQuery().get('pageIndex')).toBe('1');
    expect(search().get('createdAt')).toBe(preset);
    expect(search().has('page')).toBe(false);
    // The preset's days show in Desde/Hasta.
    expect((screen.getByLabelText('Fecha desde') as HTMLInputElement).value).toBe(fromDay);
    expect((screen.getByLabelText('Fecha hasta') as HTMLInputElement).value).toBe(toDay);
  });

  it('custom Desde/Hasta days keep from..to in the URL; Hasta is sent as the next midnight', async () => {
    const { lastQuery, search } = renderComments();
    await screen.findByText('Muy claro');
    fireEvent.change(screen.getByLabelText('Fecha desde'), { target: { value: '2024-03-01' } });
    await waitFor(() => expect(search().get('createdAt')).toBe('2024-03-01..'));
    await waitFor(() => expect(lastQuery().get('createdAt[from]')).toBe('2024-03-01T05:00:00.000Z'));
    expect(lastQuery().has('createdAt[to]')).toBe(false);

    // Typed the Spanish way, as a person does; the URL keeps the stored form.
    fireEvent.change(screen.getByLabelText('Fecha hasta'), { target: { value: '10/03/2024' } });
    await waitFor(() => expect(search().get('createdAt')).toBe('2024-03-01..2024-03-10'));
    await waitFor(() => expect(lastQuery().get('createdAt[to]')).toBe('2024-03-11T05:00:00.000Z'));
    expect(lastQuery().get('createdAt[from]')).toBe('2024-03-01T05:00:00.000Z');
    const select = screen.getByRole('combobox', { name: 'Fecha' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('Personalizado');
  });

  it('editing a day of a preset turns it into a custom range from the preset days', async () => {
    const { user, search } = renderComments('/comments?createdAt=thisMonth');
    await screen.findByText('Muy claro');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fecha' }), 'Mes actual');
    fireEvent.change(screen.getByLabelText('Fecha hasta'), { target: { value: '2024-03-15' } });
    await waitFor(() => expect(search().get('createdAt')).toBe('2024-03-01..2024-03-15'));
  });

  it.each([
    ['lastMonth', 'lastMonth', '2024-02-01T05:00:00.000Z', '2024-03-01T05:00:00.000Z'],
    ['2024-01-01..2024-01-31', 'custom', '2024-01-01T05:00:00.000Z', '2024-02-01T05:00:00.000Z'],
  ])('restores %s from the URL', async (value, selected, from, to) => {
    const { listCalls } = renderComments(`/comments?createdAt=${value}`);
    await screen.findByText('Muy claro');
    expect((screen.getByRole('combobox', { name: 'Fecha' }) as HTMLSelectElement).value).toBe(selected);
    expect(listCalls()[0]!.query.get('createdAt[from]')).toBe(from);
    expect(listCalls()[0]!.query.get('createdAt[to]')).toBe(to);
  });

  it('Desde is the forms\' Spanish calendar: a picked day filters from it, Escape closes, no native date input', async () => {
    const { user, lastQuery, search, container } = renderComments('/comments?createdAt=thisMonth');
    await screen.findByText('Muy claro');
    expect(container.querySelector('input[type="date"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir calendario: Fecha desde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selecciona una fecha: Fecha desde' });
    expect(await within(dialog).findByRole('grid', { name: 'marzo 2024' }, { timeout: 5000 })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^martes, 5 de marzo de 2024/ }));
    await waitFor(() => expect(search().get('createdAt')).toBe('2024-03-05..2024-03-31'));
    await waitFor(() => expect(lastQuery().get('createdAt[from]')).toBe('2024-03-05T05:00:00.000Z'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Fecha desde') as HTMLInputElement).value).toBe('05/03/2024');

    await user.click(screen.getByLabelText('Fecha hasta'));
    expect(await screen.findByRole('dialog', { name: 'Selecciona una fecha: Fecha hasta' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Todos' clears the range", async () => {
    const { user, lastQuery, search } = renderComments('/comments?createdAt=today');
    await screen.findByText('Muy claro');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fecha' }), 'Todos');
    await waitFor(() => expect(search().has('createdAt')).toBe(false));
    await waitFor(() => expect(lastQuery().has('createdAt[from]')).toBe(false));
    expect((screen.getByLabelText('Fecha desde') as HTMLInputElement).value).toBe('');
  });
});
