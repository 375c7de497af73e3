import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { api, collectAlerts, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import type { RunningApp } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };
const screenshots = resolve(import.meta.dirname, 'screenshots');

describe.skipIf(!hasChromium)('the delivery form end to end in Chromium', () => {
  const suite = useE2eSession();
  let app: RunningApp;
  let page: Page;

  beforeAll(async () => {
    app = suite.app;
    page = await suite.session.newPage({ viewport: { width: 1440, height: 900 } });
  });

  it('creates a delivery with two sellers, an uploaded PDF, two product lines and billing data, then shows it all', async () => {
    const alerts = collectAlerts(page);
    const list = (path: string) => api<ApiList<Row>>(app, 'GET', path);
    const [sellerA, sellerB] = (await list('/sellers?pageIndex=1&pageSize=2&sortField=name&sortOrder=asc')).data as [Row, Row];
    const [productA, productB] = (await list('/products?pageIndex=1&pageSize=2&sortField=name&sortOrder=asc')).data as [Row, Row];
    const invoicesBefore = (await list('/invoices?pageIndex=1&pageSize=1&state=Pendiente')).itemsCount;

    await page.goto(`${app.url}/deliveries`);
    await page.getByRole('link', { name: 'Nueva entrega' }).click();
    await page.getByRole('heading', { name: 'Nueva entrega' }).waitFor();
    const form = page.locator('main form');
    await form.getByRole('textbox', { name: 'Número de comprobante' }).fill('001-002-000123');
    await form.getByRole('textbox', { name: 'País' }).first().fill('EC');
    await form.getByRole('textbox', { name: 'Identificación' }).first().fill('1712345678');
    await form.getByRole('textbox', { name: 'Nombre', exact: false }).first().fill('María Fernanda López');

    // Seller picker: Add stays disabled until a seller is chosen; the same seller is not added twice.
    const sellers = form.getByRole('group', { name: 'Vendedores' });
    await expect(sellers.getByRole('button', { name: 'Add' }).isDisabled()).resolves.toBe(true);
    for (const seller of [sellerA, sellerB, sellerA]) {
      await sellers.getByRole('combobox').fill(String(seller.name));
      await page.getByRole('option', { name: String(seller.name), exact: true }).click();
      await sellers.getByRole('button', { name: 'Add' }).click();
    }
    await expect(sellers.getByText(String(sellerA.name), { exact: true }).count()).resolves.toBe(1);
    await sellers.getByText(String(sellerB.name), { exact: true }).waitFor();

    // Uploader: the modal sends the file to the upload service; the list gets its name and link.
    const folder = mkdtempSync(join(tmpdir(), 'admin-gen-upload-'));
    const pdf = join(folder, 'comprobante.pdf');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await form.getByRole('button', { name: 'Subir comprobantes o archivos' }).click();
    const modal = page.getByRole('dialog', { name: 'Subir comprobantes o archivos' });
    await modal.locator('input[type=file]').first().setInputFiles(pdf);
    await modal.getByRole('button', { name: 'Subir 1 archivo' }).click();
    await form.getByRole('link', { name: /^comprobante(-\d{13})?\.pdf$/ }).waitFor({ timeout: 15_000 });
    if (await modal.isVisible()) await modal.getByRole('button', { name: 'Cerrar' }).click();
    const uploadHref = await form.getByRole('link', { name: /^comprobante(-\d{13})?\.pdf$/ }).getAttribute('href');
    expect(uploadHref).toMatch(/^\/api\/uploads\/deliveries\/[0-9a-f]{16}\.pdf$/);
    const served = await app.fetch(uploadHref!);
    expect(served.headers.get('content-type')).toContain('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    // Product lines: Agregar refuses without a product; sale price starts at the reference price and can change.
    const lines = form.getByRole('group', { name: 'Productos' });
    await lines.getByRole('button', { name: 'Agregar' }).click();
    await lines.getByText('Selecciona un producto', { exact: true }).last().waitFor();
    for (const product of [productA, productB]) {
      await lines.getByRole('combobox').fill(String(product.name));
      await page.getByRole('option', { name: String(product.name) }).first().click();
      await lines.getByRole('button', { name: 'Agregar' }).click();
    }
    const prices = lines.getByRole('spinbutton');
    await expect(prices.count()).resolves.toBe(2);
    await expect(prices.first().inputValue()).resolves.toBe(String(productA.pricetag));
    await prices.nth(1).fill('55.5');

    const billing = form.getByRole('group', { name: /Información de facturación/ });
    await billing.getByRole('textbox', { name: 'País' }).fill('EC');
    await billing.getByRole('textbox', { name: 'Identificación' }).fill('1790012345001');
    await billing.getByRole('textbox', { name: 'Nombre / razón social' }).fill('Academia Los Andes S.A.');
    await billing.getByRole('textbox', { name: 'Teléfono' }).fill('022345678');
    await billing.getByRole('textbox', { name: 'Dirección' }).fill('Av. Amazonas N34-120, Quito');
    await billing.getByRole('textbox', { name: 'Correo electrónico' }).fill('facturacion@losandes.ec');
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: resolve(screenshots, 'delivery-form.png'), fullPage: true });

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/deliveries\/[0-9a-f]{24}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Entrega' }).waitFor();
    const main = page.locator('main');
    for (const text of ['001-002-000123', 'María Fernanda López', String(sellerA.name), String(sellerB.name), 'Academia Los Andes S.A.']) {
      await main.getByText(text, { exact: true }).first().waitFor();
    }
    await main.getByRole('link', { name: /^comprobante(-\d{13})?\.pdf$/ }).waitFor();
    await page.screenshot({ path: resolve(screenshots, 'delivery-view.png'), fullPage: true });

    // The delivery, its keys and its invoice were saved together.
    const saved = await api<Row & { productKeys: Row[]; invoices: Row[] }>(app, 'GET', `/deliveries/${id}`);
    expect(saved.sellers).toEqual([sellerA._id, sellerB._id]);
    expect(saved.productKeys.map((line) => line.salePrice)).toEqual([productA.pricetag, 55.5]);
    for (const line of saved.productKeys) {
      expect(line.productKey).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      await main.getByText(String(line.productKey), { exact: true }).waitFor();
    }
    expect(saved.invoices).toHaveLength(1);
    expect(saved.invoices[0]).toMatchObject({ state: 'Pendiente', total: Number(productA.pricetag) + 55.5, name: 'Academia Los Andes S.A.' });
    expect((await list('/invoices?pageIndex=1&pageSize=1&state=Pendiente')).itemsCount).toBe(invoicesBefore + 1);
    expect(alerts).toEqual([]);
  });
});
