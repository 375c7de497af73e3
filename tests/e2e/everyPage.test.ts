import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { app, routes } from '../../generated/index.js';
import { collectCspViolations } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';
import { CONCURRENT_PAGES, crawlConcurrently, visitConcurrently } from './support/visitConcurrently.js';

const screenshots = resolve(import.meta.dirname, 'screenshots');

/** The generated page route whose template matches a concrete path, e.g. `/lessons/{category}` for `/lessons/abc`. */
function findRoute(path: string): (typeof routes)[number] | undefined {
  return routes.find((route) => {
    const pattern = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

interface Visit {
  template: string;
  url: string;
  kind: string;
  texts: string[];
  links: number;
}

// Walks every page reachable from the menu through row links, as an administrator clicking around would.
// The crawl's pages, for the filter walk that follows it.
const visits: Visit[] = [];

describe.skipIf(!hasChromium)('every page reachable from the menu', () => {
  const suite = useE2eSession();
  /** Signed-in pages at 1440 × 900 that walk the site side by side. */
  const openPages = () => Promise.all(Array.from({ length: CONCURRENT_PAGES }, () => suite.session.newPage({ viewport: { width: 1440, height: 900 } })));

  it('loads each page without errors and follows every row link', async () => {
    const pages = await openPages();
    const failures: string[] = [];
    // The Content-Security-Policy allows no inline script: any page that needed one would be reported here.
    const cspViolations = pages.map((page) => collectCspViolations(page));
    for (const page of pages) {
      page.on('pageerror', (error) => failures.push(`page error on ${page.url()}: ${error.message}`));
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() >= 400) {
          failures.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
        }
      });
      page.on('dialog', (dialog) => {
        failures.push(`unexpected dialog on ${page.url()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
    }

    const seen = new Set<string>();
    await crawlConcurrently(pages, app.menu.map((entry) => entry.route), async (page, path) => {
      const route = findRoute(path.split('?')[0]!);
      expect(route, `no page route for ${path}`).toBeDefined();
      if (!route || seen.has(route.path)) return [];
      seen.add(route.path);
      await page.goto(`${suite.app.url}${path}`);
      const texts: string[] = [];
      if (route.kind === 'grid') {
        // Each grid part shows its total or the empty text once loaded.
        for (let part = 0; part < route.parts.length; part += 1) {
          const status = page.getByText(/^(Total: \d+|No se han encontrado resultados)$/).nth(part);
          await status.waitFor({ timeout: 15_000 });
          texts.push((await status.textContent()) ?? '');
        }
      } else if (route.kind === 'form') {
        await page.getByRole('button', { name: 'Guardar' }).waitFor({ timeout: 15_000 });
        texts.push('Guardar');
      } else {
        await page.locator('dl').first().waitFor({ timeout: 15_000 });
        texts.push(`${await page.locator('dt').count()} campos`);
      }
      // Pages forward where a grid has more than one page, as the pager's Siguiente does.
      if (route.kind === 'grid' && route.parts.length === 1 && /^Total: \d+$/.test(texts[0] ?? '')) {
        const pager = await page.getByText(/^Página: 1 de \d+$/).textContent();
        if (pager && !pager.endsWith(' de 1')) {
          await page.getByRole('button', { name: 'Siguiente' }).click();
          await page.getByText(/^Página: 2 de \d+$/).waitFor();
          texts.push('Página 2');
          await page.goBack();
          await page.getByText(/^Página: 1 de \d+$/).waitFor();
        }
      }
      await expect(page.getByText('Página no encontrada').count()).resolves.toBe(0);
      await expect(page.getByText('Ha ocurrido un error inesperado.').count()).resolves.toBe(0);
      mkdirSync(screenshots, { recursive: true });
      await page.screenshot({ path: resolve(screenshots, `page${route.path.replace(/[/{}]+/g, '_')}.png`), fullPage: true });

      // The toolbar's and the view's links, and the row links of each grid's first row.
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((anchors) =>
          // Downloads (the export menu's files) are no pages.
          anchors.filter((a) => !a.hasAttribute('download') && !a.closest('tbody tr:not(:first-child)')).map((a) => a.getAttribute('href') ?? ''),
        );
      const local = hrefs.filter((href) => href.startsWith('/'));
      visits.push({ template: route.path, url: path, kind: route.kind, texts, links: local.length });
      return local;
    });
    // In route order: the pages finish in any order.
    visits.sort((a, b) => a.template.localeCompare(b.template));
    mkdirSync(screenshots, { recursive: true });
    writeFileSync(resolve(screenshots, 'visits.json'), JSON.stringify(visits, null, 2));
    await Promise.all(pages.map((page) => page.close()));

    expect(failures).toEqual([]);
    expect(cspViolations.flat()).toEqual([]);
    // Every grid, form and view route of the generated registry was reached by clicking.
    const unreached = routes.filter((route) => !seen.has(route.path)).map((route) => route.path);
    expect(unreached).toEqual([]);
  }, 120_000);

  it('applies every filter of every grid page, and the total matches the API for the same request', async () => {
    expect(visits.length).toBeGreaterThan(0);
    const pages = await openPages();
    const controlsOf = (page: Page) => page.locator('tr.grid-filter-row').locator('input[type=text], input[type=search], input:not([type]), select');
    const grids = visits.filter((candidate) => candidate.kind === 'grid');
    const counts = await visitConcurrently(pages, grids, async (page, visit) => {
      await page.goto(`${suite.app.url}${visit.url}`);
      await page.waitForLoadState('networkidle');
      return controlsOf(page).count();
    });
    // Each filter on a fresh load of its page, side by side: filtering only reads.
    const filters = grids.flatMap((visit, grid) => Array.from({ length: counts[grid]! }, (_, index) => ({ visit, index })));
    const results = await visitConcurrently(pages, filters, async (page, { visit, index }) => {
      await page.goto(`${suite.app.url}${visit.url}`);
      await page.waitForLoadState('networkidle');
      const control = controlsOf(page).nth(index);
      const name = (await control.getAttribute('aria-label')) ?? `#${index}`;
      const request = page.waitForRequest((r) => r.url().includes('/api/') && r.url().includes('pageIndex=1') && r.method() === 'GET');
      if ((await control.getAttribute('role')) === 'combobox') {
        // A reference picker: open it and take its first option (the lookup is not the list request awaited).
        await control.click();
        await page.getByRole('option').first().waitFor();
        await page.keyboard.press('Enter');
      } else if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
        const options = await control.locator('option:not([disabled])').allTextContents();
        const wanted = options.find((label) => label === 'Últimos 30 Días') ?? options[1];
        if (!wanted) return undefined;
        await control.selectOption({ label: wanted });
      } else if ((await control.getAttribute('aria-haspopup')) === 'dialog') {
        // A date range bound (the forms' date field): a typed day filters at once.
        await control.fill('2020-01-01');
      } else if ((await control.getAttribute('inputmode')) === 'decimal') {
        // A number bound (numberRange): text that is no number sends nothing.
        await control.fill('1');
      } else {
        await control.fill('a');
      }
      const url = (await request).url();
      await page.waitForLoadState('networkidle');
      const expected = (await (await suite.app.fetch(url.slice(suite.app.url.length))).json()) as { itemsCount: number };
      // The status of the grid this filter belongs to: the nearest enclosing element that shows one.
      const readStatus = () =>
        control.evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            const match = /Total: \d+|No se han encontrado resultados/.exec(node.textContent ?? '');
            if (match) return match[0];
          }
          return null;
        });
      await expect.poll(readStatus).toBe(expected.itemsCount === 0 ? 'No se han encontrado resultados' : `Total: ${expected.itemsCount}`);
      return `${visit.template} ${name}: ${expected.itemsCount}`;
    });
    const checked = results.filter((result) => result !== undefined);
    await Promise.all(pages.map((page) => page.close()));
    writeFileSync(resolve(screenshots, 'filters.json'), JSON.stringify(checked, null, 2));
    expect(checked.length).toBeGreaterThan(20);
  }, 300_000);
});
