import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, collectAlerts, type ApiList, openAdminContext } from './support/adminPage.js';
import { hasChromium, launchBrowser } from './support/launchBrowser.js';
import { startApp, type RunningApp } from './support/startApp.js';

type Row = Record<string, unknown> & { _id: string };
const screenshots = resolve(import.meta.dirname, 'screenshots');
// A 1×1 PNG, so the upload service sniffs a real image.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(!hasChromium)('rich text and date widgets in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    // Far east of UTC, where a date taken as UTC midnight would show the day before.
    context = await openAdminContext(browser, app, { viewport: { width: 1440, height: 900 }, timezoneId: 'Pacific/Kiritimati', locale: 'es-EC' });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  it('edits a question in CKEditor, 200 to 400 px high, and uploads an image through the signed upload', async () => {
    const alerts = collectAlerts(page);
    const content = (await api<ApiList<Row>>(app, 'GET', '/contents?pageIndex=1&pageSize=1')).data[0]!;
    const question = (await api<ApiList<Row>>(app, 'GET', `/contents/${content._id}/questions?pageIndex=1&pageSize=1`)).data[0]!;
    await page.goto(`${app.url}/questions/${question._id}/edit`);
    const editable = page.locator('.ck-editor__editable');
    await editable.waitFor({ timeout: 20_000 });
    const height = (await editable.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(200);
    expect(height).toBeLessThanOrEqual(400);

    await editable.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('¿Cuál es la derivada de x²?');
    const folder = mkdtempSync(join(tmpdir(), 'admin-gen-image-'));
    writeFileSync(join(folder, 'grafico.png'), png);
    const signature = page.waitForResponse((r) => r.url().includes('/api/get_signature_s3'));
    await page.locator('.ck-toolbar input[type=file]').first().setInputFiles(join(folder, 'grafico.png'));
    expect((await signature).status()).toBe(200);
    const image = editable.locator('img');
    await expect.poll(async () => (await image.count()) > 0 && (await image.first().getAttribute('src'))).toMatch(/^\/api\/uploads\/content\//);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: resolve(screenshots, 'question-richtext.png'), fullPage: true });

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(new RegExp(`/questions/${content._id}$`));
    const saved = await api<Row>(app, 'GET', `/questions/${question._id}`);
    expect(saved.descripcion).toContain('¿Cuál es la derivada de x²?');
    expect(saved.descripcion).toMatch(/<img[^>]+src="\/api\/uploads\/content\//);
    expect(alerts).toEqual([]);
  });

  it('picks a date in the Spanish calendar and saves it as YYYY-MM-DD without a time-zone shift', async () => {
    const product = (await api<ApiList<Row>>(app, 'GET', '/products?pageIndex=1&pageSize=1')).data[0]!;
    await page.goto(`${app.url}/products/${product._id}/edit`);
    const input = page.getByRole('textbox', { name: /Vencimiento de las claves/ });
    await input.waitFor();
    await input.click();
    const calendar = page.getByRole('grid').first();
    await calendar.waitFor();
    // Spanish month and weekday names.
    await expect(page.getByText(/^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/i).count()).resolves.toBeGreaterThan(0);
    await expect(calendar.locator('th').allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/^(lu|ma|mi)/i)]));
    await calendar.getByRole('button', { name: /\b15\b/ }).first().click();
    const value = await input.inputValue();
    expect(value).toMatch(/^\d{4}-\d{2}-15$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(new RegExp(`/products/${product._id}$`));
    expect((await api<Row>(app, 'GET', `/products/${product._id}`)).productKeyExpirationDate).toBe(value);
    await page.getByText(value, { exact: true }).waitFor();
  });
});
