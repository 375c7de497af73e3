// The panel's own accounts in Chromium: the administrador creates a vendedor in «Usuarios del panel» (a weak password is
// refused beside its field first), the vendedor signs in in another browser and meets only its seller's deliveries and
// creates one of them, then the administrador disables the account and the vendedor's next page is the sign-in page.
// Screenshots go to tests/e2e/screenshots/admin-users/ (docs/screenshots/roles holds copies).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { api, collectAlerts, expectTotal, readTotal, rowWith, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { E2E_ADMIN } from './support/startApp.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

const screenshots = resolve(import.meta.dirname, 'screenshots', 'admin-users');
const VENDEDOR = { email: 'vendedora.e2e@example.com', name: 'Vendedora de pruebas', password: 'Girasol-Tranvía-Azul-47' } as const;
// Long enough, but one of the most common passwords with digits around it.
const WEAK_PASSWORD = 'Password2024!';
const VOUCHER = '001-900-000777';

describe.skipIf(!hasChromium)('admin users and a vendedor in Chromium', () => {
  const suite = useE2eSession();
  const contexts: BrowserContext[] = [];
  // One story told in three steps: the state each step leaves is the next one's start.
  let admin: { page: Page; alerts: string[] };
  let vendedor: { page: Page; alerts: string[] };
  let seller: Row;
  let sellerDeliveries: Row[];
  let otherDeliveries: Row[];
  let vendedorId: string;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    // Every delivery as the administrador sees it, split by whether the seller is among its sellers.
    const all: Row[] = [];
    for (let pageIndex = 1; ; pageIndex += 1) {
      const { data, itemsCount } = await api<ApiList<Row>>(suite.app, 'GET', `/deliveries?pageIndex=${pageIndex}&pageSize=100&sortField=voucherNumber&sortOrder=asc`);
      all.push(...data);
      if (all.length >= itemsCount || data.length === 0) break;
    }
    const counts = new Map<string, number>();
    for (const delivery of all) for (const id of delivery.sellers as string[]) counts.set(id, (counts.get(id) ?? 0) + 1);
    // The seller with the fewest deliveries (more than one): the vendedor's grid holds them all on its first page.
    const [sellerId] = [...counts].filter(([, count]) => count > 1).sort(([, a], [, b]) => a - b)[0]!;
    seller = await api<Row>(suite.app, 'GET', `/sellers/${sellerId}`);
    sellerDeliveries = all.filter((delivery) => (delivery.sellers as string[]).includes(sellerId));
    otherDeliveries = all.filter((delivery) => !(delivery.sellers as string[]).includes(sellerId));
    expect(sellerDeliveries.length).toBeLessThan(20);
    expect(otherDeliveries.length).toBeGreaterThan(0);
  });

  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  async function openContext(signedIn: boolean): Promise<{ page: Page; alerts: string[] }> {
    const options = { viewport: { width: 1366, height: 900 }, locale: 'es-EC' };
    const context = signedIn ? await suite.session.newContext(options) : await suite.session.newVisitorContext(options);
    contexts.push(context);
    const page = await context.newPage();
    return { page, alerts: collectAlerts(page) };
  }

  function menuOf(page: Page) {
    return page.getByRole('navigation', { name: 'Menú principal' });
  }

  async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }

  it('the administrador lists the accounts and creates a vendedor with its seller; a weak password is refused beside its field', async () => {
    admin = await openContext(true);
    const { page } = admin;
    await page.goto(`${suite.app.url}/`);
    await menuOf(page).getByRole('link', { name: 'Usuarios del panel', exact: true }).click();
    await page.waitForURL(`${suite.app.url}/admin-users`);
    await page.getByRole('heading', { name: 'Usuarios del panel' }).waitFor();
    await rowWith(page, E2E_ADMIN.email).waitFor();
    expect(await readTotal(page)).toBe(1);
    await page.screenshot({ path: resolve(screenshots, 'admin-users-grid.png') });

    await page.getByRole('link', { name: 'Nuevo usuario del panel' }).click();
    await page.getByRole('heading', { name: 'Nuevo usuario del panel' }).waitFor();
    const form = page.locator('main form');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(VENDEDOR.email);
    await form.getByRole('textbox', { name: 'Nombre' }).fill(VENDEDOR.name);
    await form.getByRole('listbox', { name: 'Roles' }).selectOption({ label: 'Vendedor' });
    const picker = form.getByRole('combobox', { name: 'Vendedor' });
    await picker.click();
    await page.keyboard.type(String(seller.name));
    await page.getByRole('option', { name: String(seller.name), exact: true }).click();
    await expect.poll(() => form.locator('.ref-select__single-value').first().textContent()).toBe(String(seller.name));
    const password = form.getByRole('textbox', { name: 'Contraseña' });
    await form.getByText('Al menos 12 caracteres', { exact: false }).waitFor();
    await password.fill(WEAK_PASSWORD);
    await form.getByRole('button', { name: 'Guardar' }).click();

    // The policy's reason beside the password: in the innermost block holding the field and the message, no other field.
    const message = 'Esa contraseña es demasiado común; elige otra.';
    await form.getByText(message, { exact: true }).waitFor();
    const passwordField = form
      .locator('div', { has: page.getByRole('textbox', { name: 'Contraseña' }) })
      .filter({ has: page.getByText(message, { exact: true }) })
      .last();
    expect(await passwordField.getByRole('textbox').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin-users/new');
    expect((await api<ApiList<Row>>(suite.app, 'GET', '/admin-users?pageIndex=1&pageSize=20')).itemsCount).toBe(1);
    await page.screenshot({ path: resolve(screenshots, 'admin-user-weak-password.png'), fullPage: true });

    await password.fill(VENDEDOR.password);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/admin-users\/[0-9a-f]{24}$/);
    vendedorId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await api<Row>(suite.app, 'GET', `/admin-users/${vendedorId}`)).toMatchObject({ email: VENDEDOR.email, displayName: VENDEDOR.name, roles: ['vendedor'], seller: seller._id });

    await menuOf(page).getByRole('link', { name: 'Usuarios del panel', exact: true }).click();
    await expectTotal(page, 2);
    const row = rowWith(page, VENDEDOR.email);
    await row.getByText(VENDEDOR.name, { exact: true }).waitFor();
    await row.getByText('Vendedor', { exact: true }).waitFor();
    await row.getByText(String(seller.name), { exact: true }).waitFor();
    // It has never signed in: no last access (the administrador's own row has one).
    expect(await row.locator('time').count()).toBe(0);
    expect(await rowWith(page, E2E_ADMIN.email).locator('time').count()).toBe(1);
    expect(admin.alerts).toEqual([]);
  });

  it("the vendedor signs in elsewhere, sees only «Entregas» and its seller's deliveries, and creates one for its seller", async () => {
    expect(vendedorId, 'the account the first step creates').toBeDefined();
    vendedor = await openContext(false);
    const { page } = vendedor;
    await page.goto(`${suite.app.url}/`);
    await signInThroughPage(page, VENDEDOR.email, VENDEDOR.password);
    await page.waitForURL(`${suite.app.url}/deliveries`);
    await page.getByText(VENDEDOR.email).first().waitFor();
    expect(await menuOf(page).getByRole('link').allTextContents()).toEqual(['Entregas']);

    // The administrador's count for the seller: its deliveries, and what deleting the seller would clear.
    const impact = await api<{ effects: { entity: string; field: string; count: number }[] }>(suite.app, 'GET', `/impact/seller/${seller._id}`);
    expect(impact.effects.find((effect) => effect.entity === 'delivery' && effect.field === 'sellers')?.count).toBe(sellerDeliveries.length);
    expect(await readTotal(page)).toBe(sellerDeliveries.length);
    const rows = page.locator('main tbody tr:not(.grid-message-row)');
    await expect.poll(() => rows.count()).toBe(sellerDeliveries.length);
    const shown = (await rows.locator('td:first-child').allTextContents()).map((text) => text.trim());
    expect(new Set(shown)).toEqual(new Set(sellerDeliveries.map((delivery) => String(delivery.voucherNumber))));
    const others = new Set(otherDeliveries.map((delivery) => String(delivery.voucherNumber)));
    expect(shown.filter((voucher) => others.has(voucher))).toEqual([]);
    await page.screenshot({ path: resolve(screenshots, 'vendedor-deliveries.png') });

    await page.getByRole('link', { name: 'Nueva entrega' }).click();
    await page.getByRole('heading', { name: 'Nueva entrega' }).waitFor();
    const form = page.locator('main form');
    // Its seller is shown, not asked for: no search to fill, nothing to add or remove.
    const sellers = form.getByRole('group', { name: 'Vendedores' });
    await sellers.getByRole('list', { name: 'Vendedores' }).getByText(String(seller.name), { exact: true }).waitFor();
    expect(await sellers.getByRole('combobox').count()).toBe(0);
    expect(await sellers.getByRole('button').count()).toBe(0);
    await form.getByRole('textbox', { name: 'Número de comprobante' }).fill(VOUCHER);
    await form.getByRole('textbox', { name: 'País' }).first().fill('EC');
    await form.getByRole('textbox', { name: 'Identificación' }).first().fill('1712345678');
    await form.getByRole('textbox', { name: 'Nombre', exact: false }).first().fill('Cliente de la vendedora');
    const billing = form.getByRole('group', { name: /Información de facturación/ });
    await billing.getByRole('textbox', { name: 'País' }).fill('EC');
    await billing.getByRole('textbox', { name: 'Identificación' }).fill('1712345678');
    await billing.getByRole('textbox', { name: 'Nombre / razón social' }).fill('Cliente de la vendedora');
    await billing.getByRole('textbox', { name: 'Teléfono' }).fill('022345678');
    await billing.getByRole('textbox', { name: 'Dirección' }).fill('Av. Amazonas N34-120, Quito');
    await billing.getByRole('textbox', { name: 'Correo electrónico' }).fill('cliente@example.com');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/deliveries\/[0-9a-f]{24}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Entrega' }).waitFor();
    await page.locator('main').getByText(String(seller.name), { exact: true }).first().waitFor();
    expect(await api<Row>(suite.app, 'GET', `/deliveries/${id}`)).toMatchObject({ voucherNumber: VOUCHER, sellers: [seller._id] });

    await page.goto(`${suite.app.url}/deliveries`);
    await expectTotal(page, sellerDeliveries.length + 1);
    await rowWith(page, VOUCHER).waitFor();
    expect(vendedor.alerts).toEqual([]);
  });

  it("the administrador disables the vendedor: its next page is the sign-in page, and signing in again is refused", async () => {
    expect(vendedor, 'the vendedor signed in by the second step').toBeDefined();
    const { page } = admin;
    await page.goto(`${suite.app.url}/admin-users`);
    await rowWith(page, VENDEDOR.email).getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar usuario del panel' }).waitFor();
    const form = page.locator('main form');
    await expect.poll(() => form.getByRole('textbox', { name: 'Correo electrónico' }).inputValue()).toBe(VENDEDOR.email);
    await form.getByRole('checkbox', { name: 'Desactivado' }).check();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(`${suite.app.url}/admin-users/${vendedorId}`);
    expect(await api<Row>(suite.app, 'GET', `/admin-users/${vendedorId}`)).toMatchObject({ disabled: true });

    // The vendedor's next navigation inside the app (a delivery it has not opened yet): its session is gone, and the
    // sign-in page takes the page's place at the same address.
    const other = vendedor.page;
    const voucher = String(sellerDeliveries[0]!.voucherNumber);
    await rowWith(other, voucher).getByRole('link', { name: 'Ver' }).click();
    await other.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(new URL(other.url()).pathname).toBe(`/deliveries/${sellerDeliveries[0]!._id}`);
    expect(await other.getByText(voucher).count()).toBe(0);
    await signInThroughPage(other, VENDEDOR.email, VENDEDOR.password);
    await other.getByText('Correo o contraseña incorrectos.').waitFor();
    await other.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(admin.alerts).toEqual([]);
    expect(vendedor.alerts).toEqual([]);
  });
});
