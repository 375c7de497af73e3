// A grid's 'Exportar' in Chromium against the real server: filter the invoices, download CSV and XLSX, and open both
// files (csv-parse, exceljs): the rows the grid lists, its columns in order with their titles, and _id.
// A screenshot of the open menu goes to tests/e2e/screenshots/export/ (docs/screenshots/export-menu.png is a copy).
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { api, expectTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

const screenshots = resolve(import.meta.dirname, 'screenshots', 'export');

/** Opens 'Exportar', clicks the format's link and waits for the browser's download; its bytes and file name. */
async function download(page: Page, label: string): Promise<{ bytes: Buffer; name: string }> {
  await page.getByText('Exportar', { exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: label }).click()]);
  return { bytes: await readFile((await file.path())!), name: file.suggestedFilename() };
}

describe.skipIf(!hasChromium)('grid export in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1440, height: 900 }, acceptDownloads: true } });

  it("invoices filtered by voucher: 'Exportar' → CSV and XLSX hold exactly the grid's rows, its columns titled, and _id", async () => {
    const all = await api<ApiList<Row>>(suite.app, 'GET', '/invoices?pageIndex=1&pageSize=1&sortField=createdAt&sortOrder=desc');
    const needle = String(all.data[0]!.voucherNumber).slice(0, 3);
    await suite.page.goto(`${suite.app.url}/invoices`);
    await suite.page.locator('tbody tr').first().waitFor();
    const filtered = suite.page.waitForRequest((request) => request.url().includes('/api/invoices?') && request.url().includes('voucherNumber='));
    await suite.page.getByRole('textbox', { name: 'Comprobante' }).fill(needle);
    // Every row the grid's list holds (its filter, tab and sort), read through the API page by page.
    const query = new URL((await filtered).url()).searchParams;
    const expected: string[] = [];
    let total = 0;
    for (let pageIndex = 1; pageIndex === 1 || expected.length < total; pageIndex += 1) {
      query.set('pageIndex', String(pageIndex));
      query.set('pageSize', '100');
      const page = await api<ApiList<Row>>(suite.app, 'GET', `/invoices?${query.toString()}`);
      total = page.itemsCount;
      expected.push(...page.data.map((row) => row._id));
    }
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all.itemsCount);
    await expectTotal(suite.page, total);
    const headers = (await suite.page.locator('thead tr').first().locator('th').allTextContents()).map((text) => text.replace(/[▲▼↕]/g, '').trim()).filter((text) => text !== '' && text !== 'Acciones');

    await suite.page.getByText('Exportar', { exact: true }).click();
    await expect(suite.page.getByRole('link', { name: 'CSV (Excel en español)' }).isVisible()).resolves.toBe(true);
    mkdirSync(screenshots, { recursive: true });
    await suite.page.screenshot({ path: resolve(screenshots, 'export-menu.png') });
    await suite.page.getByText('Exportar', { exact: true }).click();

    const csv = await download(suite.page, 'CSV (Excel en español)');
    expect(csv.name).toBe('invoices.csv');
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records: string[][] = parse(csv.bytes, { bom: true, delimiter: ';' });
    expect(records[0]).toEqual([...headers, '_id']);
    expect(records.slice(1).map((record) => record.at(-1))).toEqual(expected);

    const xlsx = await download(suite.page, 'Excel (XLSX)');
    expect(xlsx.name).toBe('invoices.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([...headers, '_id']);
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(expected);
    // Amounts and dates are typed cells, not text.
    const amount = headers.indexOf('Total');
    expect(typeof rows[1]![amount]).toBe('number');
  });
});
