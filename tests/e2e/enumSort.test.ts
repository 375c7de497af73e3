// An enum column sorts by the titles the user reads, not by its stored codes: the library's books by Formato
// (codes audio, bolsillo, digital, tapaDura; titles Libro hablado, Bolsillo, Digital, Tapa dura), clicked in Chromium.
import { api, expectTotal, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

describe.skipIf(!hasChromium)('an enum column sorted by its header, in Chromium', () => {
  const suite = useE2eSession({ siteSchemas: 'tests/fixtures/library/schemas', page: { viewport: { width: 1440, height: 900 }, locale: 'es-EC' } });

  it('clicking «Formato» orders the rows by the formats\' titles, then the other way', async () => {
    const author = await api<Row>(suite.app, 'POST', '/authors', { name: 'Autora de Orden', country: 'Perú' });
    // Created in code order; ids by creation, so ties cannot explain a title order.
    for (const [index, format] of ['audio', 'bolsillo', 'digital', 'tapaDura'].entries()) {
      await api<Row>(suite.app, 'POST', '/books', { title: `Orden ${index}`, isbn: `978-0-00-00000${index}-1`, author: author._id, genres: [], format, pages: 100 });
    }
    const { page } = suite;
    await page.goto(`${suite.app.url}/books`);
    // The filter's own request first: the four books are every book, so the total alone cannot tell it was applied.
    const filtered = page.waitForRequest((r) => r.url().includes('/api/books?') && r.url().includes('title=Orden'));
    await page.locator('.grid-filter-row').getByRole('textbox', { name: 'Título' }).fill('Orden');
    await filtered;
    await expectTotal(page, 4);
    const header = page.locator('main thead th').filter({ has: page.locator('button.grid-sort-button', { hasText: 'Formato' }) });
    // The column's place among the header cells, to read its cells in each row.
    const column = await header.evaluate((cell) => [...cell.parentElement!.children].indexOf(cell));
    const shown = () => page.locator('main tbody tr[data-row-id]').evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent?.trim() ?? ''), column);

    const titles = ['Bolsillo', 'Digital', 'Libro hablado', 'Tapa dura'];
    const request = page.waitForRequest((r) => r.url().includes('/api/books?') && r.url().includes('sortField=format'));
    await header.locator('button.grid-sort-button').click();
    expect(new URL((await request).url()).searchParams.get('sortOrder')).toBe('asc');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(shown).toEqual(titles);

    await header.locator('button.grid-sort-button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(shown).toEqual([...titles].reverse());
    // The API behind it answers the same order.
    const listed = await api<ApiList<Row>>(suite.app, 'GET', '/books?pageIndex=1&pageSize=10&title=Orden&sortField=format&sortOrder=asc');
    expect(listed.data.map((row) => row.format)).toEqual(['bolsillo', 'digital', 'audio', 'tapaDura']);
  });
});
