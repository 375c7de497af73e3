import { api, expectTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

// The products grid's price column filters by a number range typed the Spanish way, against the real server.
describe.skipIf(!hasChromium)('number range filter in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1440, height: 900 }, locale: 'es-EC' } });
  const count = async (query: string) => (await api<ApiList<Record<string, unknown>>>(suite.app, 'GET', `/products?pageIndex=1&pageSize=1&${query}`)).itemsCount;

  it('Desde «99,5» and Hasta «1.000» list the prices within, keep them in the URL, and say when a bound is no number', async () => {
    const all = await count('');
    const within = await count('pricetag[from]=99.5&pricetag[to]=1000');
    expect(within).toBeGreaterThan(0);
    expect(within).toBeLessThan(all);
    await suite.page.goto(`${suite.app.url}/products`);
    await expectTotal(suite.page, all);

    const from = suite.page.getByRole('textbox', { name: 'Precio de referencia desde' });
    const to = suite.page.getByRole('textbox', { name: 'Precio de referencia hasta' });
    const request = suite.page.waitForRequest((r) => r.url().includes('/api/products?') && r.url().includes('pricetag%5Bto%5D'));
    await from.fill('99,5');
    await to.fill('1.000');
    const query = new URL((await request).url()).searchParams;
    expect([query.get('pricetag[from]'), query.get('pricetag[to]')]).toEqual(['99.5', '1000']);
    await expectTotal(suite.page, within);
    expect(new URL(suite.page.url()).searchParams.get('pricetag')).toBe('99.5..1000');

    await suite.page.reload();
    await expectTotal(suite.page, within);
    await expect(from.inputValue()).resolves.toBe('99,5');
    await expect(to.inputValue()).resolves.toBe('1000');

    await to.fill('mil');
    await suite.page.getByRole('alert').filter({ hasText: 'Escriba un número, por ejemplo 1.234,56.' }).waitFor();
    await expectTotal(suite.page, within);
    await to.fill('');
    await expectTotal(suite.page, await count('pricetag[from]=99.5'));
  });
});
