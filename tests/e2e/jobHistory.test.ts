// The history in Chromium against the real server (issues 23 and 24's loose ends): a bulk job's own entry reads as a
// job (its action's label, its counts, the filters it ran on, a link to its entries), and every history filter typed
// in the address, or reloaded, filters the grid as the API does. E2E_STORE=postgres runs it on PostgreSQL.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import dayjs from 'dayjs';
import { api, readTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

const screenshots = resolve(import.meta.dirname, 'screenshots');

describe.skipIf(!hasChromium)('the history in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1366, height: 900 } } });

  async function runJob(body: Record<string, unknown>): Promise<string> {
    const job = await api<{ _id: string }>(suite.app, 'POST', '/invoices/bulk', body);
    await expect.poll(async () => (await api<{ state: string }>(suite.app, 'GET', `/jobs/${job._id}`)).state, { timeout: 10_000 }).toBe('done');
    return job._id;
  }

  it("a bulk job's entry reads as a job, and /history?action=bulk typed in the address lists only job entries", async () => {
    const pending = (await api<ApiList<unknown>>(suite.app, 'GET', '/invoices?state=Pendiente&pageIndex=1&pageSize=1')).itemsCount;
    expect(pending).toBeGreaterThan(0);
    const jobId = await runJob({ action: 'issue', where: { state: 'Pendiente' } });
    const page = suite.page;
    await page.goto(`${suite.app.url}/history?action=bulk`);
    const entry = page.locator('tbody tr').first();
    await entry.waitFor();
    expect(await readTotal(page)).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Acción' }).inputValue()).toBe('bulk');
    const cell = entry.locator('.cell-job');
    expect(await cell.locator('strong').textContent()).toBe('Facturar');
    expect(await cell.locator('li').allTextContents()).toEqual([`${pending} filas elegidas: ${pending} cambiadas, 0 sin cambios`, 'Filtros: Estado: Pendiente']);
    // Its counts are no field's: no «Total: n» beside the pager's own.
    expect(await page.getByText(/^Total: \d+$/).count()).toBe(1);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: resolve(screenshots, 'history-job-entry.png') });
    await cell.getByRole('link', { name: 'Ver los registros de la acción' }).click();
    await page.waitForURL(`${suite.app.url}/history/jobs/${jobId}`);
    expect(await readTotal(page)).toBe(pending + 1);
    expect(await page.locator('.cell-job').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Ver los registros de la acción' }).count()).toBe(0);
  });

  it('every history filter read from the address filters as the API does, typed and reloaded', async () => {
    const [invoice] = (await api<ApiList<{ _id: string }>>(suite.app, 'GET', '/invoices?state=Facturada&pageIndex=1&pageSize=1')).data;
    await api(suite.app, 'POST', `/invoices/${invoice!._id}/check`, undefined, { 'if-match': '*' });
    const today = dayjs();
    const range = `${today.subtract(1, 'day').format('YYYY-MM-DD')}..${today.add(1, 'day').format('YYYY-MM-DD')}`;
    const count = async (query: string) => (await api<ApiList<unknown>>(suite.app, 'GET', `/audit?${query}${query ? '&' : ''}pageIndex=1&pageSize=1`)).itemsCount;
    const all = await count('');
    const cases: [address: string, apiQuery: string | null][] = [
      ['/history?action=bulk', 'action=bulk'],
      ['/history?action=transition', 'action=transition'],
      ['/history?entity=invoice&action=transition', 'entity=invoice&action=transition'],
      [`/history?recordId=${invoice!._id}`, `recordId=${invoice!._id}`],
      ['/history?userEmail=admin', 'userEmail=admin'],
      [`/history?at=${range}`, null],
      [`/history/invoice/${invoice!._id}?action=transition`, null],
    ];
    const page = suite.page;
    for (const [address, apiQuery] of cases) {
      const expected = apiQuery === null ? (address.startsWith('/history/invoice/') ? 1 : all) : await count(apiQuery);
      expect(expected, address).toBeGreaterThan(0);
      await page.goto(`${suite.app.url}${address}`);
      expect(await readTotal(page), address).toBe(expected);
      await page.reload();
      expect(await readTotal(page), `${address} reloaded`).toBe(expected);
    }
    // A filter that matches nothing shows nothing, typed too.
    await page.goto(`${suite.app.url}/history?action=import`);
    expect(await readTotal(page)).toBe(0);
  });
});
