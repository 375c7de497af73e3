import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { app, routes } from '../../generated/index.js';
import { collectCspViolations, openAdminPage } from './support/adminPage.js';
import { hasChromium, launchBrowser } from './support/launchBrowser.js';
import { startApp, type RunningApp } from './support/startApp.js';

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
  let running: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    running = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it('loads each page without errors and follows every row link', async () => {
    const page: Page = await openAdminPage(browser, running, { viewport: { width: 1440, height: 900 } });
    const failures: string[] = [];
    // The Content-Security-Policy allows no inline script: any page that needed one would be reported here.
    const cspViolations = collectCspViolations(page);
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

    const queue = app.menu.map((entry) => entry.route);
    const seen = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift()!;
      const route = findRoute(path.split('?')[0]!);
      expect(route, `no page route for ${path}`).toBeDefined();
      if (!route || seen.has(route.path)) continue;
      seen.add(route.path);
      await page.goto(`${running.url}${path}`);
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
          anchors.filter((a) => !a.closest('tbody tr:not(:first-child)')).map((a) => a.getAttribute('href') ?? ''),
        );
      const local = hrefs.filter((href) => href.startsWith('/'));
      visits.push({ template: route.path, url: path, kind: route.kind, texts, links: local.length });
      queue.push(...local);
    }
    mkdirSync(screenshots, { recursive: true });
    writeFileSync(resolve(screenshots, 'visits.json'), JSON.stringify(visits, null, 2));
    await page.close();

    expect(failures).toEqual([]);
    expect(cspViolations).toEqual([]);
    // Every grid, form and view route of the generated registry was reached by clicking.
    const unreached = routes.filter((route) => !seen.has(route.path)).map((route) => route.path);
    expect(unreached).toEqual([]);
  }, 120_000);

  it('applies every filter of every grid page, and the total matches the API for the same request', async () => {
    expect(visits.length).toBeGreaterThan(0);
    const page: Page = await openAdminPage(browser, running, { viewport: { width: 1440, height: 900 } });
    const checked: string[] = [];
    for (const visit of visits.filter((candidate) => candidate.kind === 'grid')) {
      await page.goto(`${running.url}${visit.url}`);
      await page.waitForLoadState('networkidle');
      const controls = page.locator('tr.grid-filter-row').locator('input[type=text], input[type=search], input:not([type]), select');
      const count = await controls.count();
      for (let index = 0; index < count; index += 1) {
        await page.goto(`${running.url}${visit.url}`);
        await page.waitForLoadState('networkidle');
        const control = page.locator('tr.grid-filter-row').locator('input[type=text], input[type=search], input:not([type]), select').nth(index);
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
          if (!wanted) continue;
          await control.selectOption({ label: wanted });
        } else if ((await control.getAttribute('aria-haspopup')) === 'dialog') {
          // A date range bound (the forms' date field): a typed day filters at once.
          await control.fill('2020-01-01');
        } else {
          await control.fill('a');
        }
        const url = (await request).url();
        await page.waitForLoadState('networkidle');
        const expected = (await (await running.fetch(url.slice(running.url.length))).json()) as { itemsCount: number };
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
        checked.push(`${visit.template} ${name}: ${expected.itemsCount}`);
      }
    }
    await page.close();
    writeFileSync(resolve(screenshots, 'filters.json'), JSON.stringify(checked, null, 2));
    expect(checked.length).toBeGreaterThan(20);
  }, 300_000);
});
