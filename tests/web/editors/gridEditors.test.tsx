// Grid edit cells take the editor of their column: derived by the generator from the field's type, format, listed values
// and length, or declared in the schema's column (the bookshop fixture's books grid, built from its schemas alone).
import { screen, waitFor, within } from '@testing-library/react';
import { getDefaultEditors, getEditor } from '../../../runtime/web/editors/index.js';
import { EDITOR_KINDS } from '../../../runtime/shared/index.js';
import { getBookshopModel } from '../fixtures/bookshopModel.js';
import { answerList } from '../support/listHandler.js';
import type { Row } from '../support/listHandler.js';
import { renderAdmin } from '../support/renderAdmin.js';

const model = getBookshopModel();

function renderBooks(format = 'paper') {
  const books: Row[] = [
    {
      _id: 'b1',
      title: 'Rayuela',
      price: 12.5,
      pages: 600,
      format,
      shelf: 1,
      publishedOn: '1963-06-28',
      blurb: 'Una novela',
      inStock: true,
      isbn: '978-84-376-0494-7',
    },
  ];
  return renderAdmin(
    '/books',
    (request) => {
      if (request.method === 'PUT' && request.path === '/api/books/b1') return { body: { ...books[0], ...(request.body as Row) } };
      return answerList(books, request);
    },
    { entities: model.entities, app: model.app },
  );
}

async function startEditing(rendered: ReturnType<typeof renderBooks>): Promise<HTMLElement> {
  const row = (await screen.findByText('Rayuela')).closest('tr')!;
  await rendered.user.click(within(row).getByRole('button', { name: 'Edición rápida' }));
  return row;
}

describe('grid edit cells', () => {
  it('the registry has one editor per EDITOR_KINDS name and names the known ones for an unknown name', () => {
    const editors = getDefaultEditors();
    expect(Object.keys(editors).sort()).toEqual([...EDITOR_KINDS].sort());
    expect(() => getEditor(editors, 'colorPicker')).toThrow('Unknown editor kind "colorPicker". Known editor kinds: checkbox, date, number, reference, select, text, textarea.');
  });

  it('each column draws its editor: text, number with the schema bounds, selects of oneOf and enum, date, textarea for long text, checkbox, a declared text', async () => {
    const rendered = renderBooks();
    const row = await startEditing(rendered);
    const control = (name: string) => within(row).getByLabelText(name) as HTMLInputElement;
    expect([control('Título').tagName, control('Título').type, control('Título').maxLength]).toEqual(['INPUT', 'text', 200]);
    expect([control('Precio').type, control('Precio').min, control('Precio').step, control('Precio').value]).toEqual(['number', '0', 'any', '12.5']);
    expect([control('Páginas').type, control('Páginas').min, control('Páginas').step]).toEqual(['number', '1', '1']);
    const format = control('Formato') as unknown as HTMLSelectElement;
    expect([format.tagName, Array.from(format.options, (option) => option.text)]).toEqual(['SELECT', ['', 'Papel', 'Digital']]);
    expect(format.selectedOptions[0]!.text).toBe('Papel');
    const shelf = control('Estante') as unknown as HTMLSelectElement;
    expect(Array.from(shelf.options, (option) => option.text)).toEqual(['', '1', '2', '3']);
    expect([control('Publicado').type, control('Publicado').value]).toEqual(['text', '28/06/1963']);
    expect([control('Reseña').tagName, control('Reseña').value]).toEqual(['TEXTAREA', 'Una novela']);
    expect([control('En stock').type, control('En stock').checked]).toEqual(['checkbox', true]);
    // maxLength 2000 would give a textarea; the column declares "editor": "text".
    expect([control('ISBN').tagName, control('ISBN').type]).toEqual(['INPUT', 'text']);
  });

  it('a select sends its value with its JSON type; Enter in a textarea is a new line, Ctrl+Enter saves', async () => {
    const rendered = renderBooks();
    const row = await startEditing(rendered);
    await rendered.user.selectOptions(within(row).getByLabelText('Formato'), 'Digital');
    await rendered.user.selectOptions(within(row).getByLabelText('Estante'), '2');
    const blurb = within(row).getByLabelText('Reseña');
    await rendered.user.type(blurb, '{Enter}de Cortázar');
    expect(rendered.fetchMock.calls('PUT', '/api/books/b1')).toHaveLength(0);
    await rendered.user.type(blurb, '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/books/b1')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/books/b1')[0]!.body).toMatchObject({ format: 'ebook', shelf: 2, blurb: 'Una novela\nde Cortázar' });
  });

  it('a select shows a stored value its field no longer lists as one more option, and saves it unchanged', async () => {
    const rendered = renderBooks('cassette');
    const row = await startEditing(rendered);
    const format = within(row).getByLabelText('Formato') as HTMLSelectElement;
    expect(Array.from(format.options, (option) => option.text)).toEqual(['', 'Papel', 'Digital', 'cassette (valor ya no válido)']);
    expect(format.selectedOptions[0]!.text).toBe('cassette (valor ya no válido)');
    await rendered.user.click(within(row).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.fetchMock.calls('PUT', '/api/books/b1')).toHaveLength(1));
    expect(rendered.fetchMock.calls('PUT', '/api/books/b1')[0]!.body).toMatchObject({ format: 'cassette' });
  });
});
