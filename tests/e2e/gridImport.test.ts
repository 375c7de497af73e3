// A grid's «Importar» in Chromium against the real server: a products file with errors, its report (line, column,
// Spanish reason) and no «Aplicar»; the file fixed and chosen again, applied, and its rows in the grid.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { api, expectTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

const screenshots = resolve(import.meta.dirname, 'screenshots', 'import');
const HEADER = 'Nombre;Curso;Precio de referencia;Código;Vencimiento de las claves';
const csv = (lines: readonly string[]) => ({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8') });

describe.skipIf(!hasChromium)('grid import in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1440, height: 900 } } });

  it('import with errors then fixed: the report names each line, the fixed file applies and its rows appear', async () => {
    const { page, app } = suite;
    // A course by its _id: the import takes a reference's label or its _id.
    const products = await api<ApiList<{ _id: string; course: string }>>(app, 'GET', '/products?pageIndex=1&pageSize=1');
    const course = products.data[0]!.course;
    await page.goto(`${app.url}/products`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar «Productos»' });
    await dialog.getByLabel('Archivo').setInputFiles(csv([`Curso importado E2E;${course};diez;E2E-001;31/12/2027`, `Segundo importado E2E;${course};120,00;E2E-001;`]));
    const errors = dialog.getByRole('table', { name: 'Errores' });
    await errors.waitFor();
    expect(await errors.locator('tbody tr').allInnerTexts()).toEqual(['2\tPrecio de referencia\t«diez» no es un número.', '3\tCódigo\t«Código» «E2E-001» ya aparece en la línea 2.']);
    expect(await dialog.getByRole('button', { name: 'Aplicar' }).count()).toBe(0);
    const { violations } = await new AxeBuilder({ page }).include('dialog').options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    // docs/screenshots/import-report.png is a copy of it.
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: resolve(screenshots, 'import-report.png') });

    await dialog.getByLabel('Archivo').setInputFiles(csv([`Curso importado E2E;${course};99,90;E2E-001;31/12/2027`, `Segundo importado E2E;${course};120,00;E2E-002;`]));
    await dialog.getByRole('table', { name: 'Filas' }).waitFor();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await dialog.getByText(/^Importación aplicada: 2 nuevas, 0 modificadas, 0 sin cambios\./).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('importado E2E');
    await expectTotal(page, 2);
    expect(await page.locator('tbody tr', { hasText: 'E2E-001' }).innerText()).toContain('99,90');
  });
});
