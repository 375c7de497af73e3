// Bulk actions in Chromium against the real server: the invoices' Pendientes tab, the page's box, three of its rows
// issued meanwhile by someone else (the preview says which will not change and why: axe-clean, its screenshot), then
// «Seleccionar los N resultados», «Facturar», «Aplicar», the progress bar and the summary; the grid refreshed, the tab empty;
// in the history, the job's entry links to its page (its entry and its rows'), and each row's entry links back to it.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { api, expectTotal, readTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

const screenshots = resolve(import.meta.dirname, 'screenshots');

describe.skipIf(!hasChromium)('bulk actions in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1366, height: 900 } } });

  it('select every pending invoice and issue them in one job: preview, progress, summary', async () => {
    const page = suite.page;
    const pending = await api<ApiList<{ _id: string }>>(suite.app, 'GET', '/invoices?state=Pendiente&pageIndex=1&pageSize=1');
    const total = pending.itemsCount;
    expect(total).toBeGreaterThan(20);
    await page.goto(`${suite.app.url}/invoices`);
    await page.locator('tbody tr').first().waitFor();
    expect(await readTotal(page)).toBe(total);

    await page.getByRole('checkbox', { name: 'Seleccionar las filas de esta página' }).check();
    const bar = page.getByRole('toolbar', { name: 'Acciones en lote: Facturas' });
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('20 seleccionadas');

    // Meanwhile another user issues three of the ticked invoices: the preview judges the rows as they are now.
    const labels = await page.locator('tbody input.grid-select').evaluateAll((boxes) => boxes.slice(0, 3).map((box) => box.getAttribute('aria-label') ?? ''));
    for (const label of labels) await api(suite.app, 'POST', `/invoices/${label.replace('Seleccionar la fila ', '')}/issue`, undefined, { 'if-match': '*' });
    await bar.getByRole('button', { name: 'Facturar' }).click();
    const mixed = page.getByRole('dialog', { name: 'Facturar: vista previa' });
    await mixed.waitFor();
    expect(await mixed.getByText('Cambiarán 17 de 20 filas.').count()).toBe(1);
    expect(await mixed.getByText('3 no cambiarán: Está en «Facturada»; la acción solo se aplica desde «Pendiente».').count()).toBe(1);
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: resolve(screenshots, 'bulk-preview.png') });
    await mixed.getByRole('button', { name: 'Cancelar' }).click();

    // The whole tab: every invoice still pending.
    await bar.getByRole('button', { name: `Seleccionar los ${total} resultados` }).click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe(`Los ${total} resultados están seleccionados`);
    await bar.getByRole('button', { name: 'Facturar' }).click();
    const preview = page.getByRole('dialog', { name: 'Facturar: vista previa' });
    await preview.waitFor();
    const left = total - 3;
    expect(await preview.getByText(`Cambiarán ${left} de ${left} filas.`).count()).toBe(1);
    await preview.getByRole('button', { name: 'Aplicar' }).click();
    const summary = page.getByRole('dialog', { name: 'Facturar: resumen' });
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.getByText(`Cambiaron ${left} de ${left} filas.`).count()).toBe(1);
    expect(await summary.getByRole('progressbar').getAttribute('value')).toBe(String(left));
    await page.screenshot({ path: resolve(screenshots, 'bulk-summary.png') });
    await summary.getByRole('button', { name: 'Cerrar' }).click();

    // The grid asks its list again: the Pendientes tab is empty, and the invoices are Facturada.
    await expectTotal(page, 0);
    expect((await api<ApiList<unknown>>(suite.app, 'GET', '/invoices?state=Pendiente&pageIndex=1&pageSize=1')).itemsCount).toBe(0);
    expect(await page.getByRole('toolbar', { name: 'Acciones en lote: Facturas' }).count()).toBe(0);

    // The history, newest first: the job's own entry («Acción en lote», written last) links to the job's page, which lists it and each changed row's entry.
    await page.goto(`${suite.app.url}/history`);
    const jobEntry = page.locator('tbody tr', { hasText: /Acción en lote/ });
    await jobEntry.first().waitFor();
    expect(await jobEntry.count()).toBe(1);
    await jobEntry.getByRole('link', { name: 'Ver la operación en lote' }).click();
    await page.waitForURL(/\/history\/jobs\/[0-9a-f]{24}$/);
    const jobPage = new URL(page.url()).pathname;
    // The page's list: the job's entry and one per changed row (its API, as the page asks it).
    const byJob = await api<ApiList<unknown>>(suite.app, 'GET', `/audit/jobs/${jobPage.split('/').pop()}?pageIndex=1&pageSize=1`);
    expect(byJob.itemsCount).toBe(left + 1);
    await page.locator('tbody tr').nth(1).waitFor();
    expect(await page.locator('tbody tr', { hasText: /Acción en lote/ }).count()).toBe(1);
    // Each row's entry, in the history, links back to its job.
    await page.goBack();
    const rowEntry = page.locator('tbody tr', { hasText: 'Cambio de estado' }).first();
    await rowEntry.waitFor();
    expect(await rowEntry.getByRole('link', { name: 'Ver la operación en lote' }).getAttribute('href')).toBe(jobPage);
    // An entry of no job has no such link: an invoice issued on its own, above, in its record's history.
    const alone = labels[0]!.replace('Seleccionar la fila ', '');
    await page.goto(`${suite.app.url}/history/invoice/${alone}`);
    await page.locator('tbody tr', { hasText: 'Cambio de estado' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Ver la operación en lote' }).count()).toBe(0);
  });
});
