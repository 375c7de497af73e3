import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeRegExp, getOneOfOptions, getOthersParam } from '../shared/index.js';
import type { ActionDefinition, ActionKind, EndpointRef, EntityDefinition, GridDefinition, ListResponse, PageRoute } from '../shared/index.js';
import { getRecordActions } from '../web/actions/getRecordActions.js';
import { getSuccessNotice, getUnmovedMessage } from '../web/actions/getSuccessNotice.js';
import { messages as catalogs, type MessageKey } from '../web/i18n/messages.js';
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
const CHANGE_METHODS = new Set([...WRITE_METHODS, 'DELETE']);
const TEXTS = catalogs.es;

/**
 * How the walk exercises an action without losing demo data other checks read: `confirm` opens its dialog and
 * cancels it (nothing sent), `inlineEdit` opens the row's inputs and cancels, `link` follows it; `shown` (an insert, a
 * move, a transition without confirmation) changes demo rows, so the last test runs it, after every read-only check.
 */
type ActionCheck = 'confirm' | 'inlineEdit' | 'link' | 'shown';
const asked = (action: ActionDefinition): ActionCheck => (action.confirm === null ? 'shown' : 'confirm');
const ACTION_CHECKS: Record<ActionKind, { readonly check: (action: ActionDefinition) => ActionCheck; readonly label: MessageKey }> = {
  delete: { check: () => 'confirm', label: 'delete' },
  insert: { check: () => 'shown', label: 'add' },
  inlineEdit: { check: () => 'inlineEdit', label: 'quickEdit' },
  move: { check: () => 'shown', label: 'moveDown' },
  link: { check: () => 'link', label: 'create' },
  transition: { check: asked, label: 'transition' },
  assign: { check: asked, label: 'add' },
  unassign: { check: asked, label: 'remove' },
};
/**
 * Whether only row links that a row may not draw lead to `path`: each has a `when`, or fills a parameter from a field
 * a row may leave empty (a bulk job's history, before the demo data ran any job).
 */
export function isOptionallyLinked(entities: readonly EntityDefinition[], path: string): boolean {
  const shape = (template: string): string => template.split('?')[0]!.replace(/\{[^}]+\}/g, '{}');
  const links = entities.flatMap((entity) => entity.grids.flatMap((grid) => grid.links.filter((link) => shape(link.to) === shape(path)).map((link) => ({ entity, link }))));
  const mayBeEmpty = (entity: EntityDefinition, name: string): boolean => name !== '_id' && entity.fields.find((field) => field.name === name)?.required !== true;
  return links.length > 0 && links.every(({ entity, link }) => link.when !== undefined || [...link.to.matchAll(/\{([^}]+)\}/g)].some(([, name]) => mayBeEmpty(entity, name!)));
}

/** The pager's text on page `at` of any number of pages. */
const pagerText = (at: number): RegExp => new RegExp(`^${escapeRegExp(TEXTS.pagerPage).replace('\\{page\\}', String(at)).replace('\\{pages\\}', '\\d+')}$`);
const labelOf = (action: ActionDefinition): string => action.label ?? TEXTS[ACTION_CHECKS[action.kind].label];

/**
 * Registers a suite that checks a site from its own generated model, in Chromium on SQLite with its demo data: every
 * page reachable from the menu loads (grids show the rows the API answers and page forward, menu grids of entities
 * with demo data show some, no CSP violation), every filter and every sortable column answers as the API does (the
 * total, and when sorted the first row), every action of every grid and record page is exercised without losing demo
 * data (confirmations opened and cancelled, inline edits cancelled, links followed, exports downloaded), every edit
 * form saves a row unchanged, every create form refuses or saves an empty form with a clear answer, and every view
 * shows its fields. Last, once nothing else reads the demo rows: every insert (its row filled in), move and action
 * that asks nothing runs, the grid then showing the API's answer and the action's notice, and the actions only a row's
 * 'Más acciones' menu holds are opened there and exercised like the others. Without Chromium it skips, except under
 * CI=true, where that is a failure.
 */
export function checkEveryPage(options: CheckEveryPageOptions): void {
  const root = typeof options.root === 'string' ? path.resolve(options.root) : fileURLToPath(options.root);
  const generatedDir = path.resolve(root, options.generatedDir ?? 'generated');
  const webRoot = path.resolve(root, options.webRoot ?? 'dist/web');
  const installed = isChromiumInstalled();
  // In CI a missing browser is a failure, not a pass by skipping.
  if (!installed && process.env.CI === 'true') throw new Error(`checkEveryPage: Chromium is required when CI=true; none at ${CHROMIUM_PATH} (install it, or set CHROMIUM_PATH)`);
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
    /** Each record-page action whose check is `check` on the visited pages `onPage` keeps, with its page. */
    const recordActionsOf = (onPage: (visit: PageVisit) => boolean, check: ActionCheck) =>
      visits
        .filter(onPage)
        .flatMap((visit) =>
          getRecordActions(entityOf(visit.route))
            .filter(({ action }) => ACTION_CHECKS[action.kind].check(action) === check)
            .map(({ action }) => ({ visit, action })),
        );
    /** Signed-in pages that walk side by side; every page error, failed API call and unexpected dialog is a failure. */
    const openPages = async (failures: string[]): Promise<Page[]> => {
      const pages = await Promise.all(Array.from({ length: CONCURRENT_PAGES }, () => ready().newPage({ viewport: { width: 1440, height: 900 } })));
      for (const page of pages) {
        page.on('pageerror', (error) => failures.push(`page error on ${page.url()}: ${error.message}`));
        page.on('response', (response) => {
          if (response.url().includes('/api/') && response.status() >= 400)
            failures.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
        });
        // The Content-Security-Policy allows no inline script: a page that needed one says so on the console.
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) failures.push(`CSP violation on ${page.url()}: ${message.text()}`);
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
    const apiList = async (url: string): Promise<ListResponse> => (await (await ready().fetch(url.slice(ready().url.length))).json()) as ListResponse;
    const apiTotal = async (url: string): Promise<number> => (await apiList(url)).itemsCount;
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
    /** Opens a page and waits for it to settle; resolves with the list requests it made, in order. */
    const open = async (page: Page, url: string): Promise<string[]> => {
      const lists: string[] = [];
      const track = (request: Request) => {
        if (request.method() === 'GET' && request.url().includes('/api/') && request.url().includes('pageIndex=')) lists.push(request.url());
      };
      page.on('request', track);
      try {
        await page.goto(`${ready().url}${url}`);
        await page.waitForLoadState('networkidle');
      } finally {
        page.off('request', track);
      }
      return lists;
    };
    /** The grid of the page `visit` whose table holds `control`, told by the table's caption (its title). */
    const gridOf = async (visit: PageVisit, control: Locator): Promise<GridDefinition> => {
      const title = await control.locator('xpath=ancestor::table[1]/caption').textContent();
      const grids = visit.route.parts.map((part, index) => entityOf(visit.route, index).grids.find((grid) => grid.name === part.name)!);
      return grids.find((grid) => grid.title === title) ?? grids[0]!;
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
            // A grid with more than one page pages forward, as its Siguiente does.
            const pager = page.getByText(pagerText(1));
            const pages = route.parts.length === 1 && (await pager.count()) > 0 ? await pager.textContent() : null;
            if (pages && Number(/\d+$/.exec(pages)?.[0]) > 1) {
              await page.getByRole('button', { name: TEXTS.pagerNext, exact: true }).click();
              await page.getByText(pagerText(2)).waitFor();
              await page.goBack();
              await pager.waitFor();
            }
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
          expect(await page.title()).toMatch(new RegExp(` · ${escapeRegExp(model.app.title)}$`));
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
        // Every page route of the model was reached by clicking, but those only rows that may lack the link lead to.
        const unreached = ready().routes.filter((route) => !seen.has(route.path));
        const optional = unreached.filter((route) => isOptionallyLinked(ready().model.entities, route.path));
        if (optional.length > 0) console.info(`checkEveryPage: not reached, no demo row links there: ${optional.map((route) => route.path).join(', ')}`);
        expect(unreached.filter((route) => !optional.includes(route)).map((route) => route.path)).toEqual([]);
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
          const loaded = await open(page, visit.url);
          const control = controlsOf(page).nth(index);
          const isList = isListOf(await gridOf(visit, control));
          // This grid's next first-page request with another query than it loaded with: the filter's own.
          const before = loaded.filter(isList).at(-1);
          const request = page.waitForRequest((candidate) => candidate.method() === 'GET' && isList(candidate.url()) && candidate.url().includes('pageIndex=1') && candidate.url() !== before);
          if ((await control.getAttribute('role')) === 'combobox') {
            // A reference picker: its first option (the lookup is not the list request awaited).
            await control.click();
            await page.getByRole('option').first().waitFor();
            await page.keyboard.press('Enter');
          } else if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
            // The first choice past the placeholder that is not already chosen (choosing it again sends nothing).
            const current = await control.inputValue();
            const choices = await control.locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
            const wanted = choices.slice(1).find((value) => value !== current);
            if (wanted === undefined) return false;
            await control.selectOption(wanted);
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

    /**
     * Clicks a sortable column until it has been ordered both ways, each time the status and the first row matching
     * the API's answer to the list request behind what the grid shows. `requests` are the page's list requests so far.
     */
    const sortBoth = async (page: Page, visit: PageVisit, index: number, requests: readonly string[]) => {
      await open(page, visit.url);
      const button = buttonsOf(page).nth(index);
      const isList = isListOf(await gridOf(visit, button));
      // This grid's list requests (a page may show several grids).
      const lists = () => requests.filter(isList);
      const header = button.locator('xpath=ancestor::th[1]');
      const table = button.locator('xpath=ancestor::table[1]');
      // A state shown before comes back from the grid's cache, without a request: the one that first fetched it.
      const requestOf = new Map<string | null, string>([[await header.getAttribute('aria-sort'), lists().at(-1)!]]);
      const states = new Set<string | null>();
      // Each click moves the column to its next order (ascending, descending, and back); both must come.
      for (let click = 0; click < 3 && !(states.has('ascending') && states.has('descending')); click += 1) {
        const before = await header.getAttribute('aria-sort');
        const sent = lists().length;
        await button.click();
        await expect.poll(() => header.getAttribute('aria-sort')).not.toBe(before);
        await page.waitForLoadState('networkidle');
        // The grid marks itself busy while it fetches: its rows are the new order once it is not.
        await table.and(page.locator('[aria-busy]')).waitFor({ state: 'detached' });
        const state = await header.getAttribute('aria-sort');
        states.add(state);
        if (lists().length > sent) requestOf.set(state, lists().at(-1)!);
        const answer = await apiList(requestOf.get(state)!);
        await expect.poll(() => readStatus(button), { message: `${visit.url} sorted by column ${index} (${state}), as ${requestOf.get(state)!} answers` }).toBe(statusText(answer.itemsCount));
        const first = table.locator('tbody tr[data-row-id]').first();
        if (answer.data.length > 0) await expect.poll(() => first.getAttribute('data-row-id'), { message: `first row of ${visit.url} sorted by column ${index} (${state})` }).toBe(String(answer.data[0]!._id));
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
          const lists: string[] = [];
          const track = (request: Request) => {
            if (request.method() === 'GET' && request.url().includes('/api/') && request.url().includes('pageIndex=')) lists.push(request.url());
          };
          page.on('request', track);
          try {
            await sortBoth(page, visit, index, lists);
          } finally {
            page.off('request', track);
          }
        });
        await closeAll(pages);
        expect(failures).toEqual([]);
      },
      WALK_TIMEOUT,
    );

    /** The grid `name` on a page: its table (captioned by its title) and the section around it (its toolbar, its export menu). */
    const gridOn = (page: Page, grid: GridDefinition) => {
      const table = page.locator('main table.grid-table').filter({ has: page.locator('caption', { hasText: new RegExp(`^${escapeRegExp(grid.title)}$`) }) }).first();
      return { table, section: table.locator('xpath=ancestor::*[.//*[contains(@class,"grid-toolbar")]][1]') };
    };
    /** Clicks `button`, answers its confirmation with Cancelar, and expects nothing sent that changes a row. */
    const confirmAndCancel = async (page: Page, button: Locator, what: string) => {
      const changes: string[] = [];
      const track = (request: Request) => {
        if (CHANGE_METHODS.has(request.method()) && request.url().includes('/api/')) changes.push(`${request.method()} ${request.url()}`);
      };
      page.on('request', track);
      try {
        await button.click();
        const dialog = page.locator('dialog[open]');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: TEXTS.dismiss, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.waitForLoadState('networkidle');
      } finally {
        page.off('request', track);
      }
      expect(changes, `${what}: cancelling its confirmation sent`).toEqual([]);
    };
    it(
      "exercises every action of every grid and record page: confirmations cancelled, inline edits cancelled, links followed, exports downloaded",
      async () => {
        const failures: string[] = [];
        const pages = await openPages(failures);
        type Item = { readonly visit: PageVisit; readonly grid: GridDefinition; readonly action: ActionDefinition | 'export' };
        const items: Item[] = grids().flatMap((visit) =>
          visit.route.parts.flatMap((part, index) => {
            const grid = entityOf(visit.route, index).grids.find((candidate) => candidate.name === part.name)!;
            return [...grid.actions.map((action) => ({ visit, grid, action })), { visit, grid, action: 'export' as const }];
          }),
        );
        const done = await visitConcurrently(pages, items, async (page, { visit, grid, action }): Promise<string | null> => {
          await open(page, visit.url);
          const { table, section } = gridOn(page, grid);
          await table.waitFor();
          const what = `${visit.url} ${grid.name} ${action === 'export' ? 'export' : `${action.kind} «${labelOf(action)}»`}`;
          if (action === 'export') {
            // Every file the export menu offers, downloaded as the signed-in administrator.
            const hrefs = await section.locator('a[download]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
            for (const href of hrefs) {
              const file = await ready().fetch(href.slice(ready().url.length));
              expect(file.status, `${what} ${href}`).toBe(200);
              expect((await file.arrayBuffer()).byteLength, `${what} ${href}`).toBeGreaterThan(0);
            }
            return hrefs.length > 0 ? what : null;
          }
          const check = ACTION_CHECKS[action.kind].check(action);
          const rows = table.locator('tbody tr[data-row-id]');
          if (check === 'link') {
            const link = section.getByRole('link', { name: labelOf(action), exact: true });
            // A row link whose `when` no row on the first page meets (or one inside a row's closed 'Más acciones').
            if ((await link.count()) === 0) return null;
            await link.first().click();
            await page.waitForLoadState('networkidle');
            expect(findPageRoute(ready().routes, new URL(page.url()).pathname), `${what} led to ${page.url()}`).toBeTruthy();
            await expect(page.getByText('Página no encontrada').count()).resolves.toBe(0);
            return what;
          }
          const shown = rows.getByRole('button', { name: labelOf(action), exact: true });
          const toolbar = section.getByRole('button', { name: labelOf(action), exact: true });
          const button = (await shown.count()) > 0 ? shown.first() : toolbar.first();
          // A row action whose `when` no row on the first page meets, or an empty grid: nothing to open here.
          if ((await button.count()) === 0) return null;
          if (check === 'confirm') {
            await confirmAndCancel(page, button, what);
            return what;
          }
          if (check === 'inlineEdit') {
            // The row by its id: its button gives way to Guardar and Cancelar while it is edited.
            const id = await rows.filter({ has: page.getByRole('button', { name: labelOf(action), exact: true }) }).first().getAttribute('data-row-id');
            const row = table.locator(`tbody tr[data-row-id="${id}"]`);
            await button.click();
            await row.getByRole('button', { name: TEXTS.cancel, exact: true }).click();
            await row.getByRole('button', { name: labelOf(action), exact: true }).waitFor();
            return what;
          }
          return null;
        });
        // A view's or edit page's own transitions and delete: opened and cancelled the same way.
        const recordItems = recordActionsOf((visit) => visit.route.kind !== 'grid', 'confirm');
        const recordDone = await visitConcurrently(pages, recordItems, async (page, { visit, action }) => {
          await open(page, visit.url);
          const button = page.locator('main').getByRole('button', { name: labelOf(action), exact: true });
          if ((await button.count()) === 0) return null;
          const what = `${visit.url} ${action.kind} «${labelOf(action)}»`;
          await confirmAndCancel(page, button.first(), what);
          return what;
        });
        await closeAll(pages);
        expect(failures).toEqual([]);
        const ran = [...done, ...recordDone].filter((what) => what !== null);
        console.info(`checkEveryPage: ${ran.length} actions and exports exercised on ${items.length + recordItems.length} (the others drawn on no row here, inside a row's 'Más acciones' menu, or changing demo rows: the last test runs those)`);
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

    /** A row's control for `name`, drawn as a button of the row or inside its 'Más acciones' menu (opened here when it is). */
    const rowControl = async (row: Locator, name: string): Promise<Locator | null> => {
      const control = row.getByRole('button', { name, exact: true, includeHidden: true }).first();
      if ((await control.count()) === 0 || (await control.isDisabled())) return null;
      if (!(await control.isVisible())) {
        await row.locator('button.row-menu-trigger').click();
        await control.waitFor();
      }
      return control;
    };
    /** The first row on the grid's first page that draws `name` enabled (inline or in its menu, then opened): the control and its row by id; null when none does. */
    const firstRowControl = async (table: Locator, name: string): Promise<{ control: Locator; row: Locator } | null> => {
      const rows = table.locator('tbody tr[data-row-id]');
      for (let index = 0; index < (await rows.count()); index += 1) {
        const control = await rowControl(rows.nth(index), name);
        // By its id: the row draws other buttons (an inline edit's) once the action runs.
        if (control) return { control, row: table.locator(`tbody tr[data-row-id="${await rows.nth(index).getAttribute('data-row-id')}"]`) };
      }
      return null;
    };
    /** Whether a response answers `request` (its method, its path with the placeholders filled). */
    const answers = (request: EndpointRef) => {
      const pattern = new RegExp(`${escapeRegExp(`${ready().model.app.apiBase.replace(/\/+$/, '')}${request.path}`).replace(/\\\{[^}]+\\\}/g, '[^/]+')}$`);
      return (response: Response) => response.request().method() === request.method && pattern.test(new URL(response.url()).pathname);
    };
    /** After a change: the grid shows what the API answers to its latest list request (the total and the first page's rows in order). */
    const expectGridAsApi = async (page: Page, table: Locator, lists: () => readonly string[], what: string) => {
      await page.waitForLoadState('networkidle');
      await table.and(page.locator('[aria-busy]')).waitFor({ state: 'detached' });
      const answer = await apiList(lists().at(-1)!);
      await expect.poll(() => readStatus(table.locator('caption')), { message: `${what}: the grid's total` }).toBe(statusText(answer.itemsCount));
      await expect
        .poll(() => table.locator('tbody tr[data-row-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id'))), { message: `${what}: the grid's rows` })
        .toEqual(answer.data.map((row) => String(row._id)));
      return answer;
    };
    /** An action's answer is a success and the page says so: its notice, or the server's sentence for a move that moved nothing. */
    const expectRan = async (page: Page, action: ActionDefinition, sent: Response, what: string) => {
      expect(sent.status(), `${what}: ${await sent.text()}`).toBeLessThan(400);
      const notice = getUnmovedMessage(await sent.json().catch(() => null)) ?? getSuccessNotice(action, TEXTS);
      await expect.poll(() => page.locator('div.notice[role=status]').textContent(), { message: `${what}: its notice` }).toBe(notice);
    };
    /** Fills each input of a grid's insert row as a person would: the first choice of a picker or list, a number, a day, a short text. */
    const fillInsertRow = async (page: Page, insertRow: Locator) => {
      const controls = insertRow.locator('input:not([type=checkbox]):not([type=hidden]):not([type=file]), select, textarea');
      for (let index = 0; index < (await controls.count()); index += 1) {
        const control = controls.nth(index);
        if (!(await control.isVisible()) || !(await control.isEditable())) continue;
        if ((await control.getAttribute('role')) === 'combobox') {
          await control.click();
          await page.getByRole('option').first().waitFor();
          await page.keyboard.press('Enter');
        } else if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
          const choices = await control.locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
          const wanted = choices.find((value) => value !== '');
          if (wanted !== undefined) await control.selectOption(wanted);
        } else if ((await control.getAttribute('aria-haspopup')) === 'dialog') {
          await control.fill('2020-01-01');
        } else if ((await control.getAttribute('type')) === 'number' || ['decimal', 'numeric'].includes((await control.getAttribute('inputmode')) ?? '')) {
          await control.fill('1');
        } else {
          await control.fill(`Prueba ${String(Date.now()).slice(-6)}`);
        }
      }
    };

    it(
      "runs every insert, move and action that asks nothing, and exercises every action inside a row's 'Más acciones' menu, each grid then showing what the API answers",
      async () => {
        const failures: string[] = [];
        const pages = await openPages(failures);
        type Item = { readonly visit: PageVisit; readonly grid: GridDefinition; readonly action: ActionDefinition };
        const items: Item[] = grids().flatMap((visit) =>
          visit.route.parts.flatMap((part, index) => {
            const grid = entityOf(visit.route, index).grids.find((candidate) => candidate.name === part.name)!;
            return grid.actions.filter((action) => action.kind !== 'link').map((action) => ({ visit, grid, action }));
          }),
        );
        // One entity's changes one after another, so a grid's comparison with the API sees no other change to its rows.
        const byEntity = new Map<string, Item[]>();
        for (const item of items) byEntity.set(item.grid.entity, [...(byEntity.get(item.grid.entity) ?? []), item]);
        const done = await visitConcurrently(pages, [...byEntity.values()], async (page, group) => {
          const ran: string[] = [];
          for (const { visit, grid, action } of group) {
            const lists: string[] = [];
            const isList = isListOf(grid);
            const track = (request: Request) => {
              if (request.method() === 'GET' && isList(request.url())) lists.push(request.url());
            };
            page.on('request', track);
            try {
              await open(page, visit.url);
              const { table } = gridOn(page, grid);
              await table.waitFor();
              const what = `${visit.url} ${grid.name} ${action.kind} «${labelOf(action)}»`;
              const check = ACTION_CHECKS[action.kind].check(action);
              if (action.kind === 'insert') {
                const insertRow = table.locator('tr.grid-insert-row');
                if ((await insertRow.count()) === 0) continue;
                expect(lists.length, `${what}: the grid's list request`).toBeGreaterThan(0);
                const before = await apiList(lists.at(-1)!);
                await fillInsertRow(page, insertRow);
                const saved = page.waitForResponse(answers(action.request!));
                await insertRow.getByRole('button', { name: labelOf(action), exact: true }).click();
                await expectRan(page, action, await saved, what);
                expect((await expectGridAsApi(page, table, () => lists, what)).itemsCount, `${what}: one row more`).toBe(before.itemsCount + 1);
                ran.push(action.kind);
                continue;
              }
              if (check === 'shown') {
                const found = await firstRowControl(table, labelOf(action));
                // A row action whose `when` no row on the first page meets, or a move with one row.
                if (!found) continue;
                const sent = page.waitForResponse(answers(action.request!));
                await found.control.click();
                await expectRan(page, action, await sent, what);
                await expectGridAsApi(page, table, () => lists, what);
                ran.push(action.kind);
                continue;
              }
              // The others ran in the previous test where a row draws them as buttons; here those only its menu holds.
              const inline = table.locator('tbody tr[data-row-id]').getByRole('button', { name: labelOf(action), exact: true });
              if ((await inline.count()) > 0) continue;
              const found = await firstRowControl(table, labelOf(action));
              if (!found) continue;
              const { control, row } = found;
              if (check === 'confirm') await confirmAndCancel(page, control, `${what} (in 'Más acciones')`);
              else if (check === 'inlineEdit') {
                await control.click();
                await row.getByRole('button', { name: TEXTS.cancel, exact: true }).click();
                await row.getByRole('button', { name: labelOf(action), exact: true, includeHidden: true }).first().waitFor({ state: 'attached' });
              }
              ran.push(`${action.kind} in 'Más acciones'`);
            } finally {
              page.off('request', track);
            }
          }
          return ran;
        });
        // A view's own transitions that ask nothing: run, the view then showing the field in its new state.
        const recordItems = recordActionsOf((visit) => visit.route.kind === 'view', 'shown');
        const recordDone = await visitConcurrently(pages, recordItems, async (page, { visit, action }) => {
          await open(page, visit.url);
          const button = page.locator('main').getByRole('button', { name: labelOf(action), exact: true });
          // A state the record left (a grid above ran the transition on it) draws no button.
          if ((await button.count()) === 0) return [];
          const what = `${visit.url} ${action.kind} «${labelOf(action)}»`;
          const sent = page.waitForResponse(answers(action.request!));
          await button.first().click();
          await expectRan(page, action, await sent, what);
          const entity = entityOf(visit.route);
          const transition = entity.endpoints.find((endpoint) => endpoint.name === action.request!.endpoint)?.transition;
          const field = transition ? entity.fields.find((candidate) => candidate.name === transition.field) : undefined;
          const shown = field ? page.locator('main dt').filter({ hasText: new RegExp(`^${escapeRegExp(field.title)}$`) }).locator('xpath=following-sibling::dd[1]') : undefined;
          if (transition && shown && (await shown.count()) > 0) {
            const label = getOneOfOptions(field!.schema)?.find((option) => option.value === transition.to)?.label ?? transition.to;
            await expect.poll(() => shown.first().textContent(), { message: `${what}: the view's ${field!.name}` }).toContain(String(label));
          }
          return [`${action.kind} on a view`];
        });
        await closeAll(pages);
        expect(failures).toEqual([]);
        const ran = [...done, ...recordDone].flat();
        const counts = [...new Set(ran)].map((kind) => `${kind} ${ran.filter((other) => other === kind).length}`);
        console.info(`checkEveryPage: ${ran.length} of ${items.length + recordItems.length} actions run here (${counts.join(', ')}); the others drawn on no row here, or exercised as buttons before`);
      },
      WALK_TIMEOUT,
    );
  });
}

/** Whether a request URL is a list request of `grid`'s rows (its data source's path, placeholders filled; not its tabs' probe of the rows no tab shows). */
function isListOf(grid: GridDefinition): (url: string) => boolean {
  const path = new RegExp(`${escapeRegExp(grid.dataSource.path).replace(/\\\{[^}]+\\\}/g, '[^/]+')}$`);
  const others = grid.tabs ? getOthersParam(grid.tabs.field) : undefined;
  return (url) => {
    const parsed = new URL(url);
    return parsed.searchParams.has('pageIndex') && path.test(parsed.pathname) && (others === undefined || !parsed.searchParams.has(others));
  };
}
