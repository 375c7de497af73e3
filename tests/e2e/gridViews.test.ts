// Saved views and the column chooser in Chromium against the real server (issue 23 point 5): the administrator filters
// the invoices, hides and moves columns, saves the view shared with the contabilidad role; another contabilidad account,
// in another browser context, finds it in «Vistas» and applies it, makes it its default (applied when the grid opens
// with nothing in its address), and exports the chosen columns in their order; a soporte account does not see the view.
// The open menu is saved as tests/e2e/screenshots/views-menu.png (docs/screenshots/views-menu.png holds a copy).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import type { BrowserContext, Page } from 'playwright-core';
import { createAdminAccount, createDatabase } from '../../runtime/server/index.js';
import { api, collectAlerts, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { signIn } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

const screenshots = resolve(import.meta.dirname, 'screenshots');
const PASSWORD = 'clave-de-vistas-e2e-1';
const VIEW = 'Facturas por comprobante';

/** The grid's column headers as drawn (sort marks and the actions column left out). */
async function headersOf(page: Page): Promise<string[]> {
  await page.locator('main tbody tr:not(.grid-message-row)').first().waitFor();
  return (await page.locator('main thead tr').first().locator('th').allTextContents()).map((text) => text.replace(/[▲▼↕]/g, '').trim()).filter((text) => text !== '' && text !== 'Acciones');
}

/** axe's serious and critical violations on the page as it is now. */
async function axeFailures(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe.skipIf(!hasChromium)('saved views and columns in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1440, height: 900 }, acceptDownloads: true } });
  const contexts: BrowserContext[] = [];
  let chosen: string[] = [];
  let needle = '';

  beforeAll(async () => {
    // Accounts made the way `admin-gen admin create --role` makes them, in the running server's own store.
    const database = createDatabase({ dataDir: suite.app.dataDir, databaseUrl: suite.session.databaseUrl });
    try {
      for (const [email, role] of [
        ['conta1@example.com', 'contabilidad'],
        ['conta2@example.com', 'contabilidad'],
        ['soporte1@example.com', 'soporte'],
      ] as const) {
        await createAdminAccount(database, { email, password: PASSWORD, roles: [role] });
      }
    } finally {
      await database.close();
    }
    const first = await api<ApiList<Record<string, unknown>>>(suite.app, 'GET', '/invoices?pageIndex=1&pageSize=1&state=Pendiente&sortField=createdAt&sortOrder=desc');
    needle = String(first.data[0]!.voucherNumber).slice(0, 3);
  });

  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  /** A page of another browser context, signed in as the account. */
  async function openAs(email: string): Promise<{ page: Page; alerts: string[] }> {
    const session = await signIn(suite.app.url, email, PASSWORD);
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-EC', acceptDownloads: true });
    contexts.push(context);
    await context.addCookies([{ name: 'admin_session', value: session.cookie, url: suite.app.url, httpOnly: true, sameSite: 'Strict' }]);
    const page = await context.newPage();
    return { page, alerts: collectAlerts(page) };
  }

  it('save and share a view: filters and columns, shared with a role; another user of the role applies it in another browser', async () => {
    const page = suite.page;
    await page.goto(`${suite.app.url}/invoices`);
    const all = await headersOf(page);
    await page.getByRole('textbox', { name: 'Comprobante' }).fill(needle);
    await page.waitForURL((url) => url.searchParams.get('voucherNumber') === needle);
    // «Columnas»: hide the third column, move the second down, by keyboard.
    await page.getByText('Columnas', { exact: true }).click();
    // The URL holds the choice: the box follows once the address has changed.
    await page.getByRole('checkbox', { name: all[2], exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('columns'));
    await page.getByRole('button', { name: `Bajar «${all[1]}»` }).focus();
    await page.keyboard.press('Enter');
    chosen = [all[0]!, all[3]!, all[1]!, ...all.slice(4)];
    await expect.poll(() => headersOf(page)).toEqual(chosen);
    await page.getByText('Columnas', { exact: true }).click();

    await page.getByText('Vistas', { exact: true }).click();
    await page.getByRole('button', { name: 'Guardar vista…' }).click();
    const form = page.getByRole('form', { name: 'Guardar vista' });
    await form.getByLabel('Nombre').fill(VIEW);
    await form.getByLabel('Un rol').check();
    await form.getByLabel('Rol', { exact: true }).selectOption({ label: 'Contabilidad' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((url) => url.searchParams.has('view'));
    await page.getByRole('button', { name: `Aplicar «${VIEW}»` }).waitFor();
    await page.screenshot({ path: resolve(screenshots, 'views-menu.png'), clip: { x: 0, y: 0, width: 1440, height: 560 } });
    expect(await axeFailures(page)).toEqual([]);
    expect(suite.alerts).toEqual([]);

    // Another contabilidad account, in another browser context: the view is in its «Vistas», shared with the role.
    const other = await openAs('conta2@example.com');
    await other.page.goto(`${suite.app.url}/invoices`);
    expect(await headersOf(other.page)).toEqual(all);
    await other.page.getByText('Vistas', { exact: true }).click();
    const apply = other.page.getByRole('button', { name: `Aplicar «${VIEW}»` });
    expect(await apply.textContent()).toContain('con Contabilidad');
    expect(await other.page.getByRole('button', { name: `Eliminar «${VIEW}»` }).count()).toBe(0);
    await apply.click();
    await other.page.waitForURL((url) => url.searchParams.get('voucherNumber') === needle && url.searchParams.has('view'));
    // The address changes first, the headers with the render that follows.
    await expect.poll(() => headersOf(other.page)).toEqual(chosen);
    expect(await other.page.getByRole('textbox', { name: 'Comprobante' }).inputValue()).toBe(needle);
    expect(await axeFailures(other.page)).toEqual([]);
    expect(other.alerts).toEqual([]);

    // A soporte account lists invoices too, but the view is not shared with its role.
    const soporte = await openAs('soporte1@example.com');
    await soporte.page.goto(`${suite.app.url}/invoices`);
    await headersOf(soporte.page);
    await soporte.page.getByText('Vistas', { exact: true }).click();
    await soporte.page.getByText('Aún no hay vistas guardadas.').waitFor();
  });

  it("the default view is applied when the grid opens with nothing in its address, and the export follows the view's columns", async () => {
    const { page, alerts } = await openAs('conta1@example.com');
    await page.goto(`${suite.app.url}/invoices`);
    await headersOf(page);
    await page.getByText('Vistas', { exact: true }).click();
    await page.getByRole('button', { name: `Predeterminar «${VIEW}»` }).click();
    await page.getByRole('button', { name: `Quitar «${VIEW}» como predeterminada` }).waitFor();
    await page.goto(`${suite.app.url}/invoices`);
    await page.waitForURL((url) => url.searchParams.has('view') && url.searchParams.get('voucherNumber') === needle);
    await expect.poll(() => headersOf(page)).toEqual(chosen);
    const headers = await headersOf(page);

    await page.getByText('Exportar', { exact: true }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV (Excel en español)' }).click()]);
    const records: string[][] = parse(await readFile((await file.path())!), { bom: true, delimiter: ';' });
    expect(records[0]).toEqual([...headers, '_id']);
    expect(records.length).toBeGreaterThan(1);
    expect(alerts).toEqual([]);
  });
});
