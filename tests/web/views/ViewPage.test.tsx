import { screen } from '@testing-library/react';
import { renderAdmin } from '../support/renderAdmin.js';

describe('ViewPage', () => {
  it("lists the view's fields with their titles and values, and fills its links", async () => {
    renderAdmin('/sellers/s03', (request) => (request.path === '/api/sellers/s03' ? { body: { _id: 's03', name: 'Marta Ruiz' } } : { body: null }));
    expect(await screen.findByRole('heading', { name: 'Vendedor' })).toBeTruthy();
    expect(await screen.findByText('Marta Ruiz')).toBeTruthy();
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Id', 'Nombre']);
    expect(screen.getByText('s03')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/sellers/s03/edit');
  });

  it("shows 'Cargando...' while loading", async () => {
    renderAdmin('/sellers/s03', () => new Promise(() => {}));
    expect(await screen.findByText('Cargando...')).toBeTruthy();
  });
});
