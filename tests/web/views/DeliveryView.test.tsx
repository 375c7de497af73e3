import { screen, within } from '@testing-library/react';
import { getUploadHref } from '../../../runtime/web/views/getUploadHref.js';
import { getViewFieldKind } from '../../../runtime/web/views/getViewFieldKind.js';
import { deliveryEntity, productEntity } from '../fixtures/deliveryEntities.js';
import { deliveryEntities } from '../fixtures/deliveryEntities.js';
import { renderAdmin } from '../support/renderAdmin.js';

const delivery = {
  _id: 'd1',
  voucherNumber: '001-001-000123',
  country: 'EC',
  createdAt: '2026-11-20T15:00:00.000Z',
  sellers: ['s01', 's404'],
  uploads: [
    { name: 'Factura', url: '/api/uploads/deliveries/factura-1732262400000.pdf' },
    { name: 'Remoto', url: 'https://cdn.example.com/comprobante.png' },
    { name: 'Script', url: 'javascript:alert(1)' },
    { name: 'Fuera', url: '/admin/secret' },
    { name: 'Subida', url: '/api/uploads/../secret' },
  ],
  productKeys: [
    {
      _id: 'k1',
      delivery: 'd1',
      productId: 'p1',
      courseName: 'Matemáticas',
      pricetag: 1200,
      salePrice: 1000.5,
      expirationDate: '2027-03-31',
      productKey: 'ABCD-EFGH-IJKL-MNOP',
      $labels: { productId: 'Preuniversitario', delivery: '001-001-000123' },
    },
  ],
  billing: { country: 'EC', isEmptyInvoice: false, isBillingInformationRequestedToUser: true, daysToRequestInvoice: 5 },
  invoices: [
    {
      _id: 'i1',
      voucherNumber: '001-001-000123',
      name: 'Consumidor final',
      total: 1000.5,
      state: 'Pendiente',
      createdAt: '2026-11-20T15:00:00.000Z',
    },
  ],
  $labels: { sellers: ['Vendedor 01', null] },
};

function getField(title: string): HTMLElement {
  const term = [...document.querySelectorAll('.record-field > dt')].find((dt) => dt.textContent === title);
  if (!term) throw new Error(`No field titled ${title}`);
  return term.nextElementSibling as HTMLElement;
}

describe('a delivery view', () => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Guayaquil';
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  async function renderView() {
    renderAdmin('/deliveries/d1', (request) => (request.path === '/api/deliveries/d1' ? { body: delivery } : { body: null }), {
      entities: deliveryEntities,
    });
    await screen.findByText('001-001-000123', { selector: '.record-field > dd' });
  }

  it("lists a many-reference's labels, '-' for an unknown id", async () => {
    await renderView();
    expect(
      within(getField('Vendedores'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vendedor 01', '-']);
  });

  it("shows uploads as links by name, with an href only for http(s) and this API's uploads", async () => {
    await renderView();
    const files = within(getField('Comprobantes y archivos')).getByRole('list', { name: 'Comprobantes y archivos' });
    const items = within(files).getAllByRole('listitem');
    expect(items.map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null])).toEqual([
      ['Factura', '/api/uploads/deliveries/factura-1732262400000.pdf'],
      ['Remoto', 'https://cdn.example.com/comprobante.png'],
      ['Script', null],
      ['Fuera', null],
      ['Subida', null],
    ]);
  });

  it("draws children as a table with the child's grid columns and cells", async () => {
    await renderView();
    const keys = within(getField('Productos')).getByRole('table', { name: 'Productos' });
    expect(
      within(keys)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Producto', 'Curso', 'Precio de referencia', 'Precio de venta', 'Vencimiento', 'Clave']);
    expect(
      within(keys)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Preuniversitario', 'Matemáticas', '1.200,00', '1.000,50', '31/03/2027', 'ABCD-EFGH-IJKL-MNOP']);
    const invoices = within(getField('Factura')).getByRole('table', { name: 'Factura' });
    expect(
      within(invoices)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['001-001-000123', 'Consumidor final', '1.000,50', 'Pendiente', '20/11/2026 10:00']);
  });

  it('draws an object field as a nested label/value list with the sub-field titles, booleans as Sí/No', async () => {
    await renderView();
    const billing = getField('Información de facturación');
    const pairs = [...billing.querySelectorAll('.record-object-field')].map((field) => [
      field.querySelector('dt')!.textContent,
      field.querySelector('dd')!.textContent,
    ]);
    expect(pairs).toEqual([
      ['País', 'EC'],
      ['Consumidor final', 'No'],
      ['Solicitar los datos de facturación al comprador al activar el curso', 'Sí'],
      ['Días para solicitar la factura', '5'],
    ]);
  });

  it('an empty children array reads as no results', async () => {
    renderAdmin(
      '/deliveries/d2',
      (request) => (request.path === '/api/deliveries/d2' ? { body: { ...delivery, _id: 'd2', productKeys: [] } } : { body: null }),
      {
        entities: deliveryEntities,
      },
    );
    await screen.findAllByText('001-001-000123');
    expect(getField('Productos').textContent).toBe('No se han encontrado resultados');
  });
});

describe('getViewFieldKind', () => {
  it.each([
    ['sellers', 'cell'],
    ['uploads', 'files'],
    ['productKeys', 'children'],
    ['invoices', 'children'],
    ['billing', 'object'],
    ['voucherNumber', 'cell'],
    ['unknown', 'cell'],
  ])('%s → %s', (field, want) => {
    expect(getViewFieldKind(deliveryEntity, field)).toBe(want);
  });

  it('a plain field of another entity', () => {
    expect(getViewFieldKind(productEntity, 'pricetag')).toBe('cell');
  });
});

describe('getUploadHref', () => {
  it.each<[string, unknown, string | null]>([
    ['an upload of this API', '/api/uploads/deliveries/a.pdf', '/api/uploads/deliveries/a.pdf'],
    ['https', 'https://example.com/a.pdf', 'https://example.com/a.pdf'],
    ['http', 'http://example.com/a.pdf', 'http://example.com/a.pdf'],
    ['another path of the site', '/deliveries/d1', null],
    ['a climb out of the uploads', '/api/uploads/../users', null],
    ['protocol-relative', '//evil.example/a.pdf', null],
    ['javascript', 'javascript:alert(1)', null],
    ['data', 'data:text/html,hi', null],
    ['not a string', 42, null],
  ])('%s', (_case, url, want) => {
    expect(getUploadHref(url, '/api')).toBe(want);
  });
});
