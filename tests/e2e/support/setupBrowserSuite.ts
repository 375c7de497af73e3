import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { collectAlerts, openAdminContext } from './adminPage.js';
import { launchBrowser } from './launchBrowser.js';
import { startApp, type RunningApp } from './startApp.js';

/** What a browser suite's tests use; each getter throws when read before its hook has run. */
export interface BrowserSuite {
  readonly app: RunningApp;
  readonly browser: Browser;
  /** The test's signed-in context (only with `signedIn` options). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** The test's window.alert texts, accepted as they come. */
  readonly alerts: string[];
}

/**
 * Registers a suite's hooks: one server and one Chromium for the file, closed after it; with `signedIn`, a fresh
 * context signed in as the administrator (those options: viewport, locale, time zone) and a page for each test.
 */
export function setupBrowserSuite(signedIn?: BrowserContextOptions): BrowserSuite {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let alerts: string[] | undefined;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  if (signedIn) {
    beforeEach(async () => {
      context = await openAdminContext(ready(browser, 'browser'), ready(app, 'app'), signedIn);
      page = await context.newPage();
      alerts = collectAlerts(page);
    });
    afterEach(async () => {
      await context?.close();
    });
  }
  return {
    get app() {
      return ready(app, 'app');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(context, 'context');
    },
    get page() {
      return ready(page, 'page');
    },
    get alerts() {
      return ready(alerts, 'alerts');
    },
  };
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`setupBrowserSuite: ${name} is not ready (read it inside a test or hook${name === 'app' || name === 'browser' ? '' : ', with signed-in options'})`);
  return value;
}
