import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, ViewportSize } from 'playwright-core';
import { app, entities, routes } from '../../generated/index.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';
import { CONCURRENT_PAGES, crawlConcurrently, visitConcurrently } from './support/visitConcurrently.js';

const screenshots = resolve(import.meta.dirname, 'screenshots');
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

function findGridRoute(path: string): (typeof routes)[number] | undefined {
  return routes.find((route) => route.kind === 'grid' && new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
}

/** Waits until every grid part of the page shows its total or the empty text. */
async function waitForGrids(page: Page, parts: number): Promise<void> {
  for (let part = 0; part < parts; part += 1) {
    await page.getByText(/^(Total: \d+|No se han encontrado resultados)$/).nth(part).waitFor({ timeout: 15_000 });
  }
}

/** How far the page scrolls sideways, and each first row's actions cell that ends past the window's right edge. */
function measure(page: Page): Promise<{ pageOverflow: number; hiddenActions: string[] }> {
  return page.evaluate(() => {
    const hiddenActions: string[] = [];
    for (const cell of document.querySelectorAll('tbody tr:first-child td.grid-actions-cell')) {
      const box = cell.getBoundingClientRect();
      if (box.right > window.innerWidth + 0.5 || box.left < 0) hiddenActions.push(cell.textContent ?? '');
    }
    return { pageOverflow: document.documentElement.scrollWidth - window.innerWidth, hiddenActions };
  });
}

/** The schema's column widths of a route's grids, in drawing order (actions columns have none). */
function getDeclaredWidths(route: (typeof routes)[number]): number[][] {
  return route.parts.map((part) => {
    const grid = entities.find((entity) => entity.entity === part.entity)?.grids.find((candidate) => candidate.name === part.name);
    return (grid?.columns ?? []).map((column) => column.width ?? 0);
  });
}

/** Each grid's data column headers: the width they were given and the width drawn. */
function measureHeaders(page: Page): Promise<{ given: number; drawn: number }[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table.grid-table')].map((table) =>
      [...table.querySelectorAll('thead tr:first-child th:not(.grid-actions-cell):not(.grid-select-cell)')].map((th) => ({
        given: Number.parseFloat((th as HTMLElement).style.width),
        drawn: th.getBoundingClientRect().width,
      })),
    ),
  );
}

// Every grid page reachable from the menu through the first row's links (lessons of a content, options of a question…).
const gridPaths: { template: string; path: string; parts: number }[] = [];

describe.skipIf(!hasChromium)('layout at 1366 × 768 and 390 × 844', () => {
  const suite = useE2eSession();
  /** Signed-in pages at `size` that walk the grids side by side (measuring only reads). */
  const openPages = (size: ViewportSize) => Promise.all(Array.from({ length: CONCURRENT_PAGES }, () => suite.session.newPage({ viewport: size })));

  beforeAll(() => {
    mkdirSync(screenshots, { recursive: true });
  });

  it('at 1366 × 768 every grid shows its row actions without scrolling the page sideways, its columns at their widths', async () => {
    const pages = await openPages(DESKTOP);
    const seen = new Set<string>();
    const problems: string[] = [];
    await crawlConcurrently(pages, app.menu.map((entry) => entry.route), async (page, path) => {
      const route = findGridRoute(path.split('?')[0]!);
      if (!route || seen.has(route.path)) return [];
      seen.add(route.path);
      await page.goto(`${suite.app.url}${path}`);
      await waitForGrids(page, route.parts.length);
      gridPaths.push({ template: route.path, path, parts: route.parts.length });
      const { pageOverflow, hiddenActions } = await measure(page);
      if (pageOverflow > 0) problems.push(`${route.path}: the page scrolls ${pageOverflow}px sideways`);
      if (hiddenActions.length > 0) problems.push(`${route.path}: actions off-screen: ${hiddenActions.join(' | ')}`);
      // Each header has the schema's width (declared or derived from the field) and is drawn at least that wide.
      const headers = await measureHeaders(page);
      expect(headers.map((grid) => grid.map((header) => header.given)), route.path).toEqual(getDeclaredWidths(route));
      const narrow = headers.flat().filter((header) => header.drawn < header.given - 1);
      if (narrow.length > 0) problems.push(`${route.path}: columns drawn narrower than their width: ${JSON.stringify(narrow)}`);
      await page.screenshot({ path: resolve(screenshots, `grid-1366${route.path.replace(/[/{}]+/g, '_')}.png`) });
      const hrefs = await page.locator('main tbody tr:first-child a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.filter((href) => href.startsWith('/'));
    });
    await Promise.all(pages.map((page) => page.close()));
    // In route order: the pages finish in any order, and the phone test below starts from the first.
    gridPaths.sort((a, b) => a.template.localeCompare(b.template));
    problems.sort();
    expect(problems).toEqual([]);
    expect(gridPaths.length).toBeGreaterThan(10);
  }, 180_000);

  it('at 390 × 844 the menu hides behind a button, grids scroll in their own box, and the skip link comes first', async () => {
    expect(gridPaths.length).toBeGreaterThan(0);
    const pages = await openPages(PHONE);
    const overflows = await visitConcurrently(pages, gridPaths, async (page, { template, path, parts }) => {
      await page.goto(`${suite.app.url}${path}`);
      await waitForGrids(page, parts);
      const { pageOverflow } = await measure(page);
      await page.screenshot({ path: resolve(screenshots, `grid-390${template.replace(/[/{}]+/g, '_')}.png`) });
      return pageOverflow > 0 ? `${template}: the page scrolls ${pageOverflow}px sideways` : undefined;
    });
    const [page, ...others] = pages as [Page, ...Page[]];
    await Promise.all(others.map((other) => other.close()));
    const problems = overflows.filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Menú' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    const box = await page.locator('.sidebar').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    await menu.getByRole('link').first().click();
    await menu.waitFor({ state: 'hidden' });

    // A fresh page: the first Tab stop is the skip link, Enter moves focus to the content.
    await page.goto(`${suite.app.url}${gridPaths[0]!.path}`);
    await waitForGrids(page, gridPaths[0]!.parts);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toBe('Saltar al contenido');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('content');
    await page.close();
  }, 180_000);
});
