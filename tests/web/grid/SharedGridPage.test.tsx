import { screen, waitFor, within } from '@testing-library/react';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const questions: Row[] = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { _id: `q${n}`, descripcion: `Pregunta ${n}`, publicado: i % 2 === 0 };
});
const inQuiz = questions.slice(0, 7);

function handler(request: RecordedRequest) {
  if (request.path === '/api/questions-quiz/z1') return answerList(inQuiz, request);
  return answerList(questions, request, ['descripcion']);
}

function renderQuizPage(url = '/quizzes/z1/questions') {
  const rendered = renderAdmin(url, handler);
  const last = (path: string) => {
    const calls = rendered.fetchMock.calls('GET', path);
    return calls[calls.length - 1]!.query;
  };
  return {
    ...rendered,
    inQuizGrid: () => screen.getByRole('region', { name: 'Preguntas del examen' }),
    availableGrid: () => screen.getByRole('region', { name: 'Preguntas disponibles' }),
    inQuizQuery: () => last('/api/questions-quiz/z1'),
    availableQuery: () => last('/api/questions'),
  };
}

describe('a page shared by two grids', () => {
  it('draws both grids in order, each under its own heading, each from its own data source', async () => {
    const { fetchMock } = renderQuizPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas del examen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas disponibles' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('region');
    expect(first!.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { level: 1 }).id);
    expect(second!.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { level: 2 }).id);
    await waitFor(() => expect(within(first!).getByText('Total: 7')).toBeTruthy());
    await waitFor(() => expect(within(second!).getByText('Total: 12')).toBeTruthy());
    expect(fetchMock.calls('GET', '/api/questions-quiz/z1')[0]!.query.get('pageSize')).toBe('5');
    expect(document.title).toBe('Preguntas del examen · Administración');
  });

  it('keeps page, sort and filters of each grid under its own prefix', async () => {
    const { user, search, inQuizGrid, availableGrid, inQuizQuery, availableQuery } = renderQuizPage();
    await waitFor(() => expect(within(inQuizGrid()).getByText('Página: 1 de 2')).toBeTruthy());
    await waitFor(() => expect(within(availableGrid()).getByText('Página: 1 de 3')).toBeTruthy());

    // Two pagers on one page: each landmark is named after its grid.
    const pagerNames = [inQuizGrid(), availableGrid()].map((grid) => within(grid).getByRole('navigation', { name: /^Paginación de «/ }).getAttribute('aria-label'));
    expect(new Set(pagerNames).size).toBe(2);
    await user.click(within(within(inQuizGrid()).getByRole('navigation', { name: /^Paginación de «/ })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(inQuizGrid()).getByText('Página: 2 de 2')).toBeTruthy());
    expect(search().get('questionsInQuiz.page')).toBe('2');
    expect(search().has('page')).toBe(false);
    expect(inQuizQuery().get('pageIndex')).toBe('2');
    expect(availableQuery().get('pageIndex')).toBe('1');
    expect(within(availableGrid()).getByText('Página: 1 de 3')).toBeTruthy();

    await user.click(
      within(within(availableGrid()).getByRole('navigation', { name: /^Paginación de «/ })).getByRole('button', { name: 'Última' }),
    );
    await waitFor(() => expect(within(availableGrid()).getByText('Página: 3 de 3')).toBeTruthy());
    expect(search().get('questionsForContent.page')).toBe('3');
    expect(search().get('questionsInQuiz.page')).toBe('2');
    expect(inQuizQuery().get('pageIndex')).toBe('2');

    // Sorting the first grid leaves the second's page alone.
    await user.click(within(within(inQuizGrid()).getByRole('columnheader', { name: /Descripción/ })).getByRole('button'));
    await waitFor(() => expect(search().get('questionsInQuiz.sortField')).toBe('descripcion'));
    expect(search().has('questionsInQuiz.page')).toBe(false);
    expect(search().get('questionsForContent.page')).toBe('3');
    expect(search().has('sortField')).toBe(false);
    await waitFor(() => expect(inQuizQuery().get('sortField')).toBe('descripcion'));
    expect(availableQuery().has('sortField')).toBe(false);

    // Filtering the second grid goes back to its page 1 only.
    await user.type(within(availableGrid()).getByRole('textbox', { name: 'Descripción' }), '1');
    await waitFor(() => expect(availableQuery().get('descripcion')).toBe('1'));
    expect(search().get('questionsForContent.descripcion')).toBe('1');
    expect(search().has('questionsForContent.page')).toBe(false);
    expect(availableQuery().get('pageIndex')).toBe('1');
    expect(inQuizQuery().has('descripcion')).toBe(false);
    await waitFor(() => expect(within(availableGrid()).getByText('Total: 4')).toBeTruthy());
  });

  it('restores each grid from its own parameters in the URL', async () => {
    const { fetchMock, availableGrid } = renderQuizPage(
      '/quizzes/z1/questions?questionsInQuiz.page=2&questionsForContent.descripcion=Pregunta%201&page=9',
    );
    await waitFor(() => expect(fetchMock.calls('GET', '/api/questions')).not.toHaveLength(0));
    const inQuizFirst = fetchMock.calls('GET', '/api/questions-quiz/z1')[0]!.query;
    const availableFirst = fetchMock.calls('GET', '/api/questions')[0]!.query;
    expect(inQuizFirst.get('pageIndex')).toBe('2');
    expect(inQuizFirst.has('descripcion')).toBe(false);
    expect(availableFirst.get('pageIndex')).toBe('1');
    expect(availableFirst.get('descripcion')).toBe('Pregunta 1');
    expect((within(availableGrid()).getByRole('textbox', { name: 'Descripción' }) as HTMLInputElement).value).toBe('Pregunta 1');
  });

  it("the assignment grid asks for what the quiz does not have yet (excludeQuiz from the route); the quiz's own grid does not", async () => {
    const { fetchMock, availableQuery, inQuizQuery } = renderQuizPage('/quizzes/z1/questions?questionsForContent.descripcion=Pregunta');
    await waitFor(() => expect(fetchMock.calls('GET', '/api/questions')).not.toHaveLength(0));
    expect(availableQuery().get('excludeQuiz')).toBe('z1');
    expect(availableQuery().get('descripcion')).toBe('Pregunta');
    await waitFor(() => expect(fetchMock.calls('GET', '/api/questions-quiz/z1')).not.toHaveLength(0));
    expect(inQuizQuery().has('excludeQuiz')).toBe(false);
  });

  it('fills row links from the route params and the row', async () => {
    const { availableGrid } = renderQuizPage();
    const row = (await within(availableGrid()).findByText('Pregunta 03')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Opciones' }).getAttribute('href')).toBe('/quizzes/z1/questions/q03');
  });

  it('a page title of its own (app.json pages) is the h1, and every grid gets an h2', async () => {
    renderAdmin('/quizzes/z1/questions', handler, {
      mapRoutes: (routes) => routes.map((route) => (route.path === '/quizzes/{quiz}/questions' ? { ...route, title: 'Asignar preguntas' } : route)),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asignar preguntas' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Preguntas del examen',
      'Preguntas disponibles',
    ]);
    expect(screen.getByRole('region', { name: 'Preguntas del examen' })).toBeTruthy();
    expect(document.title).toBe('Asignar preguntas · Administración');
  });
});
