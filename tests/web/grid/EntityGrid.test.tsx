import { screen } from '@testing-library/react';
import { renderAdmin } from '../support/renderAdmin.js';

const rows = [{ _id: 'c1', description: 'Un comentario largo sobre la lección', type: 0, verified: true, exercise: null, createdAt: '2024-05-01' }];

describe('EntityGrid column widths', () => {
  // Every grid column has a width in the generated model (declared, or derived by getDefaultColumnWidth); the actions column has none.
  it("gives each header and cell its column's width from the model, and the actions column none", async () => {
    renderAdmin('/comments', () => ({ body: { data: rows, itemsCount: 1 } }));
    await screen.findByText('Un comentario largo sobre la lección');
    const headers = [...document.querySelectorAll<HTMLElement>('thead tr:first-child th')];
    expect(headers.map((th) => [th.textContent, th.style.width, th.style.minWidth])).toEqual([
      ['Descripción', '240px', '240px'],
      ['Tipo', '128px', '128px'],
      ['Verificado', '80px', '80px'],
      ['Ejercicio', '180px', '180px'],
      ['Fecha', '112px', '112px'],
      ['Acciones', '', ''],
    ]);
    // The cut text of a cell ends where its column does (styles.css reads --column-width).
    const cells = [...document.querySelectorAll<HTMLElement>('tbody tr:first-child td')];
    expect(cells.map((td) => td.style.getPropertyValue('--column-width'))).toEqual(['240px', '128px', '80px', '180px', '112px', '']);
  });
});
