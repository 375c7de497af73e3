// Every page and dialog passes axe-core with no serious or critical violation at 1366 × 768 and 390 × 844, and the
// keyboard paths (skip link, invoice tabs, a dialog) work in Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, ViewportSize } from 'playwright-core';
import { app, entities, routes } from '../../generated/index.js';
import { isOptionallyLinked } from '../../runtime/testing/index.js';
import { findPageRoute, type PageRoute } from './support/findPageRoute.js';
import { rowAction } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';
import { CONCURRENT_PAGES, crawlConcurrently, visitConcurrently } from './support/visitConcurrently.js';

const screenshots = resolve(import.meta.dirname, 'screenshots');
const VIEWPORTS: readonly (readonly [string, ViewportSize])[] = [
  ['1366 × 768', { width: 1366, height: 768 }],
  ['390 × 844', { width: 390, height: 844 }],
];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
const FAILING: readonly string[] = ['critical', 'serious'];

interface Visit {
  readonly label: string;
  /** Opens the page (and its dialog) in `page`, ready to analyse. */
  readonly open: (page: Page) => Promise<void>;
}

interface Result {
  readonly label: string;
  readonly viewport: string;
  readonly counts: Record<string, number>;
  readonly rules: string[];
}

/** Waits until the page's content has loaded: each grid part's total, a form's Guardar, a view's fields. */
async function waitForPage(page: Page, route: PageRoute): Promise<void> {
  if (route.kind === 'grid') {
    for (let part = 0; part < route.parts.length; part += 1) {
      await page.getByText(/^(Total: \d+|No se han encontrado resultados)$/).nth(part).waitFor({ timeout: 15_000 });
    }
  } else if (route.kind === 'form') {
    await page.getByRole('button', { name: 'Guardar' }).waitFor({ timeout: 15_000 });
  } else {
    await page.locator('main dl').first().waitFor({ timeout: 15_000 });
  }
  await page.waitForLoadState('networkidle');
}

/** Runs axe on the page as it is now. */
async function analyse(page: Page, label: string, viewport: string): Promise<{ result: Result; failures: string[] }> {
  // Only violations come back: serialising every passing node of a long grid is most of axe's time. Legacy mode is
  // axe.run in the page (same-origin frames included; the CSP allows no other): the default runPartial then finishRun
  // in a new blank page, with axe injected twice, took three times as long for the same rules and results.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  const counts: Record<string, number> = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
  const failures: string[] = [];
  for (const violation of violations) {
    const impact = violation.impact ?? 'minor';
    counts[impact] = (counts[impact] ?? 0) + 1;
    if (FAILING.includes(impact)) {
      failures.push(`${label} at ${viewport}: ${violation.id} (${impact}) on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  return { result: { label, viewport, counts, rules: violations.map((violation) => `${violation.id} (${violation.impact ?? 'minor'})`) }, failures };
}

/** The per-page table the lead quotes: violations by impact, and which rules (by viewport, then page). */
function writeSummary(unordered: readonly Result[]): void {
  const viewports = VIEWPORTS.map(([name]) => name);
  const results = [...unordered].sort((a, b) => viewports.indexOf(a.viewport) - viewports.indexOf(b.viewport) || a.label.localeCompare(b.label));
  const lines = [
    '# axe-core summary',
    '',
    `Written by tests/e2e/accessibility.test.ts on ${new Date().toISOString()}; serious and critical violations fail the test.`,
    '',
    `| Page | Viewport | ${IMPACTS.join(' | ')} | Rules |`,
    `| --- | --- | ${IMPACTS.map(() => '---').join(' | ')} | --- |`,
    ...results.map((result) => `| ${result.label} | ${result.viewport} | ${IMPACTS.map((impact) => result.counts[impact]).join(' | ')} | ${result.rules.join(', ') || '—'} |`),
    '',
  ];
  mkdirSync(screenshots, { recursive: true });
  writeFileSync(resolve(screenshots, 'axe-summary.md'), lines.join('\n'));
}

describe.skipIf(!hasChromium)('accessibility', () => {
  const suite = useE2eSession();
  const results: Result[] = [];
  /** `count` signed-in pages at `size`, to visit pages side by side (axe and loading pages only read). */
  const openPages = (size: ViewportSize, count = CONCURRENT_PAGES) => Promise.all(Array.from({ length: count }, () => suite.session.newPage({ viewport: size })));

  afterAll(() => {
    if (results.length > 0) writeSummary(results);
  });

  // Where each page route was first reached from the menu through row, toolbar and view links (filled by the crawl).
  const found: { route: PageRoute; path: string }[] = [];

  it('reaches every page route from the menu', async () => {
    // Side by side, as everyPage walks: a visit claims its route before its first await, so no two pages take one.
    const pages = await openPages(VIEWPORTS[0]![1]);
    const seen = new Set<string>();
    await crawlConcurrently(pages, app.menu.map((entry) => entry.route), async (page, path) => {
      const route = findPageRoute(path.split('?')[0]!);
      if (!route || seen.has(route.path)) return [];
      seen.add(route.path);
      found.push({ route, path });
      await page.goto(`${suite.app.url}${path}`);
      await waitForPage(page, route);
      // The toolbar's and the view's links, and the row links of each grid's first row; downloads are no pages.
      return page
        .locator('main a[href]')
        .evaluateAll((anchors) =>
          anchors.filter((a) => !a.hasAttribute('download') && !a.closest('tbody tr:not(:first-child)')).map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
        );
    });
    await Promise.all(pages.map((page) => page.close()));
    // In route order, so the chunks below are the same on every run.
    found.sort((a, b) => a.route.path.localeCompare(b.route.path));
    // A route only row links that no demo row draws lead to (a bulk job's history) may stay unreached, as in checkEveryPage.
    expect(routes.filter((route) => !seen.has(route.path) && !isOptionallyLinked(entities, route.path)).map((route) => route.path)).toEqual([]);
  }, 180_000);

  // The pages in CHUNKS tests per size, so that each stays well inside its time limit on a busy machine.
  const CHUNKS = 8;
  it.each(VIEWPORTS.flatMap(([viewport]) => Array.from({ length: CHUNKS }, (_, chunk) => [viewport, chunk + 1] as const)))(
    'at %s the pages of part %i of 8 have no serious or critical axe violation',
    async (viewport, chunk) => {
      const size = VIEWPORTS.find(([name]) => name === viewport)![1];
      const pages = found.filter((_, index) => index % CHUNKS === chunk - 1);
      expect(pages.length).toBeGreaterThan(0);
      const browserPages = await openPages(size, Math.min(CONCURRENT_PAGES, pages.length));
      const analysed = await visitConcurrently(browserPages, pages, async (page, { route, path }) => {
        await page.goto(`${suite.app.url}${path}`);
        await waitForPage(page, route);
        return analyse(page, route.path, viewport);
      });
      await Promise.all(browserPages.map((page) => page.close()));
      results.push(...analysed.map((one) => one.result));
      expect(analysed.flatMap((one) => one.failures)).toEqual([]);
    },
    120_000,
  );

  // The login page, and each kind of dialog open over its page.
  const extraPages: readonly Visit[] = [
    {
      label: 'login',
      open: async (page) => {
        await page.context().clearCookies();
        await page.goto(`${suite.app.url}/`);
        await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: 15_000 });
      },
    },
    {
      label: 'dialog: Eliminar on /sellers (with what the delete does)',
      open: async (page) => {
        await page.goto(`${suite.app.url}/sellers`);
        await page.getByText(/^Total: \d+$/).waitFor({ timeout: 15_000 });
        // At 390 px a row's actions are in its 'Más acciones' menu.
        await (await rowAction(page.locator('tbody tr').first(), 'Eliminar')).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForLoadState('networkidle');
      },
    },
    {
      label: 'dialog: the uploader on /deliveries/new',
      open: async (page) => {
        await page.goto(`${suite.app.url}/deliveries/new`);
        await page.getByRole('button', { name: 'Subir comprobantes o archivos' }).click();
        await page.getByRole('dialog', { name: 'Subir comprobantes o archivos' }).getByRole('button', { name: 'Cerrar' }).waitFor();
        await page.waitForLoadState('networkidle');
      },
    },
  ];

  it.each(VIEWPORTS)('at %s the login page and each dialog have no serious or critical axe violation', async (viewport, size) => {
    // Each in a page of its own (the login page signs its context out), side by side.
    const pages = await openPages(size, extraPages.length);
    const analysed = await Promise.all(
      extraPages.map(async (visit, index) => {
        await visit.open(pages[index]!);
        return analyse(pages[index]!, visit.label, viewport);
      }),
    );
    await Promise.all(pages.map((page) => page.close()));
    results.push(...analysed.map((one) => one.result));
    expect(analysed.flatMap((one) => one.failures)).toEqual([]);
  }, 120_000);

  it('the skip link is the first Tab stop and moves focus to the content', async () => {
    const page = await suite.session.newPage({ viewport: VIEWPORTS[0]![1] });
    await page.goto(`${suite.app.url}/sellers`);
    await page.getByText(/^Total: \d+$/).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).resolves.toBe(await skip.evaluate((link) => link.outerHTML.slice(0, 80)));
    // Visible while focused (it hides above the page otherwise).
    expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('content');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('main')))).resolves.toBe(true);
    await page.close();
  }, 60_000);

  it('the invoice tabs are one Tab stop and the arrows, Home and End move between them', async () => {
    const page = await suite.session.newPage({ viewport: VIEWPORTS[0]![1] });
    await page.goto(`${suite.app.url}/invoices`);
    await page.getByText(/^(Total: \d+|No se han encontrado resultados)$/).waitFor({ timeout: 15_000 });
    const tablist = page.getByRole('tablist', { name: 'Facturas' });
    const focusedTab = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null));
    // Tab from the skip link reaches the selected tab after the menu, the toolbar… and never stops on another tab.
    for (let press = 0; press < 40 && (await focusedTab()) === null; press += 1) await page.keyboard.press('Tab');
    expect(await focusedTab()).toBe('Pendientes');
    await page.keyboard.press('Tab');
    expect(await focusedTab()).toBeNull();
    await tablist.getByRole('tab', { name: 'Pendientes' }).focus();
    for (const [key, name, value] of [
      ['ArrowRight', 'Facturadas', 'issued'],
      ['ArrowRight', 'Finalizadas', 'finalized'],
      ['ArrowRight', 'Pendientes', 'pending'],
      ['ArrowLeft', 'Finalizadas', 'finalized'],
      ['Home', 'Pendientes', 'pending'],
      ['End', 'Finalizadas', 'finalized'],
    ] as const) {
      await page.keyboard.press(key);
      expect(await focusedTab()).toBe(name);
      await expect.poll(() => tablist.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
      expect(new URL(page.url()).searchParams.get('state')).toBe(value);
      await expect(page.getByRole('tabpanel', { name }).count()).resolves.toBe(1);
    }
    await page.close();
  }, 60_000);

  it('a dialog opened from the keyboard keeps Tab inside, the page behind inert, and Escape returns focus to its button', async () => {
    const page = await suite.session.newPage({ viewport: VIEWPORTS[0]![1] });
    await page.goto(`${suite.app.url}/sellers`);
    await page.getByText(/^Total: \d+$/).waitFor({ timeout: 15_000 });
    const opener = page.locator('tbody tr').first().getByRole('button', { name: 'Eliminar' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.evaluate((element) => element.matches(':modal'))).resolves.toBe(true);
    // Past the dialog's last button Chromium may hand focus to the browser itself (body active), never to the page behind.
    const inDialog = () =>
      page.evaluate(() => document.activeElement === null || document.activeElement === document.body || Boolean(document.activeElement.closest('dialog')));
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Volver');
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab');
      expect(await inDialog()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    // A click on the page behind (the menu) reaches nothing.
    const url = page.url();
    await page.mouse.click(20, 200);
    expect(page.url()).toBe(url);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(opener.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.close();
  }, 60_000);
});
