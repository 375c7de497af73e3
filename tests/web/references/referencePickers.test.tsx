// Reference pickers on a second site (tests/fixtures/lookup: books referencing an author with a secondary email, a
// topic tree and coauthors), drawn from its schemas alone: forms, the grid filter, the inline editor and the cells.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getLookupModel } from '../../fixtures/lookup/getLookupModel.js';
import type { FetchHandler, RecordedRequest } from '../support/createFetchMock.js';
import { answerList, type Row } from '../support/listHandler.js';
import { answerLookup } from '../support/lookupHandler.js';
import { loadFormChunk } from '../support/loadFormChunk.js';
import { renderAdmin } from '../support/renderAdmin.js';

loadFormChunk();

const model = getLookupModel();
const authors: Row[] = Array.from({ length: 30 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return { _id: `a${n}`, name: `Autora ${n}`, email: `autora${n}@example.com` };
});
const topics: Row[] = [
  { _id: 't1', name: 'Álgebra', parent: null },
  { _id: 't2', name: 'Lecciones', parent: 't1' },
  { _id: 't3', name: 'Geometría', parent: null },
];
const books: Row[] = [
  { _id: 'b1', title: 'Rayuela', author: 'a01', topic: 't2', coauthors: ['a02', 'a404'], $labels: { author: 'Autora 01', topic: 'Lecciones', coauthors: ['Autora 02', null] } },
  { _id: 'b2', title: 'Ficciones', author: 'a03', $labels: { author: 'Autora 03', topic: null, coauthors: [] } },
];

function createApi(onWrite?: (request: RecordedRequest) => Row): FetchHandler {
  return (request) => {
    const { method, path } = request;
    if (method === 'GET' && (path === '/api/lookup/book/author' || path === '/api/lookup/book/coauthors')) {
      return answerLookup(authors, request, { display: 'name', ...(path.endsWith('/author') && { secondary: 'email' }) });
    }
    if (method === 'GET' && path === '/api/lookup/book/topic') return answerLookup(topics, request, { display: 'name', parent: 'parent' });
    if (method === 'GET' && path === '/api/books') return answerList(books, request, ['title']);
    if (method === 'GET' && path.startsWith('/api/books/')) return { body: books.find((book) => `/api/books/${String(book._id)}` === path) };
    if ((method === 'POST' || method === 'PUT') && onWrite) return { status: method === 'POST' ? 201 : 200, body: onWrite(request) };
    return { status: 404, body: { error: 'No encontrado' } };
  };
}

function render(url: string, onWrite?: (request: RecordedRequest) => Row) {
  return renderAdmin(url, createApi(onWrite), { entities: model.entities, app: model.app });
}

const lookupCalls = (rendered: ReturnType<typeof render>, field: string) => rendered.fetchMock.calls('GET', `/api/lookup/book/${field}`);
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

/** Types `text` and waits for its own search's options (not the ones shown while it was typed). */
async function search(rendered: ReturnType<typeof render>, input: HTMLElement, text: string): Promise<void> {
  await rendered.user.type(input, text);
  await waitFor(() => {
    const texts = optionTexts();
    expect(texts.length > 0 && texts.every((option) => option.toLowerCase().includes(text.toLowerCase()))).toBe(true);
  });
}

describe('the single reference picker (a form field in references, no widget named)', () => {
  it("searches as the user types, 20 at a time with the secondary text, loads more on scroll, and submits the picked id", async () => {
    const rendered = render('/books/new', () => ({ _id: 'b9', title: 'Nuevo' }));
    const input = await screen.findByRole('combobox', { name: 'Autor' });
    expect(screen.getAllByText('Escriba para buscar…').length).toBeGreaterThan(0);
    await search(rendered, input, 'autora');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    expect(Object.fromEntries(lookupCalls(rendered, 'author').at(-1)!.query)).toEqual({ q: 'autora', offset: '0', limit: '20' });
    expect(optionTexts()[0]).toBe('Autora 01autora01@example.com');
    fireEvent.scroll(screen.getAllByRole("option")[0]!.parentElement!);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(30));
    expect(Object.fromEntries(lookupCalls(rendered, 'author').at(-1)!.query)).toEqual({ q: 'autora', offset: '20', limit: '20' });
    await rendered.user.click(screen.getByRole('option', { name: /Autora 25/ }));
    await rendered.user.type(screen.getByLabelText(/Título/), 'Nuevo');
    await rendered.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('POST', '/api/books')).toHaveLength(1));
    expect(rendered.fetchMock.calls('POST', '/api/books')[0]!.body).toMatchObject({ title: 'Nuevo', author: 'a25' });
  });

  it("says 'Sin resultados' when nothing matches, and is driven by the keyboard", async () => {
    const rendered = render('/books/new');
    const input = await screen.findByRole('combobox', { name: 'Autor' });
    await rendered.user.type(input, 'zzz');
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
    await rendered.user.clear(input);
    await search(rendered, input, 'Autora 0');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(9));
    await rendered.user.keyboard('{ArrowDown}{Enter}');
    expect(document.querySelector('.ref-select__single-value')?.textContent).toBe('Autora 02');
  });

  it('shows the label of the stored id on an edit form, and a tree reference by its path', async () => {
    render('/books/b1/edit');
    await screen.findByRole('combobox', { name: 'Autor' });
    await waitFor(() => expect([...document.querySelectorAll('.ref-select__single-value')].map((value) => value.textContent)).toEqual(['Autora 01', 'Álgebra › Lecciones']));
  });

  it('offers the whole tree with paths', async () => {
    const rendered = render('/books/new');
    const input = await screen.findByRole('combobox', { name: 'Tema' });
    await rendered.user.type(input, 'e');
    await waitFor(() => expect(optionTexts()).toEqual(['Álgebra', 'Geometría', 'Álgebra › Lecciones']));
  });
});

describe('the many-reference picker (an array field in references, no widget named)', () => {
  it("keeps its Spanish texts, loads more on scroll, lists an id once and reads '-' for an unknown id", async () => {
    const rendered = render('/books/b1/edit');
    const input = await screen.findByRole('combobox', { name: 'Buscar autor' });
    const group = input.closest('fieldset')!;
    expect(within(group).getByText('Selecciona un autor')).toBeTruthy();
    await waitFor(() => expect(within(within(group).getByRole('list', { name: 'Coautores' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Autora 02', '-']));
    await rendered.user.click(input);
    await rendered.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    fireEvent.scroll(screen.getAllByRole("option")[0]!.parentElement!);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    expect(Object.fromEntries(lookupCalls(rendered, 'coauthors').at(-1)!.query)).toEqual({ offset: '5', limit: '5' });
    await rendered.user.click(screen.getByRole('option', { name: 'Autora 02' }));
    await rendered.user.click(within(group).getByRole('button', { name: 'Add' }));
    expect(within(within(group).getByRole('list', { name: 'Coautores' })).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the reference grid filter', () => {
  it('searches the lookup, sends the picked id, and shows the label of an id from the URL', async () => {
    const rendered = render('/books');
    await screen.findByText('Rayuela');
    const input = await screen.findByRole('combobox', { name: 'Autor' });
    expect(screen.getAllByText('Todos').length).toBeGreaterThan(0);
    await search(rendered, input, 'Autora 03');
    await rendered.user.click(screen.getByRole('option', { name: /Autora 03/ }));
    await waitFor(() => expect(rendered.fetchMock.calls('GET', '/api/books').at(-1)!.query.get('author')).toBe('a03'));
    expect(rendered.location().search).toContain('author=a03');
  });

  it('restores an id from the URL with its label', async () => {
    const rendered = render('/books?author=a07');
    await waitFor(() => expect(document.querySelector('.grid-filter-row .ref-select__single-value')?.textContent).toBe('Autora 07'));
    expect(rendered.fetchMock.calls('GET', '/api/books')[0]!.query.get('author')).toBe('a07');
  });
});

describe('the reference editor and cells', () => {
  it('inline edit offers the picker with the current label and saves the picked id', async () => {
    const rendered = render('/books', (request) => ({ ...books[0]!, ...(request.body as Row) }));
    const row = (await screen.findByText('Rayuela')).closest('tr')!;
    await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
    const input = within(row).getByRole('combobox', { name: 'Autor' });
    await waitFor(() => expect(row.querySelector('.ref-select__single-value')?.textContent).toBe('Autora 01'));
    await search(rendered, input, 'Autora 04');
    await rendered.user.click(screen.getByRole('option', { name: /Autora 04/ }));
    await rendered.user.click(within(row).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/books/b1')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/books/b1')[0]!.body).toMatchObject({ author: 'a04' });
  });

  it("draws labels linked to the referenced row's view page, plain where the entity has none, '-' for an unknown id", async () => {
    render('/books');
    const row = (await screen.findByText('Rayuela')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Autora 01' }).getAttribute('href')).toBe('/authors/a01');
    expect(within(row).getByText('Lecciones').closest('a')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Autora 02' }).getAttribute('href')).toBe('/authors/a02');
    expect(within(row).getByText('-')).toBeTruthy();
  });
});
