import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { StoreDialect } from '../../../runtime/server/index.js';
import type { TestDatabase } from '../../server/testStores.js';
import { collectAlerts } from './adminPage.js';
import { buildSite } from './buildSite.js';
import { launchBrowser } from './launchBrowser.js';
import { startApp, type RunningApp } from './startApp.js';

export interface E2eSessionOptions {
  /** The server's store: SQLite in its temporary DATA_DIR (default), or a fresh PostgreSQL test database. */
  readonly store?: StoreDialect;
  /** Another site's schemas folder: its model and web bundle are built once (buildSite) and served instead of generated/. */
  readonly siteSchemas?: string;
  /** More variables for the server process (an S3 bucket's). */
  readonly env?: Readonly<Record<string, string>>;
  /** Seed the demo data in this server's own first start, not from the run's snapshot of it (startApp). */
  readonly freshDemo?: boolean;
}

/** One e2e file's running server and Chromium, signed in as the e2e administrator. */
export interface E2eSession {
  readonly app: RunningApp;
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  readonly baseUrl: string;
  /** The PostgreSQL database the server uses (store `postgres`); undefined on SQLite (app.dataDir holds its file). */
  readonly databaseUrl: string | undefined;
  readonly browser: Browser;
  /** A browser context carrying the administrator's session cookie, as the login page would leave it. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in its own signed-in context; closing the page closes the context. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** A context with no session: a visitor's, who meets the login page. */
  newVisitorContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes Chromium, stops the server and drops its store. */
  close(): Promise<void>;
}

// Any 32+ characters: PostgreSQL servers must share an upload secret, so they need one set.
const POSTGRES_UPLOAD_SECRET = 'secreto-de-pruebas-e2e-0123456789abcdef';

/**
 * Starts the compiled `admin-gen serve --demo` (demo data, a fresh store, the e2e administrator signed in through the
 * API) and Chromium side by side; everything an e2e file needs before its first page.
 */
export async function startE2eSession(options: E2eSessionOptions = {}): Promise<E2eSession> {
  let store: TestDatabase | undefined;
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await app?.stop();
    await store?.dispose();
  };
  const startServer = async () => {
    const site = options.siteSchemas === undefined ? undefined : await buildSite(options.siteSchemas);
    const env: Record<string, string> = { ...options.env };
    // E2E_STORE=postgres runs an e2e file on PostgreSQL by hand; a file that names its store keeps it.
    if ((options.store ?? process.env.E2E_STORE) === 'postgres') {
      // Imported only here: the server runtime it loads costs a SQLite file seconds of import for nothing.
      const { createTestDatabase } = await import('../../server/testStores.js');
      store = await createTestDatabase('postgres');
      Object.assign(env, { DATABASE_URL: store.url!, UPLOAD_SECRET: POSTGRES_UPLOAD_SECRET });
    }
    app = await startApp(env, site ? ['--generated', site.generated, '--web', site.web] : [], { freshDemo: options.freshDemo });
  };
  // The server starts (and seeds) while Chromium launches: neither waits for the other.
  const [started, launched] = await Promise.allSettled([startServer(), launchBrowser().then((launchedBrowser) => (browser = launchedBrowser))]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    await close().catch(() => undefined);
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const running = app!;
  const chromium = browser!;
  const newContext = async (contextOptions: BrowserContextOptions = {}) => {
    const context = await chromium.newContext(contextOptions);
    await context.addCookies([{ name: 'admin_session', value: running.session.cookie, url: running.url, httpOnly: true, sameSite: 'Strict' }]);
    return context;
  };
  return {
    app: running,
    baseUrl: running.url,
    databaseUrl: store?.url,
    browser: chromium,
    newContext,
    newPage: async (contextOptions) => {
      const context = await newContext(contextOptions);
      const page = await context.newPage();
      // When close() ends Chromium, the context is already gone: its close() then rejects, and that is fine.
      page.once('close', () => context.close().catch(() => undefined));
      return page;
    },
    newVisitorContext: (contextOptions = {}) => chromium.newContext(contextOptions),
    close,
  };
}

export interface E2eSuiteOptions extends E2eSessionOptions {
  /** With these context options (viewport, locale, time zone), each test gets a fresh signed-in page. */
  readonly page?: BrowserContextOptions;
}

/** What a suite's tests read; each getter throws when read before its hook has run. */
export interface E2eSuite {
  readonly session: E2eSession;
  readonly app: RunningApp;
  readonly browser: Browser;
  /** The test's signed-in context (with `page` options). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** The test's window.alert texts, accepted as they come (with `page` options). */
  readonly alerts: string[];
}

/**
 * Registers a suite's hooks around startE2eSession: one session for the suite, closed after it; with `page`
 * options, a fresh signed-in context, page and alert list for each test.
 */
export function useE2eSession(options: E2eSuiteOptions = {}): E2eSuite {
  let session: E2eSession | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let alerts: string[] | undefined;
  beforeAll(async () => {
    session = await startE2eSession(options);
  });
  afterAll(async () => {
    await session?.close();
  });
  if (options.page) {
    const pageOptions = options.page;
    beforeEach(async () => {
      context = await ready(session, 'session').newContext(pageOptions);
      page = await context.newPage();
      alerts = collectAlerts(page);
    });
    afterEach(async () => {
      await context?.close();
    });
  }
  return {
    get session() {
      return ready(session, 'session');
    },
    get app() {
      return ready(session, 'session').app;
    },
    get browser() {
      return ready(session, 'session').browser;
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
  if (value === undefined) throw new Error(`useE2eSession: ${name} is not ready (read it inside a test or hook${name === 'session' ? '' : ', with page options'})`);
  return value;
}
