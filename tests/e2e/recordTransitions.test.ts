// A transition from a record page in Chromium against the real server, on each store the run has: an invoice's view page
// (reached by the grid's 'Ver' link) offers 'Facturar' while the invoice is pending; clicking it issues the invoice, shows
// the grid's notice and the new state, and the page then offers 'Finalizar' instead, as the issued tab would.
import type { Page } from 'playwright-core';
import { getTestDialects } from '../server/testStores.js';
import { api, rowWith, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import type { RunningApp } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

describe.skipIf(!hasChromium).each(getTestDialects())('transitions on record pages in Chromium [%s]', (dialect) => {
  // PostgreSQL: a fresh database of its own, which the server migrates and fills with the demo data.
  const suite = useE2eSession({ store: dialect, page: { viewport: { width: 1440, height: 900 }, locale: 'es-EC' } });
  let app: RunningApp;
  let page: Page;
  let alerts: string[];

  beforeEach(() => {
    ({ app, page, alerts } = suite);
  });

  it("issues a pending invoice with 'Facturar' on its view page: the notice, the new state, then 'Finalizar'", async () => {
    const pending = await api<ApiList<Row>>(app, 'GET', '/invoices?pageIndex=1&pageSize=1&state=Pendiente&sortField=createdAt&sortOrder=desc');
    const [invoice] = pending.data as [Row];
    await page.goto(`${app.url}/invoices`);
    await rowWith(page, String(invoice.voucherNumber)).getByRole('link', { name: 'Ver' }).click();
    await page.waitForURL(`${app.url}/invoices/${invoice._id}`);

    const actions = page.locator('.page-actions');
    await actions.getByRole('button', { name: 'Facturar' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Factura emitida' }).count()).toBe(1);
    expect((await api<Row>(app, 'GET', `/invoices/${invoice._id}`)).state).toBe('Facturada');
    await page.getByRole('main').getByText('Facturada', { exact: true }).waitFor();
    await actions.getByRole('button', { name: 'Finalizar' }).waitFor();
    expect(await actions.getByRole('button', { name: 'Facturar' }).count()).toBe(0);
    expect(alerts).toEqual([]);
  });
});
