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

describe('ViewPage cells', () => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Guayaquil';
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("draws an enum's label, a reference's $labels entry and a date-only value unshifted", async () => {
    renderAdmin('/comments/m1/view', (request) =>
      request.path === '/api/comments/m1'
        ? { body: { _id: 'm1', description: 'Muy claro', type: 1, exercise: 'q2', day: '2024-03-01', $labels: { exercise: '¿Cuánto es 2 + 2?' } } }
        : { body: null },
    );
    expect(await screen.findByText('Muy claro')).toBeTruthy();
    const values = Object.fromEntries([...document.querySelectorAll('.record-field')].map((field) => [field.querySelector('dt')!.textContent, field.querySelector('dd')!.textContent]));
    expect(values).toEqual({ Descripción: 'Muy claro', Tipo: 'Solución', Ejercicio: '¿Cuánto es 2 + 2?', Día: '01/03/2024' });
  });
});
