// Two people editing one delivery in two browser contexts against the real server: the second save meets the conflict
// dialog (the fields the first person changed, their value and mine), and Sobrescribir or Recargar do what they say;
// an inline edit of an institute overtaken by another context's shows the same dialog.
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { api, collectAlerts, editingRow, rowWith, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };
const screenshots = resolve(import.meta.dirname, 'screenshots');
const CONFLICT = 'Otra persona cambió este registro';

describe.skipIf(!hasChromium)('two people editing one record in Chromium', () => {
  const suite = useE2eSession();
  const contexts: BrowserContext[] = [];

  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  /** A signed-in page of its own context (another person's browser), with its alerts collected. */
  async function openPage(): Promise<{ page: Page; alerts: string[] }> {
    const context = await suite.session.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-EC' });
    contexts.push(context);
    const page = await context.newPage();
    return { page, alerts: collectAlerts(page) };
  }

  /** The delivery's edit form, loaded: its top-level Nombre field. */
  async function openEdit(page: Page, id: string): Promise<Locator> {
    await page.goto(`${suite.app.url}/deliveries/${id}/edit`);
    await page.getByRole('heading', { name: 'Editar entrega' }).waitFor();
    const name = page.locator('main form').getByRole('textbox', { name: 'Nombre', exact: false }).first();
    await expect.poll(() => name.inputValue()).not.toBe('');
    return name;
  }

  async function save(page: Page): Promise<void> {
    await page.locator('main form').getByRole('button', { name: 'Guardar' }).click();
  }

  /**
   * The conflict dialog the second save must meet; when something else answers instead (an alert, a field's error, the
   * page left), the failure says what, so a rare miss under load is read, not retried.
   */
  async function waitForConflict(page: Page): Promise<Locator> {
    const dialog = page.getByRole('dialog', { name: CONFLICT });
    const instead = page.locator('main [role="alert"], main .error-detail').first();
    // The other outcomes only name what happened; the dialog's own wait (its timeout) ends the race when nothing does.
    const never = new Promise<string>(() => {});
    const seen = await Promise.race([
      dialog.waitFor().then(() => 'dialog'),
      instead.waitFor().then(async () => `an error on the page: ${await instead.innerText()}`, () => never),
      page.waitForURL((url) => !url.pathname.endsWith('/edit')).then(() => `the page left for ${page.url()}`, () => never),
      page.waitForEvent('dialog').then((alert) => `an alert: ${alert.message()}`, () => never),
    ]);
    expect(seen, `the second save showed ${seen} instead of the conflict dialog`).toBe('dialog');
    return dialog;
  }

  /** The dialog's line for a field: [their value, mine]. */
  async function lineOf(dialog: Locator, title: string): Promise<string[]> {
    const row = dialog.getByRole('row').filter({ has: dialog.page().getByRole('rowheader', { name: title, exact: true }) });
    return row.getByRole('cell').allTextContents();
  }

  it('the second save of one delivery gets the conflict dialog; Sobrescribir saves mine at their version', async () => {
    const [delivery] = (await api<ApiList<Row>>(suite.app, 'GET', '/deliveries?pageIndex=1&pageSize=1&sortField=voucherNumber&sortOrder=asc')).data as [Row];
    const ana = await openPage();
    const luis = await openPage();
    const anaName = await openEdit(ana.page, delivery._id);
    const luisName = await openEdit(luis.page, delivery._id);

    await anaName.fill('Ana cambió el nombre');
    await save(ana.page);
    await ana.page.waitForURL(`${suite.app.url}/deliveries/${delivery._id}`);

    await luisName.fill('Luis cambió el nombre');
    await luis.page.locator('main form').getByRole('textbox', { name: 'Identificación', exact: false }).first().fill('0999999999');
    await save(luis.page);
    const dialog = await waitForConflict(luis.page);
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open && element.matches(':modal'))).toBe(true);
    await expect.poll(() => luis.page.evaluate(() => document.activeElement?.textContent)).toBe('Recargar');
    expect(await lineOf(dialog, 'Nombre')).toEqual(['Ana cambió el nombre', 'Luis cambió el nombre']);
    // Ana changed only the name: the identification Luis typed is his alone, not a conflict.
    expect(await dialog.getByRole('rowheader').allTextContents()).toEqual(['Nombre']);
    const { violations } = await new AxeBuilder({ page: luis.page }).include('dialog').options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    // docs/screenshot-conflict.png in the README is a copy of it.
    mkdirSync(screenshots, { recursive: true });
    await luis.page.screenshot({ path: resolve(screenshots, 'conflict-dialog.png') });
    // The dialog alone (docs/screenshots/roles/conflict-dialog.png is a copy of it).
    await dialog.screenshot({ path: resolve(screenshots, 'conflict-dialog-alone.png') });
    // Nothing of Luis's was saved yet.
    expect(await api<Row>(suite.app, 'GET', `/deliveries/${delivery._id}`)).toMatchObject({ name: 'Ana cambió el nombre', _version: Number(delivery._version) + 1 });

    await dialog.getByRole('button', { name: 'Sobrescribir' }).click();
    await luis.page.waitForURL(`${suite.app.url}/deliveries/${delivery._id}`);
    expect(await api<Row>(suite.app, 'GET', `/deliveries/${delivery._id}`)).toMatchObject({
      name: 'Luis cambió el nombre',
      identificationNumber: '0999999999',
      _version: Number(delivery._version) + 2,
    });
    expect([...ana.alerts, ...luis.alerts]).toEqual([]);
  });

  it('Recargar drops what the second person typed and shows the delivery as the first one saved it', async () => {
    const [, delivery] = (await api<ApiList<Row>>(suite.app, 'GET', '/deliveries?pageIndex=1&pageSize=2&sortField=voucherNumber&sortOrder=asc')).data as [Row, Row];
    const ana = await openPage();
    const luis = await openPage();
    const anaName = await openEdit(ana.page, delivery._id);
    const luisName = await openEdit(luis.page, delivery._id);
    await anaName.fill('Nombre de Ana');
    await save(ana.page);
    await ana.page.waitForURL(`${suite.app.url}/deliveries/${delivery._id}`);

    await luisName.fill('Nombre de Luis');
    await save(luis.page);
    const dialog = await waitForConflict(luis.page);
    await dialog.getByRole('button', { name: 'Recargar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => luisName.inputValue()).toBe('Nombre de Ana');
    expect(luis.page.url()).toBe(`${suite.app.url}/deliveries/${delivery._id}/edit`);
    expect((await api<Row>(suite.app, 'GET', `/deliveries/${delivery._id}`)).name).toBe('Nombre de Ana');
    // Saving now is made on Ana's version: no conflict.
    await luisName.fill('Nombre de Ana y Luis');
    await save(luis.page);
    await luis.page.waitForURL(`${suite.app.url}/deliveries/${delivery._id}`);
    expect((await api<Row>(suite.app, 'GET', `/deliveries/${delivery._id}`)).name).toBe('Nombre de Ana y Luis');
  });

  it('an inline edit overtaken by another context shows the same dialog', async () => {
    const ana = await openPage();
    const luis = await openPage();
    const [institute] = (await api<ApiList<Row>>(suite.app, 'GET', '/institutes?pageIndex=1&pageSize=1&sortField=name&sortOrder=asc')).data as [Row];
    const name = String(institute.name);
    for (const { page } of [ana, luis]) {
      await page.goto(`${suite.app.url}/institutes`);
      await rowWith(page, name).getByRole('button', { name: 'Edición rápida' }).click();
    }
    const anaRow = editingRow(ana.page);
    await anaRow.getByRole('textbox', { name: 'Nombre' }).fill(`${name} (Ana)`);
    await anaRow.getByRole('button', { name: 'Guardar' }).click();
    await rowWith(ana.page, `${name} (Ana)`).getByRole('button', { name: 'Edición rápida' }).waitFor();

    const luisRow = editingRow(luis.page);
    await luisRow.getByRole('textbox', { name: 'Nombre' }).fill(`${name} (Luis)`);
    await luisRow.getByRole('button', { name: 'Guardar' }).click();
    const dialog = luis.page.getByRole('dialog', { name: CONFLICT });
    await dialog.waitFor();
    expect(await lineOf(dialog, 'Nombre')).toEqual([`${name} (Ana)`, `${name} (Luis)`]);
    await dialog.getByRole('button', { name: 'Sobrescribir' }).click();
    await rowWith(luis.page, `${name} (Luis)`).getByRole('button', { name: 'Edición rápida' }).waitFor();
    const listed = (await api<ApiList<Row>>(suite.app, 'GET', '/institutes?pageIndex=1&pageSize=100')).data;
    expect(listed.find((row) => row._id === institute._id)).toMatchObject({ name: `${name} (Luis)`, _version: Number(institute._version) + 2 });
  });
});
