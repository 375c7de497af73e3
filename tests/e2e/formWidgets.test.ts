import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { api, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };
const screenshots = resolve(import.meta.dirname, 'screenshots');
// A 1×1 PNG, so the upload service sniffs a real image.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(!hasChromium)('rich text and date widgets in Chromium', () => {
  // Far east of UTC, where a date taken as UTC midnight would show the day before.
  const suite = useE2eSession({ page: { viewport: { width: 1440, height: 900 }, timezoneId: 'Pacific/Kiritimati', locale: 'es-EC' } });

  it('edits a question in CKEditor, 200 to 400 px high, and uploads an image through the signed upload', async () => {
    const content = (await api<ApiList<Row>>(suite.app, 'GET', '/contents?pageIndex=1&pageSize=1')).data[0]!;
    const question = (await api<ApiList<Row>>(suite.app, 'GET', `/contents/${content._id}/questions?pageIndex=1&pageSize=1`)).data[0]!;
    await suite.page.goto(`${suite.app.url}/questions/${question._id}/edit`);
    const editable = suite.page.locator('.ck-editor__editable');
    await editable.waitFor({ timeout: 20_000 });
    const height = (await editable.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(200);
    expect(height).toBeLessThanOrEqual(400);

    await editable.click();
    await suite.page.keyboard.press('Control+A');
    await suite.page.keyboard.type('¿Cuál es la derivada de x²?');
    const folder = mkdtempSync(join(tmpdir(), 'admin-gen-image-'));
    writeFileSync(join(folder, 'grafico.png'), png);
    const signature = suite.page.waitForResponse((r) => r.url().includes('/api/get_signature_s3'));
    await suite.page.locator('.ck-toolbar input[type=file]').first().setInputFiles(join(folder, 'grafico.png'));
    expect((await signature).status()).toBe(200);
    const image = editable.locator('img');
    await expect.poll(async () => (await image.count()) > 0 && (await image.first().getAttribute('src'))).toMatch(/^\/api\/uploads\/content\//);
    mkdirSync(screenshots, { recursive: true });
    await suite.page.screenshot({ path: resolve(screenshots, 'question-richtext.png'), fullPage: true });

    await suite.page.getByRole('button', { name: 'Guardar' }).click();
    await suite.page.waitForURL(new RegExp(`/questions/${content._id}$`));
    const saved = await api<Row>(suite.app, 'GET', `/questions/${question._id}`);
    expect(saved.descripcion).toContain('¿Cuál es la derivada de x²?');
    expect(saved.descripcion).toMatch(/<img[^>]+src="\/api\/uploads\/content\//);
    expect(suite.alerts).toEqual([]);
  });

  it('picks a date in the Spanish calendar and saves it as YYYY-MM-DD without a time-zone shift', async () => {
    const product = (await api<ApiList<Row>>(suite.app, 'GET', '/products?pageIndex=1&pageSize=1')).data[0]!;
    await suite.page.goto(`${suite.app.url}/products/${product._id}/edit`);
    const input = suite.page.getByRole('textbox', { name: /Vencimiento de las claves/ });
    await input.waitFor();
    await input.click();
    const calendar = suite.page.getByRole('grid').first();
    await calendar.waitFor();
    // Spanish month and weekday names.
    await expect(suite.page.getByText(/^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/i).count()).resolves.toBeGreaterThan(0);
    await expect(calendar.locator('th').allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/^(lu|ma|mi)/i)]));
    await calendar.getByRole('button', { name: /\b15\b/ }).first().click();
    // The course site shows dates as it stores them, YYYY-MM-DD (app.json dateDisplay).
    const value = await input.inputValue();
    expect(value).toMatch(/^\d{4}-\d{2}-15$/);
    await suite.page.getByRole('button', { name: 'Guardar' }).click();
    await suite.page.waitForURL(new RegExp(`/products/${product._id}$`));
    expect((await api<Row>(suite.app, 'GET', `/products/${product._id}`)).productKeyExpirationDate).toBe(value);
    await suite.page.getByText(value, { exact: true }).waitFor();
  });
});
