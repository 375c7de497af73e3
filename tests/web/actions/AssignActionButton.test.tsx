import { screen, waitFor, within } from '@testing-library/react';
import { createDeferred } from '../support/createFetchMock.js';
import type { MockResponse, RecordedRequest } from '../support/createFetchMock.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const questions: Row[] = [
  { _id: 'q1', descripcion: 'Capital de Ecuador', publicado: true },
  { _id: 'q2', descripcion: 'Suma de fracciones', publicado: true },
  { _id: 'q3', descripcion: 'Verbo irregular', publicado: false },
];

/** A fake server holding which questions quiz z1 has; `change` answers the assign/unassign calls. */
function createQuizServer(change?: (request: RecordedRequest) => MockResponse | Promise<MockResponse> | undefined) {
  const assigned = new Set(['q1']);
  const handler = async (request: RecordedRequest): Promise<MockResponse> => {
    if (request.method !== 'GET') {
      const answer = await change?.(request);
      if (answer) return answer;
      const id = (request.body as { _id: string })._id;
      if (request.path.endsWith('/create')) assigned.add(id);
      else assigned.delete(id);
      return { status: 200, body: { ok: true } };
    }
    if (request.path === '/api/questions-quiz/z1')
      return answerList(
        questions.filter((question) => assigned.has(String(question._id))),
        request,
      );
    return answerList(questions, request);
  };
  return handler;
}

function renderQuizPage(handler: ReturnType<typeof createQuizServer>) {
  const rendered = renderAdmin('/quizzes/z1/questions', handler);
  return {
    ...rendered,
    inQuizGrid: () => screen.getByRole('region', { name: 'Preguntas del examen' }),
    availableGrid: () => screen.getByRole('region', { name: 'Preguntas disponibles' }),
    listCounts: () =>
      [rendered.fetchMock.calls('GET', '/api/questions-quiz/z1').length, rendered.fetchMock.calls('GET', '/api/questions').length] as const,
  };
}

describe('assign and unassign', () => {
  it("'Agregar' posts { _id } to the path filled from the route, then both grids refetch", async () => {
    const rendered = renderQuizPage(createQuizServer());
    const row = (await within(rendered.availableGrid()).findByText('Verbo irregular')).closest('tr')!;
    await within(rendered.inQuizGrid()).findByText('Capital de Ecuador');
    const [inQuizBefore, availableBefore] = rendered.listCounts();

    await rendered.user.click(within(row).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/questions-quiz/z1/create')).toHaveLength(1));
    expect(rendered.fetchMock.calls('POST', '/api/questions-quiz/z1/create')[0]!.body).toEqual({ _id: 'q3' });
    expect(await within(rendered.inQuizGrid()).findByText('Verbo irregular')).toBeTruthy();
    const [inQuizAfter, availableAfter] = rendered.listCounts();
    expect(inQuizAfter).toBeGreaterThan(inQuizBefore);
    expect(availableAfter).toBeGreaterThan(availableBefore);
  });

  it("'Quitar' puts { _id } to the unassign path, then both grids refetch", async () => {
    const rendered = renderQuizPage(createQuizServer());
    const row = (await within(rendered.inQuizGrid()).findByText('Capital de Ecuador')).closest('tr')!;
    await within(rendered.availableGrid()).findByText('Verbo irregular');
    const [inQuizBefore, availableBefore] = rendered.listCounts();

    await rendered.user.click(within(row).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/questions-quiz/z1/delete')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/questions-quiz/z1/delete')[0]!.body).toEqual({ _id: 'q1' });
    expect(await within(rendered.inQuizGrid()).findByText('No se han encontrado resultados')).toBeTruthy();
    const [inQuizAfter, availableAfter] = rendered.listCounts();
    expect(inQuizAfter).toBeGreaterThan(inQuizBefore);
    expect(availableAfter).toBeGreaterThan(availableBefore);
  });

  it('shows a spinner on that row only while the call runs', async () => {
    const answer = createDeferred<MockResponse>();
    const rendered = renderQuizPage(createQuizServer(() => answer.promise));
    const row = (await within(rendered.availableGrid()).findByText('Suma de fracciones')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Agregar' }));
    expect(within(row).getByRole('status', { name: 'Procesando...' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Agregar' })).toBeNull();
    const other = within(rendered.availableGrid()).getByText('Verbo irregular').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Agregar' })).toBeTruthy();
    answer.resolve({ status: 200, body: { ok: true } });
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Agregar' })).toBeTruthy());
  });

  it.each([
    ['Agregar', 'Preguntas disponibles', 'Verbo irregular', { error: 'La pregunta ya está en el examen' }],
    ['Quitar', 'Preguntas del examen', 'Capital de Ecuador', { error: 'No se encontró el registro' }],
  ])("a failed '%s' alerts 'Ha ocurrido un error: ' + the JSON body and the button comes back", async (label, grid, text, body) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const rendered = renderQuizPage(createQuizServer(() => ({ status: 409, body })));
    const row = (await within(screen.getByRole('region', { name: grid })).findByText(text)).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: label }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Ha ocurrido un error: ' + JSON.stringify(body)));
    expect(alert).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(row).getByRole('button', { name: label })).toBeTruthy());
    expect(within(row).queryByRole('status')).toBeNull();
  });
});
