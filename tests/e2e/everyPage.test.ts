import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { app, routes } from '../../generated/index.js';
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
    const page: Page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const failures: string[] = [];
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
    const visits: Visit[] = [];
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
    // Every grid, form and view route of the generated registry was reached by clicking.
    const unreached = routes.filter((route) => !seen.has(route.path)).map((route) => route.path);
    expect(unreached).toEqual([]);
  });
});
