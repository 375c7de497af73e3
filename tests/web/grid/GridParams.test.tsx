import { screen, waitFor, within } from '@testing-library/react';
import { createDeferred } from '../support/createFetchMock.js';
import type { MockResponse } from '../support/createFetchMock.js';
import type { RecordedRequest } from '../support/createFetchMock.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';
import { getLinkPath } from '../../../runtime/web/index.js';

const lessons: Row[] = [
  {
    _id: 'l1',
    name: 'Introducción',
    image: '/uploads/lessons/intro.png',
    url: 'https://videos.example.com/intro',
    category: 'cat1',
    free: true,
    content: 'c7',
    position: 1,
    $labels: { category: 'Matemáticas', content: 'Álgebra' },
  },
  {
    _id: 'l2',
    name: 'Ecuaciones',
    image: 'javascript:alert(1)',
    url: 'javascript:alert(1)',
    category: null,
    free: false,
    content: 'c7',
    position: 2,
    $labels: { category: null, content: 'Álgebra' },
  },
];

function lessonsHandler(request: RecordedRequest) {
  if (request.path === '/api/courseCategories') return answerList([{ _id: 'cat1', name: 'Matemáticas' }], request);
  if (request.method === 'POST') return { status: 201, body: { _id: 'l3', ...(request.body as Row) } };
  if (request.method === 'PUT' || request.path.endsWith('/up')) return { body: { ok: true } };
  return answerList(lessons, request);
}

describe('grid params (/lessons/{content})', () => {
  it('fills the data source path from the route', async () => {
    const { fetchMock } = renderAdmin('/lessons/c7', lessonsHandler);
    expect(await screen.findByText('Introducción')).toBeTruthy();
    expect(fetchMock.calls('GET', '/api/contents/c7/lessons')).not.toHaveLength(0);
  });

  it('fills toolbar and row links from the route params and the row', async () => {
    renderAdmin('/lessons/c7', lessonsHandler);
    const row = (await screen.findByText('Introducción')).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Nueva lección' }).getAttribute('href')).toBe('/lessons/c7/new');
    expect(within(row).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/contents/c7/lessons/l1/edit');
  });

  it('a row without a value for a link placeholder has no such link; the other rows keep theirs', async () => {
    renderAdmin('/lessons/c7', lessonsHandler);
    const withCategory = (await screen.findByText('Introducción')).closest('tr')!;
    expect(within(withCategory).getByRole('link', { name: 'Ver categoría' }).getAttribute('href')).toBe('/course-categories/cat1');
    const withoutCategory = screen.getByText('Ecuaciones').closest('tr')!;
    expect(within(withoutCategory).queryByRole('link', { name: 'Ver categoría' })).toBeNull();
    expect(within(withoutCategory).getByRole('link', { name: 'Editar' })).toBeTruthy();
  });

  it.each([
    ['/a/{x}/{y}', { x: 1, y: 'b c' }, '/a/1/b%20c'],
    ['/a/{x}', { x: null }, null],
    ['/a/{x}', { x: '' }, null],
    ['/a/{x}', {}, null],
    ['/a', {}, '/a'],
  ])('getLinkPath(%s, %j) → %j', (template, values, want) => {
    expect(getLinkPath(template, values)).toBe(want);
  });

  it('the insert row sends the param as the field of that name', async () => {
    const { user, fetchMock } = renderAdmin('/lessons/c7', lessonsHandler);
    await screen.findByText('Introducción');
    const insertRow = screen.getByRole('row', { name: 'Nuevo registro' });
    await user.type(within(insertRow).getByRole('textbox', { name: 'Nombre' }), 'Inecuaciones');
    await user.click(within(insertRow).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(fetchMock.calls('POST', '/api/lessons/create')).toHaveLength(1));
    expect(fetchMock.calls('POST', '/api/lessons/create')[0]!.body).toEqual({ name: 'Inecuaciones', free: false, content: 'c7' });
  });

  it('row actions fill their paths from the params and the row', async () => {
    const { user, fetchMock } = renderAdmin('/lessons/c7', lessonsHandler);
    const row = (await screen.findByText('Ecuaciones')).closest('tr')!;
    // Editar and Ver categoría stay buttons; the row's three actions are in its 'Más acciones' menu.
    await user.click(within(row).getByRole('button', { name: /^Más acciones/ }));
    await user.click(within(row).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(fetchMock.calls('GET', '/api/lessons/l2/up')).toHaveLength(1));

    // Past three, a row's last actions are in its 'Más acciones' menu.
    await user.click(within(row).getByRole('button', { name: /^Más acciones/ }));
    await user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    await user.click(within(row).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetchMock.calls('PUT', '/api/lessons/l2/updateOnline')).toHaveLength(1));
    expect(fetchMock.calls('PUT', '/api/lessons/l2/updateOnline')[0]!.body).toEqual({
      name: 'Ecuaciones',
      image: 'javascript:alert(1)',
      url: 'javascript:alert(1)',
      category: null,
      free: false,
      content: 'c7',
    });
  });

  it('a delete sends the row without the $labels the API added', async () => {
    const { user, fetchMock } = renderAdmin('/lessons/c7', lessonsHandler);
    const row = (await screen.findByText('Introducción')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Más acciones/ }));
    await user.click(within(row).getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(fetchMock.calls('PUT', '/api/lessons/l1')).toHaveLength(1));
    const body = fetchMock.calls('PUT', '/api/lessons/l1')[0]!.body as Row;
    expect(body).not.toHaveProperty('$labels');
    expect(body).toMatchObject({ _id: 'l1', name: 'Introducción', content: 'c7' });
  });

  it('draws image, url and reference cells, refusing unsafe URLs', async () => {
    renderAdmin('/lessons/c7', lessonsHandler);
    const safe = (await screen.findByText('Introducción')).closest('tr')!;
    // The thumbnail is named by the row's label, not by the column's title.
    expect(within(safe).getByRole('img', { name: 'Introducción' }).getAttribute('src')).toBe('/uploads/lessons/intro.png');
    expect(within(safe).getByRole('link', { name: 'https://videos.example.com/intro' }).getAttribute('rel')).toContain('noopener');
    expect(within(safe).getByText('Matemáticas')).toBeTruthy();
    const unsafe = screen.getByText('Ecuaciones').closest('tr')!;
    expect(within(unsafe).queryByRole('img')).toBeNull();
    expect(within(unsafe).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(unsafe).getAllByText('javascript:alert(1)')).toHaveLength(2);
    expect(within(unsafe).getByText('-')).toBeTruthy();
  });
});

describe('grid params (/contents/{parent})', () => {
  const children: Record<string, Row[]> = {
    c1: [{ _id: 'c2', nombre: 'Fracciones', publicado: true, parent: 'c1', $labels: { parent: 'Aritmética' } }],
    c2: [{ _id: 'c3', nombre: 'Suma de fracciones', publicado: false, parent: 'c2', $labels: { parent: 'Fracciones' } }],
  };
  const handler = (request: RecordedRequest) => {
    if (request.method === 'POST') return { status: 201, body: { _id: 'new', ...(request.body as Row) } };
    const parent = /^\/api\/contents\/([^/]+)\/children$/.exec(request.path)?.[1] ?? '';
    return answerList(children[parent] ?? [], request);
  };

  it('a new row gets the parent from the route even though no column shows it', async () => {
    const { user, fetchMock } = renderAdmin('/contents/c1', handler);
    await screen.findByText('Fracciones');
    const insertRow = screen.getByRole('row', { name: 'Nuevo registro' });
    await user.type(within(insertRow).getByRole('textbox', { name: 'Nombre' }), 'Decimales');
    await user.click(within(insertRow).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(fetchMock.calls('POST', '/api/contents/create')).toHaveLength(1));
    expect(fetchMock.calls('POST', '/api/contents/create')[0]!.body).toEqual({ nombre: 'Decimales', publicado: false, parent: 'c1' });
  });

  it("following a link to the same page with another param lists that param's rows", async () => {
    const { user, fetchMock, pathname } = renderAdmin('/contents/c1', handler);
    const row = (await screen.findByText('Fracciones')).closest('tr')!;
    expect(within(row).getByText('Aritmética')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Hermanos' }).getAttribute('href')).toBe('/contents/c1');
    await user.click(within(row).getByRole('link', { name: 'Subcontenidos' }));
    expect(pathname()).toBe('/contents/c2');
    expect(await screen.findByText('Suma de fracciones')).toBeTruthy();
    // c1's row (parent label Aritmética) is gone; c2's row names Fracciones as its parent.
    expect(screen.queryByText('Aritmética')).toBeNull();
    expect(within(screen.getByText('Suma de fracciones').closest('tr')!).getByText('Fracciones')).toBeTruthy();
    expect(fetchMock.calls('GET', '/api/contents/c2/children')).not.toHaveLength(0);
  });

  it("another parent's rows never show under the new one: the grid shows 'Cargando...' until they arrive", async () => {
    const answer = createDeferred<MockResponse>();
    const { user } = renderAdmin('/contents/c1', (request) =>
      request.path === '/api/contents/c2/children' ? answer.promise : handler(request),
    );
    const row = (await screen.findByText('Fracciones')).closest('tr')!;
    await user.click(within(row).getByRole('link', { name: 'Subcontenidos' }));
    expect(await screen.findByText('Cargando...')).toBeTruthy();
    expect(screen.queryByText('Aritmética')).toBeNull();
    answer.resolve({ body: { data: children.c2, itemsCount: 1 } });
    expect(await screen.findByText('Suma de fracciones')).toBeTruthy();
  });
});
