import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { loadGenerated, startServer, type GeneratedModule } from '../server/index.js';
import type { PageRoute } from '../shared/index.js';
import { launchChromium } from './launchChromium.js';

/** The administrator a site session signs in as (the first administrator of its fresh store). */
export const SITE_ADMIN = {
  email: 'admin@example.com',
  password: 'clave-de-pruebas-del-sitio',
} as const;

export interface SiteSessionOptions {
  /** The site's generated/ (from `admin-gen build`). */
  readonly generatedDir: string;
  /** The site's built web app (dist/web, from `npm run build`). */
  readonly webRoot: string;
}

/** A site served with its demo data on a fresh SQLite store, and Chromium signed in as its administrator. */
export interface SiteSession {
  readonly url: string;
  readonly model: Required<GeneratedModule>;
  /** The site's page routes (generated/index.ts `routes`). */
  readonly routes: readonly PageRoute[];
  readonly browser: Browser;
  /** fetch under the site's URL as the signed-in administrator. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** A page in its own signed-in context; closing the page closes the context. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/** Serves the site (`admin-gen serve --demo` in this process, on SQLite in a temporary DATA_DIR) and launches Chromium beside it. */
export async function startSiteSession(options: SiteSessionOptions): Promise<SiteSession> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-gen-site-'));
  const model = await loadGenerated(options.generatedDir);
  // The same module loadGenerated imported: its page routes, which the server does not need.
  const { routes } = (await import(pathToFileURL(path.join(path.resolve(options.generatedDir), 'index.ts')).href)) as { routes: readonly PageRoute[] };
  const started = await Promise.allSettled([
    // An empty DATABASE_URL is SQLite whatever the environment says: the checks run on the site's default store.
    startServer({
      generated: model,
      dataDir,
      databaseUrl: '',
      port: 0,
      demo: true,
      webRoot: options.webRoot,
      logger: false,
      firstAdmin: SITE_ADMIN,
      print: () => undefined,
    }),
    launchChromium(),
  ]);
  const [server, browser] = started;
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.close();
    if (browser.status === 'fulfilled') await browser.value.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  const url = server.value.url.replace('://localhost', '://127.0.0.1');
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SITE_ADMIN),
  });
  const body = await login.text();
  const cookie = /(?:^|[;,]\s*)admin_session=([^;]+)/.exec(login.headers.getSetCookie().join(', '))?.[1];
  if (!login.ok || cookie === undefined) throw new Error(`POST /api/login → ${login.status} ${body}`);
  const csrfToken = (JSON.parse(body) as { csrfToken: string }).csrfToken;
  return {
    url,
    model,
    routes,
    browser: browser.value,
    fetch: (pathname, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', `admin_session=${cookie}`);
      headers.set('x-csrf-token', csrfToken);
      return fetch(`${url}${pathname}`, { ...init, headers });
    },
    newPage: async (contextOptions = {}) => {
      const context = await browser.value.newContext(contextOptions);
      await context.addCookies([
        {
          name: 'admin_session',
          value: cookie,
          url,
          httpOnly: true,
          sameSite: 'Strict',
        },
      ]);
      const page = await context.newPage();
      page.once('close', () => context.close().catch(() => undefined));
      return page;
    },
    close: async () => {
      await browser.value.close();
      await server.value.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
