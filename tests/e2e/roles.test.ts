// The site's five roles in Chromium: each signs in with its own account and meets only the menu entries, pages and
// buttons its grants allow (app.json `roles`); the menus are saved as tests/e2e/screenshots/roles/<role>.png (docs/screenshots/roles holds copies).
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { createAdminAccount, createDatabase } from '../../runtime/server/index.js';
import { api, collectAlerts, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { signIn } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

const screenshots = resolve(import.meta.dirname, 'screenshots', 'roles');
const PASSWORD = 'clave-de-rol-e2e-1';
const ALL_ENTRIES = ['Entregas', 'Facturas', 'Productos', 'Vendedores', 'Usuarios', 'Contenidos', 'Exámenes', 'Comentarios', 'Banners', 'Banners de inicio', 'Categorías de cursos', 'Institutos', 'Usuarios del panel', 'Historial'];

/** What each role sees: its menu, and per page the buttons and links present and absent. */
const ROLES: readonly { role: string; menu: readonly string[]; pages: readonly { path: string; present: readonly string[]; absent: readonly string[] }[] }[] = [
  {
    role: 'administrador',
    menu: ALL_ENTRIES,
    pages: [
      { path: '/deliveries', present: ['Nueva entrega', 'Ver', 'Editar', 'Eliminar'], absent: [] },
      { path: '/invoices', present: ['Facturar', 'Ver', 'Entrega'], absent: [] },
    ],
  },
  {
    role: 'soporte',
    menu: ['Entregas', 'Facturas', 'Usuarios'],
    pages: [
      { path: '/deliveries', present: ['Nueva entrega', 'Ver', 'Editar'], absent: ['Eliminar'] },
      // Support issues pending invoices (one or in bulk), and finalizes none.
      { path: '/invoices', present: ['Facturar', 'Ver', 'Entrega'], absent: ['Eliminar'] },
      { path: '/invoices?state=issued', present: ['Ver'], absent: ['Finalizar'] },
    ],
  },
  {
    role: 'contabilidad',
    menu: ['Entregas', 'Facturas', 'Usuarios'],
    pages: [
      { path: '/invoices', present: ['Facturar', 'Ver', 'Entrega'], absent: ['Eliminar'] },
      { path: '/invoices?state=issued', present: ['Finalizar'], absent: [] },
      { path: '/deliveries', present: ['Ver'], absent: ['Nueva entrega', 'Editar', 'Eliminar'] },
    ],
  },
  {
    role: 'contenidos',
    menu: ['Contenidos', 'Exámenes', 'Comentarios', 'Banners', 'Banners de inicio', 'Categorías de cursos'],
    pages: [{ path: '/course-categories', present: ['Agregar', 'Edición rápida', 'Eliminar'], absent: [] }],
  },
  {
    role: 'vendedor',
    menu: ['Entregas'],
    pages: [{ path: '/deliveries', present: ['Nueva entrega', 'Ver'], absent: ['Editar', 'Eliminar'] }],
  },
];

type Row = Record<string, unknown> & { _id: string };

describe.skipIf(!hasChromium)('the five roles in Chromium', () => {
  const suite = useE2eSession();
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Accounts made the way `admin-gen admin create --role` makes them, in the running server's own store.
    const database = createDatabase({ dataDir: suite.app.dataDir, databaseUrl: suite.session.databaseUrl });
    try {
      for (const { role } of ROLES) await createAdminAccount(database, { email: `${role}@example.com`, password: PASSWORD, roles: [role] });
      // The vendedor reaches its own seller's deliveries ($user.seller): one seller that has some.
      const [link] = await database.db.selectFrom('deliveries__sellers').select('target_id').limit(1).execute();
      await database.db.updateTable('admin_users').set({ seller: String(link!.target_id) }).where('email', '=', 'vendedor@example.com').execute();
    } finally {
      await database.close();
    }
  });

  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  /** A page signed in as the role's account, through POST /api/login as the login page does. */
  async function openAs(role: string): Promise<{ page: Page; alerts: string[] }> {
    const session = await signIn(suite.app.url, `${role}@example.com`, PASSWORD);
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'es-EC' });
    contexts.push(context);
    await context.addCookies([{ name: 'admin_session', value: session.cookie, url: suite.app.url, httpOnly: true, sameSite: 'Strict' }]);
    const page = await context.newPage();
    return { page, alerts: collectAlerts(page) };
  }

  async function menuOf(page: Page): Promise<string[]> {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link').first().waitFor();
    return menu.getByRole('link').allTextContents();
  }

  /** How many links and buttons of the page's main area carry this name. */
  async function countNamed(page: Page, name: string): Promise<number> {
    const main = page.locator('main');
    return (await main.getByRole('link', { name, exact: true }).count()) + (await main.getByRole('button', { name, exact: true }).count());
  }

  it.each(ROLES)('$role sees its menu and only the buttons its grants allow', async ({ role, menu, pages }) => {
    const { page, alerts } = await openAs(role);
    await page.goto(`${suite.app.url}/`);
    expect(await menuOf(page)).toEqual(menu);
    // Home is the role's first entry; the picture shows the menu beside the signed-in account's email.
    await page.waitForURL((url) => url.pathname !== '/');
    await page.getByText(`${role}@example.com`).waitFor();
    await page.screenshot({ path: resolve(screenshots, `${role}.png`), clip: { x: 0, y: 0, width: 1280, height: 420 } });
    for (const { path, present, absent } of pages) {
      await page.goto(`${suite.app.url}${path}`);
      // Rows, not 'Cargando...': the row buttons are drawn with them.
      await page.locator('main tbody tr:not(.grid-message-row)').first().waitFor();
      const counts = Object.fromEntries(await Promise.all([...present, ...absent].map(async (name) => [name, (await countNamed(page, name)) > 0] as const)));
      expect({ path, counts }).toEqual({ path, counts: Object.fromEntries([...present.map((name) => [name, true]), ...absent.map((name) => [name, false])]) });
    }
    expect(alerts).toEqual([]);
  });

  it.each([
    ['contenidos', '/invoices'],
    ['contenidos', '/users'],
    ['vendedor', '/sellers'],
    ['soporte', '/history'],
  ])('%s visiting %s directly meets «No permitido», not a crash', async (role, path) => {
    const { page, alerts } = await openAs(role);
    await page.goto(`${suite.app.url}${path}`);
    await page.getByRole('heading', { name: 'No permitido', level: 1 }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(alerts).toEqual([]);
  });

  it("soporte sees product keys without their key text, in the keys grid and in the delivery's page", async () => {
    const [delivery] = (await api<ApiList<Row>>(suite.app, 'GET', '/deliveries?pageIndex=1&pageSize=1&sortField=voucherNumber&sortOrder=asc')).data as [Row];
    const { page } = await openAs('soporte');
    await page.goto(`${suite.app.url}/deliveries/${delivery._id}/keys`);
    await page.getByRole('columnheader', { name: 'Curso' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Clave' }).count()).toBe(0);
    await page.goto(`${suite.app.url}/deliveries/${delivery._id}`);
    const keys = page.getByRole('table', { name: 'Productos' });
    await keys.getByRole('columnheader', { name: 'Curso' }).waitFor();
    expect(await keys.getByRole('columnheader', { name: 'Clave' }).count()).toBe(0);
    // The record page offers what soporte may do: edit, no delete, no history (the audit log is not its own).
    expect(await countNamed(page, 'Editar')).toBeGreaterThan(0);
    expect(await countNamed(page, 'Eliminar')).toBe(0);
    expect(await countNamed(page, 'Historial')).toBe(0);
  });
});
