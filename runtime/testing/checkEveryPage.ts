import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDefinition, PageRoute } from '../shared/index.js';
import { findPageRoute } from '../web/context/getAccess.js';
import { CHROMIUM_PATH, isChromiumInstalled } from './launchChromium.js';
import { startSiteSession, type SiteSession } from './startSiteSession.js';
import { CONCURRENT_PAGES, crawlConcurrently, visitConcurrently } from './visitConcurrently.js';

export interface CheckEveryPageOptions {
  /** The site's folder (`new URL('..', import.meta.url)` from its tests/). */
  readonly root: string | URL;
  /** Its generated model; default `generated` in the root. */
  readonly generatedDir?: string;
  /** Its built web app; default `dist/web` in the root (`npm run build`). */
  readonly webRoot?: string;
}

/** A page the walk opened: its route, the concrete URL and what it showed. */
export interface PageVisit {
  readonly route: PageRoute;
  readonly url: string;
}

// A walk of a few hundred pages on 2 shared cores; each step waits for what a person would see.
const WALK_TIMEOUT = 300_000;
const STATUS = /^(Total: \d+|No se han encontrado resultados)$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Registers a suite that checks a site from its own generated model, in Chromium on SQLite with its demo data: every
 * page reachable from the menu loads (grids show the rows the API answers, menu grids of entities with demo data show
 * some), every filter and every sortable column answers as the API does, every edit form saves a row unchanged,
 * every create form refuses or saves an empty form with a clear answer, and every view shows its fields.
 */
export function checkEveryPage(options: CheckEveryPageOptions): void {
  const root = typeof options.root === 'string' ? path.resolve(options.root) : fileURLToPath(options.root);
  const generatedDir = path.resolve(root, options.generatedDir ?? 'generated');
  const webRoot = path.resolve(root, options.webRoot ?? 'dist/web');
  const installed = isChromiumInstalled();
  if (!installed) console.warn(`checkEveryPage: skipped, no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);

  describe.skipIf(!installed)(`every page of the site in ${root}, in Chromium`, () => {
    let site: SiteSession | undefined;
    const visits: PageVisit[] = [];
    const ready = (): SiteSession => {
      if (!site) throw new Error('checkEveryPage: the site did not start');
      return site;
    };
    const entityOf = (route: PageRoute, part = 0): EntityDefinition => {
      const name = route.parts[part]?.entity;
      const entity = ready().model.entities.find((candidate) => candidate.entity === name);
      if (!entity) throw new Error(`no entity ${String(name)} for ${route.path}`);
      return entity;
    };
    /** Signed-in pages that walk side by side; every page error, failed API call and unexpected dialog is a failure. */
    const openPages = async (failures: string[]): Promise<Page[]> => {
      const pages = await Promise.all(Array.from({ length: CONCURRENT_PAGES }, () => ready().newPage({ viewport: { width: 1440, height: 900 } })));
      for (const page of pages) {
        page.on('pageerror', (error) => failures.push(`page error on ${page.url()}: ${error.message}`));
        page.on('response', (response) => {
          if (response.url().includes('/api/') && response.status() >= 400)
            failures.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
        });
        page.on('dialog', (dialog) => {
          failures.push(`unexpected dialog on ${page.url()}: ${dialog.message()}`);
          void dialog.dismiss();
        });
      }
      return pages;
    };
    const closeAll = (pages: readonly Page[]) => Promise.all(pages.map((page) => page.close()));
    /** The API's itemsCount for the same list request the page made. */
    const apiTotal = async (url: string): Promise<number> =>
      ((await (await ready().fetch(url.slice(ready().url.length))).json()) as { itemsCount: number }).itemsCount;
    const statusText = (total: number) => (total === 0 ? 'No se han encontrado resultados' : `Total: ${total}`);
    /** The status of the grid `control` belongs to: the nearest enclosing element that shows one. */
    const readStatus = (control: Locator) =>
      control.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const match = /Total: \d+|No se han encontrado resultados/.exec(node.textContent ?? '');
          if (match) return match[0];
        }
        return null;
      });
    const listRequest = (page: Page, marker: string) =>
      page.waitForRequest((request) => request.method() === 'GET' && request.url().includes('/api/') && request.url().includes(marker));
    const open = async (page: Page, url: string) => {
      await page.goto(`${ready().url}${url}`);
      await page.waitForLoadState('networkidle');
    };
    const grids = () => visits.filter((visit) => visit.route.kind === 'grid');
    const buttonsOf = (page: Page) => page.locator('main thead button.grid-sort-button');

    beforeAll(async () => {
      site = await startSiteSession({ generatedDir, webRoot });
    }, 120_000);
    afterAll(async () => {
      await site?.close();
    });

    it(
      'loads every page reachable from the menu, one title each, grids showing the rows the API answers',
      async () => {
        const { model } = ready();
        const failures: string[] = [];
        const pages = await openPages(failures);
        const seen = new Set<string>();
        const menu = new Set(model.app.menu.map((entry) => entry.route));
        await crawlConcurrently(pages, [...menu], async (page, url) => {
          const route = findPageRoute(ready().routes, url.split('?')[0]!);
          expect(route, `no page route for ${url}`).toBeTruthy();
          if (!route || seen.has(route.path)) return [];
          seen.add(route.path);
          const firstList = route.kind === 'grid' ? listRequest(page, 'pageIndex=1') : undefined;
          await page.goto(`${ready().url}${url}`);
          if (route.kind === 'grid') {
            for (let part = 0; part < route.parts.length; part += 1) await page.getByText(STATUS).nth(part).waitFor();
            const total = await apiTotal((await firstList!).url());
            await expect.poll(() => page.getByText(STATUS).first().textContent()).toBe(statusText(total));
            const entity = entityOf(route);
            if (menu.has(url) && (entity.demo?.count ?? 0) > 0) expect(total, `${url} shows none of ${entity.entity}'s demo rows`).toBeGreaterThan(0);
          } else if (route.kind === 'form') {
            await page.getByRole('button', { name: 'Guardar' }).waitFor();
          } else {
            await page.locator('main dl').first().waitFor();
            expect(await page.locator('main dt').count(), `${url} shows no field`).toBeGreaterThan(0);
          }
          await page.waitForLoadState('networkidle');
          await expect(page.getByText('Página no encontrada').count()).resolves.toBe(0);
          await expect(page.getByText('Ha ocurrido un error inesperado.').count()).resolves.toBe(0);
          // React renders each page's <title>; a second, static one would be what a browser tab shows instead.
          await expect(page.locator('title').count()).resolves.toBe(1);
          expect(await page.title()).toMatch(new RegExp(` · ${model.app.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
          visits.push({ route, url });
          // The toolbar's and the view's links, and the row links of each grid's first row (downloads are no pages).
          const hrefs = await page
            .locator('main a[href]')
            .evaluateAll((anchors) =>
              anchors.filter((a) => !a.hasAttribute('download') && !a.closest('tbody tr:not(:first-child)')).map((a) => a.getAttribute('href') ?? ''),
            );
          return hrefs.filter((href) => href.startsWith('/'));
        });
        await closeAll(pages);
        expect(failures).toEqual([]);
        // Every page route of the model was reached by clicking.
        expect(
          ready()
            .routes.filter((route) => !seen.has(route.path))
            .map((route) => route.path),
        ).toEqual([]);
      },
      WALK_TIMEOUT,
    );

    it(
      'applies every filter of every grid page, the total matching the API for the same request',
      async () => {
        expect(grids().length).toBeGreaterThan(0);
        const failures: string[] = [];
        const pages = await openPages(failures);
        const controlsOf = (page: Page) => page.locator('tr.grid-filter-row').locator('input[type=text], input[type=search], input:not([type]), select');
        const counts = await visitConcurrently(pages, grids(), async (page, visit) => {
          await open(page, visit.url);
          return controlsOf(page).count();
        });
        const filters = grids().flatMap((visit, grid) =>
          Array.from({ length: counts[grid]! }, (_, index) => ({
            visit,
            index,
          })),
        );
        const checked = await visitConcurrently(pages, filters, async (page, { visit, index }) => {
          await open(page, visit.url);
          const control = controlsOf(page).nth(index);
          const request = listRequest(page, 'pageIndex=1');
          if ((await control.getAttribute('role')) === 'combobox') {
            // A reference picker: its first option (the lookup is not the list request awaited).
            await control.click();
            await page.getByRole('option').first().waitFor();
            await page.keyboard.press('Enter');
          } else if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
            const wanted = (await control.locator('option:not([disabled])').allTextContents())[1];
            if (wanted === undefined) return false;
            await control.selectOption({ label: wanted });
          } else if ((await control.getAttribute('aria-haspopup')) === 'dialog') {
            // A date bound: a typed day filters at once.
            await control.fill('2020-01-01');
          } else if ((await control.getAttribute('inputmode')) === 'decimal') {
            // A number bound (numberRange): text that is no number sends nothing.
            await control.fill('1');
          } else {
            await control.fill('a');
          }
          const url = (await request).url();
          await page.waitForLoadState('networkidle');
          const total = await apiTotal(url);
          await expect
            .poll(() => readStatus(control), { message: `${visit.url} filter ${(await control.getAttribute('aria-label')) ?? index} (${url})` })
            .toBe(statusText(total));
          return true;
        });
        await closeAll(pages);
        expect(failures).toEqual([]);
        // A select with no option but its placeholder has nothing to choose; every other filter answered.
        console.info(`checkEveryPage: ${checked.filter(Boolean).length} of ${filters.length} filters applied`);
      },
      WALK_TIMEOUT,
    );

    /** Clicks a sortable column until it has been ordered both ways, each time the status matching the API's. */
    const sortBoth = async (page: Page, visit: PageVisit, index: number, lastList: () => string) => {
      await open(page, visit.url);
      const button = buttonsOf(page).nth(index);
      const header = button.locator('xpath=ancestor::th[1]');
      const states = new Set<string | null>();
      // Each click moves the column to its next order (ascending, descending, and back); both must come.
      for (let click = 0; click < 3 && !(states.has('ascending') && states.has('descending')); click += 1) {
        const before = await header.getAttribute('aria-sort');
        await button.click();
        await expect.poll(() => header.getAttribute('aria-sort')).not.toBe(before);
        await page.waitForLoadState('networkidle');
        states.add(await header.getAttribute('aria-sort'));
        await expect.poll(() => readStatus(button)).toBe(statusText(await apiTotal(lastList())));
      }
      expect([...states], `sorting ${visit.url} by column ${index}`).toEqual(expect.arrayContaining(['ascending', 'descending']));
    };

    it(
      'sorts every grid page by each sortable column, both ways, as the API orders it',
      async () => {
        const failures: string[] = [];
        const pages = await openPages(failures);
        const counts = await visitConcurrently(pages, grids(), async (page, visit) => {
          await open(page, visit.url);
          return buttonsOf(page).count();
        });
        const sorts = grids().flatMap((visit, grid) =>
          Array.from({ length: counts[grid]! }, (_, index) => ({
            visit,
            index,
          })),
        );
        await visitConcurrently(pages, sorts, async (page, { visit, index }) => {
          let lastList = '';
          const track = (request: Request) => {
            if (request.method() === 'GET' && request.url().includes('/api/') && request.url().includes('pageIndex=')) lastList = request.url();
          };
          page.on('request', track);
          try {
            await sortBoth(page, visit, index, () => lastList);
          } finally {
            page.off('request', track);
          }
        });
        await closeAll(pages);
        expect(failures).toEqual([]);
      },
      WALK_TIMEOUT,
    );

    it(
      'saves every edit form unchanged, and answers an empty create form (its required fields refused, or saved)',
      async () => {
        const forms = visits.filter((visit) => visit.route.kind === 'form');
        expect(forms.length).toBeGreaterThan(0);
        const failures: string[] = [];
        const pages = await openPages(failures);
        await visitConcurrently(pages, forms, async (page, visit) => {
          await open(page, visit.url);
          const entity = entityOf(visit.route);
          const form = entity.forms.find((candidate) => candidate.name === visit.route.parts[0]!.name)!;
          const write = page.waitForResponse((response) => response.url().includes('/api/') && WRITE_METHODS.has(response.request().method()));
          await page.getByRole('button', { name: 'Guardar' }).click();
          if (form.load !== null) {
            const saved: Response = await write;
            expect(saved.status(), `saving ${visit.url} unchanged: ${await saved.text()}`).toBeLessThan(400);
            return;
          }
          const refused = page
            .locator('main .error-detail')
            .first()
            .waitFor()
            .then(() => 'refused' as const);
          const answer = await Promise.race([write.then(() => 'saved' as const), refused]);
          write.catch(() => undefined);
          refused.catch(() => undefined);
          const required = form.fields.filter((name) => entity.fields.find((field) => field.name === name)?.required);
          if (answer === 'refused') expect(required.length, `${visit.url} refused a form with no required field`).toBeGreaterThan(0);
        });
        await closeAll(pages);
        expect(failures).toEqual([]);
      },
      WALK_TIMEOUT,
    );
  });
}
