// Historial in Chromium against the real server (issue 23): an export and an import read as what they did — rows,
// format, grid, filters and sort; the file and its counts, with a link to its rows' entries — and a bulk job's filters
// read as the grid shows them: a reference by its row's label, a date range by the days its filter showed.
// E2E_STORE=postgres runs it on PostgreSQL. The history page with these entries goes to tests/e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import dayjs from 'dayjs';
import type { Locator } from 'playwright-core';
import { api, expectTotal, readTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

const screenshots = resolve(import.meta.dirname, 'screenshots');
const HEADER = 'Nombre;Curso;Precio de referencia;Código;Vencimiento de las claves';

type Product = { _id: string; course: string; $labels: { course: string } };

/** An operation's entry as a person reads it: its headline, then its lines. */
async function readEntry(cell: Locator): Promise<string[]> {
  return [(await cell.locator('strong').textContent()) ?? '', ...(await cell.locator('li').allTextContents())];
}

describe.skipIf(!hasChromium)('operations in Historial, in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1920, height: 1000 }, acceptDownloads: true } });

  it('a bulk job selected by a reference reads its label, one selected by dates reads the days its filter showed', async () => {
    const { page, app } = suite;
    const [product] = (await api<ApiList<Product>>(app, 'GET', '/products?pageIndex=1&pageSize=1')).data;
    const course = product!.course;
    const label = product!.$labels.course;
    const courseRows = (await api<ApiList<unknown>>(app, 'GET', `/products?course=${course}&pageIndex=1&pageSize=1`)).itemsCount;
    // The instant the invoices' date filter sends for «Desde 2020-10-01» (local midnight), as the grid would.
    const from = dayjs('2020-10-01').toISOString();
    const pending = (await api<ApiList<unknown>>(app, 'GET', `/invoices?state=Pendiente&createdAt[from]=${from}&pageIndex=1&pageSize=1`)).itemsCount;
    expect(pending).toBeGreaterThan(0);
    for (const [path, body] of [
      ['/products/bulk', { action: 'set', set: { pricetag: 25 }, where: { course } }],
      ['/invoices/bulk', { action: 'issue', where: { state: 'Pendiente', createdAt: { from } } }],
    ] as const) {
      const job = await api<{ _id: string }>(app, 'POST', path, body);
      await expect.poll(async () => (await api<{ state: string }>(app, 'GET', `/jobs/${job._id}`)).state, { timeout: 10_000 }).toBe('done');
    }
    await page.goto(`${app.url}/history?action=bulk`);
    await page.locator('tbody tr').first().waitFor();
    expect(await readTotal(page)).toBe(2);
    const [invoices, products] = await page.locator('.cell-job').all();
    // The course site shows dates as aaaa-mm-dd (app.json dateDisplay), in its cells and here alike.
    expect(await readEntry(invoices!)).toEqual(['Facturar', `${pending} filas elegidas: ${pending} cambiadas, 0 sin cambios`, 'Filtros: Estado: Pendiente; Fecha de creación: desde 2020-10-01']);
    expect(await readEntry(products!)).toEqual(['Cambiar «Precio de referencia» a 25,00', `${courseRows} filas elegidas: ${courseRows} cambiadas, 0 sin cambios`, `Filtros: Curso: ${label}`]);
    // No id and no ISO instant anywhere on the page.
    const text = await page.locator('tbody').innerText();
    expect(text).not.toContain(course);
    expect(text).not.toContain(from);
  });

  it("an export of a filtered grid and an import of a file read as themselves, the import's rows one click away", async () => {
    const { page, app } = suite;
    const [product] = (await api<ApiList<Product>>(app, 'GET', '/products?pageIndex=1&pageSize=1')).data;
    const { course } = product!;
    const label = product!.$labels.course;
    // The grid as a person leaves it: a course picked, a price range typed, sorted by price, highest first.
    await page.goto(`${app.url}/products?course=${course}&pricetag=10..2000&sortField=pricetag&sortOrder=desc`);
    await page.locator('tbody tr').first().waitFor();
    const rows = await readTotal(page);
    expect(rows).toBeGreaterThan(0);
    await page.getByText('Exportar', { exact: true }).click();
    await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV (Excel en español)' }).click()]);

    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar «Productos»' });
    const file = `\ufeff${[HEADER, `Importado historial E2E;${course};99,90;HIST-001;31/12/2027`, `Segundo historial E2E;${course};120,00;HIST-002;`].join('\r\n')}\r\n`;
    await dialog.getByLabel('Archivo').setInputFiles({ name: 'productos-historial.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
    await dialog.getByRole('table', { name: 'Filas' }).waitFor();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await dialog.getByText(/^Importación aplicada: 2 nuevas/).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('link', { name: 'Historial', exact: true }).first().click();
    await page.waitForURL(`${app.url}/history`);
    await page.locator('tbody tr').first().waitFor();
    const exported = page.locator('tbody tr', { hasText: 'Exportó' }).locator('.cell-job');
    const imported = page.locator('tbody tr', { hasText: 'Importó' }).locator('.cell-job');
    expect(await readEntry(exported)).toEqual([
      `Exportó ${rows} ${rows === 1 ? 'fila' : 'filas'} en CSV`,
      'Tabla: Productos',
      `Filtros: Curso: ${label}; Precio de referencia: desde 10,00 hasta 2.000,00`,
      'Orden: Precio de referencia, descendente',
    ]);
    expect(await readEntry(imported)).toEqual(['Importó productos-historial.csv: 2 creadas, 0 actualizadas, 0 sin cambios', 'Tabla: Productos']);
    // Neither entry draws its summary's keys as field lines.
    expect(await page.locator('tbody').innerText()).not.toMatch(/\b(rows|format|filters|where|created|file): /);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: resolve(screenshots, 'history-operations.png'), fullPage: true });

    await imported.getByRole('link', { name: 'Ver los registros de la importación' }).click();
    await page.waitForURL(/\/history\/jobs\/[0-9a-f]{24}$/);
    await expectTotal(page, 3);
    expect((await page.locator('tbody').innerText()).match(/Creación/g)).toHaveLength(2);
  });
});
